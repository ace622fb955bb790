import { CAPEX_ITEM_MESSAGES } from '@taxdep/domain/capex';
import { describe, expect, it } from 'vitest';
import { FakeCapexPort, makeCapexReport, roofItem } from '../testing/fake-port';
import { capexStore, settle } from '../testing/render';
import { rowCells } from './item-rows';

async function loaded(port = new FakeCapexPort()) {
  const store = capexStore(port);
  await store.load(4);
  return { store, items: store.items, port };
}

const saves = (port: FakeCapexPort) =>
  port.calls
    .filter((c) => c.name === 'saveItems')
    .map((c) => c.body as { itemId?: string; description: string }[]);

describe('the Items grid’s store (issue 27 item 2)', () => {
  it('saves only the rows changed since the last save; a new row is stored with its first edit and gets its id', async () => {
    const { items, port } = await loaded(
      new FakeCapexPort(
        makeCapexReport({ items: [roofItem('1'), { ...roofItem('2'), description: 'Lift car' }] }),
      ),
    );
    items.edit(items.rows[1]!, 'lumpSumCents', 2_000_000);
    await settle();
    expect(saves(port)).toEqual([[expect.objectContaining({ itemId: '2', lumpSumCents: 2_000_000 })]]);
    const row = items.addRow()!;
    await settle();
    expect(saves(port)).toHaveLength(1);
    items.edit(row, 'description', 'Chiller');
    await settle();
    expect(saves(port)[1]).toEqual([expect.objectContaining({ description: 'Chiller' })]);
    expect(saves(port)[1]?.[0]).not.toHaveProperty('itemId');
    expect(row.itemId).toBe('100');
    items.edit(row, 'lifeYears', 20);
    await settle();
    expect(saves(port)[2]).toEqual([expect.objectContaining({ itemId: '100', lifeYears: 20 })]);
  });

  it('counts the items and those the forecast leaves out, judged by the domain against the saved base year', async () => {
    const { store, items } = await loaded();
    expect(items.counts).toEqual({ items: 1, leftOut: 0 });
    const row = items.addRow()!;
    expect(items.counts).toEqual({ items: 2, leftOut: 1 });
    expect(items.errorsByRow.get(row.key)?.get('description')).toBe('Description is required.');
    items.edit(items.rows[0]!, 'yearInstalled', 2027);
    expect(items.errorsByRow.get(items.rows[0]!.key)?.get('yearInstalled')).toBe(
      'Year installed is after the forecast’s base year.',
    );
    store.settings.type('baseYear', '2028');
    await settle();
    expect(items.errorsByRow.get(items.rows[0]!.key)).toBeUndefined();
  });

  it('a block pasted from Excel adds a row per line, skips the headings, says what it could not read and saves', async () => {
    const { items, port } = await loaded();
    const chiller = {
      ...roofItem('x'),
      element: 'mechanical' as const,
      description: 'Chiller',
      lumpSumCents: 45_000_000,
    };
    const headings = ['Element', 'Description', 'Location', 'Condition', 'Quantity'];
    const text = `${headings.join('\t')}\r\n${rowCells(chiller).join('\t')}\r\nFit-out\tCarpet\tL3\t\tabc\tm²\t$55.00\r\n`;
    items.paste(text);
    await settle();
    expect(items.rows.map((r) => r.fields.description)).toEqual(['Roof membrane', 'Chiller', 'Carpet']);
    expect(items.rows[1]?.fields).toMatchObject({
      element: 'mechanical',
      lumpSumCents: 45_000_000,
      lifeYears: 15,
    });
    expect(items.pasteNotice).toEqual({
      added: 2,
      problems: [`Row 2: ${CAPEX_ITEM_MESSAGES.quantity}`],
    });
    expect(saves(port)[0]?.map((s) => s.description)).toEqual(['Chiller', 'Carpet']);
    expect(items.rows.slice(1).every((r) => r.itemId !== null && !r.dirty)).toBe(true);
  });

  it('deletes the selected rows: stored ones through the call, new ones at once; a refusal keeps them', async () => {
    const { items, port } = await loaded();
    const fresh = items.addRow()!;
    items.rows[0]!.selected = true;
    fresh.selected = true;
    port.refuse.deleteItems = { status: 409, message: 'Report 4 is read-only.' };
    await items.deleteSelected();
    expect(items.rows).toHaveLength(2);
    expect(items.saveError).toBe(
      'The items could not be deleted: Report 4 is read-only. Nothing was deleted.',
    );
    await items.deleteSelected();
    expect(items.rows).toHaveLength(0);
    expect(port.calls.filter((c) => c.name === 'deleteItems').map((c) => c.body)).toEqual([['1']]);
  });

  it('a failed save keeps the edits in the grid to be sent again', async () => {
    const { items, port } = await loaded();
    port.refuse.saveItems = {
      status: null,
      message: 'The service did not answer properly; try again later.',
    };
    items.edit(items.rows[0]!, 'note', 'Patch repairs 2024');
    await settle();
    expect(items.saveError).toMatch(/^Your item changes could not be saved/);
    expect(items.rows[0]?.dirty).toBe(true);
    await items.retrySave();
    expect(items.rows[0]?.dirty).toBe(false);
    expect(port.stored.items[0]?.note).toBe('Patch repairs 2024');
  });
});

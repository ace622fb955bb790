import { BUILDING_ELEMENT_IDS } from '@taxdep/domain/capex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_COLUMNS } from '../items/item-columns';
import { rowCells } from '../items/item-rows';
import { FakeCapexPort, roofItem } from '../testing/fake-port';
import { capexStore } from '../testing/render';

/** A chosen file of CSV text. */
function file(name: string, text: string) {
  const bytes = new TextEncoder().encode(text);
  return { name, size: bytes.length, arrayBuffer: async () => bytes.buffer as ArrayBuffer };
}

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

async function importing(port = new FakeCapexPort()) {
  const store = capexStore(port);
  await store.load(4);
  store.itemImport.begin();
  return { store, port, staging: store.itemImport };
}

describe('Import CSV/Excel (issue 27 item 2)', () => {
  it('maps columns by heading, judges each row by the domain and saves only the rows that pass, when accepted', async () => {
    const { store, port, staging } = await importing();
    const text = [
      'Description,Building element,Cost,Year,Useful life,Colour',
      'Chiller,Mechanical,"450,000.00",2010,20,Blue',
      'Lift car,Lifts,-5,2015,25,',
      'Switchboard,Electrical,"80,000",2030,30,',
      ',,,,,',
    ].join('\r\n');
    await staging.choose(file('items.csv', text));
    const staged = staging.staged!;
    expect(staged.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(staged.rows[0]?.fields).toMatchObject({
      element: 'mechanical',
      lumpSumCents: 45_000_000,
      yearInstalled: 2010,
    });
    expect(staged.rows[1]?.reasons[0]).toBe('Lump sum must be an amount from $0.00 to $100,000,000.00.');
    expect(staged.rows[2]?.reasons).toEqual(['Year installed is after the forecast’s base year.']);
    expect(staged.notes[0]).toBe('Columns not used: Colour.');
    expect(staging.accepted).toHaveLength(1);
    expect(port.calls.some((c) => c.name === 'saveItems')).toBe(false);
    await staging.accept();
    expect(store.items.rows.map((r) => r.fields.description)).toEqual(['Roof membrane', 'Chiller']);
    expect(staging.open).toBe(false);
  });

  it('refuses a file without Element and Description columns, and reads a workbook through POST /importWorkbook', async () => {
    const { port, staging } = await importing();
    await staging.choose(file('items.csv', 'Name,Cost\r\nChiller,5\r\n'));
    expect(staging.failure).toMatch(/Element and Description/);
    port.workbook = {
      sheetName: 'Items',
      csv: 'Element,Description,Lump sum,Age,Life\r\nFire,Sprinklers,1000,5,25\r\n',
    };
    await staging.choose(file('items.xlsx', 'PK'));
    expect(port.calls.find((c) => c.name === 'readWorkbook')?.body).toEqual({
      fileName: 'items.xlsx',
      workbook: 'UEs=',
    });
    expect(staging.staged?.rows[0]?.fields).toMatchObject({ element: 'fire', lumpSumCents: 100_000, age: 5 });
  });

  it('every field of a row written in the grid’s headings comes back from the file as it was (property)', async () => {
    const { staging } = await importing();
    const item = fc.record({
      element: fc.constantFrom(...BUILDING_ELEMENT_IDS),
      description: fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.trim() || 'x'),
      lumpSumCents: fc.integer({ min: 0, max: 10_000_000_000 }),
      age: fc.integer({ min: 0, max: 200 }),
      lifeYears: fc.integer({ min: 1, max: 100 }),
      note: fc.string({ maxLength: 20 }).map((s) => s.trim()),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 5 }), async (items) => {
        const wires = items.map((fields) => ({ ...roofItem(), yearInstalled: null, ...fields }));
        const text = [
          csvLine(ITEM_COLUMNS.map((c) => c.heading)),
          ...wires.map((w) => csvLine(rowCells(w))),
        ].join('\r\n');
        await staging.choose(file('items.csv', text));
        const rows = staging.staged?.rows ?? [];
        expect(rows.map((r) => r.fields)).toEqual(
          wires.map(({ itemId: _id, errors: _e, ...fields }) => fields),
        );
      }),
      { numRuns: 40 },
    );
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCapexPort } from '../testing/fake-port';
import { capexContainer, capexStore, renderCapex, settle } from '../testing/render';
import { ItemsTab } from './ItemsTab';

afterEach(cleanup);

async function shown(port = new FakeCapexPort()) {
  const store = capexStore(port);
  await store.load(4);
  renderCapex(<ItemsTab store={store} />, capexContainer(store));
  return { store, port, grid: screen.getByRole('grid', { name: 'Items' }) };
}

const cell = (row: number, key: string) =>
  screen.getByTestId(`capex-item-row-${row}`).querySelector<HTMLElement>(`[data-column-key="${key}"]`)!;

describe('the Items grid (issue 27 item 6: it works like the register)', () => {
  it('moves with the arrows, edits on a typed key, saves on Enter and moves down', async () => {
    const { port } = await shown();
    const element = cell(1, 'element');
    act(() => element.focus());
    fireEvent.keyDown(element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell(1, 'description'));
    fireEvent.keyDown(document.activeElement!, { key: 'R' });
    const editor = screen.getByRole('textbox', { name: 'Description, Roof membrane' }) as HTMLInputElement;
    expect(editor.value).toBe('R');
    fireEvent.change(editor, { target: { value: 'Roof sheeting' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await settle();
    expect(cell(1, 'description').textContent).toBe('Roof sheeting');
    expect(port.stored.items[0]?.description).toBe('Roof sheeting');
  });

  it('keeps text that is no amount in its editor with the reason, and Escape restores the value', async () => {
    const { port } = await shown();
    const lump = cell(1, 'lumpSumCents');
    expect(lump.textContent).toBe('$10,000.00');
    act(() => lump.focus());
    fireEvent.keyDown(lump, { key: 'Enter' });
    const editor = screen.getByRole('textbox', { name: 'Lump sum, Roof membrane' }) as HTMLInputElement;
    fireEvent.change(editor, { target: { value: 'ten' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Lump sum must be an amount from $0.00 to $100,000,000.00.',
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(cell(1, 'lumpSumCents').textContent).toBe('$10,000.00');
    expect(port.calls.some((c) => c.name === 'saveItems')).toBe(false);
  });

  it('Add item puts the new row’s element under the cursor; its faulty cells are marked and the count says so', async () => {
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByTestId('capex-item-count').textContent).toBe('2 items, 1 left out');
    expect(document.activeElement).toBe(cell(2, 'element'));
    expect(cell(2, 'description').getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByTestId('capex-cell-message').textContent).toBe('Description is required.');
  });

  it('a block pasted on the grid adds rows', async () => {
    const { store } = await shown();
    fireEvent.paste(cell(1, 'element'), {
      clipboardData: { getData: () => 'Lifts\tLift car\t\t3 Fair\t\t\t\t850000\t2001\t\t25\r\n' },
    });
    await settle();
    expect(store.items.rows[1]?.fields).toMatchObject({
      element: 'lifts',
      description: 'Lift car',
      condition: 3,
    });
    expect(screen.getByTestId('capex-paste-notice').textContent).toContain('1 row pasted.');
  });

  it('Delete selected asks first, then deletes', async () => {
    const { port } = await shown();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Roof membrane' }));
    fireEvent.click(screen.getByTestId('capex-delete-selected'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await settle();
    expect(port.stored.items).toEqual([]);
    expect(screen.getByTestId('capex-no-items')).toBeTruthy();
  });
});

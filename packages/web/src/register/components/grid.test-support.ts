import { act, fireEvent, screen } from '@testing-library/react';

/** A cell of the asset grid by the keys it carries (the contract of components/AssetRowView.tsx). */
export function gridCell(assetId: number | 'new', columnKey: string): HTMLElement {
  const cell = screen
    .getByTestId('asset-table')
    .querySelector<HTMLElement>(`[data-asset-id="${assetId}"][data-column-key="${columnKey}"]`);
  if (!cell) throw new Error(`no cell ${columnKey} of asset ${assetId}`);
  return cell;
}

/** Presses a key on whatever has the focus, as the keyboard does. */
export function press(key: string, init: Partial<KeyboardEventInit> = {}): boolean {
  const target = document.activeElement ?? document.body;
  let notCancelled = true;
  act(() => {
    notCancelled = fireEvent.keyDown(target, { key, ...init });
  });
  return notCancelled;
}

/** Focuses a cell and opens its editor with F2; returns the editor's field. */
export function openEditor(cell: HTMLElement): HTMLInputElement {
  act(() => cell.focus());
  press('F2');
  const field = cell.querySelector<HTMLInputElement>('input:not([readonly]), select, input');
  if (!field) throw new Error('the cell opened no editor');
  return field;
}

/** Types a whole value into the focused editor field (as a change, the way the tests of the register fill fields). */
export function typeValue(field: HTMLInputElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

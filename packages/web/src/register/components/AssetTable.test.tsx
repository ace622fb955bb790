import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLUMN_WIDTHS_STORAGE_KEY } from '../store/ColumnWidths';
import { FakeRegisterPort, makeAsset, makeRegisterReport } from '../testing/fake-port';
import { renderRegister } from '../testing/render';
import { gridCell, openEditor, press, typeValue } from './grid.test-support';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const focused = () => document.activeElement as HTMLElement;
const where = () => `${focused().dataset.assetId}:${focused().dataset.columnKey}`;

describe('the asset grid (issue 16: a register that works like a spreadsheet)', () => {
  it('is one Tab stop; the arrows, Home, End, Tab and Enter move between cells', async () => {
    await renderRegister();
    const stops = screen.getByRole('grid').querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toBe(gridCell(1, 'id'));
    act(() => gridCell(1, 'id').focus());
    press('ArrowDown');
    expect(where()).toBe('2:id');
    // Issue 26 item 1: the description stays third, beside the id, whatever the layout.
    press('ArrowRight');
    expect(where()).toBe('2:description');
    press('ArrowUp');
    expect(where()).toBe('1:description');
    press('End');
    expect(where()).toBe('1:demolition');
    // Tab at a row's end goes on to the next row: the same cell a row down is one key away (ArrowDown).
    press('Tab');
    expect(where()).toBe('2:select');
    press('Tab', { shiftKey: true });
    expect(where()).toBe('1:demolition');
    press('Home');
    expect(where()).toBe('1:select');
    // Enter on a cell without an editor moves down, as in a spreadsheet.
    press('Enter');
    expect(where()).toBe('2:select');
    expect(screen.getByRole('grid').querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    // Above the first row are the column headers, which act on Enter.
    press('ArrowUp');
    press('ArrowUp');
    expect(focused().tagName).toBe('TH');
    expect(focused().dataset.columnKey).toBe('select');
    press(' ');
    expect((screen.getByTestId('select-all') as HTMLInputElement).checked).toBe(true);
  });

  it('typing starts editing with the typed key; Enter saves, shows Saved and moves down', async () => {
    const { port } = await renderRegister();
    act(() => gridCell(1, 'location').focus());
    expect(press('K')).toBe(false);
    const field = screen.getByLabelText('Location of asset 1') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('K');
    typeValue(field, 'Kitchen');
    press('Enter');
    expect(where()).toBe('2:location');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).location).toBe('Kitchen');
    await waitFor(() => expect(screen.getAllByTestId('row-save-state')[0]?.textContent).toBe('Saved'));
    expect(gridCell(1, 'location').textContent).toBe('Kitchen');
  });

  it('Escape cancels the edit and restores the value; F2 opens the editor with the value', async () => {
    const { port } = await renderRegister();
    const field = openEditor(gridCell(1, 'description'));
    expect(field.value).toBe('Asset 1');
    typeValue(field, 'Something else');
    press('Escape');
    expect(document.activeElement).toBe(gridCell(1, 'description'));
    expect(gridCell(1, 'description').textContent).toBe('Asset 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(port.callsOf('saveAsset')).toHaveLength(0);
  });

  it('amount cells start editing only on keys an amount takes; Delete starts an empty editor', async () => {
    await renderRegister();
    act(() => gridCell(1, 'originalCost').focus());
    press('x');
    expect(gridCell(1, 'originalCost').querySelector('input')).toBeNull();
    press('Delete');
    expect((gridCell(1, 'originalCost').querySelector('input') as HTMLInputElement).value).toBe('');
  });

  it('a refused save shows the service’s reason on the row', async () => {
    const port = new FakeRegisterPort([makeAsset(1), makeAsset(2)]);
    port.failing.add('saveAsset');
    port.refusal = { status: 409, message: 'Report 7 is read-only (its status is Completed)' };
    await renderRegister({ port });
    const field = openEditor(gridCell(2, 'supplier'));
    typeValue(field, 'Acme');
    press('Tab');
    expect(where()).toBe('2:invoiceNumber');
    await waitFor(() =>
      expect(
        screen.getByTestId('asset-row-2').querySelector('[data-testid="row-save-state"]')?.textContent,
      ).toBe('Refused: Report 7 is read-only (its status is Completed)'),
    );
    // The typing is kept on the row, to retry by editing again.
    expect(gridCell(2, 'supplier').textContent).toBe('Acme');
  });

  it('every cell carries its asset id and column key; a new row is `new`', async () => {
    const { store } = await renderRegister();
    act(() => store.addAsset());
    expect(gridCell('new', 'description').dataset.columnKey).toBe('description');
    // Add Asset moves the cursor to the new row's Tax Code.
    expect(document.activeElement).toBe(gridCell('new', 'assetCode'));
    const keys = [...screen.getByTestId('asset-row-1').querySelectorAll<HTMLElement>('td')].map(
      (td) => `${td.dataset.assetId}:${td.dataset.columnKey}`,
    );
    expect(keys[0]).toBe('1:select');
    expect(keys).toContain('1:originalCost');
    expect(keys.every((key) => key.startsWith('1:'))).toBe(true);
  });

  it('tells a screen reader which row of the whole register a row is (paged; the header is row 1)', async () => {
    const { store } = await renderRegister();
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe(String(store.totalRecords + 1));
    const rows = grid.querySelectorAll('tr');
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('1');
    expect(rows[1]?.getAttribute('aria-rowindex')).toBe('2');
    expect(rows[2]?.getAttribute('aria-rowindex')).toBe('3');
  });

  it('a read-only register navigates but never edits', async () => {
    const { port } = await renderRegister({ report: makeRegisterReport({ readOnly: true }) });
    act(() => gridCell(1, 'description').focus());
    press('ArrowDown');
    expect(where()).toBe('2:description');
    press('F2');
    press('z');
    press('Delete');
    expect(screen.getByRole('grid').querySelector('input[type="text"], select')).toBeNull();
    expect(port.callsOf('saveAsset')).toHaveLength(0);
  });

  it('columns resize from the header by keyboard and the width is kept', async () => {
    await renderRegister();
    const header = () =>
      screen.getByRole('grid').querySelector<HTMLElement>('th[data-column-key="description"]') as HTMLElement;
    const handle = screen.getByTestId('resize-description');
    expect(handle.getAttribute('aria-valuenow')).toBe('210');
    act(() => header().focus());
    press('ArrowRight', { shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe('226');
    press('F2');
    expect(document.activeElement).toBe(handle);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(handle.getAttribute('aria-valuenow')).toBe('194');
    press('Enter');
    expect(document.activeElement).toBe(header());
    expect(JSON.parse(localStorage.getItem(COLUMN_WIDTHS_STORAGE_KEY) ?? '{}')).toEqual({ description: 194 });
    cleanup();
    await renderRegister();
    expect(screen.getByTestId('resize-description').getAttribute('aria-valuenow')).toBe('194');
  });

  it('a single value pasted on a cell opens its editor with it; a block is left to bubble to the register', async () => {
    await renderRegister();
    const location = gridCell(1, 'location');
    act(() => location.focus());
    const block = fireEvent.paste(location, { clipboardData: { getData: () => 'Kitchen\tLevel 2\r\n' } });
    expect(block).toBe(true);
    expect(location.querySelector('input')).toBeNull();
    const single = fireEvent.paste(location, { clipboardData: { getData: () => 'Kitchen' } });
    expect(single).toBe(false);
    expect((screen.getByLabelText('Location of asset 1') as HTMLInputElement).value).toBe('Kitchen');
    const field = screen.getByLabelText('Location of asset 1');
    expect(fireEvent.paste(field, { clipboardData: { getData: () => '1\t2' } })).toBe(true);
  });

  it('Space on a tick cell ticks its box (select, demolition)', async () => {
    await renderRegister();
    act(() => gridCell(2, 'select').focus());
    expect(press(' ')).toBe(false);
    expect((screen.getByLabelText('Select asset 2') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('bulk-bar')).toBeTruthy();
    expect(document.activeElement).toBe(gridCell(2, 'select'));
  });

  it('a double click opens the editor', async () => {
    await renderRegister();
    fireEvent.doubleClick(gridCell(2, 'projectCode'));
    expect(document.activeElement).toBe(screen.getByLabelText('Project Code of asset 2'));
  });
});

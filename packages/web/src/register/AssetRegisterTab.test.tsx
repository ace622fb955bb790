import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ABANDONMENT_VIEW, DEMOLITION_VIEW } from './columns';
import { gridCell, openEditor, press, typeValue } from './components/grid.test-support';
import { FakeRegisterPort, makeAsset, makeRegisterReport, manyAssets } from './testing/fake-port';
import { renderRegister, waitForList } from './testing/render';

afterEach(cleanup);

const q = (testId: string) => screen.queryByTestId(testId);
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('AssetRegisterTab: header and subheader', () => {
  it('editable In Progress report with assets', async () => {
    await renderRegister();
    expect(screen.getByTestId('asset-count').textContent).toBe('Number of Assets: 2');
    expect((screen.getByLabelText('Search assets') as HTMLInputElement).disabled).toBe(false);
    expect(q('view-errors-toggle')).not.toBeNull();
    expect(q('manage-output')).not.toBeNull();
    expect(button('delete-all-assets').disabled).toBe(false);
    expect(q('copy-previous-register')).not.toBeNull();
    expect(q('add-asset')).not.toBeNull();
    expect(q('add-asset-footer')).not.toBeNull();
    expect(q('manage-label')).toBeNull();
    expect(q('add-demolition-date')).toBeNull();
    expect(q('bulk-bar')).toBeNull();
    // spec 2.3: Export Assets and Import Assets (register-import has their own tests).
    expect(screen.getByRole('button', { name: /Export Assets/ })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Import Assets' })).not.toBeNull();
    expect(screen.getAllByTestId(/^asset-row-/)).toHaveLength(2);
  });

  it('read-only: no Add Asset or Copy, Delete All disabled, the grid read-only and no cell opens an editor', async () => {
    await renderRegister({ report: makeRegisterReport({ readOnly: true }) });
    expect(q('add-asset')).toBeNull();
    expect(q('add-asset-footer')).toBeNull();
    expect(q('copy-previous-register')).toBeNull();
    expect(button('delete-all-assets').disabled).toBe(true);
    expect(screen.getByRole('grid').getAttribute('aria-readonly')).toBe('true');
    const row = screen.getByTestId('asset-row-1');
    expect(() => openEditor(gridCell(1, 'description'))).toThrow('no editor');
    press('a');
    press('Enter');
    expect(within(row).queryAllByRole('textbox')).toHaveLength(0);
    expect(gridCell(1, 'description').textContent).toBe('Asset 1');
    expect((screen.getByLabelText('Select all assets') as HTMLInputElement).disabled).toBe(true);
    // spec 2.3: Import Assets is hidden when read-only; Export Assets stays.
    expect(screen.queryByRole('button', { name: 'Import Assets' })).toBeNull();
    expect(screen.getByRole('button', { name: /Export Assets/ })).not.toBeNull();
  });

  it('a read-only asset opens no editor; the others do', async () => {
    await renderRegister({ port: new FakeRegisterPort([makeAsset(1, { readOnly: true }), makeAsset(2)]) });
    expect(() => openEditor(gridCell(1, 'description'))).toThrow('no editor');
    expect(gridCell(1, 'description').className).toContain('cell-locked');
    expect(openEditor(gridCell(2, 'description'))).toBe(
      screen.getByLabelText('Asset Description of asset 2'),
    );
  });

  it('Copy only in In Progress and QA Review', async () => {
    await renderRegister({
      report: makeRegisterReport({ status: 'QA Review', reportStatus: 'In Progress' }),
    });
    expect(q('copy-previous-register')).not.toBeNull();
    cleanup();
    await renderRegister({
      report: makeRegisterReport({ status: 'Completed', reportStatus: 'In Progress' }),
    });
    expect(q('copy-previous-register')).toBeNull();
  });

  it('no assets: the empty state and no Delete All Assets', async () => {
    await renderRegister({ port: new FakeRegisterPort([]) });
    expect(screen.getByText('There are no assets yet.')).toBeTruthy();
    expect(q('delete-all-assets')).toBeNull();
    expect(screen.getByTestId('asset-count').textContent).toBe('Number of Assets: 0');
  });

  it('while the first listing is on its way the count says so, not 0', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const port = new FakeRegisterPort();
    const list = port.listAssets.bind(port);
    port.listAssets = async (reportId, request) => {
      await held;
      return list(reportId, request);
    };
    const rendered = renderRegister({ port });
    const count = await screen.findByTestId('asset-count');
    expect(count.textContent).toBe('Number of Assets: counting…');
    expect(count.getAttribute('aria-busy')).toBe('true');
    answer();
    await rendered;
    expect(screen.getByTestId('asset-count').textContent).toBe('Number of Assets: 2');
    expect(screen.getByTestId('asset-count').getAttribute('aria-busy')).toBe('false');
  });

  it('a query matching nothing says so, and Delete All Assets stays while the register has assets', async () => {
    const { store } = await renderRegister();
    await act(async () => {
      store.setSearch('no such asset');
      await store.applySearch();
    });
    expect(screen.getByTestId('register-empty').textContent).toBe('No assets match.');
    // Issue 26 item 8: a narrowed list says what it shows of the whole register.
    expect(screen.getByTestId('asset-count').textContent).toBe('Number of Assets: 0 of 2');
    expect(q('delete-all-assets')).not.toBeNull();
  });

  it('a reload keeps the rows on screen under a cover until the answer comes', async () => {
    const port = new FakeRegisterPort(manyAssets(60));
    const { store } = await renderRegister({ port });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const list = port.listAssets.bind(port);
    port.listAssets = async (reportId, request) => {
      await held;
      return list(reportId, request);
    };
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = store.goToPage(2);
    });
    expect(screen.getAllByTestId(/^asset-row-/)).toHaveLength(50);
    expect(screen.getByTestId('loader')).toBeTruthy();
    await act(async () => {
      release();
      await loading;
    });
    expect(screen.getAllByTestId(/^asset-row-/)).toHaveLength(10);
    expect(q('loader')).toBeNull();
  });

  it('abandonment view: Manage Label, no View Errors, no Add Asset', async () => {
    const { store } = await renderRegister();
    fireEvent.change(screen.getByLabelText('View'), { target: { value: String(ABANDONMENT_VIEW) } });
    await waitForList(store);
    expect(q('manage-label')).not.toBeNull();
    expect(q('view-errors-toggle')).toBeNull();
    expect(q('add-asset')).toBeNull();
    expect(screen.getByTestId('abandonment-table')).toBeTruthy();
  });

  it('demolition view: search disabled, Add Demolition Date once a row is ticked, bulk bar', async () => {
    const demolition = {
      id: 5,
      demoDate: '2030-06-30',
      rate: 10,
      adjustedHistoricalCost: 500,
      adjustedAnnualDepreciation: 12.5,
      modelAsset: { id: 1, depreciationReportId: 7 },
    };
    const { store } = await renderRegister({
      port: new FakeRegisterPort([makeAsset(1, { assetDemolitions: [demolition] }), makeAsset(2)]),
    });
    fireEvent.change(screen.getByLabelText('View'), { target: { value: String(DEMOLITION_VIEW) } });
    await waitForList(store);
    expect((screen.getByLabelText('Search assets') as HTMLInputElement).disabled).toBe(true);
    expect(q('add-demolition-date')).toBeNull();
    expect((screen.getByLabelText('Demolition date 1 of asset 1') as HTMLSelectElement).value).toBe(
      '2030-06-30',
    );
    expect(screen.getByRole('option', { name: '30 June 2018' })).toBeTruthy();
    expect((screen.getByLabelText('Adjusted historical cost 1 of asset 1') as HTMLInputElement).value).toBe(
      '500.00',
    );
    fireEvent.click(screen.getByLabelText('Select asset 1'));
    expect(q('add-demolition-date')).not.toBeNull();
    expect(q('bulk-bar')).not.toBeNull();
    fireEvent.click(screen.getByTestId('unselect-all'));
    expect(q('bulk-bar')).toBeNull();
  });

  it('View Errors disables the search box', async () => {
    const { store } = await renderRegister();
    fireEvent.click(screen.getByTestId('view-errors-toggle'));
    await waitForList(store);
    expect(screen.getByTestId('view-errors-toggle').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Search assets') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('AssetRegisterTab: table and dialogs', () => {
  it('marks rows with errors and styles a differing historical building cost', async () => {
    await renderRegister({
      port: new FakeRegisterPort([
        makeAsset(1, { description: null }),
        makeAsset(2, { historicalBuildingCost: 5 }),
      ]),
    });
    const marks = screen.getAllByTestId('row-errors');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.getAttribute('aria-label')).toContain('Asset description is required.');
    const historical = gridCell(2, 'historicalBuildingCost');
    expect(historical.className).toContain('cell-warning');
    expect(historical.title).toBe('The historical building cost differs from the original cost.');
    expect(gridCell(1, 'historicalBuildingCost').title).toBe('');
    expect(gridCell(1, 'description').getAttribute('aria-invalid')).toBe('true');
  });

  it('amounts: numeric keys only, re-formatted on display, sent without commas', async () => {
    const { port } = await renderRegister();
    const cell = gridCell(1, 'originalCost');
    expect(cell.textContent).toBe('12,000.00');
    const input = openEditor(cell);
    expect(input).toBe(screen.getByLabelText('Original Cost of asset 1'));
    expect(input.maxLength).toBe(20);
    expect(input.value).toBe('12000');
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(false);
    typeValue(input, '1234567.5');
    press('Enter');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).originalCost).toBe(1234567.5);
    await waitFor(() => expect(gridCell(1, 'originalCost').textContent).toBe('1,234,567.50'));
    expect(document.activeElement).toBe(gridCell(2, 'originalCost'));
  });

  it('an amount too large for exact cents stays in the field, marked, and the stored amount is kept', async () => {
    const { port } = await renderRegister();
    const input = openEditor(gridCell(1, 'originalCost'));
    typeValue(input, '12345678901234567.8');
    // Enter does not leave a field whose text is no amount: it stays, marked.
    press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(port.callsOf('saveAsset')).toHaveLength(0);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('12345678901234567.8');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.title).toBe('An amount may have at most 13 digits before the decimal point.');

    typeValue(input, '15000');
    press('Enter');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).originalCost).toBe(15000);
    expect(gridCell(1, 'originalCost').getAttribute('aria-invalid')).toBeNull();
  });

  it('a whole tax code typed and left at once is kept; a code not suggested is cleared (docs/product/rules.md)', async () => {
    const { port } = await renderRegister();
    const code = openEditor(gridCell(1, 'assetCode'));
    expect(code).toBe(screen.getByLabelText('Tax Code of asset 1'));
    typeValue(code, 'ato-0900');
    expect(code.value).toBe('ATO-0900');
    // Left (Tab) before the suggestions for the text have arrived.
    press('Tab');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    expect(port.savedAsset(0).assetCode).toEqual({ id: 9, assetCode: 'ATO-0900' });
    expect(document.activeElement).toBe(gridCell(1, 'depreciationCategory'));

    const again = openEditor(gridCell(1, 'assetCode'));
    typeValue(again, 'zzz9');
    press('Tab');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(2));
    expect(port.savedAsset(1).assetCode).toBeNull();
    await waitFor(() => expect(gridCell(1, 'assetCode').getAttribute('aria-invalid')).toBe('true'));
    expect(gridCell(1, 'assetCode').title).toBe('Tax code is required.');
  });

  it('dates read and are typed day/month/year whatever the locale; the date editor starts 700 ms after the list shows (issue 16 item 9)', async () => {
    const { port } = await renderRegister();
    const cell = gridCell(1, 'financialYearEndDate');
    expect(cell.textContent).toBe('30/06/2025');
    expect(openEditor(cell).readOnly).toBe(true);
    press('Escape');
    await new Promise((resolve) => setTimeout(resolve, 750));
    const field = openEditor(cell);
    expect(field.readOnly).toBe(false);
    expect(field.type).toBe('text');
    expect(field.value).toBe('30/06/2025');
    typeValue(field, '06/13/2025');
    press('Enter');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('date-problem').textContent).toBe(
      '“06/13/2025” is not a day of the calendar (day/month/year).',
    );
    expect(port.callsOf('saveAsset')).toHaveLength(0);
    typeValue(field, '30/6/2026');
    press('Enter');
    await waitFor(() => expect(port.callsOf('saveAsset')).toHaveLength(1));
    await waitFor(() => expect(gridCell(1, 'financialYearEndDate').textContent).toBe('30/06/2026'));
  });

  it('Delete All Assets asks with the spec texts', async () => {
    const { port } = await renderRegister();
    fireEvent.click(screen.getByTestId('delete-all-assets'));
    const dialog = await screen.findByTestId('delete-assets-dialog');
    expect(within(dialog).getByText('This action cannot be undone.')).toBeTruthy();
    expect(
      within(dialog).getByText('Are you sure you want to delete all the assets from asset register?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('There are no assets yet.');
    expect(port.callsOf('deleteAllAssets')).toHaveLength(1);
  });

  it('Manage Output hides a column and says so', async () => {
    await renderRegister();
    expect(screen.getByRole('columnheader', { name: 'Location' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('manage-output'));
    fireEvent.click(screen.getByTestId('output-locationFlag'));
    fireEvent.click(screen.getByTestId('manage-output-save'));
    await screen.findByText('Output Columns have been successfully updated.');
    expect(screen.queryByRole('columnheader', { name: 'Location' })).toBeNull();
  });

  it('Manage Output on a read-only report shows the columns but cannot change them (docs/product/states-and-permissions.md)', async () => {
    const { port } = await renderRegister({ report: makeRegisterReport({ readOnly: true }) });
    fireEvent.click(screen.getByTestId('manage-output'));
    expect(screen.getByTestId('manage-output-read-only').textContent).toContain('read-only');
    expect((screen.getByTestId('output-locationFlag') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('output-all') as HTMLInputElement).disabled).toBe(true);
    expect(button('manage-output-save').disabled).toBe(true);
    expect(port.callsOf('saveOutputColumns')).toHaveLength(0);
  });

  it('the pager and the jump box with Go disabled out of range', async () => {
    const { store } = await renderRegister({ port: new FakeRegisterPort(manyAssets(120)) });
    expect(screen.getByTestId('page-3')).toBeTruthy();
    const jump = screen.getByLabelText('Go to page');
    fireEvent.change(jump, { target: { value: '4' } });
    expect(button('page-jump-go').disabled).toBe(true);
    fireEvent.change(jump, { target: { value: '3' } });
    expect(button('page-jump-go').disabled).toBe(false);
    await act(async () => {
      fireEvent.click(button('page-jump-go'));
    });
    await waitForList(store);
    expect(store.page).toBe(3);
    expect(screen.getAllByTestId(/^asset-row-/)).toHaveLength(20);
  });

  it('a register of one page shows no page jump, even above 25 assets (issue 16 item 6)', async () => {
    await renderRegister({ port: new FakeRegisterPort(manyAssets(30)) });
    expect(screen.getAllByTestId(/^asset-row-/)).toHaveLength(30);
    expect(screen.queryByTestId('page-jump')).toBeNull();
    expect(screen.queryByTestId('page-1')).toBeNull();
  });

  it('Copy Previous Asset Register lists earlier registers with Not Assigned dates', async () => {
    await renderRegister();
    fireEvent.click(screen.getByTestId('copy-previous-register'));
    const dialog = await screen.findByTestId('copy-register-dialog');
    await within(dialog).findByText('Not Assigned');
    expect(within(dialog).getByTestId('copy-subject-address').textContent).toBe(
      '1 George St, Sydney, NSW, 2000',
    );
    expect((within(dialog).getByTestId('copy-register-use') as HTMLButtonElement).disabled).toBe(true);
  });
});

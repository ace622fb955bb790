import type { Report } from '@taxdep/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRegisterReport } from '../../register/testing/fake-port';
import { renderRegister } from '../../register/testing/render';
import { REGISTER_TRANSFER_TYPES } from '../identifiers';
import type { ImportStaging } from '../store/ImportStaging';
import { csvFile, csvRow, FakeCsvReader, HEADER } from '../testing/fakes';

afterEach(cleanup);

/** Chooses a file in the picker of Import Assets and waits for the reading to settle. */
async function choose(file: File) {
  const input = screen.getByTestId('import-file') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  await waitFor(() => expect(screen.queryByTestId('import-reading')).toBeNull());
}

function register(valid: number, invalid: number) {
  return csvFile('register.csv', [
    HEADER,
    ...Array.from({ length: valid }, (_, i) => csvRow(i + 1)),
    ...Array.from({ length: invalid }, (_, i) => csvRow(valid + i + 1, false)),
  ]);
}

describe('Import Assets and the staging screen (spec 2.3, docs/product/asset-register.md)', () => {
  it('stages a file: title focused, the counts, the reasons beside the cells, paging, Confirm', async () => {
    const { port, transfers } = await renderRegister();
    await choose(register(58, 2));
    const stagingScreen = screen.getByRole('dialog', { name: 'Import Asset Register' });
    expect(document.activeElement).toBe(
      within(stagingScreen).getByRole('heading', { name: 'Import Asset Register' }),
    );
    expect(within(stagingScreen).getByRole('button', { name: 'Back to Asset Register' })).toBeTruthy();
    expect(screen.getByTestId('staging-total').textContent).toBe('Total Records: 60');
    expect(screen.getByTestId('staging-invalid-message').textContent).toBe(
      '2 items have missing values for calculation. You can still import the data and enter values later, or import an updated file.',
    );
    const first = screen.getByTestId('staged-row-2');
    expect(within(first).getByText('05 Mar 2020')).toBeTruthy();
    expect(within(first).getByText('1,000.50')).toBeTruthy();
    expect(within(first).getByText('20%')).toBeTruthy();
    // A valid row carries no mark: only the rows that need the user do.
    expect(first.querySelector('.staged-status')?.textContent).toBe('');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByTestId(/^staged-row-/)).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByTestId(/^staged-row-/)).toHaveLength(10);
    const invalid = screen.getByTestId('staged-row-61');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(within(invalid).getByText('Missing values')).toBeTruthy();
    // In the Status column and beside the cell it concerns.
    expect(within(invalid).getAllByText('Asset Description is missing.')).toHaveLength(2);
    fireEvent.click(within(stagingScreen).getByLabelText('Show only the rows with missing values'));
    expect(screen.getAllByTestId(/^staged-row-/).map((row) => row.dataset.testid)).toEqual([
      'staged-row-60',
      'staged-row-61',
    ]);
    fireEvent.click(within(stagingScreen).getByLabelText('Show only the rows with missing values'));
    fireEvent.change(within(stagingScreen).getByTestId('page-size'), { target: { value: '100' } });
    expect(screen.getAllByTestId(/^staged-row-/)).toHaveLength(60);

    const listsBefore = port.callsOf('listAssets').length;
    let answer = () => {};
    transfers.importPort.gate = new Promise((resolve) => {
      answer = resolve;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm to Import' }));
    // While the call is out: the buttons wait and the screen says what is happening.
    expect((await screen.findByTestId('staging-uploading')).textContent).toMatch(/^Importing 60 rows/);
    expect((screen.getByTestId('staging-cancel') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer());
    expect(screen.queryByTestId('import-staging')).toBeNull();
    expect(transfers.importPort.uploads[0]?.body.rows).toHaveLength(60);
    expect(screen.getByTestId('alert-success').textContent).toContain(
      '60 Records have been successfully uploaded.',
    );
    expect(port.callsOf('listAssets').length).toBeGreaterThan(listsBefore);
    // Three pages of a 20-column table: seconds on the shared 2-core machine under load, not a speed claim.
  }, 20_000);

  it('a failed upload keeps the screen with the reason; Escape goes back to the register', async () => {
    const { transfers } = await renderRegister();
    transfers.importPort.failure = { status: 409, message: 'Report 7 is read-only; nothing was imported.' };
    await choose(register(3, 0));
    await act(async () => {
      fireEvent.click(screen.getByTestId('staging-confirm'));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The rows could not be imported: Report 7 is read-only; nothing was imported. Nothing was lost: Confirm to Import again to retry, or Cancel.',
    );
    expect(screen.getAllByTestId(/^staged-row-/)).toHaveLength(3);
    fireEvent.keyDown(screen.getByTestId('import-staging'), { key: 'Escape' });
    expect(screen.queryByTestId('import-staging')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Import Assets' }));
  });

  it('a value lost in normalising is named beside its cell, the row still valid', async () => {
    await renderRegister();
    await choose(csvFile('register.csv', [HEADER, csvRow(1).replace('5/3/2020,,', '2020-03-05,5/3/2020,')]));
    const row = screen.getByTestId('staged-row-2');
    expect(row.getAttribute('aria-invalid')).toBeNull();
    expect(within(row).getByText('Check values')).toBeTruthy();
    expect(within(row).getByText(/Inv Date '2020-03-05' is written year first/)).toBeTruthy();
    expect(screen.getByTestId('staging-warning-count').textContent).toMatch(/^1 rows have values/);
  });

  it('leaving the tab drops the staging: nothing is imported', async () => {
    const { view, transfers, container } = await renderRegister();
    const staging = container.get<ImportStaging>(REGISTER_TRANSFER_TYPES.ImportStaging);
    await choose(register(2, 0));
    expect(staging.staged?.reportId).toBe(7);
    view.unmount();
    expect(staging.staged).toBeNull();
    expect(transfers.importPort.uploads).toHaveLength(0);
  });

  it('a file that is neither .csv nor .xlsx: Compliance Problem naming both', async () => {
    await renderRegister();
    await choose(csvFile('register.txt', [HEADER, csvRow(1)]));
    const dialog = screen.getByTestId('message-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Compliance Problem');
    expect(dialog.textContent).toContain(
      'The file you tried to upload could not be recognised. Only a csv file or an Excel workbook (.xlsx) can be imported.',
    );
    expect(screen.queryByTestId('import-staging')).toBeNull();
  });

  it('an empty file: the domain’s reason', async () => {
    await renderRegister();
    await choose(csvFile('empty.csv', []));
    expect(screen.getByTestId('message-dialog').textContent).toContain('The file is empty.');
  });

  it('shows a progress bar while reading, and Cancel stops it', async () => {
    const reader = new FakeCsvReader({ chunkRecords: 5, holdAfterFirstChunk: true });
    await renderRegister({ transfers: { reader } });
    await act(async () => {
      fireEvent.change(screen.getByTestId('import-file'), { target: { files: [register(20, 0)] } });
    });
    const count = await screen.findByText(/^5 rows read/);
    expect(count).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reading register.csv' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('import-reading-cancel'));
    });
    expect(screen.queryByTestId('import-reading')).toBeNull();
    expect(screen.queryByTestId('import-staging')).toBeNull();
  });

  it('a read-only report has Export Assets but no Import Assets', async () => {
    await renderRegister({ report: makeRegisterReport({ readOnly: true }) });
    expect(screen.queryByTestId('import-assets')).toBeNull();
    expect(screen.getByTestId('export-assets')).toBeTruthy();
  });
});

/** A report with its EOFY report date: the menu offers its FY and the two before it (issue 25 item 6). */
const dated = () =>
  makeRegisterReport({ reportingInfo: { eofyReportDate: '2025-06-30' } as Report['reportingInfo'] });

describe('Export Assets (spec 2.3)', () => {
  it('a keyboard menu: opens on the first item, arrows move, Escape closes back on the button', async () => {
    await renderRegister({ report: dated() });
    const button = screen.getByRole('button', { name: /Export Assets/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Export Assets' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Standard',
      'Import format',
      'Excel workbook (whole schedule)',
      'HandiTax',
      'HandiTax low value pool',
      'Class Super',
      'Xero',
      'Import template',
    ]);
    // Issue 25 item 6: the schedules' FY, the report's current one and the two before it, as radio items.
    const years = within(menu).getAllByRole('menuitemradio');
    expect(years.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['● FY2025 (current)', 'true'],
      ['○ FY2024', 'false'],
      ['○ FY2023', 'false'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[7]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('saves the chosen file; a failure shows the reason', async () => {
    const { transfers } = await renderRegister({ report: dated() });
    fireEvent.click(screen.getByTestId('export-assets'));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Import format' }));
    });
    await waitFor(() =>
      expect(transfers.saver.saved.map((file) => file.fileName)).toEqual(['importable-7.csv']),
    );
    // An earlier FY is chosen in the menu, which stays open, and the schedule is asked for by it.
    fireEvent.click(screen.getByTestId('export-assets'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /FY2024/ }));
    expect(screen.getByRole('menuitemradio', { name: /FY2024/ }).getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Class Super' }));
    });
    expect(transfers.exportPort.downloads.at(-1)).toEqual({
      reportId: 7,
      what: { kind: 'schedule', format: 'classsuper', financialYear: 2024 },
    });
    transfers.exportPort.failure = { status: 409, message: 'Report 7 has no EOFY report date.' };
    fireEvent.click(screen.getByTestId('export-assets'));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Xero' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('alert-error').textContent).toContain(
        'The Xero export could not be downloaded: Report 7 has no EOFY report date.',
      ),
    );
  });
});

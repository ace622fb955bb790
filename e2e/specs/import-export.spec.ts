import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseImportFile,
  confirmImport,
  csvPayload,
  csvRecords,
  EXPORTED_IMPORT_HEADER,
  exportFile,
  IMPORT_HEADER,
  openOtherRegister,
  stagingScreen,
} from '../pages/import-export';
import { assetCount, cellText, listReloadAfter, openRegister, rows } from '../pages/register';
import { screenPath } from '../pages/screens';

/** Report 4 (In Progress) takes the import; 5 (In Progress, empty register) the round trip; 2 is Completed. */
const IN_PROGRESS_REPORT = 4;
/** The surveyor of reports 4 and 5: only a report's surveyor or checker may change it (issue 15). */
const REPORT_4_SURVEYOR = 'alex.surveyor@demo.taxdep';
const EMPTY_REPORT = 5;
const QA_REPORT = 3;
const COMPLETED_REPORT = 2;

const INVALID_NOTICE =
  '3 items have missing values for calculation. You can still import the data and enter values later, or import an updated file.';

/** 60 rows as a surveyor's spreadsheet writes them: $, commas, %, d/m/yyyy; rows 11, 32 and 58 are incomplete. */
function surveyorFile(): string[] {
  const lines = [IMPORT_HEADER];
  for (let n = 1; n <= 60; n += 1) {
    const description = n === 11 ? '' : `E2E import oven ${n}`;
    const cost = n === 32 ? '' : `"$1,${String(n).padStart(3, '0')}.50"`;
    const method = n === 58 ? '' : 'DV';
    lines.push(
      `A0001,40,PRJ-9,${description},Kitchen,Level ${n % 5},Acme,INV-${n},5/3/2020,,${cost},,,,${method},20%,,`,
    );
  }
  // A blank line at the end, as spreadsheets leave: dropped (docs/product/rules.md "Import").
  return [...lines, ''];
}

async function searchRegister(page: Page, text: string) {
  await listReloadAfter(page, () => page.getByTestId('register-search').fill(text));
}

test('a csv with invalid rows is staged, paged and imported; the register shows the rows and the count', async ({
  page,
}) => {
  await openRegister(page, IN_PROGRESS_REPORT, REPORT_4_SURVEYOR);
  const before = await assetCount(page);
  await chooseImportFile(page, csvPayload('riverside-register.csv', surveyorFile()));

  const staging = stagingScreen(page);
  await expect(staging).toBeVisible();
  await expect(staging.getByRole('heading', { name: 'Import Asset Register' })).toBeFocused();
  await expect(staging.getByTestId('staging-total')).toHaveText('Total Records: 60');
  await expect(staging.getByTestId('staging-invalid-message')).toHaveText(INVALID_NOTICE);
  await expect(staging.getByTestId(/^staged-row-/)).toHaveCount(50);
  const row2 = staging.getByTestId('staged-row-2');
  await expect(row2).toContainText('05 Mar 2020');
  await expect(row2).toContainText('1,001.50');
  await expect(staging.getByTestId('staged-row-12')).toContainText('Asset Description is missing.');
  await page.screenshot({ path: screenPath('import-staging') });
  await page.screenshot({ path: join(tmpdir(), 'import-staging.png') });

  await staging.getByRole('button', { name: 'Page 2' }).click();
  await expect(staging.getByTestId(/^staged-row-/)).toHaveCount(10);
  await expect(staging.getByTestId('staged-row-59')).toContainText('Dep Method is missing.');
  await staging.getByTestId('page-size').selectOption('25');
  await expect(staging.getByTestId(/^staged-row-/)).toHaveCount(25);
  await staging.getByRole('button', { name: 'Page 2' }).click();
  await expect(staging.getByTestId('staged-row-33')).toContainText('Original Cost is missing.');
  // The cell it concerns, scrolled into view: Line and Status stay at the left.
  await staging.getByTestId('staged-row-33').locator('.staged-cell-invalid').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(tmpdir(), 'import-staging-invalid.png') });

  await listReloadAfter(page, () => confirmImport(page));
  await expect(page.getByTestId('alert-success')).toContainText(
    '60 Records have been successfully uploaded.',
  );
  await expect(page.getByTestId('asset-count')).toHaveText(`Number of Assets: ${before + 60}`);
  await page.screenshot({ path: join(tmpdir(), 'import-done.png') });
  await searchRegister(page, 'E2E import oven 7');
  await expect(rows(page)).toHaveCount(1);
  await expect(cellText(rows(page).first(), 'description')).toHaveText('E2E import oven 7');
  await expect(cellText(rows(page).first(), 'originalCost')).toHaveText('1,007.50');
});

test('a file that is not csv, and an empty csv, are refused with their reason; nothing changes', async ({
  page,
}) => {
  await openRegister(page, IN_PROGRESS_REPORT, REPORT_4_SURVEYOR);
  const before = await assetCount(page);
  await chooseImportFile(page, {
    name: 'register.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
  });
  const dialog = page.getByTestId('message-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Compliance Problem');
  // Issue 26 item 6d: the portal takes an Excel workbook (.xlsx) too, and says so.
  await expect(dialog).toContainText(
    'The file you tried to upload could not be recognised. Only a csv file or an Excel workbook (.xlsx) can be imported.',
  );
  await page.screenshot({ path: screenPath('import-not-csv') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // A damaged workbook: the service's reason, nothing staged.
  await chooseImportFile(page, {
    name: 'register.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK\u0003\u0004'),
  });
  await expect(dialog.getByRole('heading')).toHaveText('The file cannot be imported');
  await expect(dialog).toContainText('The workbook cannot be read');
  await dialog.getByRole('button', { name: 'OK' }).click();

  await chooseImportFile(page, csvPayload('empty.csv', []));
  await expect(dialog).toContainText('The file is empty.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await chooseImportFile(page, csvPayload('header-only.csv', [IMPORT_HEADER, '']));
  await expect(dialog).toContainText(
    'The file has a header row but no asset rows: there is nothing to import.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(stagingScreen(page)).toHaveCount(0);
  await expect(page.getByTestId('asset-count')).toHaveText(`Number of Assets: ${before}`);
});

test('both exports download under their names; the import format imports again into an empty register alike', async ({
  page,
}) => {
  // Any user may export report 3; the import goes into report 5, which its surveyor may change.
  await openRegister(page, QA_REPORT, REPORT_4_SURVEYOR);
  const count = await assetCount(page);
  await page.getByRole('button', { name: 'Export Assets' }).click();
  await expect(page.getByRole('menu', { name: 'Export Assets' })).toBeVisible();
  await page.screenshot({ path: screenPath('export-menu') });
  await page.screenshot({ path: join(tmpdir(), 'export-menu.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  const standard = await exportFile(page, 'Standard');
  // docs/api.md "File names": the property, the report date (and reference), then what the file is.
  expect(standard.name).toMatch(/^[^/]+ - \d{1,2} [A-Z][a-z]+ \d{4}( - [^/]+)? - asset register\.csv$/);
  expect(standard.text.trim().split(/\r\n/)).toHaveLength(count + 1);
  const importable = await exportFile(page, 'Import format');
  expect(importable.name).toMatch(/ - asset register \(import format\)\.csv$/);
  expect(importable.text.replace(/^\uFEFF/, '').split(/\r\n/)[0]).toBe(EXPORTED_IMPORT_HEADER);
  const handitax = await exportFile(page, 'HandiTax');
  expect(handitax.name).toMatch(/ - HandiTax FY\d{4}\.csv$/);
  // Issue 25 item 6: the whole schedule as a workbook, and a schedule of the FY before the current one.
  const workbook = await exportFile(page, 'Excel workbook (whole schedule)');
  expect(workbook.name).toMatch(/ - schedule\.xlsx$/);
  expect(workbook.text.slice(0, 2)).toBe('PK');
  const current = Number(/ - HandiTax FY(\d{4})\.csv$/.exec(handitax.name)?.[1]);
  await page.getByRole('button', { name: 'Export Assets' }).click();
  await page.getByRole('menuitemradio', { name: `FY${current - 1}` }).click();
  await expect(page.getByRole('menuitemradio', { name: `FY${current - 1}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  const earlier = await exportFile(page, 'Class Super');
  expect(earlier.name).toMatch(new RegExp(` - Class Super FY${current - 1}\\.csv$`));
  const reimport = join(tmpdir(), importable.name);
  await copyFile(importable.path, reimport);

  await openOtherRegister(page, EMPTY_REPORT);
  await expect(page.getByTestId('register-empty')).toHaveText('There are no assets yet.');
  await chooseImportFile(page, reimport);
  await expect(stagingScreen(page).getByTestId('staging-total')).toHaveText(`Total Records: ${count}`);
  await listReloadAfter(page, () => confirmImport(page));
  await expect(page.getByTestId('alert-success')).toContainText(
    `${count} Records have been successfully uploaded.`,
  );
  await expect(page.getByTestId('asset-count')).toHaveText(`Number of Assets: ${count}`);
  const again = await exportFile(page, 'Import format');
  // Every value comes back as it went out, but a Dep Rate left empty in the register: the upload derives the
  // tax-office rate as a row save does (docs/api.md "Import upload"), so that row comes back with one.
  const RATE = 15;
  const sorted = (text: string) => csvRecords(text).sort((a, b) => a.join().localeCompare(b.join()));
  const before = sorted(importable.text);
  const after = sorted(again.text);
  expect(after).toHaveLength(count);
  const withoutRate = (records: string[][]) =>
    records.map((record) => record.filter((_, column) => column !== RATE)).sort();
  expect(withoutRate(after)).toEqual(withoutRate(before));
  for (const record of before.filter((r) => r[RATE] !== '')) expect(after).toContainEqual(record);
  expect(after.filter((record) => record[RATE] === '')).toHaveLength(0);

  // Leaves report 5's register empty, as the other specs know it.
  await page.getByTestId('delete-all-assets').click();
  await listReloadAfter(page, () =>
    page.getByTestId('delete-assets-dialog').getByRole('button', { name: 'Delete' }).click(),
  );
  await expect(page.getByTestId('register-empty')).toBeVisible();

  // A schedule needs the report's EOFY date, which report 5 has not: the service's reason is shown.
  await page.getByRole('button', { name: 'Export Assets' }).click();
  await page.getByRole('menuitem', { name: 'Xero' }).click();
  await expect(page.getByTestId('alert-error')).toContainText(
    `The Xero export could not be downloaded: Report ${EMPTY_REPORT} has no EOFY report date`,
  );
});

test('a read-only report exports but has no Import Assets', async ({ page }) => {
  await openRegister(page, COMPLETED_REPORT);
  await expect(page.getByRole('button', { name: 'Export Assets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Assets' })).toHaveCount(0);
});

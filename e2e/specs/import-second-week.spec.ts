import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import {
  chooseImportFile,
  confirmImport,
  exportFile,
  openOtherRegister,
  stagingScreen,
} from '../pages/import-export';
import { excelBlock, pasteInto } from '../pages/paste';
import { importedAsset, newReport } from '../pages/portal-api';
import { cell, cellText, openCell, openRegister, rows } from '../pages/register';
import { screenPath } from '../pages/screens';

/**
 * Issue 26 items 2, 3 and 6 (docs/product/import-export.md "The rate a row will get", "Excel workbooks"): what a
 * surveyor meets in the second week with the import and the paste. Each test makes its own report through the
 * portal's calls (no other spec's leftovers).
 */
const QA_REPORT = 3;
/** Made with exceljs: a cover sheet, then 'Register' (two carpets without a rate, a code the table lacks). */
const WORKBOOK = fileURLToPath(new URL('../fixtures/second-week-register.xlsx', import.meta.url));

async function ownReport(page: Page, name: string, assets: Record<string, string>[]): Promise<number> {
  await openRegister(page, QA_REPORT);
  const id = await newReport(page, {
    propertyName: `${name} ${randomUUID().slice(0, 8)}`,
    checkerFirstName: 'Chris',
    assets,
    uploadId: randomUUID(),
  });
  await openOtherRegister(page, id);
  return id;
}

/**
 * A line of a block laid over the grid's visible columns from Asset Description (the first column a paste can
 * write, issue 26 item 1's layout) to Category, by column key; no rate is given.
 */
async function lineOver(row: Locator, values: Record<string, string>): Promise<string[]> {
  // The row's cells as laid out: read once the row has them all (on a busy machine the first read came before the
  // grid had laid out its columns, and the block's first line was pasted blank).
  await expect(row.locator('[data-column-key="description"]')).toHaveCount(1);
  await expect(row.locator('[data-column-key="depreciationCategory"]')).toHaveCount(1);
  const keys = await row
    .locator('[data-column-key]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-column-key') ?? ''));
  const from = keys.indexOf('description');
  const to = Math.max(keys.indexOf('depreciationMethod'), keys.indexOf('depreciationCategory'));
  return keys.slice(from, to + 1).map((key) => values[key] ?? '');
}

test('a pasted block of five rows without rates: three are fine with the rate they will get, two are flagged', async ({
  page,
}) => {
  await ownReport(page, 'Paste Court', [importedAsset('A0045', 'Carpet, lounge')]);
  const row = rows(page).first();
  const line = (description: string, cost: string) =>
    lineOver(row, {
      assetCode: 'A0045',
      depreciationCategory: '40',
      description,
      invoiceDate: '05/03/2021',
      originalCost: cost,
      depreciationMethod: 'DV',
    });
  const block = excelBlock([
    await line('Carpet, bedroom 1', '4200'),
    await line('Carpet, bedroom 2', '3900'),
    await line('Carpet, hall', '1800'),
    await line('', '900'),
    await line('Carpet, study', ''),
  ]);
  await pasteInto(cell(row, 'description'), block);
  const dialog = page.getByRole('dialog', { name: 'Paste from Excel' });
  await expect(dialog).toBeVisible();
  // Only the two lines really wrong; none is "Depreciation Rate is missing": each gets the tax office's 25%.
  await expect(page.getByTestId('paste-invalid').getByRole('listitem')).toHaveText([
    'Line 4 (added): Asset Description is missing.',
    'Line 5 (added): Original Cost is missing.',
  ]);
  await expect(dialog).toContainText('2 lines with errors');
  await expect(page.getByTestId('paste-additions')).toContainText(
    'Line 2: Carpet, bedroom 2 · rate 25% (ATO)',
  );
  await expect(page.getByTestId('paste-changes')).toContainText('Rate it will have: 25% (ATO)');
  await page.screenshot({ path: screenPath('import-paste-dialog') });
  await expectNoAccessibilityViolations(page, 'the paste dialog with derived rates');
  const written = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/pasteModelAssets'));
  await page.getByTestId('paste-confirm').click();
  expect((await written).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(cellText(rows(page).first(), 'depreciationRate')).toHaveText('25% (ATO)');
});

test('typing "carp" offers suggestions told apart: life, period, heading, ruling and the life this asset gets', async ({
  page,
}) => {
  await ownReport(page, 'Suggestion Lane', [importedAsset('A0004', 'Lift car')]);
  const target = await openCell(rows(page).first(), 'assetCode');
  await target.getByTestId('assetCode').fill('carp');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.filter({ hasText: 'A0045' })).toHaveCount(1);
  const carpet = options.filter({ hasText: 'Floor coverings (removable without damage): Carpet' });
  await expect(carpet).toHaveCount(3);
  await expect(carpet.nth(0)).toContainText('Life 10 years · until 30 Jun 2004');
  await expect(carpet.nth(1)).toContainText('Life 10 years · 01 Jul 2004 to 30 Jun 2019');
  await expect(carpet.nth(2)).toContainText('Life 8 years · from 01 Jul 2019');
  await expect(carpet.nth(2)).toContainText('TR 2019/5');
  // The asset was first used on 2 Sep 2024 (importedAsset), by diminishing value.
  await expect(carpet.nth(2)).toContainText('this asset (02 Sep 2024): 8 years, 25% DV');
  await expect(carpet.nth(0)).toContainText('Residential property operators (67110)');
  const texts = await options.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  await page.screenshot({ path: screenPath('import-carp-suggestions') });
  await expectNoAccessibilityViolations(page, 'the tax-code suggestions');
  await page.keyboard.press('Escape');
});

test('an Excel workbook is staged as a csv file: rows without a rate get theirs, an unknown code is named before saving', async ({
  page,
}) => {
  await ownReport(page, 'Workbook Street', []);
  await chooseImportFile(page, WORKBOOK);
  const staging = stagingScreen(page);
  await expect(staging).toBeVisible();
  await expect(page.getByTestId('staging-file')).toHaveText('second-week-register.xlsx');
  await expect(page.getByTestId('staging-total')).toHaveText('Total Records: 3');
  await expect(page.getByTestId('staging-rates-pending')).toHaveCount(0);
  // Line 1 is the header row: two carpets fine with the derived rate, the unknown code flagged on its row.
  await expect(page.getByTestId('staged-row-2').getByTestId('staged-rate')).toHaveText('25% (ATO)');
  await expect(page.getByTestId('staged-row-3')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('staged-row-4')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('staged-row-4')).toContainText(
    "ATO Code 'ZZ999' is not in the tax code table: the row would be saved without a tax code.",
  );
  await expect(page.getByTestId('staging-invalid-message')).toContainText('1 items have missing values');
  await page.screenshot({ path: screenPath('import-workbook-staging') });
  await expectNoAccessibilityViolations(page, 'the import staging screen with derived rates');
  await confirmImport(page);
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 3');
  // Add Asset's defaults: the report's fund code on every imported row, none left empty.
  const funds = await rows(page).evaluateAll((list) =>
    list.map((r) => r.querySelector('[data-column-key="fundCode"] .cell-value')?.textContent ?? null),
  );
  expect(funds.every((fund) => fund === null || fund.trim() !== '')).toBe(true);
});

test('a register exported and imported again keeps "13.3333% (ATO)" in ATO mode', async ({ page }) => {
  await ownReport(page, 'Round Trip Road', [
    { ...importedAsset('A0015', 'Bowling green'), 'Dep Rate': '13.3333' },
  ]);
  await expect(cellText(rows(page).first(), 'depreciationRate')).toHaveText('13.3333% (ATO)');
  const exported = await exportFile(page, 'Import format');
  const into = await newReport(page, {
    propertyName: `Round Trip Again ${randomUUID().slice(0, 8)}`,
    checkerFirstName: 'Chris',
    assets: [],
    uploadId: randomUUID(),
  });
  await openOtherRegister(page, into);
  await chooseImportFile(
    page,
    exported.path.endsWith('.csv')
      ? exported.path
      : { name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(exported.text) },
  );
  await expect(page.getByTestId('staged-row-2').getByTestId('staged-rate')).toHaveText('13.3333% (ATO)');
  await confirmImport(page);
  await expect(cellText(rows(page).first(), 'depreciationRate')).toHaveText('13.3333% (ATO)');
});

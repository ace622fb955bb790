import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import { csvRecords, exportFile, openOtherRegister } from '../pages/import-export';
import { importedAsset, newReport } from '../pages/portal-api';
import {
  cell,
  cellText,
  chooseTaxCode,
  commitCell,
  listReloadAfter,
  openCell,
  openRegister,
  rows,
} from '../pages/register';

/** Issue 26's register items (1, 4, 7, 8), from the surveyor's side. */

const DEMO_REPORT = 1;
// The pictures of docs/product/asset-register.md are drawn again with E2E_DOC_SCREENSHOTS=1; an ordinary run keeps
// its pictures in test-results, so the tests never change the repository's files.
const SCREENSHOTS = process.env.E2E_DOC_SCREENSHOTS
  ? new URL('../../docs/product/', import.meta.url)
  : new URL('../../test-results/screens/', import.meta.url);

/** A column's header by its column key (packages/web/src/register/columns.ts). */
function header(page: Page, key: string): Locator {
  return page.getByTestId('asset-table').locator(`th[data-column-key="${key}"]`);
}

/** Whether a column's header is wholly inside the window (no sideways scroll needed to read it). */
async function inView(page: Page, key: string): Promise<boolean> {
  const box = await header(page, key).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

async function headerNames(page: Page): Promise<string[]> {
  return page
    .getByTestId('asset-table')
    .getByRole('columnheader')
    .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column-key') ?? ''));
}

/**
 * A report of the surveyor with three imported assets of its own (nothing shared with other specs), its register
 * open; signs in first unless `signedIn`.
 */
async function ownRegister(page: Page, name: string, signedIn = false): Promise<number> {
  if (!signedIn) await openRegister(page, DEMO_REPORT, undefined, 'default');
  const reportId = await newReport(page, {
    propertyName: `${name} ${randomUUID().slice(0, 8)}`,
    checkerFirstName: 'Chris',
    uploadId: randomUUID(),
    assets: [
      importedAsset('A0004', 'Passenger lift car'),
      importedAsset('B0025', 'Alarms: Smoke, level 2'),
      importedAsset('B0046', 'Linoleum, level 3'),
    ],
  });
  await openOtherRegister(page, reportId);
  return reportId;
}

function assetRow(page: Page, description: string): Locator {
  return rows(page).filter({
    has: page.locator('[data-column-key="description"]', { hasText: description }),
  });
}

test('item 1: the register takes the window’s width, and Columns chooses and orders them, kept for the user', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openRegister(page, DEMO_REPORT, undefined, 'default');
  for (const key of [
    'originalCost',
    'invoiceDate',
    'depreciationCommencementDate',
    'financialYearEndDate',
    'depreciationMethod',
    'depreciationRate',
  ])
    expect(await inView(page, key), `${key} in view at 1440`).toBe(true);
  await page.screenshot({ path: new URL('register-1440.png', SCREENSHOTS).pathname });

  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const key of ['depreciationRate', 'depreciationCategory', 'disposalDate', 'terminationValue'])
    expect(await inView(page, key), `${key} in view at 1920`).toBe(true);
  await page.screenshot({ path: new URL('register-1920.png', SCREENSHOTS).pathname });

  // The chooser, by keyboard only: show Set, move the rate up two places.
  await page.getByTestId('choose-columns').focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  await expect(chooser).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the register with Columns open');
  // Set: a column Manage Output has no say over (another spec may hide Supplier for this report).
  await chooser.getByRole('checkbox', { name: 'Set' }).focus();
  await page.keyboard.press('Space');
  await expect(header(page, 'setName')).toBeVisible();
  await chooser.getByRole('button', { name: 'Move Depreciation Rate up' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(chooser.getByRole('button', { name: 'Move Depreciation Rate up' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);
  const moved = await headerNames(page);
  expect(moved.indexOf('depreciationRate')).toBeLessThan(moved.indexOf('financialYearEndDate'));
  expect(moved.slice(0, 3)).toEqual(['select', 'id', 'description']);

  // Kept in this browser for this user: a reload shows the same layout.
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Asset Register' })
    .click();
  await expect(page.getByTestId('asset-table')).toBeVisible();
  expect(await headerNames(page)).toEqual(moved);

  await page.getByTestId('choose-columns').click();
  await chooser.getByTestId('column-chooser-reset').click();
  await chooser.getByTestId('column-chooser-done').click();
  await expect(header(page, 'setName')).toHaveCount(0);
  const reset = await headerNames(page);
  expect(reset.indexOf('depreciationRate')).toBeGreaterThan(reset.indexOf('depreciationMethod'));
});

test('item 4: a disposal is seen and edited in the grid, with its rules, and the exports carry it', async ({
  page,
}) => {
  await openRegister(page, DEMO_REPORT, undefined, 'default');
  // Asset 171's sale in the demo, which gives its balancing adjustment.
  await listReloadAfter(page, () => page.getByTestId('register-search').fill('LED advertising'));
  const sold = rows(page).filter({ has: page.getByTestId('asset-id').getByText('171', { exact: true }) });
  await expect(cellText(sold, 'disposalDate')).toHaveText('14/04/2025');
  await expect(cellText(sold, 'terminationValue')).toHaveText('18,668.99');

  await ownRegister(page, 'Disposal House', true);
  const lift = assetRow(page, 'Passenger lift car');
  // A price without its date is named on the date's cell.
  await commitCell(lift, 'terminationValue', '2500');
  await expect(cell(lift, 'disposalDate')).toHaveAttribute(
    'title',
    'Disposal date is required when a termination value is given.',
  );
  await expect(lift.getByTestId('row-errors')).toBeVisible();
  // The value is what was received: a minus is not taken.
  const value = (await openCell(lift, 'terminationValue')).getByTestId('terminationValue');
  await value.press('Home');
  await value.press('-');
  await expect(value).toHaveValue('2500');
  await value.press('Escape');
  // A date after the report's year is refused as the rules say; one inside it is taken.
  await commitCell(lift, 'disposalDate', '01/07/2025');
  await expect(cell(lift, 'disposalDate')).toHaveAttribute(
    'title',
    'Disposal date is after the EOFY report date.',
  );
  await commitCell(lift, 'disposalDate', '15/03/2025');
  await expect(cell(lift, 'disposalDate')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(lift.getByTestId('row-errors')).toHaveCount(0);
  await expect(lift.getByTestId('row-save-state')).toHaveText('Saved');
  await expect(cellText(lift, 'terminationValue')).toHaveText('2,500.00');

  // The file's headings have no commas; csvRecords gives the records after them.
  const cellOf = (text: string, description: string, heading: string) => {
    const headings =
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        ?.split(',') ?? [];
    const line = csvRecords(text).find((r) => r.includes(description)) ?? [];
    return line[headings.indexOf(heading)];
  };
  const standard = (await exportFile(page, 'Standard')).text;
  expect(cellOf(standard, 'Passenger lift car', 'Disposal Date')).toBe('15/03/2025');
  expect(cellOf(standard, 'Passenger lift car', 'Termination Value')).toBe('2,500.00');
  const importable = (await exportFile(page, 'Import format')).text;
  expect(cellOf(importable, 'Passenger lift car', 'Disposal Date')).toBe('15/03/2025');
  expect(cellOf(importable, 'Passenger lift car', 'Termination Value')).toMatch(/^2,?500(\.00)?$/);
});

test('item 7: editing the Location sends and stores only the Location; a four-decimal rate stays', async ({
  page,
}) => {
  await ownRegister(page, 'Rate House');
  const lift = assetRow(page, 'Passenger lift car');
  const rate = await openCell(lift, 'depreciationRate');
  await rate.getByTestId('rateMode').selectOption('Customize');
  await rate.getByTestId('rateMode').press('Tab');
  await rate.getByTestId('depreciationRate').fill('16.6667');
  await rate.getByTestId('depreciationRate').press('Enter');
  await expect(cellText(lift, 'depreciationRate')).toHaveText('16.6667% (Customize)');
  await commitCell(lift, 'rateReason', 'Self-assessed effective life of 12 years (s40-105)');
  await expect(lift.getByTestId('row-save-state')).toHaveText('Saved');

  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/depreciationReports/modelAssets'),
  );
  await commitCell(lift, 'location', 'Roof');
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['base', 'depreciationReportId', 'id', 'location']);
  expect(body.base).toEqual({ location: 'Level 1' });
  await expect(lift.getByTestId('row-save-state')).toHaveText('Saved');
  await expect(cellText(lift, 'depreciationRate')).toHaveText('16.6667% (Customize)');

  await page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: 'History' }).click();
  const latest = page.getByTestId('history').getByTestId('history-entry').first();
  await expect(latest).toContainText('Passenger lift car');
  await expect(latest.getByRole('rowheader')).toHaveText(['Location']);
  await expect(latest.getByRole('row')).toHaveText([/Location\s*Level 1\s*→\s*Roof/]);
});

test('item 8: a new row marks only what was touched; the count says N of M while narrowed', async ({
  page,
}) => {
  await ownRegister(page, 'New Row House');
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 3');
  await page.getByTestId('add-asset').click();
  const row = rows(page).first();
  await expect(row.getByTestId('row-draft')).toBeVisible();
  await expect(row.getByTestId('row-errors')).toHaveCount(0);
  await expect(row.locator('[aria-invalid="true"]')).toHaveCount(0);
  // A field typed wrong is marked at once; the untouched ones stay plain. (A date cell opens its editor 700 ms
  // after the list shows, docs/product/asset-register.md: asked again until it does.)
  await expect(async () => {
    await cell(row, 'financialYearEndDate').focus();
    await cell(row, 'financialYearEndDate').press('F2');
    await expect(cell(row, 'financialYearEndDate').locator('input')).toBeFocused({ timeout: 500 });
  }).toPass();
  await cell(row, 'financialYearEndDate').getByTestId('financialYearEndDate').fill('30/06/2027');
  await cell(row, 'financialYearEndDate').getByTestId('financialYearEndDate').press('Tab');
  await expect(cell(row, 'financialYearEndDate')).toHaveAttribute(
    'title',
    'Financial year end is after the EOFY report date.',
  );
  await expect(cell(row, 'originalCost')).not.toHaveAttribute('aria-invalid', 'true');
  // Stored once it has a tax code and a description: then every error of the asset shows.
  await commitCell(row, 'description', 'Carpet, level 4');
  await chooseTaxCode(page, row, 'b00');
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 4');
  await expect(row.getByTestId('row-errors')).toBeVisible();
  await expect(cell(row, 'originalCost')).toHaveAttribute('aria-invalid', 'true');

  await listReloadAfter(page, () => page.getByTestId('register-search').fill('level 3'));
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 1 of 4');
  await listReloadAfter(page, () => page.getByTestId('register-search').fill(''));
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 4');
});

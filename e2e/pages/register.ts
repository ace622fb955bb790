import { expect, type Locator, type Page } from '@playwright/test';
import { portalApi } from './portal-api';
import { openReportSignedIn } from './sign-in';

/**
 * Signs in (as `email`, default the demo surveyor Sam), opens the report and its Asset Register tab, and waits for
 * the first rows. Only a report's surveyor and checker may change it (issue 15).
 */
export async function openRegister(
  page: Page,
  reportId: number,
  email?: string,
  layout: 'every column' | 'default' | readonly string[] = 'every column',
): Promise<void> {
  await openReportSignedIn(page, reportId, email);
  if (layout !== 'default') await keepEveryColumn(page, layout === 'every column' ? EVERY_COLUMN : layout);
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Asset Register' })
    .click();
  await expect(page.getByTestId('asset-register')).toBeVisible();
  await expect(page.getByTestId('asset-table').or(page.getByTestId('register-empty'))).toBeVisible();
}

/**
 * The grid's columns in the spec's order, every one shown: the layout the specs before issue 26 were written for.
 * Issue 26 item 1 gave each user a layout of their own (default: the cost, dates and rate first, the rest one tick
 * away in Columns), kept in local storage per user; this keeps that layout for the signed-in user before the
 * register opens.
 */
const EVERY_COLUMN = [
  'assetCode',
  'depreciationCategory',
  'fundCode',
  'propertyCode',
  'projectCode',
  'subCategory',
  'location',
  'supplier',
  'invoiceNumber',
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'originalCost',
  'writtenDownValue',
  'writtenDownValueDate',
  'depreciationMethod',
  'depreciationRate',
  'rateReason',
  'annualDepreciationClaim',
  'historicalBuildingCost',
  'disposalDate',
  'terminationValue',
  'setName',
  'secondHand',
  'constructionStartDate',
  'constructionCompletionDate',
  'constructionUse',
  'demolition',
];

/** Every column, in the spec's order from the description on (the columns before it last): as a paste lies. */
export const EVERY_COLUMN_FROM_DESCRIPTION = [
  ...EVERY_COLUMN.slice(EVERY_COLUMN.indexOf('subCategory')),
  ...EVERY_COLUMN.slice(0, EVERY_COLUMN.indexOf('subCategory')),
];

export async function keepEveryColumn(page: Page, order: readonly string[] = EVERY_COLUMN): Promise<void> {
  const me = await (await portalApi(page))<{ userId: number }>('GET', '/users/me');
  await page.evaluate(
    ([key, layout]) => localStorage.setItem(key as string, layout as string),
    [`taxdep.preferences.registerColumns.${me.userId}`, JSON.stringify({ order, hidden: [] })],
  );
}

/**
 * The count the subheader lists ('Number of Assets: N', or 'Number of Assets: N of M' while a search, filter or
 * error mode narrows the list: issue 26 item 8), once the list has loaded.
 */
export async function assetCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('asset-count').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

/**
 * The count the register lists on opening, for a spec to compare with after its own changes: other specs add to
 * and copy into the shared demo registers, so an absolute count held only in one order of the specs (issue 24).
 */
export async function listedCount(page: Page): Promise<number> {
  await expect(page.getByTestId('asset-count')).toHaveText(/^Number of Assets: \d+$/);
  return assetCount(page);
}

export function rows(page: Page) {
  return page.getByTestId('asset-table').locator('tbody tr');
}

/** Runs an action that reloads the list and waits for the service's answer to be shown. */
export async function listReloadAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((r) =>
    /\/modelAssets\/all$|\/abandonment-assets\/all$/.test(new URL(r.url()).pathname),
  );
  await action();
  await answered;
  await expect(page.getByTestId('loader')).toHaveCount(0);
}

/** A cell of the asset grid by its column key (the keys of packages/web/src/register/columns.ts). */
export function cell(row: Locator, columnKey: string): Locator {
  return row.locator(`[data-column-key="${columnKey}"]`);
}

/** What a cell reads as outside its editor: '1,234.50', '05/03/2024', 'Diminishing Value'. */
export function cellText(row: Locator, columnKey: string): Locator {
  return cell(row, columnKey).locator('.cell-value');
}

/**
 * Opens a cell's editor from the keyboard (focus, F2) and returns the cell; its field carries the column key as
 * test id (the rate cell holds two: `rateMode` and `depreciationRate`).
 */
export async function openCell(row: Locator, columnKey: string): Promise<Locator> {
  const target = cell(row, columnKey);
  await target.focus();
  await target.press('F2');
  await expect(target.locator('input, select').first()).toBeFocused();
  return target;
}

/** Types a value into a cell and leaves it with Tab, which saves the row (docs/product/states-and-permissions.md). */
export async function commitCell(row: Locator, columnKey: string, value: string): Promise<void> {
  const field = (await openCell(row, columnKey)).getByTestId(columnKey);
  await field.fill(value);
  await field.press('Tab');
}

/** Chooses the option whose text matches in a cell's drop-down (category, method), which saves the row. */
export async function chooseInCell(row: Locator, columnKey: string, text: RegExp): Promise<void> {
  const select = (await openCell(row, columnKey)).getByTestId(columnKey);
  const value = await select.evaluate(
    (el: HTMLSelectElement, source) =>
      [...el.options].find((o) => new RegExp(source).test(o.text))?.value ?? '',
    text.source,
  );
  await select.selectOption(value);
  await select.press('Enter');
}

/** Types a tax code into a cell and chooses the first suggestion; returns the cell. */
export async function chooseTaxCode(page: Page, row: Locator, typed: string): Promise<Locator> {
  const target = await openCell(row, 'assetCode');
  await target.getByTestId('assetCode').fill(typed);
  await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().click();
  await expect(target.getByTestId('assetCode')).toHaveValue(new RegExp(`^${typed.toUpperCase()}`));
  return target;
}

import { expect, test } from '@playwright/test';
import { listReloadAfter, openRegister, rows } from '../pages/register';
import { screenPath } from '../pages/screens';

const BIG_REPORT = 1;

test('the register lists, sorts, pages, jumps and filters to rows with errors', async ({ page }) => {
  await openRegister(page, BIG_REPORT);
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 320');
  await expect(rows(page)).toHaveCount(50);
  await page.screenshot({ path: screenPath('register'), fullPage: false });

  // Sort on the invoice date: ascending then descending.
  await listReloadAfter(page, () => page.getByTestId('sort-invoiceDate').click());
  const firstAsc = await rows(page).first().getByTestId('invoiceDate').inputValue();
  await listReloadAfter(page, () => page.getByTestId('sort-invoiceDate').click());
  const firstDesc = await rows(page).first().getByTestId('invoiceDate').inputValue();
  // Dates show as '05 Mar 2020' (spec 5); compare them as dates.
  expect(Date.parse(firstDesc)).toBeGreaterThan(Date.parse(firstAsc));

  // Jump to page 5; Go is disabled out of range.
  const jump = page.getByTestId('page-jump');
  await jump.fill('99');
  await expect(page.getByTestId('page-jump-go')).toBeDisabled();
  await jump.fill('5');
  await page.getByTestId('page-jump-go').click();
  await expect(page.getByTestId('page-5')).toHaveAttribute('aria-current', 'page');

  // Error mode: only rows with errors, each with its error mark.
  await page.getByTestId('view-errors-toggle').click();
  await expect(page.getByTestId('view-errors-toggle')).toHaveAttribute('aria-pressed', 'true');
  const errorRows = rows(page);
  await expect(errorRows.first()).toBeVisible();
  const n = await errorRows.count();
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThan(50);
  for (const row of await errorRows.all()) await expect(row.getByTestId('row-errors')).toBeVisible();
  await expect(page.getByTestId('register-search')).toBeDisabled();
  await page.screenshot({ path: screenPath('register-errors') });
});

test('Manage Output hides an optional column', async ({ page }) => {
  await openRegister(page, BIG_REPORT);
  await expect(rows(page).first().getByTestId('supplier')).toBeVisible();
  await page.getByTestId('manage-output').click();
  const dialog = page.getByTestId('manage-output-dialog');
  await dialog.getByTestId('output-supplierFlag').uncheck();
  await dialog.getByTestId('manage-output-save').click();
  await expect(page.getByTestId('alert-success')).toContainText(
    'Output Columns have been successfully updated.',
  );
  await expect(rows(page).first().getByTestId('supplier')).toHaveCount(0);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByTestId('supplier')).toHaveCount(0);
});

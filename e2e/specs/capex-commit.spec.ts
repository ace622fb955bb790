/**
 * Issue 27 item 4: a forecast replacement committed into the property's depreciation report In Progress, shown
 * before it is saved (the new asset and the replaced asset's disposal), then found in that report's register.
 * The property and its report are this spec's own (no other spec reads them).
 */
import { expect, test } from '@playwright/test';
import { importedAsset, newReport } from '../pages/portal-api';
import { screenPath } from '../pages/screens';
import { openSignedIn } from '../pages/sign-in';

const SURVEYOR = 'sam.surveyor@demo.taxdep';
const MADE = { timeout: 120_000 };

test('a replacement is committed into the report In Progress as a new asset and the old one’s disposal', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/', SURVEYOR);
  const reportId = await newReport(page, {
    propertyName: 'Commit House',
    checkerFirstName: 'Chris',
    uploadId: '7b2e3f40-5c6d-4e7f-8a91-92b3c4d5e6f7',
    assets: [importedAsset('A0004', 'Workstation, reception')],
  });
  await page.reload();

  // A forecast of that property, from the main portal.
  await page.getByRole('button', { name: 'New capex forecast' }).click();
  const form = page.getByTestId('new-capex-form');
  const property = form.getByLabel('Property');
  const own = await property.locator('option', { hasText: 'Commit House' }).getAttribute('value');
  await property.selectOption(own ?? '');
  await form.getByLabel('Base year (financial year ending)').fill('2026');
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\?capexId=\d+$/);

  // Its one item starts from the register, replacing the register's workstation.
  await page.getByRole('tab', { name: 'Items', exact: true }).click();
  await page.getByRole('button', { name: 'Start from the register' }).click();
  await expect(page.getByTestId('capex-proposals-table').locator('tbody tr')).toHaveCount(1, MADE);
  await page.getByRole('button', { name: 'Add 1 item' }).click();
  await expect(page.getByTestId('capex-item-count')).toHaveText('1 item, 0 left out', MADE);

  // The Forecast tab's first replacement, committed: the preview first, then Save.
  await page.getByRole('tab', { name: 'Forecast', exact: true }).click();
  const commit = page
    .getByRole('button', { name: /^Commit to report: Workstation, reception, FY\d{4}$/ })
    .first();
  await commit.click();
  await expect(page.getByTestId('capex-commit-new-asset')).toContainText('Workstation, reception', MADE);
  const disposal = page.getByTestId('capex-commit-disposal');
  await expect(disposal).toContainText('Workstation, reception');
  await page.screenshot({ path: screenPath('capex-commit-preview') });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const open = page.getByTestId('capex-commit-open-report');
  await expect(open).toHaveAttribute(
    'href',
    new RegExp(`^/AssetRegister\\?depreciationReportId=${reportId}&assetId=\\d+$`),
    MADE,
  );

  // The report's register now holds the replacement beside the disposed workstation.
  await open.click();
  await expect(page.getByText('Number of Assets: 2', { exact: false })).toBeVisible(MADE);
  await page.screenshot({ path: screenPath('capex-commit-register'), fullPage: true });
});

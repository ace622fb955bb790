/**
 * Issue 26, the figures a surveyor trips over in the second week (items 5, 9 and 10), from the user's side: each
 * test makes its own report (a new property, its register imported) so it depends on no other spec.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import { answerAfter, calculationRows, shotPath } from '../pages/figures';
import { importedAsset, newReport } from '../pages/portal-api';
import { openReportSignedIn } from '../pages/sign-in';

const BIG_REPORT = 1;

async function openTab(page: Page, tab: 'Calculations' | 'Deductions' | 'Summary'): Promise<void> {
  await answerAfter(page, () =>
    page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: tab }).click(),
  );
  await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
}

/** A new report of the surveyor with `assets` imported; the page is left on its General Info. */
async function reportWith(
  page: Page,
  name: string,
  assets: Record<string, string>[],
  signedIn = false,
): Promise<number> {
  if (!signedIn) await openReportSignedIn(page, BIG_REPORT);
  const id = await newReport(page, {
    propertyName: `${name} ${Date.now()}`,
    checkerFirstName: 'Chris',
    assets,
    uploadId: randomUUID(),
  });
  await page.goto(`/?depreciationReportId=${id}`);
  await expect(page.getByRole('navigation', { name: 'Report tabs' })).toBeVisible();
  return id;
}

test('item 5: an asset the register flags is left out of every figure, and each figures screen says so and why', async ({
  page,
}) => {
  await reportWith(page, 'Left Out Lane', [
    importedAsset('A0004', 'Carpet, level 1'),
    // The issue's imported negative cost, and asset 421's missing description.
    { ...importedAsset('A0004', 'Carpet, level 2'), 'Original Cost': '(1,250.00)' },
    { ...importedAsset('A0004', ''), 'Asset Description': '' },
  ]);

  await openTab(page, 'Calculations');
  await expect(page.getByTestId('calculations-total')).toHaveText('Total Records: 1');
  const note = page.getByTestId('figures-left-out');
  await expect(note.getByTestId('figures-left-out-count')).toHaveText(
    /^2 assets of the register are left out of these figures: the Asset Register flags them invalid\./,
  );
  await note.getByText('Which assets, and why').click();
  const list = note.getByTestId('figures-left-out-list');
  await expect(list).toContainText('Carpet, level 2: Original cost must not be negative.');
  await expect(list).toContainText('Asset description is required.');
  await page.screenshot({ path: shotPath('figures-left-out-calculations'), fullPage: true });
  await expectNoAccessibilityViolations(page, 'Calculations with assets left out');

  await openTab(page, 'Deductions');
  await expect(page.getByTestId('figures-left-out-count')).toHaveText(
    /^2 assets of the register are left out/,
  );
  await openTab(page, 'Summary');
  await expect(page.getByTestId('figures-left-out-count')).toHaveText(
    /^2 assets of the register are left out/,
  );
  await expect(page.getByTestId('summary-left-out')).toHaveText(/1 of the register's 3 assets/);
  await expectNoAccessibilityViolations(page, 'Summary with assets left out');

  // The link takes the surveyor to the register, where the same two rows are flagged.
  await page.getByRole('link', { name: /Open the Asset Register/ }).click();
  await expect(page).toHaveURL(/\/AssetRegister\?/);
  await page.getByTestId('view-errors-toggle').click();
  await expect(page.getByTestId('asset-table').locator('tbody tr')).toHaveCount(2);
});

test('item 9: a Total row over every row, the pool’s rate for members, balancing adjustments as deductions, the chart’s kinds by name', async ({
  page,
}) => {
  await openReportSignedIn(page, BIG_REPORT);
  await openTab(page, 'Calculations');
  const total = page.getByTestId('calculations-total-row');
  await expect(total.getByRole('rowheader')).toHaveText('Total (all rows)');
  // The register's 300-odd rows add up to more than the 50 the page shows.
  const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
  const page1 = (await calculationRows(page).getByTestId('originalCost').allTextContents()).map(dollars);
  const whole = dollars(await total.getByTestId('total-originalCost').textContent());
  expect(whole).toBeGreaterThan(page1.reduce((a, b) => a + b, 0));
  await expect(
    page.getByRole('columnheader', { name: 'Balancing Adjustment (deduction +, income −)' }),
  ).toBeVisible();
  await answerAfter(page, () => page.getByTestId('calculations-search').fill('carpet'));
  await expect(total.getByRole('rowheader')).toHaveText('Total (all matching rows)');
  expect(dollars(await total.getByTestId('total-originalCost').textContent())).toBeLessThan(whole);
  await expectNoAccessibilityViolations(page, 'Calculations with its Total row');

  await openTab(page, 'Summary');
  await expect(
    page.getByRole('columnheader', { name: 'Balancing Adjustment (deduction +, income −)' }),
  ).toBeVisible();
  // The Summary's figures explain themselves, by keyboard too, in the Calculations tab's panel.
  const summaryFigure = page
    .getByRole('button', { name: /^Deduction for Decline in Value of asset \d+: .*Explain$/ })
    .first();
  await summaryFigure.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Depreciation of asset \d+ in FY2025$/ });
  await expect(dialog).toBeVisible();
  // It cites the law, not the repository's documents.
  await expect(dialog).toContainText('ITAA 1997 s40-');
  await expect(dialog).not.toContainText('docs/tax-rules.md');
  await expectNoAccessibilityViolations(page, 'the explanation opened from the Summary');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await openTab(page, 'Deductions');
  await answerAfter(page, () => page.getByTestId('deductions-view').selectOption('40'));
  // Every year's figures explain themselves, each for its own FY: the current one and a later one.
  for (const year of [2025, 2026]) {
    await page
      .getByRole('button', { name: new RegExp(`^Deduction 30 Jun ${year}: .*Explain$`) })
      .first()
      .click();
    await expect(
      page.getByRole('dialog', { name: new RegExp(`^Depreciation of asset \\d+ in FY${year}$`) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await answerAfter(page, () => page.getByTestId('deductions-view').selectOption('DiminishingValue'));
  const chart = page.getByRole('img', { name: /Summary tax flow, 40 years/ });
  await expect(chart).toContainText('Abandonment');
  await expect(chart).toContainText('Balancing adjustments');
  await expect(chart).not.toContainText('Other deductions');
  await page.screenshot({ path: shotPath('figures-chart-kinds'), fullPage: false });

  // A pooled low-cost tool of a new report declines at the pool's 18.75% in its first year, not its own rate.
  await reportWith(
    page,
    'Pool Place',
    [{ ...importedAsset('A0004', 'Cordless drill'), Category: 'L', 'Original Cost': '800' }],
    true,
  );
  await openTab(page, 'Calculations');
  await expect(calculationRows(page).first().getByTestId('depreciationRate')).toHaveText('18.75 (pool)');
});

test('item 10: a written-down value carried forward at 30 June opens the next year, it is no addition', async ({
  page,
}) => {
  await reportWith(page, 'Carried Court', [
    {
      ...importedAsset('A0004', 'Carpet carried from the 2024 schedule'),
      'Dep Commencement Date': '01/07/2019',
      'Financial Year End': '30/06/2025',
      'Original Cost': '30000',
      'Written Down Value': '18000',
      'WDV Date': '30/06/2024',
    },
    { ...importedAsset('A0004', 'Chair bought this year'), 'Original Cost': '1800' },
  ]);
  await openTab(page, 'Calculations');
  const rows = calculationRows(page);
  await expect(rows).toHaveCount(2);
  const carried = rows.filter({ hasText: 'Carpet carried' });
  await expect(carried.getByTestId('openingWrittenDownValue')).toHaveText('$18,000');
  await expect(carried.getByTestId('additions')).toHaveText('$0');
  await openTab(page, 'Summary');
  const totalRow = page.getByTestId('summary-total');
  // Opening $18,000 (the carpet), Additions $1,800 (the chair alone).
  await expect(totalRow.locator('td').nth(1)).toHaveText('$18,000');
  await expect(totalRow.locator('td').nth(2)).toHaveText('$1,800');
  await page.screenshot({ path: shotPath('figures-carried-forward-summary'), fullPage: true });
});

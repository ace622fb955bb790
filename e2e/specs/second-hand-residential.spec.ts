import { expect, test } from '@playwright/test';
import { answerAfter, calculationRows, openFiguresTab, shotPath } from '../pages/figures';

/** The demo's residential rental, bought second-hand in 2019 by two individuals (packages/server/src/seed). */
const RESIDENTIAL_REPORT = 6;

test('a second-hand asset of a residential rental shows $0 with s40-27, and its explanation the capital gains treatment (issue 23)', async ({
  page,
}) => {
  await openFiguresTab(page, RESIDENTIAL_REPORT, 'Calculations');
  await answerAfter(page, () => page.getByTestId('calculations-search').fill('Carpet, bedrooms'));
  const row = calculationRows(page).first();
  await expect(row.getByTestId('depreciation')).toHaveText(
    '$0 — s40-27 (second-hand asset in residential premises)',
  );
  await expect(row.getByTestId('depreciationClaimToDate')).toHaveText('$0');
  await expect(row.getByTestId('closingWrittenDownValue')).not.toHaveText('$0');
  await page.screenshot({ path: shotPath('second-hand-residential') });
  await row.getByTestId('depreciation').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: /^Depreciation of asset \d+ in FY\d{4}$/ });
  await expect(dialog).toContainText('s40-27');
  await expect(dialog).toContainText('CGT event K7');
});

const REASON = 's40-27 (second-hand asset in residential premises)';

test('the Deductions views and the Summary show the denied assets at $0 with s40-27, and how many (issue 23)', async ({
  page,
}) => {
  await openFiguresTab(page, RESIDENTIAL_REPORT, 'Deductions');
  // View 1 lists no assets: its note says how many of the register's assets it holds at $0, and why.
  await expect(page.getByTestId('denied-legend')).toContainText(/\d+ assets? at \$0 — s40-27/);
  await answerAfter(page, () => page.getByTestId('deductions-view').selectOption('40'));
  const carpet = page
    .getByTestId('deduction-table-b')
    .locator('tbody tr', { hasText: 'Carpet, bedrooms and hall' });
  await expect(carpet.getByTestId('denied-mark')).toHaveText(`$0 — ${REASON}`);
  await expect(carpet.getByTestId('denied-mark')).toHaveAttribute('title', /CGT event K7/);
  // Every year's deduction of the carpet is nil; its opening value still declines.
  await expect(carpet.locator('td.num').nth(2)).toHaveText('$0');
  const legend = page.getByTestId('denied-legend');
  await expect(legend).toContainText(REASON);
  await expect(legend).toContainText('CGT event K7');
  await carpet.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('second-hand-residential-deductions') });

  await answerAfter(page, () =>
    page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: 'Summary' }).click(),
  );
  const line = page
    .getByTestId('summary-table')
    .locator('tbody tr', { hasText: 'Carpet, bedrooms and hall' });
  await expect(line.getByTestId('denied-depreciation')).toHaveText(`$0 — ${REASON}`);
  await expect(page.getByTestId('summary-total').getByRole('rowheader')).toHaveText(
    /^Total · includes \d+ assets at \$0 \(s40-27\)$/,
  );
  await expect(page.getByTestId('denied-legend')).toContainText('CGT event K7');
  await page.screenshot({ path: shotPath('second-hand-residential-summary'), fullPage: true });
});

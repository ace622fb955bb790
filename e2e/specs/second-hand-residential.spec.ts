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

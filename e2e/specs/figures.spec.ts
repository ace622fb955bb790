import { expect, test } from '@playwright/test';
import { answerAfter, calculationRows, openFiguresTab, shotPath } from '../pages/figures';

/** The demo report with the big register (320 assets), and the one without assets or EOFY date (packages/server/src/seed). */
const BIG_REPORT = 1;
const NO_EOFY_REPORT = 5;

const money = /^-?\$\d{1,3}(,\d{3})*$/;

test('Calculations: the computed register, searched, sorted and paged with the page jump', async ({
  page,
}) => {
  await openFiguresTab(page, BIG_REPORT, 'Calculations');
  const total = Number((await page.getByTestId('calculations-total').textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(50);
  await expect(calculationRows(page)).toHaveCount(50);
  await expect(page.getByTestId('calculations-year')).toHaveText(
    /^Financial year 01 July \d{4} to 30 June \d{4}$/,
  );
  const first = calculationRows(page).first();
  await expect(first.getByTestId('closingWrittenDownValue')).toHaveText(money);
  // Money columns are right-aligned so the dollars line up.
  expect(await first.getByTestId('depreciation').evaluate((td) => getComputedStyle(td).textAlign)).toBe(
    'right',
  );
  await page.screenshot({ path: shotPath('calculations'), fullPage: false });

  // 25 a page makes 13 pages: the pager hides the middle ones behind ellipses. Jump to page 9; Go is disabled
  // out of range.
  await answerAfter(page, () => page.getByTestId('page-size').selectOption('25'));
  await expect(calculationRows(page)).toHaveCount(25);
  const jump = page.getByTestId('page-jump');
  await jump.fill('999');
  await expect(page.getByTestId('page-jump-go')).toBeDisabled();
  await jump.fill('9');
  await answerAfter(page, () => page.getByTestId('page-jump-go').click());
  await expect(page.getByTestId('page-9')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('…');
  await page.screenshot({ path: shotPath('calculations-page-9') });

  // Sort by depreciation, descending: the first row has the largest figure of the page.
  await answerAfter(page, () => page.getByTestId('sort-depreciation').click());
  await answerAfter(page, () => page.getByTestId('sort-depreciation').click());
  const figures = await calculationRows(page).getByTestId('depreciation').allTextContents();
  const dollars = figures.map((text) => Number(text.replace(/[$,]/g, '')));
  expect(dollars).toEqual([...dollars].sort((a, b) => b - a));

  // Search narrows the list; every row carries the term.
  await answerAfter(page, () => page.getByTestId('calculations-search').fill('carpet'));
  const found = Number((await page.getByTestId('calculations-total').textContent())?.replace(/\D/g, ''));
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
  for (const text of await calculationRows(page).allTextContents())
    expect(text.toLowerCase()).toContain('carpet');
  await page.screenshot({ path: shotPath('calculations-search') });

  // A search that matches nothing: the empty message.
  await answerAfter(page, () => page.getByTestId('calculations-search').fill('no such asset anywhere'));
  await expect(page.getByTestId('calculations-empty')).toHaveText('No calculated assets');
  await expect(page.getByTestId('calculations-total')).toHaveText('Total Records: 0');
});

test('Deductions: the seven views, the 40-year chart above the Summary Tax Flow', async ({ page }) => {
  await openFiguresTab(page, BIG_REPORT, 'Deductions');
  await expect(page.getByTestId('deductions-view-title')).toHaveText('Summary Tax Flow 40 Years');
  const chart = page.getByRole('img', { name: /Summary tax flow, 40 years/ });
  await expect(chart).toBeVisible();
  expect(await chart.locator('rect[data-series]').count()).toBeGreaterThan(40);
  await expect(page.getByTestId('summary-tax-flow-table').locator('tbody tr')).toHaveCount(40);
  await expect(page.getByTestId('tax-flow-additional-allowances')).toBeVisible();
  await expect(page.getByTestId('tax-flow-total')).toBeVisible();
  await page.screenshot({ path: shotPath('deductions-1-summary-tax-flow'), fullPage: true });

  const views = [
    ['40', 'Division 40 Depreciating Asset', 'deduction-table-b'],
    ['L', 'Division 40 Low Value Pool', 'deduction-table-b'],
    ['CapitalWorks', 'Division 43 Capital Works', 'deduction-table-b'],
    ['Abandonment', 'Division 43 Fit-Out Abandonment', 'deduction-table-b'],
    ['IA', 'Instant Asset Write-Off', 'instant-write-off-table'],
    ['R', 'Other Deductions', 'other-deductions-table'],
  ] as const;
  for (const [index, [category, title, table]] of views.entries()) {
    await answerAfter(page, () => page.getByTestId('deductions-view').selectOption(category));
    await expect(page.getByTestId('deductions-view-title')).toHaveText(title);
    // The big register has assets of every kind; each view lists some, ending with a Total row.
    await expect(page.getByTestId(table)).toBeVisible();
    await expect(page.getByTestId(table).getByRole('rowheader', { name: 'Total' }).first()).toBeVisible();
    if (table === 'deduction-table-b') await expect(page.getByTestId('deduction-table-a')).toBeVisible();
    if (category === 'L')
      await expect(page.getByTestId('pool-rate')).toHaveText('Low value pool rate: 18.75% / 37.5%');
    await page.screenshot({ path: shotPath(`deductions-${index + 2}-${category}`), fullPage: false });
  }
});

test('Summary: the register by asset group, headed by the EOFY report date', async ({ page }) => {
  await openFiguresTab(page, BIG_REPORT, 'Summary');
  await expect(page.getByTestId('summary-date')).toHaveText(/^For the financial year ending 30 June \d{4}$/);
  await expect(page.getByTestId('summary-table')).toBeVisible();
  await expect(page.getByTestId('summary-total').locator('td').first()).toHaveText(money);
  expect(await page.getByTestId('summary-table').locator('tbody').count()).toBeGreaterThan(1);
  await page.screenshot({ path: shotPath('summary'), fullPage: false });
});

test('a report the service cannot compute: each tab shows its reason (issue #10)', async ({ page }) => {
  // Demo report 5 has no EOFY report date yet, so it has no current financial year (409).
  await openFiguresTab(page, NO_EOFY_REPORT, 'Calculations', 409);
  const reason = /Report 5 has no EOFY report date/;
  await expect(page.getByTestId('calculations-failure')).toHaveText(
    /^The calculations could not be loaded: /,
  );
  await expect(page.getByTestId('calculations-failure')).toContainText(reason);
  await expect(page.getByTestId('calculations-empty')).toHaveText('No calculated assets');
  await page.screenshot({ path: shotPath('calculations-refused') });
  const tabs = page.getByRole('navigation', { name: 'Report tabs' });
  await answerAfter(page, () => tabs.getByRole('link', { name: 'Deductions' }).click(), 409);
  await expect(page.getByTestId('deductions-failure')).toContainText(reason);
  await expect(page.getByTestId('deductions-empty')).toHaveText('There are no assets yet.');
  await answerAfter(page, () => tabs.getByRole('link', { name: 'Summary' }).click(), 409);
  await expect(page.getByTestId('summary-failure')).toContainText(reason);
});

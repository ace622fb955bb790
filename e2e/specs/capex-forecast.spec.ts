/**
 * Issue 27, "How we will know": a surveyor creates a capex forecast of a property from the main portal, starts its
 * items from the property's asset register, reads the forecast, and downloads its PDF; the PDF's figures (read back
 * with pdftotext) are the forecast's as the service answers them, and the matrix CSV's total is the same.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { screenPath } from '../pages/screens';
import { openSignedIn } from '../pages/sign-in';

const SURVEYOR = 'sam.surveyor@demo.taxdep';
const MADE = { timeout: 120_000 };

async function openCapexTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** The forecast as the service answers it, asked with the page's own session (the call the Forecast tab makes). */
async function forecastCall(
  page: Page,
  capexId: number,
): Promise<{ totalCents: number; capitalCents: number }> {
  const answer = page.waitForResponse((r) => r.url().includes(`/CapexReports/${capexId}/forecast`) && r.ok());
  await openCapexTab(page, 'Forecast');
  return (await answer).json();
}

/** "$1,234.56" as pdftotext prints an amount of the forecast (the PDF shows cents). */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a forecast made from the portal starts from the register, and its PDF and matrix CSV carry its figures', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/', SURVEYOR);

  // The main portal: New capex forecast, on a property that already has a depreciation report.
  await page.getByRole('button', { name: 'New capex forecast' }).click();
  const form = page.getByTestId('new-capex-form');
  await expect(form.getByLabel('Fund')).toBeFocused();
  // The fund's first portfolio and property: Collins Place East, whose latest report has a register.
  await expect(form.getByLabel('Property')).toContainText('Collins Place East');
  await form.getByLabel('Horizon').selectOption('20');
  await form.getByLabel('Base year (financial year ending)').fill('2026');
  await expect(form.getByLabel('Forecast name')).toHaveValue(
    'Collins Place East capital expenditure forecast FY2026–FY2046',
  );
  await form.getByLabel('Forecast name').fill('Collins Place East due diligence forecast');
  await page.screenshot({ path: screenPath('capex-new-form') });
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\?capexId=\d+$/);
  const capexId = Number(new URL(page.url()).searchParams.get('capexId'));
  await expect(page.getByTestId('capex-name')).toHaveText('Collins Place East due diligence forecast');
  await expect(page.getByTestId('capex-status')).toHaveText('In Progress');

  // Items start from the property's register: every proposal kept, each element as guessed.
  await openCapexTab(page, 'Items');
  await expect(page.getByTestId('capex-no-items')).toBeVisible();
  await page.getByRole('button', { name: 'Start from the register' }).click();
  const proposals = page.getByTestId('capex-proposals-table');
  await expect(proposals.locator('tbody tr').first()).toBeVisible(MADE);
  const offered = await proposals.locator('tbody tr').count();
  expect(offered).toBeGreaterThan(5);
  await page.screenshot({ path: screenPath('capex-register-proposals') });
  await page.getByRole('button', { name: /^Add \d+ items?$/ }).click();
  await expect(page.getByTestId('capex-item-count')).toContainText(/^\d+ items?, \d+ left out$/, MADE);
  await page.screenshot({ path: screenPath('capex-items'), fullPage: true });

  // The Forecast tab shows what the service worked.
  const forecast = await forecastCall(page, capexId);
  expect(forecast.totalCents).toBeGreaterThan(0);
  await expect(page.getByTestId('capex-matrix')).toBeVisible();
  await expect(page.getByTestId('capex-chart')).toBeVisible();
  await page.screenshot({ path: screenPath('capex-forecast'), fullPage: true });

  // What the spending is worth in tax: under the method of the property's report, year by year, with a total.
  await openCapexTab(page, 'Tax effect');
  await expect(page.getByTestId('capex-tax-basis')).toContainText(
    'the property’s latest depreciation report',
    MADE,
  );
  await expect(page.getByTestId('capex-tax-total')).toBeVisible();
  await expect(page.getByTestId('capex-tax-replacements').locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: screenPath('capex-tax-effect'), fullPage: true });

  // The Document tab makes the PDF; its totals are the forecast's to the cent.
  await openCapexTab(page, 'Document');
  const download = page.waitForEvent('download', MADE);
  await page.getByRole('button', { name: 'Download the forecast PDF' }).click(MADE);
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/capex forecast\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', await pdf.path(), '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain('Collins Place East due diligence forecast');
  expect(text).toContain(dollars(forecast.totalCents));
  expect(text).toContain(dollars(forecast.capitalCents));
  expect(text).toContain('DRAFT');
  await page.screenshot({ path: screenPath('capex-document'), fullPage: true });

  // The matrix as CSV: its grand total is the same figure.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Matrix CSV/ }).click();
  const matrix = await readFile(await (await csv).path(), 'utf8');
  expect(matrix).toContain(dollars(forecast.totalCents).slice(1));

  // Back on the main portal the forecast is listed, marked, and opens at ?capexId=.
  await page.goto('/');
  const row = page
    .getByTestId('portal-report')
    .filter({ has: page.locator(`a[href="/?capexId=${capexId}"]`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Capex forecast', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Forecast PDF/ })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { answerAfter, calculationRows, openFiguresTab, shotPath } from '../pages/figures';

/** The demo's residential rental owned 60/40 by Jamie and Riley Taylor (packages/server/src/seed/demo-residential.ts). */
const OWNED_REPORT = 6;

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/**
 * Issue 23 item 7 (docs/product/calculations-deductions-summary-report.md "Owners"): a report with several owners
 * shows each owner's figures on request, on every figures tab, and gives each owner's PDF.
 */
test('each owner’s figures on the Calculations and Summary tabs, and each owner’s PDF', async ({ page }) => {
  await openFiguresTab(page, OWNED_REPORT, 'Calculations');
  const picker = page.getByLabel('Figures for');
  await expect(picker.locator('option')).toHaveText([
    'Whole property (all owners)',
    'Jamie Taylor — 60.00%',
    'Riley Taylor — 40.00%',
  ]);
  const firstCost = () => calculationRows(page).first().getByTestId('originalCost').textContent();
  const whole = dollars(await firstCost());

  const asked = page.waitForRequest((r) => /\/calculations$/.test(new URL(r.url()).pathname));
  await answerAfter(page, () => picker.selectOption({ label: 'Riley Taylor — 40.00%' }));
  expect((await asked).postDataJSON()).toMatchObject({ ownerId: expect.any(Number) });
  await expect(page.getByTestId('figures-owner').getByRole('status')).toHaveText(
    'Every amount is Riley Taylor’s share: the owners’ figures add up exactly to the whole property’s.',
  );
  // Riley's interest in the asset: 40% of its cost, to the dollar shown.
  expect(Math.abs(dollars(await firstCost()) - whole * 0.4)).toBeLessThanOrEqual(1);

  // The choice stays while the user moves to the Summary.
  await answerAfter(page, () =>
    page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: 'Summary' }).click(),
  );
  await expect(page.getByLabel('Figures for')).toHaveValue(/\d+/);
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await page.screenshot({ path: shotPath('owners-figures-summary'), fullPage: true });

  await page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: 'Report' }).click();
  const documents = page.getByTestId('owner-documents');
  await expect(documents).toContainText('Each owner’s schedule');
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download Jamie Taylor — 60.00% PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/owner Jamie Taylor\.pdf$/);
  await page.screenshot({ path: shotPath('owners-documents') });

  // The accountants' layouts of each owner's interests, from the register's Export Assets menu.
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Asset Register' })
    .click();
  await page.getByTestId('export-assets').click();
  const menu = page.getByTestId('export-menu');
  await expect(menu).toContainText('Schedule for Riley Taylor (40.00%)');
  const schedule = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Xero · Riley Taylor' }).click();
  expect((await schedule).suggestedFilename()).toMatch(/ - Xero FY\d{4} - owner Riley Taylor\.csv$/);
});

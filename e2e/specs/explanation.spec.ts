import { expect, test } from '@playwright/test';
import { answerAfter, calculationRows, openFiguresTab } from '../pages/figures';

/** The demo report with the big register (packages/server/src/seed). */
const BIG_REPORT = 1;
/** Issue 12's screenshots, to look at (the brief's /tmp/shots; SHOTS_DIR overrides). */
const shot = (name: string) => `${process.env.SHOTS_DIR ?? '/tmp/shots'}/explain-${name}.png`;

test('a figure explains itself: the panel opens from the cell, shows the formula, closes on Escape', async ({
  page,
}) => {
  await openFiguresTab(page, BIG_REPORT, 'Calculations');
  const row = calculationRows(page).first();
  const cell = row.getByTestId('depreciation').getByRole('button');
  const figure = (await cell.textContent()) ?? '';
  const explained = page.waitForResponse((r) =>
    /\/calculations\/\d+\/explanation$/.test(new URL(r.url()).pathname),
  );
  await cell.click();
  expect((await explained).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: /^Depreciation of asset \d+ in FY\d{4}$/ });
  await expect(dialog).toBeVisible();
  // The figure asked about is marked, to the cent, and is the table's figure in whole dollars.
  const asked = dialog.getByTestId('explained-depreciation');
  await expect(asked).toHaveAttribute('aria-current', 'true');
  const cents = Number(((await asked.locator('td').textContent()) ?? '').replace(/[$,]/g, ''));
  expect(Math.abs(Math.round(cents) - Number(figure.replace(/[$,]/g, '')))).toBeLessThanOrEqual(1);
  // Each step: a formula with its numbers and a citation; the depreciation's step is marked.
  await expect(dialog.getByTestId('explanation-steps').locator('li').first()).toBeVisible();
  await expect(dialog.locator('.explanation-step.explanation-asked .explanation-formula')).toContainText(
    /\$[\d,]+\.\d\d/,
  );
  await expect(dialog.locator('.explanation-step.explanation-asked .explanation-formula')).toContainText('=');
  await expect(dialog.getByTestId('explanation-rate')).toBeVisible();
  await expect(page.getByTestId('explanation-close')).toBeFocused();
  await page.screenshot({ path: shot('panel') });
  await dialog.screenshot({ path: shot('panel-whole') });
  // The rest of the derivation: the body scrolls inside the window, down to the rounding.
  await dialog.getByRole('heading', { name: /^Rounding to the / }).scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: shot('panel-end') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cell).toBeFocused();
});

test('prime cost versus diminishing value under the 40-year chart', async ({ page }) => {
  const compared = page.waitForResponse((r) => /\/methodComparison$/.test(new URL(r.url()).pathname));
  await openFiguresTab(page, BIG_REPORT, 'Deductions');
  expect((await compared).status()).toBe(200);
  const section = page.getByTestId('method-comparison');
  await expect(section.getByRole('heading', { name: 'Prime cost vs diminishing value' })).toBeVisible();
  for (const method of ['DV', 'PC', 'difference']) {
    const cells = section.getByTestId(`method-comparison-${method}`).locator('td');
    await expect(cells).toHaveCount(4);
    for (const text of await cells.allTextContents()) expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*$/);
  }
  const chart = section.getByRole('img', { name: /Prime cost versus diminishing value/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('path[data-series]')).toHaveCount(2);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: shot('comparison') });
  await page.screenshot({ path: shot('comparison-page'), fullPage: true });
  await answerAfter(page, () => page.getByTestId('deductions-view').selectOption('40'));
  await expect(section).toHaveCount(0);
});

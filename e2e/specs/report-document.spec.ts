import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { screenPath } from '../pages/screens';
import { openReportSignedIn } from '../pages/sign-in';

/** Demo report 1 (In Progress, 320 assets) and 2 (Completed: its document is sealed); packages/server/src/seed. */
const IN_PROGRESS_REPORT = 1;
const COMPLETED_REPORT = 2;

/** Making a PDF takes seconds on the shared 2-core machine; the tab polls every second. */
const MADE = { timeout: 120_000 };

async function openReportTab(page: Page) {
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Report', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Report', exact: true })).toBeVisible();
}

test('the Report tab makes the PDF with its progress, shows it in a frame, downloads it and regenerates it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openReportSignedIn(page, IN_PROGRESS_REPORT);
  await openReportTab(page);

  // A fresh database: nothing is made yet, so the preview queues the job and the tab shows its progress.
  const progress = page.getByRole('progressbar', { name: 'Generating the report' });
  await expect(progress).toBeVisible();
  await page.screenshot({ path: screenPath('report-document-progress') });
  const frame = page.getByTestId('report-frame');
  await expect(frame).toBeVisible(MADE);
  await expect(progress).toBeHidden();
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  await expect(page.getByTestId('report-changes')).toHaveText(
    'Up to date with the asset register and General Info.',
  );
  await expect(page.getByTestId('report-notice')).toContainText(/Generated .* · \d+ pages/);
  // Let the viewer draw the first page before the picture is taken.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: screenPath('report-document-ready') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download File' }).click();
  const file = await download;
  // docs/api.md "File names": the property, the report date (and reference), safe characters only.
  expect(file.suggestedFilename()).toMatch(
    /^[\p{L}\p{N} .,_()&-]+ - \d{1,2} [A-Z][a-z]+ \d{4}( - [\p{L}\p{N} .,_()&-]+)?\.pdf$/u,
  );
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Keyboard: Regenerate is reached with Tab and pressed with Enter; the PDF stays while the new version is made.
  const regenerate = page.getByRole('button', { name: 'Regenerate' });
  await regenerate.focus();
  await page.keyboard.press('Enter');
  await expect(progress).toBeVisible();
  await expect(frame).toBeVisible();
  await expect(regenerate).toBeDisabled();
  await expect(progress).toBeHidden(MADE);
  await expect(regenerate).toBeEnabled();
  await expect(frame).toBeVisible();
});

test('a Completed report shows its sealed PDF with its SHA-256', async ({ page }) => {
  test.setTimeout(300_000);
  await openReportSignedIn(page, COMPLETED_REPORT);
  await openReportTab(page);
  await expect(page.getByTestId('report-frame')).toBeVisible(MADE);
  const seal = page.getByTestId('report-seal');
  await expect(seal).toContainText('Sealed (the report is Completed).');
  await expect(seal.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: screenPath('report-document-sealed') });
});

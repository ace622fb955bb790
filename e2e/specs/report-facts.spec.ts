import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { importedAsset, newReport } from '../pages/portal-api';
import { openSignedIn } from '../pages/sign-in';

/**
 * Issue 25 item 2, "How we will know": a report created with its facts carries them into the PDF its surveyor
 * downloads, on the "Property and instructions" page, with the basis saying from when the schedule starts and why
 * (docs/report-document.md "The facts and basis page"). The facts are given by New report's call
 * (e2e/pages/portal-api.ts) and one more is entered in General Info; the text is read back with pdftotext.
 */
const SURVEYOR = 'alex.surveyor@demo.taxdep';

test('the downloaded PDF prints the report’s facts and the start of the schedule', async ({ page }) => {
  test.setTimeout(300_000);
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  const report = await newReport(page, {
    propertyName: 'Facts Court',
    checkerFirstName: 'Chris',
    uploadId: '7d1e2c4a-5b6f-4a3e-9c8d-1f2e3d4c5b6a',
    assets: [importedAsset('A0004', 'Workstation, reception')],
  });
  await page.goto(`/?depreciationReportId=${report}`);
  const facts = page.getByTestId('dates-and-instructions');
  await expect(facts.getByLabel('Inspection date')).toHaveValue('22/07/2025');
  await facts.getByLabel('First available for rent').fill('01/06/2018');
  await facts.getByLabel('First available for rent').press('Enter');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Report', exact: true })
    .click();
  await expect(page.getByTestId('report-frame')).toBeVisible({ timeout: 120_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download File' }).click();
  const file = await (await download).path();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Instructed by Morgan Lee');
  expect(text).toContain('Date of instruction 07 July 2025');
  expect(text).toContain('Date of inspection 22 July 2025');
  expect(text).toContain('Settlement 14 May 2018');
  expect(text).toContain('First available for rent 01 June 2018');
  expect(text).toContain('Construction commenced Not recorded');
  expect(text).toContain(
    'Start of the schedule: 01 June 2018, the date the property was first available for rent (settlement 14 May 2018)',
  );
});

/**
 * Issue 25, "How we will know": the administrator enters the firm, a surveyor creates a report and enters its facts,
 * and the PDF downloaded from the Report tab carries them (read back with pdftotext), marked "DRAFT — not for
 * lodgement" on every page until the checker signs it off, and on none after, when the sign-off page names the
 * checker with the date (docs/report-document.md "The firm on the document", "DRAFT").
 */
import { execFileSync } from 'node:child_process';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { importedAsset, newReport } from '../pages/portal-api';
import { openSignedIn } from '../pages/sign-in';
import { signOffConfirmed } from '../pages/workflow';

const ADMINISTRATOR = 'avery.admin@demo.taxdep';
const SURVEYOR = 'sam.surveyor@demo.taxdep';
const CHECKER = 'chris.checker@demo.taxdep';
const FIRM = 'Southern Cross Quantity Surveyors Pty Ltd';
const DRAFT = 'DRAFT — not for lodgement';
const MADE = { timeout: 120_000 };

async function signedIn(browser: Browser, path: string, email: string): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await openSignedIn(page, path, email);
  return page;
}

async function openTab(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** The Report tab's document as downloaded, one text per page (pdftotext, pages split at form feeds). */
async function downloadedPages(page: Page): Promise<string[]> {
  await openTab(page, 'Report');
  await expect(page.getByTestId('report-frame')).toBeVisible(MADE);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download File' }).click();
  const file = await (await download).path();
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .slice(0, -1)
    .map((p) => p.replace(/\s+/g, ' '));
}

test('the schedule carries the firm and the facts, DRAFT on every page until signed off and on none after', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);

  // The administrator enters the firm's name, ABN and TPB registration.
  const admin = await signedIn(browser, '/', ADMINISTRATOR);
  await admin.getByTestId('admin-link').click();
  const firm = admin.getByTestId('admin-firm');
  await firm.getByLabel('Firm name').fill(FIRM);
  await firm.getByLabel('ABN').fill('51824753556');
  await firm.getByLabel('TPB registration number').fill('26104835');
  await firm.getByRole('button', { name: 'Save the firm' }).click();
  await expect(admin.getByTestId('firm-notice')).toContainText('The firm is saved');

  // The surveyor's new report, with the facts New report takes, and one more entered in General Info.
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  const report = await newReport(page, {
    propertyName: 'Issue Lane',
    checkerFirstName: 'Chris',
    uploadId: '0b7c4e9a-25a1-4c3d-8e2f-6a5b4c3d2e1f',
    assets: [importedAsset('A0004', 'Workstation, boardroom')],
  });
  const reportPath = `/?depreciationReportId=${report}`;
  await page.goto(reportPath);
  const facts = page.getByTestId('dates-and-instructions');
  await facts.getByLabel('Instruction reference').fill('SCQ-2025-118');
  await facts.getByLabel('Instruction reference').press('Tab');
  await facts.getByLabel('First available for rent').fill('01/06/2018');
  await facts.getByLabel('First available for rent').press('Tab');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

  // The draft: the firm on the cover and in every foot, the facts on the basis page, DRAFT on every page.
  const draft = await downloadedPages(page);
  expect(draft.length).toBeGreaterThan(5);
  const draftText = draft.join(' ');
  expect(draftText).toContain(FIRM);
  expect(draftText).toContain('ABN 51 824 753 556');
  expect(draftText).toContain('Instruction reference SCQ-2025-118');
  expect(draftText).toContain('Date of inspection 22 July 2025');
  expect(draftText).toContain('First available for rent 01 June 2018');
  draft.forEach((text, index) => {
    expect(text, `page ${index + 1} of the draft`).toContain(DRAFT);
    expect(text, `page ${index + 1}'s foot`).toContain('TPB registration 26104835');
  });
  expect(draft[0]).toContain('Draft of');
  expect(draft.at(-1)).toContain('Signed off: not yet');

  // Submitted, then signed off by the checker.
  await page.getByTestId('workflow-bar').getByTestId('workflow-submit').click();
  await expect(page.getByTestId('report-status')).toHaveText('QA Review');
  const checker = await signedIn(browser, reportPath, CHECKER);
  await expect(checker.getByTestId('report-status')).toHaveText('QA Review');
  await signOffConfirmed(checker);
  await expect(checker.getByTestId('report-status')).toHaveText('Completed');

  // The signed copy: no page marked DRAFT, the checker's registration and the day of sign-off on the last page.
  await page.reload();
  await expect(page.getByTestId('report-status')).toHaveText('Completed');
  const signed = await downloadedPages(page);
  signed.forEach((text, index) => {
    expect(text, `page ${index + 1} of the signed copy`).not.toContain('DRAFT');
  });
  expect(signed.join(' ')).toContain(FIRM);
  const signOff = signed.at(-1) ?? '';
  expect(signOff).toContain('Chris Checker');
  expect(signOff).toContain('Tax agent registration number 24961582');
  expect(signOff).toMatch(/Signed off by the checker on \d{2} [A-Z][a-z]+ \d{4}\./);
  // The cover's date of issue is the sign-off's, no longer "Draft of" the last save.
  expect(signed[0]).toContain('DATE OF ISSUE');
  expect(signed[0]).not.toContain('Draft of');
  expect(signOff).not.toContain('Not yet signed off');
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import { importedAsset, newReport, portalApi } from '../pages/portal-api';
import { listReloadAfter } from '../pages/register';
import { screenPath } from '../pages/screens';
import { openReportSignedIn, openSignedIn } from '../pages/sign-in';

/**
 * Issue 26 items 11 and 12, from the users' side (docs/product/states-and-permissions.md "Workflow", "Comments"):
 * a blocked submit says each reason once and links each asset to the register; the surveyor answers the checker's
 * return comment in the report's thread, which the checker reads; Sign off asks first, showing what it seals and
 * the document, changes nothing when cancelled, and when confirmed completes the report with its signed PDF to
 * download. On a report of its own (signing off a demo report would leave it read-only for other specs).
 */
const SURVEYOR = 'alex.surveyor@demo.taxdep';
const CHECKER = 'chris.checker@demo.taxdep';
const RETURN_COMMENT = 'The carpet life looks short: which ruling did you use?';
const REPLY = 'TR 2022/1, table A: 8 years for carpet in offices.';

async function signedInPage(browser: Browser, email: string, report: number): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await openReportSignedIn(page, report, email);
  return page;
}

const bar = (page: Page) => page.getByTestId('workflow-bar');

async function expectStatus(page: Page, status: string) {
  await expect(page.getByTestId('report-status')).toHaveText(status);
}

test('blocked submit, the comment thread and a confirmed sign-off that seals and downloads the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  const report = await newReport(page, {
    propertyName: 'Second Week House',
    checkerFirstName: 'Chris',
    uploadId: '5d1e9a70-2b3c-4d8e-9f60-7a1b2c3d4e5f',
    assets: [importedAsset('A0004', 'Workstation, reception'), importedAsset('', 'Carpet, meeting room')],
  });
  await page.goto(`/?depreciationReportId=${report}`);
  await expectStatus(page, 'In Progress');

  // Item 12b: the refused submit says each reason once; the asset is a link that opens it in the register.
  await bar(page).getByTestId('workflow-submit').click();
  const blocking = page.getByTestId('workflow-blocking');
  await expect(blocking).toContainText('Tax code is required.');
  const reasons = await blocking.locator('li').allTextContents();
  expect(new Set(reasons).size).toBe(reasons.length);
  for (const reason of reasons) {
    const sentences = reason.split(/(?<=\.)\s+/);
    expect(new Set(sentences).size, reason).toBe(sentences.length);
  }
  const assetLink = blocking.getByRole('link', { name: /Asset \d+ \(Carpet, meeting room\)/ });
  await page.screenshot({ path: screenPath('workflow-blocked-links') });
  const assetId = Number((await assetLink.textContent())?.match(/Asset (\d+)/)?.[1]);
  await assetLink.click();
  await expect(page.getByTestId('asset-register')).toBeVisible();
  await expect(page.getByTestId(`asset-row-${assetId}`)).toBeInViewport();
  await expect(page.getByTestId('asset-table').locator('tbody tr')).toHaveCount(1);

  // The surveyor fixes it (the asset goes) and submits.
  await page.getByTestId('select-all').check();
  await page.getByTestId('delete-selected-assets').click();
  await listReloadAfter(page, () =>
    page.getByTestId('delete-assets-dialog').getByRole('button', { name: 'Delete' }).click(),
  );
  await bar(page).getByTestId('workflow-submit').click();
  await expectStatus(page, 'QA Review');

  // Item 12a: the checker returns it; the surveyor answers in the report's thread; the checker reads the answer.
  const checker = await signedInPage(browser, CHECKER, report);
  await bar(checker).getByTestId('workflow-return').click();
  await checker.getByTestId('workflow-comment').fill(RETURN_COMMENT);
  await checker.getByTestId('workflow-comment-confirm').click();
  await expectStatus(checker, 'In Progress');
  await page.reload();
  const thread = page.getByTestId('workflow-comments');
  await expect(thread.getByTestId('workflow-comment-entry')).toHaveText([
    new RegExp(`Chris Checker, returning the report.*${RETURN_COMMENT.replace(/[.?:]/g, '\\$&')}`),
  ]);
  await thread.getByLabel('Reply').fill(REPLY);
  await thread.getByRole('button', { name: 'Post reply' }).click();
  await expect(thread.getByTestId('workflow-comment-entry')).toHaveCount(2);
  await expectNoAccessibilityViolations(page, 'the comment thread');
  await bar(page).getByTestId('workflow-submit').click();
  await expectStatus(page, 'QA Review');
  await checker.reload();
  const seen = checker.getByTestId('workflow-comments').getByTestId('workflow-comment-entry');
  await expect(seen).toHaveCount(2);
  await expect(seen.nth(1)).toContainText('Alex Surveyor');
  await expect(seen.nth(1)).toContainText(REPLY);

  // Item 11: Sign off asks first and shows what it seals; Cancel changes nothing.
  await bar(checker).getByTestId('workflow-signOff').click();
  const dialog = checker.getByTestId('sign-off-dialog');
  const summary = dialog.getByTestId('sign-off-summary');
  await expect(summary).toContainText('30 June 2025');
  await expect(summary).toContainText('Second Week House');
  await expect(summary).toContainText('2024–25 to 2028–29');
  await expect(summary).toContainText('Alex Surveyor');
  await expect(summary).toContainText('Chris Checker');
  await expect(summary).toContainText('Total cost');
  await expect(dialog.getByTestId('sign-off-cancel')).toBeFocused();
  await expectNoAccessibilityViolations(checker, 'the Sign off dialog');
  await checker.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await checker.reload();
  await expectStatus(checker, 'QA Review');
  await expect(bar(checker).getByTestId('workflow-signOff')).toBeVisible();

  // Confirmed after reading the document: the PDF is sealed, the report Completed, the signed PDF downloaded.
  await bar(checker).getByTestId('workflow-signOff').click();
  await dialog.getByTestId('sign-off-open-document').click();
  await expect(dialog.getByTestId('sign-off-preview')).toBeVisible({ timeout: 60_000 });
  await checker.screenshot({ path: screenPath('workflow-sign-off-dialog') });
  await dialog.getByTestId('sign-off-confirm').click();
  await expect(dialog.getByTestId('sign-off-done')).toBeVisible({ timeout: 60_000 });
  await expectStatus(checker, 'Completed');
  const download = checker.waitForEvent('download');
  await dialog.getByTestId('sign-off-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^1 Second Week House.* - 30 June 2025.*\.pdf$/);
  const bytes = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await checker.screenshot({ path: screenPath('workflow-signed-off') });
  // The Report tab serves that sealed PDF.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(bar(checker).getByTestId('workflow-stage-3')).toContainText('Signed off by Chris Checker');
});

test('History names what changed, shows the register’s dates and records a demolition and the output columns', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  const report = await newReport(page, {
    propertyName: 'History House',
    checkerFirstName: 'Chris',
    uploadId: '6e2f0b81-3c4d-4e9f-a071-8b2c3d4e5f60',
    assets: [importedAsset('A0004', 'Passenger lift car')],
  });
  // The surveyor's changes, made through the portal's calls as its screens make them.
  const api = await portalApi(page);
  const listed = await api<{ modelAssets: Array<Record<string, unknown> & { id: number }> }>(
    'POST',
    `/depreciationReports/${report}/modelAssets/all`,
    {},
  );
  const asset = listed.modelAssets[0];
  if (!asset) throw new Error('the imported asset is missing');
  await api('POST', '/depreciationReports/modelAssets', {
    ...asset,
    depreciationMethod: { id: 1, code: 'PC' },
    invoiceDate: '2020-08-01',
  });
  await api('POST', '/depreciationReports/modelAssets/demolitionDates', {
    modelAsset: { id: asset.id, depreciationReportId: report },
    demoDate: '2025-06-30',
    rate: 50,
  });
  await api('POST', '/depreciation-reports/model-asset-display-flags', {
    depreciationReportId: report,
    columns: [{ columnIdentifier: 'locationFlag', display: false }],
  });

  await page.goto(`/History?depreciationReportId=${report}`);
  const history = page.getByTestId('history');
  await expect(history.getByTestId('history-entry').first()).toBeVisible();
  const columns = history.getByTestId('history-entry').filter({ hasText: 'Changed output columns' });
  await expect(columns).toContainText('Location column');
  await expect(columns).toContainText('Shown');
  await expect(columns).toContainText('Hidden');
  const demolition = history
    .getByTestId('history-entry')
    .filter({ hasText: 'Demolition' })
    .filter({ hasText: `Changed asset ${asset.id}` });
  await expect(demolition).toContainText('(none)');
  await expect(demolition).toContainText('30 June 2025, 50%');
  const edit = history.getByTestId('history-entry').filter({ hasText: 'Prime Cost' });
  await expect(edit).toContainText('Diminishing Value');
  await expect(edit).toContainText('01 Aug 2020');
  // No internal id stands in for a name, and no date is shown as stored.
  const values = await history.locator('.history-changes td').allTextContents();
  expect(values.filter((value) => /^\d+$/.test(value.trim()))).toEqual([]);
  await expect(history).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
  await page.screenshot({ path: screenPath('workflow-history-names'), fullPage: true });
  await expectNoAccessibilityViolations(page, 'the History tab');
});

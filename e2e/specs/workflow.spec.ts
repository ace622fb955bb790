import { type Browser, expect, type Page, test } from '@playwright/test';
import { importedAsset, newReport } from '../pages/portal-api';
import { listReloadAfter } from '../pages/register';
import { screenPath } from '../pages/screens';
import { openReportSignedIn, openSignedIn } from '../pages/sign-in';
import { signOffConfirmed } from '../pages/workflow';

/**
 * Issue 15 "Workflow and permissions" (docs/product/states-and-permissions.md "Workflow", "Who may edit"): the
 * surveyor submits (sees what blocks it, fixes it, submits), the checker returns it with a comment, the surveyor
 * resubmits, the checker signs off; the report is then read-only for both, and a third user sees it read-only
 * throughout. On a report of its own, made below as demo report 4 is (Alex's, In Progress, General Info complete,
 * an asset whose tax code is missing): signing a shared demo report off left it read-only for the specs after it,
 * which passed only because this file runs last (issue 24).
 */
const SURVEYOR = 'alex.surveyor@demo.taxdep';
const CHECKER = 'chris.checker@demo.taxdep';
/** Neither surveyor nor checker of report 4 (the demo administrator, who has accepted the usage policy). */
const THIRD_USER = 'avery.admin@demo.taxdep';
const COMMENT = 'Please check the carpet lives before I sign off.';

/** A second browser, signed in as `email` on the report (its own session storage, as another person's). */
async function signedInPage(browser: Browser, email: string, report: number): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await openReportSignedIn(page, report, email);
  return page;
}

/** The surveyor's own report, made as demo report 4 is: checked by Chris, one asset without a tax code. */
async function reportOfItsOwn(page: Page): Promise<number> {
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  return newReport(page, {
    propertyName: 'Workflow House',
    checkerFirstName: 'Chris',
    uploadId: '0b7f3c52-9d0e-4a61-8f2b-5c4d3e2a1f09',
    assets: [importedAsset('A0004', 'Workstation, reception'), importedAsset('', 'Carpet, meeting room')],
  });
}

function bar(page: Page) {
  return page.getByTestId('workflow-bar');
}

async function expectStatus(page: Page, status: string) {
  await expect(page.getByTestId('report-status')).toHaveText(status);
  await expect(bar(page).locator('.workflow-stage-current')).toContainText(status);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name }).click();
}

/** Deletes every asset with errors through the register's error mode (the surveyor's fix). */
async function deleteAssetsWithErrors(page: Page) {
  await openTab(page, 'Asset Register');
  await expect(page.getByTestId('asset-register')).toBeVisible();
  await listReloadAfter(page, () => page.getByTestId('view-errors-toggle').click());
  while ((await page.getByTestId('asset-table').locator('tbody tr').count()) > 0) {
    await page.getByTestId('select-all').check();
    await page.getByTestId('delete-selected-assets').click();
    await listReloadAfter(page, () =>
      page.getByTestId('delete-assets-dialog').getByRole('button', { name: 'Delete' }).click(),
    );
  }
}

test('a report goes from the surveyor to QA, back with a comment, and is signed off; then read-only for all', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const report = await reportOfItsOwn(page);
  await page.goto(`/?depreciationReportId=${report}`);
  await expect(page.getByTestId('general-info')).toBeVisible();
  // The surveyor names the checker in General Info (another spec may have changed it).
  const checkerBox = page.getByRole('combobox', { name: 'Checker' });
  await checkerBox.fill('chr');
  await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Chris/ }).click();
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  await page.reload();
  await expectStatus(page, 'In Progress');
  await expect(bar(page)).toContainText('Checker: Chris Checker');

  // A third user sees the report read-only, with no workflow buttons.
  const third = await signedInPage(browser, THIRD_USER, report);
  await expect(third.getByTestId('report-readonly-badge')).toHaveText('Read only');
  await expect(third.getByLabel('Tax paying entity')).toBeDisabled();
  await expect(bar(third).getByRole('button')).toHaveCount(0);

  // Submit: refused with what blocks it.
  await bar(page).getByTestId('workflow-submit').click();
  const blocking = page.getByTestId('workflow-blocking');
  await expect(blocking).toContainText('Tax code is required.');
  await expect(page.getByTestId('workflow-error')).toContainText('cannot go to QA Review');
  await page.screenshot({ path: screenPath('workflow-blocked') });

  // Fix: the assets with errors are removed; the submit goes through.
  await deleteAssetsWithErrors(page);
  await bar(page).getByTestId('workflow-submit').click();
  await expectStatus(page, 'QA Review');
  await expect(bar(page).getByTestId('workflow-stage-2')).toContainText('Submitted by Alex Surveyor');
  await expect(bar(page).getByRole('button', { name: /Submit|Return|Sign off/ })).toHaveCount(0);

  // The checker returns it, saying why.
  const checker = await signedInPage(browser, CHECKER, report);
  await expectStatus(checker, 'QA Review');
  await bar(checker).getByTestId('workflow-return').click();
  const dialog = checker.getByTestId('workflow-comment-dialog');
  await expect(dialog.getByTestId('workflow-comment-confirm')).toBeDisabled();
  await dialog.getByTestId('workflow-comment').fill(COMMENT);
  await dialog.getByTestId('workflow-comment-confirm').click();
  await expectStatus(checker, 'In Progress');
  await expect(bar(checker).getByTestId('workflow-stage-1')).toContainText('Returned by Chris Checker');

  // The surveyor sees the comment and resubmits.
  await page.reload();
  await expectStatus(page, 'In Progress');
  await expect(page.getByTestId('workflow-returned')).toContainText('Returned by Chris Checker');
  await page.getByRole('link', { name: 'Read it in Comments' }).click();
  await expect(page.locator('#workflow-comment-to-act-on')).toBeFocused();
  await expect(page.locator('#workflow-comment-to-act-on')).toContainText(COMMENT);
  await page.screenshot({ path: screenPath('workflow-returned') });
  await bar(page).getByTestId('workflow-submit').click();
  await expectStatus(page, 'QA Review');

  // The checker reads what changed since returning it, and signs off.
  await checker.reload();
  await expectStatus(checker, 'QA Review');
  await openTab(checker, 'History');
  const history = checker.getByTestId('history');
  await expect(history.getByTestId('history-entry').first()).toContainText('Submitted to QA Review');
  await expect(history.getByTestId('history-entry').first()).toContainText('New since your last step');
  await expect(history).toContainText(COMMENT);
  await expect(history).toContainText(/Removed (\d+ assets|asset \d+)/);
  await checker.screenshot({ path: screenPath('workflow-history'), fullPage: true });
  await signOffConfirmed(checker);
  await expectStatus(checker, 'Completed');
  await expect(checker.getByTestId('report-readonly-badge')).toHaveText('Read only');
  await expect(bar(checker).getByRole('button')).toHaveCount(0);
  await checker.screenshot({ path: screenPath('workflow-completed') });

  // Completed: read-only for the surveyor too.
  await page.reload();
  await expectStatus(page, 'Completed');
  await expect(page.getByTestId('report-readonly-badge')).toHaveText('Read only');
  await openTab(page, 'General Info');
  await expect(page.getByLabel('Tax paying entity')).toBeDisabled();
  await expect(bar(page).getByRole('button')).toHaveCount(0);
  await expect(bar(page).getByTestId('workflow-stage-3')).toContainText('Signed off by Chris Checker');
});

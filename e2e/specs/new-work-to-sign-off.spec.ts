/**
 * Issue 15 "Tests", as one piece of work from instruction to issue: a surveyor creates a report for a new property
 * from "my work", fills General Info and the register, submits it (seeing what blocks it first), the checker
 * returns it with a comment, the surveyor resubmits and the checker signs off; the report is then read-only for
 * both, and a third user saw it read-only throughout (docs/product/main-portal.md "New work",
 * docs/product/states-and-permissions.md "Workflow", "Who may edit").
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { chooseInCell, chooseTaxCode, commitCell, rows } from '../pages/register';
import { screenPath } from '../pages/screens';
import { openSignedIn, SURVEYOR } from '../pages/sign-in';
import { signOffConfirmed } from '../pages/workflow';

const CHECKER = 'chris.checker@demo.taxdep';
/** Neither surveyor nor checker of the new report. */
const THIRD_USER = 'alex.surveyor@demo.taxdep';
const PROPERTY = 'Unit 7, 21 Station Road';
const COMMENT = 'Add the carpet of the meeting room too.';

async function signedInOn(browser: Browser, reportUrl: string, email: string): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await openSignedIn(page, reportUrl, email);
  await expect(page.getByTestId('general-info')).toBeVisible();
  return page;
}

const bar = (page: Page) => page.getByTestId('workflow-bar');

async function expectStatus(page: Page, status: string) {
  await expect(page.getByTestId('report-status')).toHaveText(status);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name }).click();
}

/** Adds one complete asset to the register (a Division 40 asset, diminishing value). */
async function addAsset(page: Page, description: string) {
  await page.getByTestId('add-asset').click();
  const row = rows(page).first();
  await commitCell(row, 'description', description);
  await chooseTaxCode(page, row, 'b00');
  await chooseInCell(row, 'depreciationCategory', /^40/);
  await chooseInCell(row, 'depreciationMethod', /Diminishing/);
  await commitCell(row, 'invoiceDate', '02/09/2024');
  await commitCell(row, 'financialYearEndDate', '30/06/2025');
  await commitCell(row, 'originalCost', '4800');
  await expect(row.getByTestId('row-errors')).toHaveCount(0);
}

test('a new report goes from instruction to sign-off, then is read-only for all', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // The surveyor lands on "my work" and starts the report for a new property, checked by Chris.
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  await page.getByTestId('new-report').click();
  const form = page.getByTestId('new-report-form');
  await form.getByLabel('Portfolio', { exact: true }).selectOption({ label: 'Melbourne Office' });
  await form.getByLabel('Property name').fill(PROPERTY);
  await form.getByLabel('Street address').fill('21 Station Road');
  await form.getByLabel('Suburb').fill('Box Hill');
  await form.getByLabel('State').selectOption('VIC');
  await form.getByLabel('Post code').fill('3128');
  await form.getByLabel('Checker').selectOption({ label: 'Chris Checker (Sydney)' });
  // Issue 25: the report's facts as far as known at the start; the inspection has not happened yet.
  await form.getByLabel('Instructed by (person)').fill('Morgan Lee');
  for (const [label, date] of [
    ['Instruction date', '07/07/2025'],
    ['Settlement date', '14/05/2018'],
    ['First available for rent', '01/06/2018'],
  ] as const) {
    await form.getByLabel(label).fill(date);
    await form.getByLabel(label).press('Tab');
  }
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page).toHaveURL(/\?depreciationReportId=\d+/);
  await expect(page.getByTestId('general-info')).toBeVisible();
  const reportUrl = page.url();
  await expectStatus(page, 'In Progress');

  // A third user sees it read-only, with no workflow buttons.
  const third = await signedInOn(browser, reportUrl, THIRD_USER);
  await expect(third.getByTestId('report-readonly-badge')).toHaveText('Read only');
  await expect(third.getByLabel('Tax paying entity')).toBeDisabled();
  await expect(bar(third).getByRole('button')).toHaveCount(0);

  // Submitted as created, it is refused with what blocks it: General Info is not complete.
  await bar(page).getByTestId('workflow-submit').click();
  await expect(page.getByTestId('workflow-error')).toContainText('cannot go to QA Review');
  await expect(page.getByTestId('workflow-blocking')).toContainText(/Tax paying entity/);
  // The facts New report was given are kept; the one missing is named, with the way to General Info.
  await expect(page.getByTestId('workflow-blocking')).toContainText(
    'General Info: Inspection date is missing.',
  );
  await expect(page.getByTestId('workflow-blocking')).not.toContainText('Instruction date is missing');
  await page.getByTestId('workflow-open-general-info').click();
  const facts = page.getByTestId('dates-and-instructions');
  await expect(facts.getByLabel('Instructed by (person)')).toHaveValue('Morgan Lee');
  await expect(facts.getByLabel('First available for rent')).toHaveValue('01/06/2018');
  await expect(facts.getByTestId('schedule-start')).toHaveText(
    'The schedule starts on 01 June 2018 (first available for rent).',
  );

  // The surveyor completes General Info and adds the register.
  await page.getByLabel('Tax paying entity').fill('Station Road Property Trust');
  await page.getByLabel('Tax paying entity').press('Tab');
  await page.getByTestId('lvp-yes').check();
  await page.getByTestId('assessment-date').fill('14/08/2025');
  await page.getByTestId('assessment-date').press('Tab');
  await facts.getByLabel('Inspection date').fill('22/07/2025');
  await facts.getByLabel('Inspection date').press('Tab');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  // After a reload General Info shows every fact as the service keeps it.
  await page.reload();
  await expect(facts.getByLabel('Instruction date')).toHaveValue('07/07/2025');
  await expect(facts.getByLabel('Inspection date')).toHaveValue('22/07/2025');
  await expect(facts.getByLabel('Settlement date')).toHaveValue('14/05/2018');
  await facts.screenshot({ path: screenPath('general-info-dates-and-instructions') });
  await openTab(page, 'Asset Register');
  await expect(page.getByTestId('asset-register')).toBeVisible();
  await addAsset(page, 'Carpet, reception');
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 1');

  // Now the submit goes through.
  await bar(page).getByTestId('workflow-submit').click();
  await expectStatus(page, 'QA Review');

  // The checker returns it with a comment.
  const checker = await signedInOn(browser, reportUrl, CHECKER);
  await expectStatus(checker, 'QA Review');
  await bar(checker).getByTestId('workflow-return').click();
  const dialog = checker.getByTestId('workflow-comment-dialog');
  await dialog.getByTestId('workflow-comment').fill(COMMENT);
  await dialog.getByTestId('workflow-comment-confirm').click();
  await expectStatus(checker, 'In Progress');

  // The surveyor reads the comment, adds the asset and resubmits.
  await page.reload();
  await expectStatus(page, 'In Progress');
  await expect(page.getByTestId('workflow-returned')).toContainText('Returned by Chris Checker');
  await page.getByRole('link', { name: 'Read it in Comments' }).click();
  await expect(page.locator('#workflow-comment-to-act-on')).toBeFocused();
  await expect(page.locator('#workflow-comment-to-act-on')).toContainText(COMMENT);
  await openTab(page, 'Asset Register');
  await addAsset(page, 'Carpet, meeting room');
  await expect(page.getByTestId('asset-count')).toHaveText('Number of Assets: 2');
  await bar(page).getByTestId('workflow-submit').click();
  await expectStatus(page, 'QA Review');

  // The checker sees what changed since returning it, and signs off.
  await checker.reload();
  await openTab(checker, 'History');
  await expect(checker.getByTestId('history')).toContainText('Carpet, meeting room');
  await signOffConfirmed(checker);
  await expectStatus(checker, 'Completed');
  await expect(checker.getByTestId('report-readonly-badge')).toHaveText('Read only');

  // Completed: read-only for the surveyor and the checker alike; the third user still reads it only.
  await page.reload();
  await expectStatus(page, 'Completed');
  await openTab(page, 'General Info');
  await expect(page.getByLabel('Tax paying entity')).toBeDisabled();
  await expect(bar(page).getByRole('button')).toHaveCount(0);
  await openTab(checker, 'General Info');
  await expect(checker.getByLabel('Tax paying entity')).toBeDisabled();
  await third.reload();
  await expectStatus(third, 'Completed');
  await expect(third.getByLabel('Tax paying entity')).toBeDisabled();
});

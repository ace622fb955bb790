/**
 * Issue 26, the portal's part of "the second week of use", from the user's side: a checker's "Waiting for me"
 * (item 12), reports named by their property and date with times in Sydney's zone (item 14), addresses that lead
 * nowhere (item 15) and General Info's header, trustee name and checker list (item 16). Each test makes the
 * reports it uses (docs/product/main-portal.md, shell-and-sign-in.md, general-info.md).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import { importedAsset, newReport, portalApi } from '../pages/portal-api';
import { screenPath } from '../pages/screens';
import { openSignedIn, SURVEYOR, signInOnProviderPage } from '../pages/sign-in';

const CHECKER = 'chris.checker@demo.taxdep';
/** A time as every screen shows it: the firm's zone, said (issue 26 item 14). */
const SYDNEY_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m AE[SD]T$/;

// Item 14: the browser is far from Sydney, and the screens still show Sydney's time.
test.use({ timezoneId: 'America/Los_Angeles' });

/** Signs in on My work in a browser context of its own (another user beside the test's page). */
async function signedInOnMyWork(browser: Browser, email: string): Promise<Page> {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId: 'America/Los_Angeles',
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  await openSignedIn(page, '/', email);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  return page;
}

async function surveyorOnMyWork(page: Page): Promise<void> {
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
}

/** A report of the signed-in surveyor, checked by Chris, for a new property of this name (30 June 2025). */
function reportFor(page: Page, propertyName: string, uploadId: string): Promise<number> {
  return newReport(page, {
    propertyName,
    checkerFirstName: 'Chris',
    uploadId,
    assets: [importedAsset('A0004', 'Workstation, reception')],
  });
}

/** The hour of an instant on Sydney's clock, as the screens write it ("10:51 pm"). */
function sydneyClock(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(new Date(iso))
    .replace(/\s/g, ' ')
    .toLowerCase();
}

test('item 12: a checker lands on the reports waiting for their check, with how many', async ({
  page,
  browser,
}) => {
  await surveyorOnMyWork(page);
  const reportId = await reportFor(page, 'Waiting Wharf', '0c6f3a8e-5d2b-4e71-9a4c-2b7d8e9f1a26');
  const api = await portalApi(page);
  // Submitted to QA Review (status 2), as the workflow bar's Submit does.
  await api('POST', `/depreciationReport/2?depreciationId=${reportId}`, {});

  const checker = await signedInOnMyWork(browser, CHECKER);
  // A checker's portal opens on what waits for them.
  await expect(checker.getByTestId('list-waiting')).toHaveAttribute('aria-current', 'page');
  await expect(checker.getByTestId('waiting-explain')).toContainText(
    'The reports in QA Review that you check',
  );
  const rows = checker.getByTestId('portal-report');
  await expect(rows.getByRole('link', { name: 'Waiting Wharf, 30 June 2025' })).toBeVisible();
  const total = Number((await checker.getByTestId('portal-total').textContent())?.replace(/\D/g, ''));
  await expect(checker.getByTestId('waiting-count')).toContainText(String(total));
  expect(await rows.count()).toBe(Math.min(total, 50));
  for (const status of await checker.locator('.portal-status').allTextContents())
    expect(status).toBe('QA Review');
  for (const role of await checker.locator('.portal-role').allTextContents()) expect(role).toBe('Checker');
  await checker.screenshot({ path: screenPath('main-portal-waiting-for-me'), fullPage: true });
  await expectNoAccessibilityViolations(checker, 'Waiting for me');

  // My work still holds everything they survey or check; the count stays beside the tab.
  await checker.getByTestId('list-mine').click();
  await expect(checker.getByTestId('list-mine')).toHaveAttribute('aria-current', 'page');
  await expect(checker.getByTestId('portal-total')).not.toHaveText('Total Records: 0');
  await expect(checker.getByTestId('waiting-count')).toContainText(String(total));

  // A surveyor lands on My work.
  await page.reload();
  await expect(page.getByTestId('list-mine')).toHaveAttribute('aria-current', 'page');
  await checker.context().close();
});

test('item 14: a report is named by its property and date everywhere, and times are Sydney time', async ({
  page,
}) => {
  await surveyorOnMyWork(page);
  const north = await reportFor(page, 'Name Test North', '1d7e4b9f-6e3c-4f82-8b5d-3c8e9fa02b37');
  await reportFor(page, 'Name Test South', '2e8f5cae-7f4d-4093-9c6e-4d9fab13c448');
  await page.reload();
  await page.getByTestId('portal-search').fill('Name Test');
  await page.getByTestId('portal-search').press('Enter');
  const rows = page.getByTestId('portal-report');
  await expect(rows).toHaveCount(2);
  // Two reports of one date, told apart by their property.
  const northRow = rows.filter({ has: page.getByRole('link', { name: 'Name Test North, 30 June 2025' }) });
  await expect(northRow).toHaveCount(1);
  await expect(rows.getByRole('link', { name: 'Name Test South, 30 June 2025' })).toBeVisible();

  // Last changed: date and time on Sydney's clock, though the browser is in Los Angeles.
  const changed = northRow.getByTestId('portal-updated');
  await expect(changed).toHaveText(SYDNEY_TIME);
  const instant = (await changed.getAttribute('datetime')) ?? '';
  expect(await changed.textContent()).toContain(sydneyClock(instant));
  await expect(page.getByRole('columnheader', { name: /Last changed Sydney time/ })).toBeVisible();
  await page.screenshot({ path: screenPath('main-portal-named-reports'), fullPage: true });

  // The download says which report it is.
  const download = page.waitForEvent('download');
  await northRow
    .getByRole('button', {
      name: 'Register CSV: Download the asset register of Name Test North, 30 June 2025',
    })
    .click();
  expect((await download).suggestedFilename()).toMatch(
    /^1 Name Test North Chatswood - 30 June 2025 - .*\.csv$/,
  );

  // The report: its header, the bar above it and the browser's tab.
  await northRow.getByRole('link').click();
  await expect(page.getByTestId('report-name')).toHaveText('Name Test North, 30 June 2025');
  await expect(page.getByTestId('shell-property-name')).toHaveText('Name Test North, 30 June 2025');
  await expect(page).toHaveTitle('Name Test North, 30 June 2025 — General Info — taxdep');

  // History's times are Sydney's too.
  await page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveTitle('Name Test North, 30 June 2025 — History — taxdep');
  await expect(page.getByTestId('history-entry').first()).toContainText(/AE[SD]T/);
  expect(page.url()).toContain(`depreciationReportId=${north}`);
});

test('item 15: a mistyped address, a bad id and a missing report each say so and lead home; Sign in again returns to the report', async ({
  page,
}) => {
  // The service answers the web app for any page path; the API keeps answering JSON.
  const api = await page.request.get('/api/v1/no/such/call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: 'No route GET /api/v1/no/such/call.' });

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('address-problem-path')).toHaveText('/no/such/page');
  await expect(page).toHaveTitle('Page not found — taxdep');
  await page.screenshot({ path: screenPath('page-not-found') });
  await expectNoAccessibilityViolations(page, 'the page-not-found page');
  // Home is My work, after signing in.
  await page.getByRole('link', { name: 'Go to My work' }).click();
  await signInOnProviderPage(page, SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();

  // An id that is no number is not taken for "no id".
  await page.goto('/?depreciationReportId=abc');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByTestId('address-problem')).toContainText('“abc” is not a valid report id');
  await expect(page.getByTestId('main-portal')).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'the invalid-link page');

  // A report that does not exist leads back to My work.
  await page.goto('/?depreciationReportId=99999');
  await expect(page.getByTestId('report-load-error')).toContainText('Report 99999 does not exist');
  await page.getByRole('link', { name: 'Go to My work' }).click();
  await expect(page.getByTestId('main-portal')).toBeVisible();

  // The session ends on a report's tab: Sign in again comes back to that report and tab, not My work.
  const reportId = await reportFor(page, 'Return Row', '3f906dbf-8a5e-41a4-8d7f-5eaf0c24d559');
  await page.goto(`/History?depreciationReportId=${reportId}`);
  await expect(page.getByTestId('report-name')).toHaveText('Return Row, 30 June 2025');
  await page.route('**/api/v1/depreciationReports/*/history', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' }),
  );
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'General Info' })
    .click();
  await page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByTestId('no-login')).toBeVisible();
  await page.unroute('**/api/v1/depreciationReports/*/history');
  await page.getByRole('link', { name: 'Sign in again' }).click();
  const signIn = page.getByRole('button', { name: 'Sign in' });
  const report = page.getByTestId('report-name');
  await expect(signIn.or(report)).toBeVisible();
  const askedToSignIn = await signIn.isVisible();
  if (askedToSignIn) await signInOnProviderPage(page, SURVEYOR);
  await expect(report).toHaveText('Return Row, 30 June 2025');
  expect(new URL(page.url()).searchParams.get('depreciationReportId')).toBe(String(reportId));
  // Still signed in with the identity provider: straight back to the tab it was on.
  if (!askedToSignIn) expect(new URL(page.url()).pathname).toBe('/History');
});

test('item 16: the header follows a new EOFY date, a long trustee name is read whole, the checker list opens below its label', async ({
  page,
}) => {
  await surveyorOnMyWork(page);
  const reportId = await reportFor(page, 'Header House', '4a017ec0-9b6f-42b5-9e80-6fb01d35e66a');
  await page.goto(`/?depreciationReportId=${reportId}`);
  await expect(page.getByTestId('general-info')).toBeVisible();
  const saved = page.getByTestId('save-state');

  // A new EOFY date names the report anew in the header, the bar and the title, without a reload.
  await page.getByLabel('EOFY report date').selectOption({ label: '30 June 2024' });
  await expect(saved).toHaveText('All changes saved');
  await expect(page.getByTestId('report-name')).toHaveText('Header House, 30 June 2024');
  await expect(page.getByTestId('shell-property-name')).toHaveText('Header House, 30 June 2024');
  await expect(page).toHaveTitle('Header House, 30 June 2024 — General Info — taxdep');

  // A trustee's name of 120 characters wraps: the box grows and hides none of it.
  const trustee =
    'The Trustee for the Harbourside Commercial Property Unit Trust No. 2 ATF Harbourside Investments Pty Ltd Super Fund 2025';
  expect(trustee).toHaveLength(120);
  const entity = page.getByLabel('Tax paying entity');
  const oneLine = (await entity.boundingBox())?.height ?? 0;
  await entity.fill(trustee);
  await entity.press('Tab');
  await expect(saved).toHaveText('All changes saved');
  await expect(entity).toHaveValue(trustee);
  const fits = await entity.evaluate(
    (box) => box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth,
  );
  expect(fits).toBe(true);
  expect((await entity.boundingBox())?.height ?? 0).toBeGreaterThan(oneLine);
  await page.reload();
  await expect(page.getByLabel('Tax paying entity')).toHaveValue(trustee);
  await page.getByLabel('Tax paying entity').screenshot({ path: screenPath('general-info-long-trustee') });

  // The checker's suggestions open below the field, even with the field at the bottom of the window.
  const checker = page.getByRole('combobox', { name: 'Checker' });
  await checker.evaluate((field) => {
    const { bottom } = field.getBoundingClientRect();
    window.scrollBy(0, bottom - window.innerHeight + 12);
  });
  await checker.fill('Cas');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  const field = await checker.boundingBox();
  const label = await page.locator('label[for="gi-checker"]').boundingBox();
  const box = await list.boundingBox();
  expect(box && field && box.y).toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0));
  expect(box && label && box.y).toBeGreaterThan((label?.y ?? 0) + (label?.height ?? 0));
  await page.screenshot({ path: screenPath('general-info-checker-below') });
  await checker.press('Escape');
});

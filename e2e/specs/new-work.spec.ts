/**
 * Issue 15 in the browser: new work from the main portal, the usage policy on first sign-in, and sign-out ending
 * the session (docs/product/main-portal.md "New work", docs/product/shell-and-sign-in.md).
 */
import { expect, test } from '@playwright/test';
import { screenPath } from '../pages/screens';
import { openSignedIn, SURVEYOR, signInOnProviderPage } from '../pages/sign-in';

/** seed/demo.ts DEMO_USER_TO_ACCEPT_POLICY: the one demo user who has not accepted the usage policy. */
const NOT_YET_ACCEPTED = 'jordan.checker@demo.taxdep';
const PROPERTY = 'Level 3, 100 Collins St';

test('a surveyor lands on my work, creates a report for a new property and opens it', async ({ page }) => {
  await openSignedIn(page, '/', SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  await expect(page).toHaveTitle('My work — taxdep');
  await expect(page.getByTestId('shell-user-name')).toHaveText('Sam Surveyor');

  await page.getByTestId('new-report').click();
  const form = page.getByTestId('new-report-form');
  await expect(form).toBeVisible();
  // Keyboard first: the form opens with the focus on its first field.
  await expect(form.getByLabel('Fund')).toBeFocused();
  await expect(form.getByLabel('Surveyor')).toHaveValue(/\d+/);
  await expect(form.getByLabel('Surveyor').locator('option:checked')).toHaveText(/Sam Surveyor/);
  await expect(form.getByLabel('EOFY date').locator('option:checked')).toHaveText(/^30 June \d{4}$/);

  // Sent empty, every missing field says so and nothing is created.
  await form.getByRole('button', { name: 'Create and open' }).click();
  await expect(page.getByTestId('new-report-errors')).toHaveText('6 fields need attention.');
  await expect(page.getByTestId('new-report-propertyName-error')).toHaveText('Enter the property name.');
  await page.screenshot({ path: screenPath('new-report-errors'), fullPage: true });

  await form.getByLabel('Portfolio', { exact: true }).selectOption({ label: 'Melbourne Office' });
  await form.getByLabel('Property name').fill(PROPERTY);
  await form.getByLabel('Street address').fill('100 Collins Street');
  await form.getByLabel('Suburb').fill('Melbourne');
  await form.getByLabel('State').selectOption('VIC');
  await form.getByLabel('Post code').fill('3000');
  await form.getByLabel('Checker').selectOption({ label: 'Chris Checker (Sydney)' });
  // Each error goes as its field is put right.
  await expect(page.getByTestId('new-report-errors')).toHaveCount(0);
  await page.screenshot({ path: screenPath('new-report-form'), fullPage: true });
  // Enter in a field submits the form.
  await form.getByLabel('Post code').press('Enter');

  await expect(page).toHaveURL(/\?depreciationReportId=\d+/);
  await expect(page.getByTestId('general-info')).toBeVisible();
  // Issue 26 item 14: the report by its property and date (the default EOFY date, the next 30 June).
  await expect(page.getByTestId('shell-property-name')).toHaveText(
    new RegExp(`^${PROPERTY}, 30 June \\d{4}$`),
  );
  await expect(page).toHaveTitle(new RegExp(`^${PROPERTY}, 30 June \\d{4} — General Info — taxdep$`));
  await page.screenshot({ path: screenPath('new-report-opened') });
  const reportId = new URL(page.url()).searchParams.get('depreciationReportId');

  // Back on my work, the new report is there with the surveyor's mark.
  await page.getByRole('link', { name: 'taxdep' }).click();
  await page.getByTestId('portal-search').fill('100 Collins');
  await page.getByTestId('portal-search').press('Enter');
  const row = page.getByTestId('portal-report');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveAttribute('href', `/?depreciationReportId=${reportId}`);
  await expect(row.locator('.portal-role')).toHaveText('Surveyor');
});

test('a user who has not accepted the usage policy accepts it on first sign-in, once', async ({ page }) => {
  await page.goto('/');
  await signInOnProviderPage(page, NOT_YET_ACCEPTED);
  const policy = page.getByTestId('policy-screen');
  await expect(policy).toBeVisible();
  await expect(page.getByTestId('main-portal')).toHaveCount(0);
  await expect(policy.getByRole('heading', { level: 1 })).toBeFocused();
  await page.screenshot({ path: screenPath('usage-policy'), fullPage: true });
  // The service holds the user too: the token they hold now opens nothing but the policy's own calls.
  const unaccepted = await page.evaluate(() => sessionStorage.getItem('productToken'));
  const refused = await page.request.get('/api/v1/funds/all', {
    headers: { Authorization: `Bearer ${unaccepted}` },
  });
  expect(refused.status()).toBe(403);

  const accepted = page.waitForResponse((r) => r.url().includes('/users/policyaccepted'));
  await page.getByTestId('accept-policy').click();
  expect((await accepted).status()).toBe(200);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  await expect(page.getByTestId('shell-user-name')).toHaveText('Jordan Checker');
  // The renewed product token carries the acceptance date.
  const claims = await page.evaluate(() => {
    const token = sessionStorage.getItem('productToken') ?? '';
    return JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
  });
  expect(claims.pad).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.reload();
  await expect(page.getByTestId('main-portal')).toBeVisible();
  await expect(page.getByTestId('policy-screen')).toHaveCount(0);
});

test('sign-out ends the product token and the identity session', async ({ page }) => {
  await page.goto('/?depreciationReportId=1');
  await signInOnProviderPage(page, SURVEYOR);
  await expect(page.getByTestId('general-info')).toBeVisible();
  await expect(page.getByTestId('shell-property-name')).toHaveText(/^Harbour Tower, 30 June \d{4}/);
  await expect(page).toHaveTitle(/^Harbour Tower, 30 June \d{4}.* — General Info — taxdep$/);
  await page.screenshot({ path: screenPath('shell-header-report') });
  // Issue 16: a title per tab, so a screen reader and the browser's tab strip say where the user is.
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await expect(page).toHaveTitle(/^Harbour Tower, 30 June \d{4}.* — Summary — taxdep$/);
  const token = await page.evaluate(() => sessionStorage.getItem('productToken'));
  expect(token).toBeTruthy();
  const before = await page.request.get('/api/v1/funds/all', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(200);

  await page.getByTestId('sign-out').click();
  // The identity provider's session is over too: the next visit asks for the password again.
  await expect(
    page.getByRole('button', { name: 'Sign in' }).or(page.getByText('You have signed out.')),
  ).toBeVisible();
  const after = await page.request.get('/api/v1/funds/all', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ message: 'This product token was signed out.' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

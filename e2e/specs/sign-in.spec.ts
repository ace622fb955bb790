import { expect, test } from '@playwright/test';
import { screenPath } from '../pages/screens';
import { openReportSignedIn, SURVEYOR, signInOnProviderPage } from '../pages/sign-in';

test('a surveyor signs in on the OpenID Connect page and lands on the report opened by link', async ({
  page,
}) => {
  await page.goto('/?depreciationReportId=1');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: screenPath('sign-in') });

  await page.getByLabel('Email').fill(SURVEYOR);
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not correct');

  await signInOnProviderPage(page, SURVEYOR);
  await expect(page).toHaveURL(/depreciationReportId=1/);
  const tabs = page.getByRole('navigation', { name: 'Report tabs' });
  for (const name of ['General Info', 'Asset Register', 'Calculations', 'Deductions', 'Summary', 'Report']) {
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByTestId('general-info')).toBeVisible();
  await page.screenshot({ path: screenPath('general-info'), fullPage: true });
});

test('a call answered 401 clears local storage and lands on the no-login page', async ({ page }) => {
  await openReportSignedIn(page, 4);
  await expect(page.getByTestId('general-info')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

  await page.route('**/api/v1/depreciationReport', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' }),
  );
  await page.getByLabel('Reference').fill('REF-401');
  await page.getByLabel('Reference').press('Tab');

  await expect(page).toHaveURL(/noLogin\.html/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

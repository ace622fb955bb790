import { expect, type Page, test } from '@playwright/test';
import { SURVEYOR, signInOnProviderPage } from '../pages/sign-in';

/** Chromium reports every Content-Security-Policy refusal on the console of the page or frame concerned. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const TABS = ['General Info', 'Asset Register', 'Calculations', 'Deductions', 'Summary', 'Report'];

test('the portal works under its Content-Security-Policy: sign-in, every report tab, sign-out', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const signInPage = page.waitForResponse(
    (response) => response.url().includes('/oidc/interaction/') && response.request().method() === 'GET',
  );
  const portal = await page.goto('/?depreciationReportId=1');
  expect(portal?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect((await signInPage).headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await signInOnProviderPage(page, SURVEYOR);
  await expect(page).toHaveURL(/depreciationReportId=1/);
  await expect(page.getByTestId('general-info')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Report tabs' });
  for (const name of TABS) {
    await tabs.getByRole('link', { name }).click();
    await page.waitForLoadState('networkidle');
  }

  // The provider's sign-out page submits itself with its one inline script, allowed by hash.
  await page.goto('/oidc/session/end');
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API documentation and the no-login page work under the policy', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByText('taxdep depreciation service')).toBeVisible();
  await page.getByText('/api/v1/depreciationMethods').first().click();
  await page.waitForLoadState('networkidle');
  await page.goto('/noLogin.html');
  await expect(page.getByTestId('no-login')).toBeVisible();
  // Its inline <style> applies (allowed by hash): the card has the page's white background.
  await expect(page.getByTestId('no-login')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect(violations).toEqual([]);
});

test('the portal may frame its own pages, and nothing may frame the sign-in pages', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/noLogin.html');
  await page.evaluate(() => {
    for (const [name, src] of [
      ['portal', '/noLogin.html'],
      ['sign-in', '/oidc/session/end'],
    ]) {
      const frame = document.createElement('iframe');
      frame.name = name ?? '';
      frame.src = src ?? '';
      document.body.append(frame);
    }
  });
  await expect(page.frameLocator('iframe[name="portal"]').getByTestId('no-login')).toBeVisible();
  await expect.poll(() => violations.join('\n')).toContain("frame-ancestors 'none'");
  expect(violations).toHaveLength(1);
});

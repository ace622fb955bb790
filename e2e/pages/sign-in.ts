import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';
export const SURVEYOR = 'sam.surveyor@demo.taxdep';

/**
 * The identity cache (MSAL's session storage) of each user this worker has signed in on the provider page. A test
 * that is not about signing in starts from it instead of typing the password again: the app, loaded afresh, clears
 * everything else, renews the identity and exchanges it for a new product token as on any reload (ShellStore.start),
 * so what the test then does is what a signed-in user does. Signing in through the page costs about 3 s against 1 s
 * for a load (issue 24: the browser step was the run's longest).
 */
const identityCaches = new Map<string, Record<string, string>>();

/** Opens the report by its link, signed in as `email` (default the demo surveyor Sam). */
export async function openReportSignedIn(page: Page, reportId: number, email = SURVEYOR): Promise<void> {
  await openSignedIn(page, `/?depreciationReportId=${reportId}`, email);
  await expect(page).toHaveURL(new RegExp(`depreciationReportId=${reportId}`));
}

/**
 * Opens `path` signed in as `email`: from the worker's cache of that user's identity when it has one and the
 * portal still takes it (a test may have signed the user out or deactivated them), else on the provider page. It
 * returns once the shell shows who is signed in.
 */
export async function openSignedIn(page: Page, path: string, email = SURVEYOR): Promise<void> {
  const cached = identityCaches.get(email);
  if (cached && (await resumed(page, path, cached))) return;
  identityCaches.delete(email);
  await page.goto(path);
  await signInOnProviderPage(page, email);
  await expect(page.getByTestId('shell-bar')).toBeVisible();
  identityCaches.set(email, await page.evaluate(() => ({ ...sessionStorage })));
}

/** Seeds the tab's session storage on a static page of the portal's origin (no app runs there), then opens `path`. */
async function resumed(page: Page, path: string, cache: Record<string, string>): Promise<boolean> {
  await page.goto('/noLogin.html');
  await page.evaluate((entries) => {
    sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, cache);
  await page.goto(path);
  const shell = page.getByTestId('shell-bar');
  const elsewhere = page.getByRole('button', { name: 'Sign in' }).or(page.locator('#sign-in-again'));
  await expect(shell.or(elsewhere).first()).toBeVisible();
  if (await shell.isVisible()) return true;
  await page.evaluate(() => sessionStorage.clear());
  return false;
}

export async function signInOnProviderPage(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';
export const SURVEYOR = 'sam.surveyor@demo.taxdep';

/** Opens a report by its link and signs in on the built-in OpenID Connect page. */
export async function openReportSignedIn(page: Page, reportId: number, email = SURVEYOR): Promise<void> {
  await page.goto(`/?depreciationReportId=${reportId}`);
  await signInOnProviderPage(page, email);
  await expect(page).toHaveURL(new RegExp(`depreciationReportId=${reportId}`));
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

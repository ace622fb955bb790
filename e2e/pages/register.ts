import { expect, type Page } from '@playwright/test';
import { openReportSignedIn } from './sign-in';

/**
 * Signs in (as `email`, default the demo surveyor Sam), opens the report and its Asset Register tab, and waits for
 * the first rows. Only a report's surveyor and checker may change it (issue 15).
 */
export async function openRegister(page: Page, reportId: number, email?: string): Promise<void> {
  await openReportSignedIn(page, reportId, email);
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Asset Register' })
    .click();
  await expect(page.getByTestId('asset-register')).toBeVisible();
  await expect(page.getByTestId('asset-table').or(page.getByTestId('register-empty'))).toBeVisible();
}

/** The count of the subheader ('Number of Assets: N'), once the list has loaded. */
export async function assetCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('asset-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

export function rows(page: Page) {
  return page.getByTestId('asset-table').locator('tbody tr');
}

/** Runs an action that reloads the list and waits for the service's answer to be shown. */
export async function listReloadAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((r) =>
    /\/modelAssets\/all$|\/abandonment-assets\/all$/.test(new URL(r.url()).pathname),
  );
  await action();
  await answered;
  await expect(page.getByTestId('loader')).toHaveCount(0);
}

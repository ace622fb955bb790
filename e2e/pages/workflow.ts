import { expect, type Page } from '@playwright/test';

/**
 * The checker's Sign off (issue 26 item 11): the button asks first, showing what the seal holds; confirmed, the
 * report is Completed once its signed PDF is sealed, and the dialog then offers that PDF. Closes the dialog.
 */
export async function signOffConfirmed(page: Page): Promise<void> {
  await page.getByTestId('workflow-bar').getByTestId('workflow-signOff').click();
  const dialog = page.getByTestId('sign-off-dialog');
  await expect(dialog.getByTestId('sign-off-summary')).toBeVisible();
  await dialog.getByTestId('sign-off-confirm').click();
  await expect(dialog.getByTestId('sign-off-done')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
}

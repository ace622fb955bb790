import { expect, test } from '@playwright/test';
import { assetCount, openRegister, rows } from '../pages/register';
import { screenPath } from '../pages/screens';

const BIG_REPORT = 1;
const PRIOR_YEAR_REPORT = 2;

test('two ticked assets are deleted after the confirmation', async ({ page }) => {
  await openRegister(page, BIG_REPORT);
  const before = await assetCount(page);
  const ids = [
    (await rows(page).nth(0).getByTestId('asset-id').textContent())?.trim(),
    (await rows(page).nth(1).getByTestId('asset-id').textContent())?.trim(),
  ];
  await rows(page).nth(0).getByTestId('select-asset').check();
  await rows(page).nth(1).getByTestId('select-asset').check();
  await expect(page.getByTestId('selected-count')).toContainText('2');

  await page.getByTestId('delete-selected-assets').click();
  const dialog = page.getByTestId('delete-assets-dialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await expect(dialog).toContainText(
    'Are you sure you want to delete the selected assets from asset register?',
  );
  await page.screenshot({ path: screenPath('register-delete') });
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByTestId('asset-count')).toHaveText(`Number of Assets: ${before - 2}`);
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  for (const id of ids) await expect(page.getByTestId(`asset-row-${id}`)).toHaveCount(0);
});

test('the register of the previous year is copied over', async ({ page }) => {
  await openRegister(page, BIG_REPORT);
  const before = await assetCount(page);

  await page.getByTestId('copy-previous-register').click();
  const dialog = page.getByTestId('copy-register-dialog');
  await expect(dialog.getByTestId('copy-subject-address')).toContainText('Harbour Street');
  const entry = dialog.getByTestId(`copy-entry-${PRIOR_YEAR_REPORT}`);
  await expect(entry).toContainText('28');
  await entry.getByRole('radio').check();
  await page.screenshot({ path: screenPath('register-copy') });
  await dialog.getByTestId('copy-register-use').click();

  await expect(page.getByTestId('asset-count')).toHaveText(`Number of Assets: ${before + 28}`);
});

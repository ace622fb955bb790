import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openSignedIn } from '../pages/sign-in';

/**
 * Issue 23 item 2 (docs/product/administration.md "Incentive windows"): the administrator downloads the table in
 * force, adds a budget measure's window, loads the file, sees the preview (nothing saved), confirms from the
 * keyboard and sees the window in force. A file with a bad cell is refused by line and column. The table is put
 * back at the end (a further version), so later specs judge the demo registers by the release's windows.
 */
const ADMINISTRATOR = 'avery.admin@demo.taxdep';
/** A window far from every demo asset's dates: loading it changes no verdict of the demo data. */
const NEW_WINDOW =
  'IAWO-2030-07-01,instantAssetWriteOff,IA,"$25,000 instant asset write-off",IT(TP)A s328-180,2030-07-01,2031-06-30,,,"$25,000",10000000,';

test('the administrator loads a new incentive window: preview, confirm, in force', async ({ page }) => {
  await openSignedIn(page, '/', ADMINISTRATOR);
  await page.getByTestId('admin-link').click();
  const section = page.getByTestId('incentive-windows');
  await expect(section.getByTestId('incentive-windows-version')).toContainText('Version 1');
  await expect(section.getByTestId('incentive-windows-table').locator('tbody tr')).toHaveCount(13);
  await expect(section.getByTestId('incentive-window-BBI-2020-03-13')).toContainText('New assets only');

  const downloading = page.waitForEvent('download');
  await section.getByTestId('incentive-windows-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('incentive-windows-v1.csv');
  const original = await readFile((await download.path()) ?? '', 'utf8');
  expect(original.split('\r\n')[0]).toBe(
    'id,kind,category,label,section,first_used_from,first_used_to,acquired_from,acquired_to,cost_below,turnover_below,second_hand_turnover_below',
  );

  // A bad cell: named by its line and column, and nothing can be confirmed; the table in force stays.
  await section.getByTestId('incentive-windows-file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${original}${NEW_WINDOW.replace('2031-06-30', '2031-06-31')}\r\n`),
  });
  await expect(section.getByTestId('incentive-windows-problems')).toContainText(
    "Line 15, column first_used_to: first_used_to must be a date YYYY-MM-DD, not '2031-06-31'.",
  );
  await expect(section.getByTestId('incentive-windows-confirm')).toBeDisabled();
  await expect(section.getByTestId('incentive-windows-version')).toContainText('Version 1');

  // The budget measure: previewed (nothing saved), then confirmed from the keyboard.
  await section.getByTestId('incentive-windows-file').setInputFiles({
    name: 'budget-2030.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${original}${NEW_WINDOW}\r\n`),
  });
  const preview = section.getByTestId('incentive-windows-preview');
  await expect(preview.getByTestId('incentive-windows-summary')).toHaveText(
    '1 added, 0 changed, 0 removed, 13 unchanged, 0 problem(s).',
  );
  await expect(preview.getByRole('heading', { name: /Preview of budget-2030\.csv/ })).toBeFocused();
  await expect(preview.getByTestId('incentive-windows-added')).toContainText(
    '$25,000 instant asset write-off',
  );
  await expect(preview.getByTestId('incentive-windows-added')).toContainText('1 July 2030 to 30 June 2031');
  await expect(section.getByTestId('incentive-windows-version')).toContainText('Version 1');
  await preview.getByTestId('incentive-windows-confirm').focus();
  await page.keyboard.press('Enter');

  await expect(section.getByTestId('incentive-windows-notice')).toContainText(
    'budget-2030.csv loaded as version 2: 1 added, 0 changed, 0 removed.',
  );
  await expect(section.getByTestId('incentive-windows-preview')).toHaveCount(0);
  await expect(section.getByTestId('incentive-windows-version')).toContainText('Version 2 (budget-2030.csv)');
  await expect(section.getByTestId('incentive-windows-version')).toContainText('by Avery Admin');
  await expect(section.getByTestId('incentive-window-IAWO-2030-07-01')).toContainText('$25,000');

  // Put the release's table back: the preview shows the window removed; a new version, the past kept.
  await section.getByTestId('incentive-windows-file').setInputFiles({
    name: 'incentive-windows-v1.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(original),
  });
  await expect(section.getByTestId('incentive-windows-removed')).toContainText(
    '$25,000 instant asset write-off',
  );
  await section.getByTestId('incentive-windows-confirm').click();
  await expect(section.getByTestId('incentive-windows-version')).toContainText('Version 3');
  await expect(section.getByTestId('incentive-windows-loads')).toContainText('Version 2: budget-2030.csv');
});

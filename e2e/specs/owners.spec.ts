import { expect, test } from '@playwright/test';
import { openReportSignedIn } from '../pages/sign-in';

const IN_PROGRESS_REPORT = 4;
/** Report 4's surveyor: only the report's own surveyor or checker edits it. */
const REPORT_4_SURVEYOR = 'alex.surveyor@demo.taxdep';
const COMPLETED_REPORT = 2;

/**
 * Issue 23 item 7 (docs/product/general-info.md "Owners"): owners are added from the keyboard, the total says when it
 * is not 100%, the list is saved and survives a reload, and a completed report shows it read-only.
 */
test('owners are added, checked against 100% and saved', async ({ page }) => {
  await openReportSignedIn(page, IN_PROGRESS_REPORT, REPORT_4_SURVEYOR);
  const owners = page.getByTestId('owners-block');
  await expect(owners).toBeVisible();
  await expect(owners.getByTestId('owners-total')).toHaveText('No owners: the report is for a single owner.');

  await owners.getByRole('button', { name: 'Add owner' }).click();
  await owners.getByLabel('Owner 1 name').fill('Ann Lee');
  await owners.getByLabel('Owner 1 share (%)').fill('70');
  await expect(owners.getByTestId('owners-total')).toHaveText(
    'Total 70.00%: the shares must add up to exactly 100.00%.',
  );
  await expect(owners.getByRole('button', { name: 'Save owners' })).toBeDisabled();

  // The keyboard alone: Add owner, then the new row's name; its share is offered what is left of 100%.
  await owners.getByRole('button', { name: 'Add owner' }).focus();
  await page.keyboard.press('Enter');
  await owners.getByLabel('Owner 2 name').fill('Bob Ray');
  await expect(owners.getByLabel('Owner 2 share (%)')).toHaveValue('30.00');
  await expect(owners.getByTestId('owners-total')).toHaveText('Total 100.00%');
  await owners.getByRole('button', { name: 'Save owners' }).click();
  await expect(owners.getByTestId('owners-message')).toHaveText('Owners saved.');

  await page.reload();
  await expect(page.getByTestId('owners-block').getByLabel('Owner 1 name')).toHaveValue('Ann Lee');
  await expect(page.getByTestId('owners-block').getByLabel('Owner 2 share (%)')).toHaveValue('30.00');

  // Back to a single owner, as the demo report was.
  const block = page.getByTestId('owners-block');
  await block.getByRole('button', { name: 'Remove owner 2 (Bob Ray)' }).click();
  await block.getByRole('button', { name: 'Remove owner 1 (Ann Lee)' }).click();
  await block.getByRole('button', { name: 'Save owners' }).click();
  await expect(block.getByTestId('owners-message')).toHaveText('Owners saved.');
});

test('a completed report shows its owners read-only', async ({ page }) => {
  await openReportSignedIn(page, COMPLETED_REPORT);
  const owners = page.getByTestId('owners-block');
  await expect(owners).toBeVisible();
  await expect(owners.getByRole('button')).toHaveCount(0);
});

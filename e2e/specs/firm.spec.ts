import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import { openSignedIn } from '../pages/sign-in';

/**
 * Issue 25 item 1 (docs/product/administration.md "The firm"): the administrator enters the firm's details, its
 * logo and an office, and they survive a reload; a refused ABN is marked beside its field and nothing typed is
 * lost; an office a user works from is not deleted.
 */
const ADMINISTRATOR = 'avery.admin@demo.taxdep';

/** A 96 × 32 PNG: the logo the administrator uploads. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAXUlEQVR42u3WQQ0AIAwDwP2xgBIEIQZluAIVJDS5ZQru0bb26k+/jRn9BQgQoGigE36AAAHKBhLSgAABsoO0GCBAdpCQBgQIkB2kxQABsoOENCBAgOwgLQYI0Ad3AZ3zWS03Gf9ZAAAAAElFTkSuQmCC',
  'base64',
);

test('the administrator enters the firm, its logo and an office, and they survive a reload', async ({
  page,
}) => {
  await openSignedIn(page, '/', ADMINISTRATOR);
  await page.getByTestId('admin-link').click();
  const firm = page.getByTestId('admin-firm');
  await expect(firm.getByLabel('Firm name')).not.toHaveValue('');

  // A wrong check digit: marked beside the field, the rest of what was typed kept.
  await firm.getByLabel('Firm name').fill('Harbour & Co Quantity Surveyors Pty Ltd');
  await firm.getByLabel('ABN').fill('51 824 753 557');
  await firm.getByLabel('TPB registration number').fill('26509174');
  await firm.getByRole('button', { name: 'Save the firm' }).click();
  await expect(page.getByTestId('firm-abn-error')).toContainText('Not an ABN');
  await expect(firm.getByLabel('ABN')).toHaveAttribute('aria-invalid', 'true');
  await expect(firm.getByLabel('Firm name')).toHaveValue('Harbour & Co Quantity Surveyors Pty Ltd');
  await firm.getByLabel('ABN').fill('33051775556');
  await expect(page.getByTestId('firm-abn-error')).toHaveCount(0);
  await firm.getByRole('button', { name: 'Save the firm' }).click();
  await expect(page.getByTestId('firm-notice')).toContainText('The firm is saved');
  await expect(firm.getByLabel('ABN')).toHaveValue('33 051 775 556');

  await page
    .getByTestId('firm-logo-file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByTestId('firm-logo-preview')).toBeVisible();
  await expect(firm).toContainText('PNG, 96 × 32 pixels');

  // An office, entered from the keyboard.
  await page.getByTestId('firm-office-add').click();
  await firm.getByLabel('Office name').fill('Perth');
  await firm.getByLabel('Street address').fill('Level 5, 200 St Georges Terrace');
  await firm.getByLabel('Suburb').fill('Perth');
  await firm.getByLabel('State').selectOption('WA');
  await firm.getByLabel('Postcode').fill('6000');
  await firm.getByLabel('Postcode').press('Enter');
  await expect(page.getByTestId('firm-office-Perth')).toContainText(
    'Level 5, 200 St Georges Terrace, Perth WA 6000',
  );

  // The users' registration and office.
  const alex = page.getByTestId('admin-user-ALEX.SURVEYOR');
  await alex.getByLabel('Office of Alex Surveyor').selectOption({ label: 'Perth' });
  await expect(page.getByTestId('admin-notice')).toHaveText('Alex Surveyor is now in the Perth office.');
  await alex.getByLabel('Tax agent registration number of Alex Surveyor').fill('25407932');
  await alex.getByLabel('Tax agent registration number of Alex Surveyor').press('Enter');
  await expect(page.getByTestId('admin-notice')).toHaveText('Alex Surveyor is registered as 25407932.');
  await expectNoAccessibilityViolations(page, 'Administration, Firm');

  await page.reload();
  const again = page.getByTestId('admin-firm');
  await expect(again.getByLabel('Firm name')).toHaveValue('Harbour & Co Quantity Surveyors Pty Ltd');
  await expect(again.getByLabel('ABN')).toHaveValue('33 051 775 556');
  await expect(again.getByLabel('TPB registration number')).toHaveValue('26509174');
  await expect(page.getByTestId('firm-logo-preview')).toBeVisible();
  await expect(page.getByTestId('firm-office-Perth')).toBeVisible();
  const alexAgain = page.getByTestId('admin-user-ALEX.SURVEYOR');
  await expect(alexAgain.getByLabel('Office of Alex Surveyor')).toHaveValue(/\d+/);
  await expect(alexAgain.getByLabel('Tax agent registration number of Alex Surveyor')).toHaveValue(
    '25407932',
  );

  // The office Alex works from is not deleted; the service names him.
  await page.getByRole('button', { name: 'Delete the Perth office' }).click();
  await expect(page.getByTestId('firm-failure')).toContainText('still the office of Alex Surveyor');
  await expect(page.getByTestId('firm-office-Perth')).toBeVisible();
});

test('a surveyor keeps their own registration number from the main portal', async ({ page }) => {
  await openSignedIn(page, '/', 'sam.surveyor@demo.taxdep');
  await page.getByTestId('own-registration').click();
  const number = page.getByLabel('My tax agent registration number');
  await expect(number).toHaveValue('25318764');
  await number.fill('2531876');
  await number.press('Enter');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveValue('2531876');
  await number.fill('25318765');
  await number.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Saved: your reports’ sign-off prints 25318765.');
  await expectNoAccessibilityViolations(page, 'Main portal, My registration');
  await page.reload();
  await page.getByTestId('own-registration').click();
  const again = page.getByLabel('My tax agent registration number');
  await expect(again).toHaveValue('25318765');
  // Put the demo number back for the specs that read the sign-off.
  await again.fill('25318764');
  await again.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Saved: your reports’ sign-off prints 25318764.');
});

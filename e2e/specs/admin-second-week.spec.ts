/**
 * Issue 26 item 17 in the browser (docs/product/administration.md): an administrator adds a user with role and
 * office, hands them the sign-in link, and the new user chooses a password and signs in to their own screens; a
 * rename says it saved; the loaded effective-life table is searched and its loads listed; the Surveyor and Checker
 * lists leave the administrator out. axe-core finds nothing on the page with the Add a user dialog open.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import { screenPath } from '../pages/screens';
import { openSignedIn, SURVEYOR, signInOnProviderPage } from '../pages/sign-in';

const ADMINISTRATOR = 'avery.admin@demo.taxdep';

async function openAdministration(page: Page): Promise<void> {
  await openSignedIn(page, '/', ADMINISTRATOR);
  await page.getByTestId('admin-link').click();
  await expect(page.getByTestId('administration')).toBeVisible();
}

test('an administrator adds a checker, who signs in with the link and sees their own screens', async ({
  browser,
}) => {
  // Two sign-ins, a dialog checked twice by axe-core and a password set: longer than one screen's test.
  test.setTimeout(150_000);
  // A fresh email each run: the spec never depends on what an earlier run left.
  const stamp = Date.now().toString(36);
  const email = `dana.${stamp}@firm.example`;
  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await openAdministration(page);

  await page.getByTestId('admin-add-user').click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await expectNoAccessibilityViolations(page, 'Administration with the Add a user dialog');
  // Nothing typed is lost to a refusal: each field says what is wrong beside itself.
  await dialog.getByLabel('Email').fill('dana at firm');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('The first name is required.')).toBeVisible();
  await expect(dialog.getByText('An e-mail address looks like name@firm.com.au.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('dana at firm');
  await expectNoAccessibilityViolations(page, 'the Add a user dialog with its errors');

  // The email of a user who exists, in another case: the service refuses it beside the field.
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill(`Nguyen ${stamp}`);
  await dialog.getByLabel('Email').fill('CHRIS.checker@demo.taxdep');
  await dialog.getByLabel('Role').selectOption({ label: 'Checker' });
  await dialog.getByLabel('Office').selectOption({ label: 'Brisbane' });
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText(/already exists/)).toBeVisible();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Email').press('Enter');
  const created = page.getByRole('dialog', { name: `Dana Nguyen ${stamp} is added` });
  await expect(created).toContainText(`(${email}) is added as checker, active now.`);
  await expect(created).toContainText('The portal sends no e-mail: send this link');
  const firstLink = await created.getByTestId('new-user-link').inputValue();
  expect(firstLink).toMatch(/\/oidc\/invitation\?token=[\w-]{40,}$/);
  await page.screenshot({ path: screenPath('administration-add-user'), fullPage: false });
  await created.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row', { name: new RegExp(`Dana Nguyen ${stamp}`) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('combobox', { name: /^Role of/ })).toHaveValue('checker');
  await expect(row.getByRole('combobox', { name: /^Office of/ }).locator('option:checked')).toHaveText(
    'Brisbane',
  );

  // The first link is lost: the administrator makes a new one from the row, and the first stops working.
  await expect(row).toContainText('No password yet');
  await row.getByRole('button', { name: 'New sign-in link' }).click();
  const renewed = page.getByRole('dialog', { name: `A new sign-in link for Dana Nguyen ${stamp}` });
  await expect(renewed).toContainText('Their earlier link no longer works.');
  const link = await renewed.getByTestId('admin-new-link').inputValue();
  expect(link).toMatch(/\/oidc\/invitation\?token=[\w-]{40,}$/);
  expect(link).not.toBe(firstLink);
  await expectNoAccessibilityViolations(page, 'the New sign-in link dialog');
  await page.screenshot({ path: screenPath('administration-new-link'), fullPage: false });
  await renewed.getByRole('button', { name: 'Done' }).click();

  // The new user opens the link, chooses a password, and signs in as anyone does.
  const newContext = await browser.newContext();
  const newcomer = await newContext.newPage();
  await newcomer.goto(link);
  await expect(newcomer.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(newcomer.getByText(email)).toBeVisible();
  await newcomer.getByLabel('New password').fill('short');
  await newcomer.getByLabel('Type it again').fill('short');
  await newcomer.getByRole('button', { name: 'Set my password' }).click();
  await expect(newcomer.getByRole('alert')).toHaveText('Choose a password of at least 12 characters.');
  await newcomer.getByLabel('New password').fill('a long enough secret');
  await newcomer.getByLabel('Type it again').fill('a long enough secret');
  await newcomer.getByRole('button', { name: 'Set my password' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await newcomer.getByRole('link', { name: 'Go to the portal and sign in' }).click();
  await signInOnProviderPage(newcomer, email, 'a long enough secret');
  // A first sign-in asks for the usage policy; the new checker then sees the main portal, without Administration.
  await expect(newcomer.getByTestId('policy-screen')).toBeVisible();
  await newcomer.getByTestId('accept-policy').click();
  await expect(newcomer.getByTestId('main-portal')).toBeVisible();
  await expect(newcomer.getByTestId('shell-user-name')).toHaveText(`Dana Nguyen ${stamp}`);
  await expect(newcomer.getByTestId('admin-link')).toHaveCount(0);
  // The link worked once, and the first one not at all.
  await newcomer.goto(firstLink);
  await expect(newcomer.getByRole('alert')).toContainText('This invitation link is not valid');
  await newcomer.goto(link);
  await expect(newcomer.getByRole('alert')).toContainText('This invitation link is not valid');

  // Tidy: the user is deactivated, so later runs' lists stay as the demo has them.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await newContext.close();
  await adminContext.close();
});

test('a renamed client says Saved beside its name, and an empty name says it was not saved', async ({
  page,
}) => {
  const name = `Client ${Date.now().toString(36)}`;
  await openAdministration(page);
  const clients = page.getByTestId('admin-new-client');
  await clients.getByLabel('Client name').fill(name);
  await clients.getByRole('button', { name: 'Add client' }).click();
  const field = page.getByRole('textbox', { name: `Name of client ${name}` });
  await field.fill(`${name} Pty Ltd`);
  await field.press('Tab');
  // Seen beside the field and announced (a live region the field names as its description).
  await expect(page.getByTestId(/^admin-client-\d+-save$/).filter({ hasText: 'Saved' })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: `Name of client ${name} Pty Ltd` }),
  ).toHaveAccessibleDescription('Saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Name of client ${name} Pty Ltd` })).toBeVisible();
  const renamed = page.getByRole('textbox', { name: `Name of client ${name} Pty Ltd` });
  await renamed.fill('');
  await renamed.press('Tab');
  await expect(renamed).toHaveAccessibleDescription('Not saved: a name cannot be empty.');
  await expect(renamed).toHaveAttribute('aria-invalid', 'true');
});

test('the loaded effective-life table is searched, and its history starts with the release’s table', async ({
  page,
}) => {
  await openAdministration(page);
  const table = page.getByTestId('effective-life-table');
  await expect(table.getByTestId('effective-life-count')).toHaveText(/^[1-9]\d* lives$/);
  await table.getByLabel('Search the table').fill('carpet');
  await expect(table.getByTestId('effective-life-count')).toHaveText(/^\d+ lives? matching “carpet”$/);
  const rows = table.getByRole('table').first().getByRole('row');
  await expect(rows.nth(1)).toContainText(/carpet/i);
  await expect(rows.nth(1)).toContainText(/\d+ years/);
  await table.getByLabel('Search the table').fill('no such asset anywhere');
  await expect(table.getByText('No life of the table matches “no such asset anywhere”.')).toBeVisible();

  const seeded = page.getByTestId('effective-life-loads').getByRole('row', { name: /With the release/ });
  await expect(seeded).toContainText('effective-life.csv');
  await expect(seeded).toContainText('188');
  await expect(seeded).toContainText('TR 2022/1');
  await table.getByLabel('Search the table').fill('');
  await expect(table.getByTestId('effective-life-count')).toHaveText(/^[1-9]\d* lives$/);
  await page.screenshot({ path: screenPath('administration-effective-life-table'), fullPage: true });
});

test('New report’s Surveyor and Checker lists offer no administrator, and no surveyor as checker', async ({
  page,
}) => {
  await openSignedIn(page, '/', SURVEYOR);
  await page.getByTestId('new-report').click();
  const form = page.getByTestId('new-report-form');
  // The lists are the staff the form asks for when it opens: read them once they are there.
  await expect(form.getByLabel('Surveyor')).toContainText('Sam Surveyor');
  const surveyors = await form.getByLabel('Surveyor').locator('option').allTextContents();
  const checkers = await form.getByLabel('Checker').locator('option').allTextContents();
  expect(surveyors.join('|')).not.toContain('Avery');
  expect(checkers.join('|')).not.toContain('Avery');
  // Surveyors survey only; checkers check (and may survey).
  expect(checkers.join('|')).not.toMatch(/Surveyor/);
  expect(checkers.join('|')).toContain('Chris Checker');
  expect(surveyors.join('|')).toContain('Sam Surveyor');
  await form.getByRole('button', { name: 'Cancel' }).click();
});

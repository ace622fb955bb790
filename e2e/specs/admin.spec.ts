import { expect, type Page, test } from '@playwright/test';
import { screenPath } from '../pages/screens';
import { openSignedIn } from '../pages/sign-in';

/** The demo administrator (packages/server/src/seed/demo.ts, docs/security.md "Administrator"). */
const ADMINISTRATOR = 'avery.admin@demo.taxdep';
const CHECKER = 'casey.checker@demo.taxdep';

const HEADER =
  'table,industry,sub_industry,asset_group,asset,effective_life_years,date_of_application,source';
const PRINTERS =
  'B,,,Additive manufacturing printers (including 3D printers),Additive manufacturing printers (including 3D printers)';
/** A revised life of a seeded asset and a new asset (docs/product/administration.md "Effective-life table"). */
const TABLE_FILE = `${HEADER}\n${PRINTERS},5,2026-07-01,E2E determination\nB,,,Robots,Robot vacuum cleaners,4,2020-07-01,E2E\n`;

async function productToken(page: Page): Promise<string> {
  return (await page.evaluate(() => sessionStorage.getItem('productToken'))) ?? '';
}

test('the administrator deactivates a user, whose next call is refused, and loads an effective-life file', async ({
  browser,
}) => {
  // The checker is signed in and calling.
  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await openSignedIn(checker, '/', CHECKER);
  await expect(checker.getByTestId('main-portal')).toBeVisible();
  await expect(checker.getByTestId('admin-link')).toHaveCount(0);
  const checkerToken = await productToken(checker);
  const call = () =>
    checker.request.get('/api/v1/funds/all', { headers: { Authorization: `Bearer ${checkerToken}` } });
  expect((await call()).status()).toBe(200);
  const refusedAdmin = await checker.request.get('/api/v1/admin/users', {
    headers: { Authorization: `Bearer ${checkerToken}` },
  });
  expect(refusedAdmin.status()).toBe(403);

  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await openSignedIn(page, '/', ADMINISTRATOR);
  await page.getByTestId('admin-link').click();
  await expect(page.getByTestId('administration')).toBeVisible();
  await expect(page).toHaveTitle(/Administration/);
  const row = page.getByTestId('admin-user-CASEY.CHECKER');
  await expect(row).toContainText('Active');

  await page.getByTestId('admin-toggle-CASEY.CHECKER').click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Casey Checker is deactivated.');
  await expect(row).toContainText('Deactivated');
  // At once: the checker's very next call is refused.
  expect((await call()).status()).toBe(401);

  // The effective-life load: the preview shows what the file adds and changes; nothing is stored before Confirm.
  await page.getByTestId('effective-life-file').setInputFiles({
    name: 'revision-2026.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(TABLE_FILE),
  });
  const preview = page.getByTestId('effective-life-preview');
  await expect(preview.getByTestId('effective-life-summary')).toContainText(
    'revision-2026.csv: 1 new tax code(s), 1 changed life(s), 0 unchanged',
  );
  await expect(preview.getByTestId('effective-life-changed')).toContainText('3 years → 5 years');
  await expect(preview.getByTestId('effective-life-changed')).toContainText('2026-07-01');
  await expect(preview.getByTestId('effective-life-added')).toContainText('Robot vacuum cleaners');
  await page.screenshot({ path: screenPath('administration'), fullPage: true });

  await page.getByTestId('effective-life-confirm').click();
  await expect(page.getByTestId('admin-notice')).toHaveText(
    'revision-2026.csv loaded: 1 new tax code(s), 1 changed life(s).',
  );
  await expect(page.getByTestId('effective-life-preview')).toHaveCount(0);

  // Loading the same file again adds nothing, and Confirm stays off.
  await page.getByTestId('effective-life-file').setInputFiles({
    name: 'revision-2026.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(TABLE_FILE),
  });
  await expect(page.getByTestId('effective-life-summary').first()).toContainText(
    '0 new tax code(s), 0 changed life(s), 2 unchanged',
  );
  await expect(page.getByTestId('effective-life-confirm')).toBeDisabled();

  // The checker is let back in, so later specs of a run can still sign in as them.
  await page.getByTestId('admin-toggle-CASEY.CHECKER').click();
  await expect(row).toContainText('Active');
  await checkerContext.close();
  await adminContext.close();
});

import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../pages/accessibility';
import { answerAfter, openFiguresTab } from '../pages/figures';
import { listReloadAfter, openRegister } from '../pages/register';
import { openReportSignedIn, SURVEYOR, signInOnProviderPage } from '../pages/sign-in';

/**
 * The axe-core rule engine on every screen (issue 16, accessibility): a violation anywhere fails the build. The
 * screens' own behaviour is tested in their specs; this one only opens each screen in its usual states.
 */
const IN_PROGRESS_REPORT = 4;
const QA_REPORT = 3;
const COMPLETED_REPORT = 2;
const BIG_REPORT = 1;

test('sign-in page and main portal', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the sign-in page');
  await signInOnProviderPage(page, SURVEYOR);
  await expect(page.getByTestId('main-portal')).toBeVisible();
  await expect(page.getByTestId('portal-report').first()).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the main portal');
});

test('General Info, editable and read-only', async ({ page }) => {
  await openReportSignedIn(page, IN_PROGRESS_REPORT);
  await expect(page.getByTestId('general-info')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'General Info');
  await page.goto(`/?depreciationReportId=${COMPLETED_REPORT}`);
  await expect(page.getByTestId('report-readonly-badge')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'General Info (read-only)');
});

test('Asset Register in each of its views', async ({ page }) => {
  await openRegister(page, QA_REPORT);
  await expectNoAccessibilityViolations(page, 'the Asset Register');
  await listReloadAfter(page, () => page.getByTestId('view-errors-toggle').click());
  await expectNoAccessibilityViolations(page, 'the Asset Register (View Errors)');
  await listReloadAfter(page, () => page.getByTestId('view-errors-toggle').click());
  for (const view of ['Demolition', 'Abandonment']) {
    await listReloadAfter(page, () => page.getByTestId('register-view').selectOption({ label: view }));
    await expectNoAccessibilityViolations(page, `the Asset Register (${view} view)`);
  }
});

test('figure tabs', async ({ page }) => {
  await openFiguresTab(page, BIG_REPORT, 'Calculations');
  await expectNoAccessibilityViolations(page, 'Calculations');
  for (const tab of ['Deductions', 'Summary'] as const) {
    await answerAfter(page, () =>
      page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: tab }).click(),
    );
    await expectNoAccessibilityViolations(page, tab);
  }
});

import { expect, test } from '@playwright/test';
import { openReportSignedIn } from '../pages/sign-in';

const COMPLETED_REPORT = 2;

test('a save the service refuses shows the service’s reason (issue #10)', async ({ page }) => {
  // The form sees the completed report as it was before completion (editable); the service, which holds it
  // completed, refuses the save: the state of a report completed by someone else between load and save.
  await page.route(`**/api/v1/depreciationReports/${COMPLETED_REPORT}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), readOnly: false } });
  });
  await openReportSignedIn(page, COMPLETED_REPORT);
  const entity = page.getByLabel('Tax paying entity');
  await expect(entity).toBeEnabled();
  await entity.fill('Refused Trust');
  await entity.press('Tab');
  const alert = page.getByTestId('alert-error');
  await expect(alert).toContainText(
    `Tax paying entity was not saved: Report ${COMPLETED_REPORT} is read-only (its status is Completed); nothing was changed.`,
  );
  await expect(page.getByTestId('save-state')).toHaveText('Latest change not saved');
  await expect(entity).toHaveValue('Refused Trust');
});

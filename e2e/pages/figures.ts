import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { screenPath } from './screens';
import { openReportSignedIn } from './sign-in';

/** Signs in, opens the report and one of its figure tabs (Calculations, Deductions, Summary), once it has answered. */
export async function openFiguresTab(
  page: Page,
  reportId: number,
  tab: 'Calculations' | 'Deductions' | 'Summary',
  status = 200,
): Promise<void> {
  await openReportSignedIn(page, reportId);
  await answerAfter(
    page,
    () => page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: tab }).click(),
    status,
  );
  await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
}

/** Runs an action that asks the service for figures and waits until the answer (of that status) is on screen. */
export async function answerAfter(page: Page, action: () => Promise<unknown>, status = 200): Promise<void> {
  const answered = page.waitForResponse((r) =>
    /\/depreciationReports\/\d+\/(calculations|categoryReport|summary)$/.test(new URL(r.url()).pathname),
  );
  await action();
  expect((await answered).status()).toBe(status);
  await expect(page.getByTestId('loader')).toHaveCount(0);
}

/** Where a screenshot goes: SHOTS_DIR when set (to look at them), else test-results/screens. */
export function shotPath(name: string): string {
  return process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, `${name}.png`) : screenPath(name);
}

export function calculationRows(page: Page) {
  return page.getByTestId('calculations-table').locator('tbody tr');
}

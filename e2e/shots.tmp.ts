import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium-options';
const base = 'https://127.0.0.1:18700';
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 }, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
await page.goto(`${base}/?rcaId=8`);
await page.getByLabel('Email').fill(process.argv[2] ?? 'sam.surveyor@demo.taxdep');
await page.getByLabel('Password').fill('demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByTestId('shell-bar').waitFor();
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shots/rca-inputs.png', fullPage: true });
for (const tab of ['Assessment', 'Document', 'History']) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/rca-${tab.toLowerCase()}.png`, fullPage: true });
}
await page.goto(`${base}/`);
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/shots/portal.png', fullPage: false });
await browser.close();

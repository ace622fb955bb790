import { chromium } from '@playwright/test';
const port = process.env.P ?? '18611';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 }, locale: 'en-AU' });
await page.goto(`https://127.0.0.1:${port}/?depreciationReportId=1`);
await page.getByLabel('Email').fill('sam.surveyor@demo.taxdep');
await page.getByLabel('Password').fill('demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation', { name: 'Report tabs' }).getByRole('link', { name: 'Asset Register' }).click();
await page.getByTestId('asset-table').waitFor();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/grid-1440.png' });
if (process.env.EDIT) {
page.on('request', (r) => { if (r.method()==='POST' && r.url().endsWith('/modelAssets')) console.log('SENT', r.postData()); });
page.on('response', async (r) => { if (r.request().method()==='POST' && r.url().endsWith('/modelAssets')) console.log('GOT', await r.text()); });
const row = page.getByTestId('asset-table').locator('tbody tr').filter({ has: page.getByTestId('asset-id').getByText('1', { exact: true }) });
const c = row.locator('[data-column-key="location"]');
await c.focus(); await c.press('F2'); await c.getByTestId('location').fill('Roof'); await c.getByTestId('location').press('Tab');
await page.waitForTimeout(2000);
}
await browser.close();

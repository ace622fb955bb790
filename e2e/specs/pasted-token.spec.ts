import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { SURVEYOR } from '../pages/sign-in';
import { baseURL } from '../playwright.config';

test('on localhost the shell takes a pasted token printed by `taxdep token` (docs/product/shell-and-sign-in.md)', async ({
  page,
}) => {
  const port = new URL(baseURL).port;
  // The CLI asks the running portal for the token, as a developer would after `pnpm start`.
  const token = execFileSync('pnpm', ['-s', 'taxdep', 'token', '--user', SURVEYOR], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, PORT: port, TAXDEP_DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  }).trim();
  expect(token.split('.')).toHaveLength(3);

  await page.goto(`https://localhost:${port}/?depreciationReportId=1`);
  await expect(page.getByRole('button', { name: 'Use this token' })).toBeVisible();
  await page.getByLabel('Product token').fill(token);
  await page.getByRole('button', { name: 'Use this token' }).click();
  await expect(page.getByTestId('general-info')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium-options';
import { freePortSync } from './free-port';

// One fresh embedded database per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'taxdep-e2e-'));
// The portal's port: E2E_PORT when set, else a free one the system gives, kept in the environment so the workers
// (which read this file again) and specs starting the CLI use the same portal (issue 24: never a fixed port).
process.env.E2E_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
export const baseURL = `https://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    ignoreHTTPSErrors: true,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'pnpm --filter @taxdep/server start',
    cwd: '..',
    url: `${baseURL}/api/docs/json`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TAXDEP_DATA_DIR: process.env.E2E_DATA_DIR,
      TAXDEP_DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    },
  },
});

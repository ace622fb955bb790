import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium-options';

/**
 * Each worker starts a portal of its own (test.ts, portal.ts: a free port, a fresh embedded database, the demo
 * data), so specs never see another worker's writes. One worker by default: Chromium and the portal keep both cores
 * of the two-core machines the project is checked on about 80% busy already, and two workers made the step slower
 * (13.4 min against 9, issue 24). E2E_WORKERS sets more on a larger machine.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }],
  ],
  use: {
    ignoreHTTPSErrors: true,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});

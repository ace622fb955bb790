import { chromium } from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), with the flags of e2e/playwright.config.ts. */
export function launchBenchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

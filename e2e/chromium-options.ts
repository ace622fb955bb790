/**
 * Debian's Chromium (never a downloaded browser) with the flags this machine needs, for the browser tests
 * (playwright.config.ts) and the paint benchmarks (bench/chromium.ts) alike.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

import { type Browser, test as base, type Page } from '@playwright/test';
import { type Portal, startPortal } from './portal';

/**
 * The browser tests' `test`: every spec runs against its worker's own portal (portal.ts), which `baseURL` points
 * at, so Playwright's workers run specs side by side (playwright.config.ts).
 */
export const test = base.extend<{ otherPerson: OtherPerson }, { portal: Portal }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const portal = await startPortal();
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
  otherPerson: async ({ browser, baseURL, locale, timezoneId }, use) => {
    await use((options) => otherContextPage(browser, { baseURL, locale, timezoneId, ...options }));
  },
});

export { expect } from '@playwright/test';

/** A second person's browser: its own context (its own session storage), on this worker's portal. */
export type OtherPerson = (options?: { viewport?: { width: number; height: number } }) => Promise<Page>;

async function otherContextPage(
  browser: Browser,
  options: {
    baseURL: string | undefined;
    locale: string | undefined;
    timezoneId: string | undefined;
    viewport?: { width: number; height: number };
  },
): Promise<Page> {
  const context = await browser.newContext({ ...options, ignoreHTTPSErrors: true });
  return context.newPage();
}

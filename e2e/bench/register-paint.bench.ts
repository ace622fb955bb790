/**
 * Browser benchmark (issue 4): time from opening the Asset Register tab to the first 200 rows painted, in Debian
 * Chromium against the real service, with the demo register (320 assets) and a register of 100,000 assets
 * (BENCH_ASSETS) seeded into the service's database before it starts. The first open of the large register after
 * a start (the service loads its projection) is reported on its own. Prints the figures; asserts nothing.
 * Run: pnpm bench:paint (builds nothing: run `pnpm --filter @taxdep/web build` first).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../../packages/server/src/db/connect';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedDatabase } from '../../packages/server/src/seed';
import { insertGeneratedRegister } from '../../packages/server/src/test/register-fixtures';
import { SURVEYOR, signInOnProviderPage } from '../pages/sign-in';

const port = 18700;
const origin = `https://127.0.0.1:${port}`;
const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'taxdep-bench-paint-'));
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);

const seeding = performance.now();
// The service keeps PGlite's files under <TAXDEP_DATA_DIR>/pglite (src/db/connect.ts).
const database = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') });
await migrate(database.db);
await seedDatabase(database.db, { demoData: true });
const largeReportId = 5; // the demo report with an empty register (seed/index.ts REGISTER_SIZES)
await insertGeneratedRegister(database.db, largeReportId, ASSETS, 2026);
await database.close();
console.log(
  `seeded report ${largeReportId} with ${ASSETS} assets in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

const server = spawn('pnpm', ['--filter', '@taxdep/server', 'start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), TAXDEP_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${origin}/api/docs/json`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the service did not start');
}

process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the bench's own self-signed service on loopback
/** Opens the Asset Register tab from General Info `runs` times; each time, ms from the click to `rows` rows painted. */
async function measureOpens(page: Page, runs: number, rows = 200): Promise<number[]> {
  const tabs = page.getByRole('navigation', { name: 'Report tabs' });
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    await tabs.getByRole('link', { name: 'General Info' }).click();
    await page.getByTestId('general-info').waitFor();
    // Measured inside the page: from the click to the first animation frame with 200 rows in the table.
    // A source string, so the bundler adds no helpers to code that runs in the page.
    const elapsed = await page.evaluate<number>(`new Promise((resolve) => {
      const link = [...document.querySelectorAll('nav[aria-label="Report tabs"] a')]
        .find((a) => a.textContent === 'Asset Register');
      const start = performance.now();
      const check = () => {
        if (document.querySelectorAll('[data-testid="asset-table"] tbody tr').length >= ${rows}) {
          requestAnimationFrame(() => resolve(performance.now() - start));
        } else requestAnimationFrame(check);
      };
      link.click();
      requestAnimationFrame(check);
    })`);
    samples.push(elapsed);
  }
  return samples;
}

function report(what: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `${what}: Asset Register tab to 200 rows painted (${sorted.length} runs): median ${median.toFixed(0)} ms, best ${sorted[0]?.toFixed(0)} ms, worst ${sorted.at(-1)?.toFixed(0)} ms (target < 1000 ms)`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  await waitForServer();
  const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1600, height: 1000 } });
  await page.goto(`${origin}/?depreciationReportId=1`);
  await signInOnProviderPage(page, SURVEYOR);
  await page.getByTestId('general-info').waitFor();
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Asset Register' })
    .click();
  await page.getByTestId('asset-table').waitFor();
  await page.getByTestId('page-size').selectOption('200'); // remembered for the session
  await page.locator('[data-testid="asset-table"] tbody tr').nth(199).waitFor();
  report('demo register (320 assets)', await measureOpens(page, 7));

  await page.goto(`${origin}/?depreciationReportId=${largeReportId}`);
  await page.getByTestId('general-info').waitFor();
  // The page was loaded anew, so the session's page size is the default (50) until chosen again.
  const [first] = await measureOpens(page, 1, 50);
  console.log(
    `${ASSETS} assets, first open after the service started, to the first 50 rows: ${first?.toFixed(0)} ms`,
  );
  await page.getByTestId('page-size').selectOption('200');
  await page.locator('[data-testid="asset-table"] tbody tr').nth(199).waitFor();
  report(`${ASSETS} assets`, await measureOpens(page, 7));
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Browser benchmark (issue 12 target: the demo report's tabs paint in under 1 s in Chromium): time from the click on
 * each figures tab to its figures painted, in Debian Chromium against the real service. Calculations: the first page
 * of rows; Deductions: each of the seven views chosen in the drop-down (its table, or its empty-state text), the
 * tab's first view (the Summary Tax Flow's chart and table) and, under it, the method comparison (its own call);
 * Summary: its table (the tax-flow chart is Deductions' first view). On the demo report (320 assets), then on a
 * register of 100,000 assets (BENCH_ASSETS; 0 skips it). The first open after the service started is shown apart
 * from the repetitions that follow (BENCH_RUNS, BENCH_LARGE_RUNS); a figure not painted within BENCH_TIMEOUT_S
 * ends its round. Prints a table per report; asserts nothing. BENCH_SHOTS_DIR: also full-page screenshots of each
 * tab and view of both reports there, taken after the measures.
 * It drives the product from outside like register-paint.bench.ts (dependency rule `e2e-drives-from-outside`), on
 * the same large register (large-register.sql into the demo data's fifth report, which is given the EOFY report
 * date its figures need), signed in on the sign-in page.
 * Run: pnpm bench:figures-paint (builds nothing: run `pnpm --filter @taxdep/web build` first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SURVEYOR, signInOnProviderPage } from '../pages/sign-in';
import { launchBenchChromium } from './chromium';
import {
  type Action,
  type Figure,
  type Marks,
  measure,
  PAINT_PROBE,
  report,
  type Samples,
} from './figures-probe';
import { giveEofyReportDate, prepareLargeRegister } from './large-register';
import { type BenchService, startService } from './service';

const port = 18710;
const origin = `https://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'taxdep-bench-figures-'));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LARGE_RUNS = Number(process.env.BENCH_LARGE_RUNS ?? 3);
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const SHOTS_DIR = process.env.BENCH_SHOTS_DIR;
/** How long a figure may take before its round stops (the large register's Deductions draw every asset line). */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 120) * 1000;
const demoReportId = 1; // the demo report with 320 assets
const largeReportId = 5; // the demo report with an empty register (and no EOFY report date: given one below)

process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the bench's own self-signed service on loopback

/** The seven views of the Deductions drop-down (packages/web/src/deductions/views.ts), and what each one draws. */
const VIEWS = [
  { value: 'DiminishingValue', label: 'Summary Tax Flow 40 Years', table: 'summary-tax-flow-table' },
  { value: '40', label: 'Division 40 Depreciating Asset', table: 'deduction-table-b' },
  { value: 'L', label: 'Division 40 Low Value Pool', table: 'deduction-table-b' },
  { value: 'CapitalWorks', label: 'Division 43 Capital Works', table: 'deduction-table-b' },
  { value: 'Abandonment', label: 'Division 43 Fit-Out Abandonment', table: 'deduction-table-b' },
  { value: 'IA', label: 'Instant Asset Write-Off', table: 'instant-write-off-table' },
  { value: 'R', label: 'Other Deductions', table: 'other-deductions-table' },
] as const;

const testId = (id: string) => `[data-testid="${id}"]`;
const calculations: Figure = {
  loader: `${testId('calculations')} ${testId('loader')}`,
  failure: testId('calculations-failure'),
  ready: [[`${testId('calculations-table')} tbody tr`], [testId('calculations-empty')]],
};
const summary: Figure = {
  loader: `${testId('summary')} ${testId('loader')}`,
  failure: testId('summary-failure'),
  ready: [[testId('summary-table')], [testId('summary-empty')]],
};
const comparison: Figure = {
  loader: `${testId('method-comparison')} > ${testId('loader')}`,
  failure: testId('method-comparison-failure'),
  ready: [[testId('method-comparison-table'), testId('method-comparison-chart')]],
};
function deductionsView(view: (typeof VIEWS)[number]): Figure {
  const drawn =
    view.value === 'DiminishingValue' ? [testId('tax-flow-chart'), testId(view.table)] : [testId(view.table)];
  return {
    loader: `${testId('deductions')} > ${testId('loader')}`,
    failure: testId('deductions-failure'),
    title: { selector: testId('deductions-view-title'), text: view.label },
    ready: [drawn, [testId('deductions-empty')]],
  };
}
const firstView = deductionsView(VIEWS[0]);

interface RoundOptions {
  timeoutMs: number;
  /** Prefix of the progress lines on stderr; none when absent. */
  progress?: string;
}

/**
 * One round over the figures tabs, from General Info: Calculations, Summary, Deductions (its first view and the
 * method comparison), then views 2 to 7 and back to 1 in the drop-down. The Deductions tab keeps the view chosen
 * for the report, so each round leaves it on view 1, where the next one opens it. A figure that times out ends the
 * round, and the page is loaded anew (what it was still drawing would weigh on the next figure).
 */
async function round(page: Page, samples: Samples, options: RoundOptions): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'General Info' })
    .click();
  await page.getByTestId('general-info').waitFor();
  const steps: [Action, Marks][] = [
    [{ tab: 'Calculations' }, { Calculations: calculations }],
    [{ tab: 'Summary' }, { Summary: summary }],
    [
      { tab: 'Deductions' },
      { 'Deductions tab: 1. Summary Tax Flow': firstView, 'Deductions tab: method comparison': comparison },
    ],
    ...[...VIEWS.slice(1), VIEWS[0]].map((view, index): [Action, Marks] => {
      const number = index === 6 ? 1 : index + 2;
      const marks: Marks = { [`Deductions view ${number}. ${view.label}`]: deductionsView(view) };
      if (number === 1) marks['Deductions view 1: method comparison'] = comparison;
      return [{ view: view.value }, marks];
    }),
  ];
  for (const [action, marks] of steps) {
    if (!(await measure(page, samples, action, marks, options))) {
      const generalInfo = new URL(page.url());
      generalInfo.pathname = '/';
      await page.goto(generalInfo.href);
      await page.getByTestId('general-info').waitFor({ timeout: Math.max(60_000, 10 * options.timeoutMs) });
      return;
    }
  }
}

/** The first round after the start, then `runs` more. */
async function rounds(page: Page, runs: number, options: RoundOptions): Promise<[Samples, Samples]> {
  const first: Samples = new Map();
  await round(page, first, { ...options, progress: options.progress && `${options.progress} first open: ` });
  const repeated: Samples = new Map();
  for (let run = 0; run < runs; run++) {
    const progress = options.progress && `${options.progress} run ${run + 1}: `;
    await round(page, repeated, { ...options, progress });
  }
  return [first, repeated];
}

/** Full-page screenshots of each tab and view, to look at (BENCH_SHOTS_DIR). */
async function screenshots(page: Page, dir: string, prefix: string): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Report tabs' });
  await measure(page, new Map(), { tab: 'Calculations' }, { Calculations: calculations });
  await page.screenshot({ path: join(dir, `${prefix}calculations.png`), fullPage: true });
  await measure(page, new Map(), { tab: 'Deductions' }, { view: firstView, comparison });
  for (const [index, view] of VIEWS.entries()) {
    if (index > 0) await measure(page, new Map(), { view: view.value }, { view: deductionsView(view) });
    await page.screenshot({
      path: join(dir, `${prefix}deductions-${index + 1}-${view.value}.png`),
      fullPage: true,
    });
  }
  await measure(page, new Map(), { tab: 'Summary' }, { Summary: summary });
  await page.screenshot({ path: join(dir, `${prefix}summary.png`), fullPage: true });
  await tabs.getByRole('link', { name: 'General Info' }).click();
}

const browser = await launchBenchChromium();
let server: BenchService | null = null;
try {
  if (ASSETS > 0) {
    await prepareLargeRegister({
      dataDir,
      port,
      reportId: largeReportId,
      assets: ASSETS,
      before: giveEofyReportDate(largeReportId),
    });
  }
  server = await startService(dataDir, port);
  const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(PAINT_PROBE);
  await page.goto(`${origin}/?depreciationReportId=${demoReportId}`);
  await signInOnProviderPage(page, SURVEYOR);
  await page.getByTestId('general-info').waitFor();
  report('demo report (320 assets)', ...(await rounds(page, RUNS, { timeoutMs: TIMEOUT_MS })));
  if (SHOTS_DIR) await screenshots(page, SHOTS_DIR, 'demo-');

  if (ASSETS > 0) {
    await page.goto(`${origin}/?depreciationReportId=${largeReportId}`);
    await page.getByTestId('general-info').waitFor();
    report(
      `${ASSETS} assets (Deductions: the paging of its asset lines is being changed, provisional)`,
      ...(await rounds(page, LARGE_RUNS, { timeoutMs: TIMEOUT_MS, progress: `${ASSETS} assets` })),
    );
    if (SHOTS_DIR) await screenshots(page, SHOTS_DIR, 'large-');
  }
} finally {
  await browser.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

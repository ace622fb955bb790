/**
 * Browser benchmark (issue 13 target: a 100,000-row file is parsed and validated in the browser in under 3 s, the page
 * staying responsive, its progress shown; docs/product/import-export.md "Speed"). In Debian Chromium against the real
 * service on the demo database: a report's Asset Register, a generated file of BENCH_ROWS rows (default 100,000, some
 * of them invalid) chosen in the Import Assets file input, and, measured inside the page, the time from the input's
 * change event to the first frame painted with the staging screen's 'Total Records' and its count message. During
 * the reading the page samples its own responsiveness: the longest gap between two animation frames, the longest
 * long task (PerformanceObserver 'longtask'; target under 200 ms), and the values the progress bar took. BENCH_RUNS
 * runs (default 3), the page loaded anew for each; prints each run and the medians; asserts nothing.
 * It drives the product from outside like the other browser benches (dependency rule `e2e-drives-from-outside`).
 * BENCH_SHOTS_DIR: a screenshot of the reading's progress and of the staging screen there; BENCH_DEBUG: each long task
 * (start after the change event + duration, ms) and the progress values.
 * Run: pnpm bench:import-parse (builds nothing: run `pnpm --filter @taxdep/web build` first).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { IMPORT_HEADER } from '../pages/import-export';
import { signInOnProviderPage } from '../pages/sign-in';
import { launchBenchChromium } from './chromium';
import { type BenchService, startService } from './service';

const port = 18720;
const origin = `https://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'taxdep-bench-import-parse-'));
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHOTS_DIR = process.env.BENCH_SHOTS_DIR;
const TARGET_MS = 3000;
const BLOCK_TARGET_MS = 200;
const reportId = 4; // an In Progress demo report (e2e/specs/import-export.spec.ts imports into it too)
/** Report 4's surveyor: only a report's surveyor and checker see its Import button (issue 15, "Who may edit"). */
const REPORT_SURVEYOR = 'alex.surveyor@demo.taxdep';

process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the bench's own self-signed service on loopback

/**
 * A surveyor's file of `rows` rows (about 150 bytes each, CRLF as spreadsheets write): `$` and thousands in the
 * amounts, d/m/yyyy dates, `%` rates; every 97th row lacks its description, so the count message is shown.
 */
function generatedFile(rows: number): string {
  const lines = [IMPORT_HEADER];
  for (let n = 1; n <= rows; n += 1) {
    const description = n % 97 === 0 ? '' : `Ceiling fan with light kit ${n}`;
    const cost = `"$${Math.floor(n / 1000) % 90}${String(n % 1000).padStart(3, '0')}.${String(n % 100).padStart(2, '0')}"`;
    const day = (n % 28) + 1;
    lines.push(
      `ATO-${String(n % 4000).padStart(4, '0')},40,PRJ-${n % 50},${description},Fans,Level ${n % 30} Unit ${n % 400},` +
        `Acme Electrical Pty Ltd,INV-${n},${day}/${(n % 12) + 1}/2021,,${cost},,,,DV,${n % 2 ? '20%' : '13.33%'},,`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Installed in the page before the file is chosen: from the input's change event, samples every animation frame (the
 * longest gap, the progress bar's values) until the staging screen shows its total and count message, and keeps the
 * long tasks. A source string, so the bundler adds no helpers to code that runs in the page.
 */
const PROBE = `(() => {
  const probe = { chosen: 0, staged: 0, longestGap: 0, frames: 0, progress: [], longTasks: [], readingShown: false };
  window.__importProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  let last = 0;
  const frame = (now) => {
    probe.frames += 1;
    probe.longestGap = Math.max(probe.longestGap, now - last);
    last = now;
    const bar = document.querySelector('progress.import-progress');
    if (bar) {
      probe.readingShown = true;
      const value = Number(bar.value);
      if (probe.progress.at(-1) !== value) probe.progress.push(value);
    }
    const total = document.querySelector('[data-testid="staging-total"]');
    const message = document.querySelector('[data-testid="staging-invalid-message"]');
    if (total && message && /Total Records: [0-9]/.test(total.textContent)) {
      probe.staged = now;
      return;
    }
    requestAnimationFrame(frame);
  };
  document.addEventListener('change', (event) => {
    if (event.target?.dataset?.testid !== 'import-file') return;
    probe.chosen = performance.now();
    last = probe.chosen;
    requestAnimationFrame(frame);
  }, true);
})()`;

interface Probe {
  chosen: number;
  staged: number;
  longestGap: number;
  frames: number;
  progress: number[];
  longTasks: { start: number; duration: number }[];
  readingShown: boolean;
  total: string;
  message: string;
}

async function openRegister(page: Page): Promise<void> {
  await page.goto(`${origin}/?depreciationReportId=${reportId}`);
  await page.getByTestId('general-info').waitFor();
  await page
    .getByRole('navigation', { name: 'Report tabs' })
    .getByRole('link', { name: 'Asset Register' })
    .click();
  await page.getByTestId('asset-table').or(page.getByTestId('register-empty')).waitFor();
}

async function measureOnce(page: Page, path: string, shots: boolean): Promise<Probe> {
  await openRegister(page);
  await page.evaluate(PROBE);
  await page.getByTestId('import-file').setInputFiles(path);
  if (shots && SHOTS_DIR) {
    await page.getByTestId('import-reading').waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'import-parse-reading.png') });
  }
  // Polled from here: a string predicate is compiled in the page, which its Content-Security-Policy forbids.
  for (let waited = 0; !(await page.evaluate<number>('window.__importProbe.staged')); waited += 250) {
    if (waited > 120_000) throw new Error('the staging screen did not show within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (shots && SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'import-parse-staged.png') });
  return page.evaluate<Probe>(`({
    ...window.__importProbe,
    longTasks: window.__importProbe.longTasks.filter((task) => task.start >= window.__importProbe.chosen - 50),
    total: document.querySelector('[data-testid="staging-total"]').textContent,
    message: document.querySelector('[data-testid="staging-invalid-message"]').textContent,
  })`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

const filePath = join(dataDir, `register-${ROWS}.csv`);
writeFileSync(filePath, generatedFile(ROWS));
console.log(
  `import-parse bench: ${ROWS.toLocaleString('en-AU')} rows, ${(statSync(filePath).size / 1024 / 1024).toFixed(1)} MB`,
);
const browser = await launchBenchChromium();
let server: BenchService | null = null;
try {
  server = await startService(dataDir, port);
  const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1600, height: 1000 } });
  await page.goto(`${origin}/?depreciationReportId=${reportId}`);
  await signInOnProviderPage(page, REPORT_SURVEYOR);
  const times: number[] = [];
  const blocks: number[] = [];
  const gaps: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const probe = await measureOnce(page, filePath, run === RUNS);
    const elapsed = probe.staged - probe.chosen;
    const longest = Math.max(0, ...probe.longTasks.map((task) => task.duration));
    times.push(elapsed);
    blocks.push(longest);
    gaps.push(probe.longestGap);
    console.log(
      `  run ${run}: chosen to staged ${elapsed.toFixed(0)} ms; longest long task ${longest.toFixed(0)} ms ` +
        `(${probe.longTasks.length} over 50 ms), longest frame gap ${probe.longestGap.toFixed(0)} ms, ` +
        `${probe.frames} frames; progress shown ${probe.readingShown}, took ${probe.progress.length} values ` +
        `(last ${probe.progress.at(-1) ?? '-'}); '${probe.total}', '${probe.message.slice(0, 40)}…' (${load()})`,
    );
    if (process.env.BENCH_DEBUG)
      console.log(
        probe.longTasks
          .map((t) => `${(t.start - probe.chosen).toFixed(0)}+${t.duration.toFixed(0)}`)
          .join(' '),
        probe.progress.join(' '),
      );
  }
  const time = median(times);
  const block = median(blocks);
  console.log(
    `${ROWS.toLocaleString('en-AU')} rows, choose to staging screen (${RUNS} runs): median ${time.toFixed(0)} ms ` +
      `(target < ${TARGET_MS} ms: ${time < TARGET_MS ? 'met' : 'NOT met'}); longest main-thread block median ` +
      `${block.toFixed(0)} ms (target < ${BLOCK_TARGET_MS} ms: ${block < BLOCK_TARGET_MS ? 'met' : 'NOT met'}); ` +
      `longest frame gap median ${median(gaps).toFixed(0)} ms (${load()})`,
  );
} finally {
  await browser.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Part of calculations.bench.ts: the first method comparison (GET …/methodComparison, issue 12) of a register while
 * other users keep calling. The comparison computes the register under the other method (seconds of work on 100,000
 * assets); it runs a batch at a time with the event loop free in between, so a small call issued meanwhile (a
 * Calculations page of 25 rows, every 50 ms) should answer in about the time it takes when the service is idle.
 * A second comparison issued while the first runs shares it (one computation per version of the figures).
 * Prints: the comparison's time, the second one's, and p50/max of the small calls issued meanwhile.
 * Call it once the figures are computed (after the first Calculations page), so only the comparison is timed.
 */

/** The bench's call helper (calculations.bench.ts `caller`). */
export type BenchCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => Promise<{ ms: number; parseMs: number; bytes: number; json: unknown }>;

/** How often a small call is issued while the comparison runs. */
const EVERY_MS = 50;

function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export interface MethodComparisonLoadFigures {
  comparisonMs: number;
  /** A second comparison issued 100 ms after the first: it waits for the same computation. */
  sharedMs: number;
  /** A comparison once computed: kept with the figures. */
  cachedMs: number;
  calls: number;
  p50Ms: number;
  maxMs: number;
}

/**
 * Times the first comparison of the report at `base` (`/depreciationReports/<id>`) while small calls keep coming;
 * `report(what, text)` prints a line (calculations.bench.ts `line` with its engine).
 */
export async function methodComparisonUnderLoad(
  call: BenchCall,
  base: string,
  report: (what: string, text: string) => void = (what, text) =>
    process.stdout.write(`${what.padEnd(34)} ${text}\n`),
): Promise<MethodComparisonLoadFigures> {
  const latencies: number[] = [];
  const pending: Promise<unknown>[] = [];
  let running = true;
  const tick = () => {
    if (!running) return;
    pending.push(call('GET', `${base}/calculations?pageSize=25`).then((answer) => latencies.push(answer.ms)));
  };
  const timer = setInterval(tick, EVERY_MS);
  const started = performance.now();
  const first = call('GET', `${base}/methodComparison`);
  const second = new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
    call('GET', `${base}/methodComparison`),
  );
  let comparisonMs = 0;
  let sharedMs = 0;
  try {
    comparisonMs = (await first).ms;
    sharedMs = (await second).ms;
  } finally {
    running = false;
    clearInterval(timer);
    await Promise.allSettled(pending);
  }
  const elapsed = performance.now() - started;
  const cachedMs = (await call('GET', `${base}/methodComparison`)).ms;
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures: MethodComparisonLoadFigures = {
    comparisonMs,
    sharedMs,
    cachedMs,
    calls: sorted.length,
    p50Ms: nearestRank(sorted, 50),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
  report(
    'method comparison, first',
    `${comparisonMs.toFixed(0)} ms (a second one 100 ms later: ${sharedMs.toFixed(0)} ms; ` +
      `once computed: ${cachedMs.toFixed(1)} ms; ${(elapsed / 1000).toFixed(1)} s in all)`,
  );
  report(
    'calls during the comparison',
    `${figures.calls} Calculations pages (25 rows, every ${EVERY_MS} ms): ` +
      `p50 ${figures.p50Ms.toFixed(1)} ms  max ${figures.maxMs.toFixed(1)} ms`,
  );
  return figures;
}

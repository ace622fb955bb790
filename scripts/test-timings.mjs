// The slowest test files of a run, read from the runners' JSON reports (scripts/test-all.mjs prints them so a slow
// CI run names where its time went: issue 24, `.ci/run` under 15 minutes on a two-core machine).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** [{ file, seconds, report }] of one vitest JSON report: each file's wall time in its worker. */
export function vitestFileTimes(path, root, report) {
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8'));
  return (json.testResults ?? []).map((result) => ({
    file: relative(root, result.name),
    seconds: ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
    report,
  }));
}

/** The same for a Playwright JSON report: the sum of its tests' durations per spec file (one worker). */
export function playwrightFileTimes(path, report) {
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8'));
  const totals = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? [])
        .flatMap((t) => t.results ?? [])
        .reduce((sum, r) => sum + (r.duration ?? 0), 0);
      totals.set(spec.file, (totals.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of json.suites ?? []) visit(suite);
  return [...totals].map(([file, ms]) => ({ file: `e2e/specs/${file}`, seconds: ms / 1000, report }));
}

export function slowest(times, count) {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

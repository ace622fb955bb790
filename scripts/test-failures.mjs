// The failed tests of a run, read from the runners' JSON reports. scripts/test-all.mjs prints them after the step
// summary, so the tail of a CI log (often all a reader gets) names what failed and why, not only which step.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first line of a failure message, without terminal colours, bounded. */
function firstLine(message) {
  const line = String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes in runners' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim() !== '');
  return (line ?? '').trim().slice(0, 240);
}

/** [{ test, reason, report }] of one vitest JSON report. */
export function vitestFailures(path, root, report) {
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8'));
  return (json.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name);
    const failedTests = (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => ({ test: `${where} › ${t.fullName}`, reason: firstLine(t.failureMessages?.[0]), report }));
    // A file that failed outside any test (it did not load, or a hook threw) has no failed assertion.
    if (failedTests.length === 0 && file.status === 'failed')
      return [{ test: where, reason: firstLine(file.message), report }];
    return failedTests;
  });
}

/** The same for a Playwright JSON report: tests whose last result was not the expected one. */
export function playwrightFailures(path, report) {
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8'));
  const found = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'expected') continue;
        // A flaky test's last try passed: its reason is the try that failed.
        const failedTry = (t.results ?? []).find((r) => r.error) ?? (t.results ?? []).at(-1);
        found.push({
          test: `e2e/specs/${spec.file} › ${spec.title}`,
          reason: `${t.status}: ${firstLine(failedTry?.error?.message)}`,
          report,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of json.suites ?? []) visit(suite);
  return found;
}

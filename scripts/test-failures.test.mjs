// The run's summary names each failed test and why (scripts/test-failures.mjs), read from reports shaped as vitest
// and Playwright write them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const dir = mkdtempSync(join(tmpdir(), 'taxdep-failures-'));
const root = '/repo';

function report(name, json) {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe('failed tests in the run summary', () => {
  it('names a failed vitest test with the first line of its message, without colours', () => {
    const path = report('v.json', {
      testResults: [
        {
          name: '/repo/packages/cli/src/token/command.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'taxdep token gives up',
              status: 'failed',
              failureMessages: ['\u001b[31mError: Test timed out in 5000ms.\u001b[39m\n    at x'],
            },
            { fullName: 'taxdep token answers 2', status: 'passed', failureMessages: [] },
          ],
        },
        { name: '/repo/packages/domain/src/a.test.ts', status: 'passed', assertionResults: [] },
      ],
    });
    expect(vitestFailures(path, root, 'node 24')).toEqual([
      {
        test: 'packages/cli/src/token/command.test.ts › taxdep token gives up',
        reason: 'Error: Test timed out in 5000ms.',
        report: 'node 24',
      },
    ]);
  });

  it('names a vitest file that failed outside any test', () => {
    const path = report('w.json', {
      testResults: [
        { name: '/repo/x.test.ts', status: 'failed', message: 'Hook timed out', assertionResults: [] },
      ],
    });
    expect(vitestFailures(path, root, 'pg')).toEqual([
      { test: 'x.test.ts', reason: 'Hook timed out', report: 'pg' },
    ]);
  });

  it('names a Playwright test whose outcome was not the expected one, flaky included', () => {
    const path = report('p.json', {
      suites: [
        {
          specs: [],
          suites: [
            {
              specs: [
                { file: 'a.spec.ts', title: 'signs in', tests: [{ status: 'expected', results: [] }] },
                {
                  file: 'b.spec.ts',
                  title: 'downloads',
                  tests: [{ status: 'flaky', results: [{ error: { message: 'boom' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightFailures(path, 'browser')).toEqual([
      { test: 'e2e/specs/b.spec.ts › downloads', reason: 'flaky: boom', report: 'browser' },
    ]);
  });

  it('a missing report names nothing (the step counts its own failure)', () => {
    expect(vitestFailures(join(dir, 'none.json'), root, 'x')).toEqual([]);
  });
});

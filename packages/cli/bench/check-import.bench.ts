/**
 * `pnpm bench:check-import`: `taxdep check-import` of a generated 100,000-row file (docs/product/import-export.md
 * "Speed": under 3 s). Runs the real command (bin/taxdep.js, a fresh Node process, tsx start-up included) a few
 * times and prints each wall time, the best and the target; then the command in this process, without start-up,
 * split into its phases. A benchmark, not a test: no assertions. Run it several times on a busy machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism as cpuCount, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PapaCsvReader } from '@taxdep/adapters/csv';
import { checkImportFile, inspectImportBytes } from '@taxdep/domain/import';
import { validFile } from '../test/corpus/rows';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 3000;
const BIN = resolve(import.meta.dirname, '../bin/taxdep.js');

const path = join(await mkdtemp(join(tmpdir(), 'check-import-bench-')), `register-${ROWS}.csv`);
await writeFile(path, validFile(ROWS));
const size = (await stat(path)).size;
process.stdout.write(
  `check-import bench: ${ROWS.toLocaleString('en-AU')} rows, ${(size / 1024 / 1024).toFixed(1)} MB\n`,
);

const CPU_HOOK = resolve(import.meta.dirname, 'cpu-usage-on-exit.cjs');
const walls: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--require', CPU_HOOK, BIN, 'check-import', path], {
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  const cpu = Number(/cpu-ms (\d+)/.exec(result.stderr)?.[1] ?? Number.NaN);
  walls.push(ms);
  cpus.push(cpu);
  const summary = result.stdout.trim().split('\n').at(-1);
  process.stdout.write(
    `  run ${i + 1}: wall ${ms.toFixed(0)} ms, cpu ${cpu} ms, exit ${result.status}: ${summary}\n`,
  );
}
const best = Math.min(...walls);
process.stdout.write(
  `taxdep check-import ${ROWS.toLocaleString('en-AU')} rows: best wall ${best.toFixed(0)} ms, best cpu ` +
    `${Math.min(...cpus)} ms (target < ${TARGET_MS} ms wall: ${best < TARGET_MS ? 'met' : 'NOT met'}; ` +
    `load average ${loadavg()[0]?.toFixed(1)} on ${cpuCount()} cores)\n`,
);

// In process, no start-up: where the time goes.
let t = performance.now();
const bytes = new Uint8Array(await readFile(path));
const readMs = performance.now() - t;
t = performance.now();
inspectImportBytes(bytes);
const inspectMs = performance.now() - t;
const file = { name: 'register.csv', size: bytes.length, bytes: async () => bytes };
const timings: string[] = [];
for (const keep of ['all', 'flagged'] as const) {
  t = performance.now();
  const check = await checkImportFile(file, new PapaCsvReader(), { keep });
  const rows = check.kind === 'staged' ? check.rowCount : 0;
  timings.push(`keep ${keep} ${(performance.now() - t).toFixed(0)} ms for ${rows} rows`);
}
process.stdout.write(
  `  in process: read ${readMs.toFixed(0)} ms, bytes inspected ${inspectMs.toFixed(0)} ms, whole check (inspect, ` +
    `parse, stage, validate): ${timings.join(', ')} (the staging screen keeps all, the command the flagged); ` +
    `peak RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB\n`,
);

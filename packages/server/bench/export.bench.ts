/**
 * Benchmark of the exports (issue 13; docs/api.md "Exports"): a 100,000-row register (and a 10,000-row one, to
 * show the memory does not grow with the register) exported through HTTP from the service in a second process
 * (bench-server.ts), per engine. Prints, per call: the time to the last byte, the size, and the service process's
 * CPU time during the call and its resident memory (RSS, sampled every 5 ms from /proc) before each run and at
 * its peak during it. Target: under 3 s for 100,000 rows, and a peak that does not grow with the register
 * (streamed, read 2,000 rows a query).
 * Figures only (docs/architecture.md "Tests": no timed assertions).
 *
 *   pnpm bench:export                                                 # PGlite, and PostgreSQL when
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test …     # BENCH_DATABASE_URL is set
 *   BENCH_ASSETS=20000 BENCH_REPEATS=3 …                              # a smaller register, repeats
 */

import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openDatabase } from '@taxdep/db';
import { USAGE_POLICY } from '@taxdep/domain';
import { sql } from 'kysely';
import { signProductToken } from '../src/auth/product-token';
import { importableExport, standardExport } from '../src/export/service';
import { removeTestConfig, testConfig } from '../src/test/database';
import { createReport, insertGeneratedRegister } from '../src/test/register-fixtures';
import { openBenchDatabase } from './bench-database';
import { startBenchServer, stopBenchServer } from './server-process';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const SMALL = Math.max(1, Math.round(ASSETS / 10));
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CALLS = [
  'exportModelAssets',
  'exportImportableModelAssets',
  'exportSchedule?format=handitax',
  'exportSchedule?format=classsuper',
  'exportSchedule?format=xero',
];

/** CPU time (user + system) of process `pid` so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The resident memory of process `pid`, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Measure {
  ms: number;
  /** The service's CPU time during the call: what the call costs whatever else the machine runs. */
  cpu: number;
  bytes: number;
  lines: number;
  rssBefore: number;
  rssPeak: number;
}

/** One call, its body read as it arrives and dropped (the client holds nothing), the service's RSS sampled. */
async function measure(port: number, auth: string, path: string, pid: number): Promise<Measure> {
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }, 5);
  const started = performance.now();
  const cpuBefore = cpuMs(pid);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    headers: { authorization: auth },
  });
  if (response.status !== 200 || !response.body) {
    clearInterval(sampler);
    throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  }
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    // Native search, not a loop over bytes: the client must read faster than the service writes.
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
  }
  const ms = performance.now() - started;
  const cpu = cpuMs(pid) - cpuBefore;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMb(pid));
  return { ms, cpu, bytes, lines, rssBefore, rssPeak };
}

/** A forced full collection (the bench's own process), so the heap measured is what is still held. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * The export in this process, its chunks consumed as they come: the live heap (V8 heap and external memory after a
 * full collection) every 10 batches. Flat figures mean the export holds a batch, not the register; the service's
 * RSS above also holds what the collector has not yet given back.
 */
async function liveHeap(
  target: Parameters<typeof openDatabase>[0],
  reportId: number,
  engine: string,
): Promise<void> {
  const database = await openDatabase(target);
  try {
    for (const [name, make] of [
      ['exportModelAssets', standardExport],
      ['exportImportableModelAssets', importableExport],
    ] as const) {
      const started = performance.now();
      const file = await make(database.db, reportId);
      const samples: string[] = [];
      let batches = 0;
      for await (const _chunk of file.lines) {
        batches += 1;
        if (batches % 10 === 0) {
          collect();
          const memory = process.memoryUsage();
          samples.push(((memory.heapUsed + memory.external) / 1e6).toFixed(0));
        }
      }
      process.stdout.write(
        `${engine}: ${name} in process, ${batches - 1} batches in ${(performance.now() - started).toFixed(0)} ms (GCs included): live heap + external after GC every 10 batches ${samples.join(', ')} MB\n`,
      );
    }
  } finally {
    await database.close();
  }
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<void> {
  const seeding = performance.now();
  const { database, serverArgs, user, reportId, cleanup } = await openBenchDatabase(engine);
  const smallId = await createReport(database.db);
  // Verdicts are not what an export reads: left unjudged, the seeding is quicker.
  await insertGeneratedRegister(database.db, reportId, ASSETS, 2025, { judge: false });
  await insertGeneratedRegister(database.db, smallId, SMALL, 2026, { judge: false });
  await sql`vacuum analyze assets`.execute(database.db);
  await database.close();
  const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
  process.stdout.write(`${engine}: ${ASSETS} + ${SMALL} assets seeded in ${seconds} s\n`);
  const target: Parameters<typeof openDatabase>[0] =
    engine === 'pglite'
      ? { engine: 'pglite', dataDir: serverArgs[1] as string }
      : {
          engine: 'postgres',
          connectionString: serverArgs[1] as string,
          searchPath: serverArgs[2] as string,
        };
  await liveHeap(target, reportId, engine);
  const config = await testConfig();
  const { child, port } = await startBenchServer(serverArgs);
  try {
    const auth = `Bearer ${await signProductToken({ userId: user.id, userUid: user.uid, policyAcceptedDate: USAGE_POLICY.date }, config.tokenSecret, 3600)}`;
    const pid = child.pid as number;
    process.stdout.write(`${engine}: service RSS after start ${rssMb(pid).toFixed(0)} MB\n`);
    for (const call of CALLS) {
      for (const [id, size] of [
        [smallId, SMALL],
        [reportId, ASSETS],
      ] as const) {
        const path = `/depreciationReports/${id}/${call}`;
        // The schedule's figures are computed once per register (issue 12's first computation): not the export's time.
        if (call.startsWith('exportSchedule')) await measure(port, auth, path, pid);
        const runs: Measure[] = [];
        for (let r = 0; r < REPEATS; r += 1) runs.push(await measure(port, auth, path, pid));
        runs.sort((x, y) => x.ms - y.ms);
        const best = runs[0] as Measure;
        const median = runs[Math.floor(runs.length / 2)] as Measure;
        const cpu = Math.min(...runs.map((m) => m.cpu));
        const peaks = runs.map((m) => `${m.rssBefore.toFixed(0)}→${m.rssPeak.toFixed(0)}`).join(', ');
        process.stdout.write(
          `${engine}: ${call.padEnd(32)} ${String(size).padStart(6)} rows: best ${best.ms.toFixed(0)} ms, median ${median.ms.toFixed(0)} ms, service CPU ${cpu.toFixed(0)} ms, ${(best.bytes / 1e6).toFixed(1)} MB, ${best.lines - 1} lines; service RSS before→peak per run ${peaks} MB\n`,
        );
      }
    }
  } finally {
    await stopBenchServer(child);
    await removeTestConfig(config);
    await cleanup();
  }
}

await benchEngine('pglite');
if (process.env.BENCH_DATABASE_URL) await benchEngine('postgres');
else process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL)\n');

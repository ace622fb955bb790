/**
 * Benchmark of the import upload (issue 13): BENCH_ASSETS (100,000) staged rows sent through HTTP to the service in
 * a second process (bench-server.ts), `POST …/uploadModelAssets` timed until its answer (the transaction committed),
 * against a bare COPY of the same stored rows (the columns, verdicts and demolitions the upload stores) into the same
 * tables on the same engine (bench/upload/bare-copy.ts). Each figure on a fresh database, BENCH_REPEATS times (best
 * and median). Target: the upload within 2× the bare COPY. Figures only (docs/architecture.md "Tests").
 *
 *   pnpm bench:upload                                                   # PGlite, and PostgreSQL when
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:upload   # the variable is set
 */

import { randomUUID } from 'node:crypto';
import type { UploadAnswer, UploadRow } from '@taxdep/domain';
import { USAGE_POLICY } from '@taxdep/domain';
import { signProductToken } from '../src/auth/product-token';
import { removeTestConfig, testConfig } from '../src/test/database';
import { type BenchDatabase, openBenchDatabase } from './bench-database';
import { startBenchServer, stopBenchServer } from './server-process';
import { bareCopyPglite, bareCopyPostgres, copyTextOf } from './upload/bare-copy';
import { generateStagedRows } from './upload/staged-rows';

type Engine = 'pglite' | 'postgres';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The upload through the service: milliseconds from the request's first byte to its answer. */
async function timedUpload(
  bench: BenchDatabase,
  body: string,
): Promise<{ ms: number; answer: UploadAnswer }> {
  await bench.database.close();
  const { child, port } = await startBenchServer(bench.serverArgs);
  const config = await testConfig();
  try {
    const { id: userId, uid: userUid } = bench.user;
    const token = await signProductToken(
      { userId, userUid, policyAcceptedDate: USAGE_POLICY.date },
      config.tokenSecret,
      3600,
    );
    const started = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/depreciationReports/${bench.reportId}/uploadModelAssets`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      },
    );
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`upload: HTTP ${response.status} ${text}`);
    return { ms, answer: JSON.parse(text) as UploadAnswer };
  } finally {
    await stopBenchServer(child);
    await removeTestConfig(config);
  }
}

async function timedCopy(engine: Engine, bench: BenchDatabase, rows: UploadRow[]): Promise<number> {
  const text = await copyTextOf(bench.database, bench.reportId, rows);
  await bench.database.close();
  const [, location, schema] = bench.serverArgs;
  return engine === 'pglite' ? bareCopyPglite(location!, text) : bareCopyPostgres(location!, schema!, text);
}

async function run(engine: Engine): Promise<void> {
  const label = engine.padEnd(8);
  const uploads: number[] = [];
  const copies: number[] = [];
  let rows: UploadRow[] | null = null;
  let body = '';
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    for (const measure of ['copy', 'upload'] as const) {
      const bench = await openBenchDatabase(engine);
      try {
        if (rows === null) {
          rows = await generateStagedRows(bench.database.db, ASSETS);
          body = JSON.stringify({ uploadId: randomUUID(), rows });
          console.log(
            `${label} ${ASSETS} staged rows, upload body ${(body.length / 1024 / 1024).toFixed(1)} MB`,
          );
        }
        if (measure === 'copy') {
          copies.push(await timedCopy(engine, bench, rows));
        } else {
          const { ms, answer } = await timedUpload(bench, body);
          uploads.push(ms);
          if (repeat === 0) {
            const { uploadedCount, invalidCount, flaggedCount, demolitionCount } = answer;
            console.log(
              `${label} answer: ${uploadedCount} uploaded, ${invalidCount} invalid (staging rule), ` +
                `${flaggedCount} flagged (error mode), ${demolitionCount} demolitions`,
            );
          }
        }
      } finally {
        await bench.cleanup();
      }
    }
  }
  const upload = Math.min(...uploads);
  const copy = Math.min(...copies);
  console.log(
    `${label} bare COPY of the stored rows:   best ${seconds(copy)}  median ${seconds(median(copies))}\n` +
      `${label} upload through HTTP, committed: best ${seconds(upload)}  median ${seconds(median(uploads))}\n` +
      `${label} upload / bare COPY: ${(upload / copy).toFixed(2)}× best, ` +
      `${(median(uploads) / median(copies)).toFixed(2)}× median (target ≤ 2×)`,
  );
}

console.log(`import upload benchmark (POST …/uploadModelAssets vs bare COPY), Node ${process.version}`);
await run('pglite');
if (process.env.BENCH_DATABASE_URL) await run('postgres');
else console.log('postgres: skipped (set BENCH_DATABASE_URL)');

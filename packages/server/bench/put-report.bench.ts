/**
 * p50/p95 of 200 `PUT /api/v1/depreciationReport` calls (General Info auto-save, docs/product/states-and-permissions.md) through the whole app
 * (routing, validation, token check, merge transaction with row lock, answer), with `app.inject`, so no socket.
 * Targets: PGlite in memory, PGlite on disk (the embedded default), PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; skipped when unreachable).
 * Run: pnpm --filter @taxdep/server exec tsx bench/put-report.bench.ts
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseTarget, migrate, openDatabase } from '@taxdep/db';
import { USAGE_POLICY } from '@taxdep/domain';
import pg from 'pg';
import { buildApp } from '../src/app';
import { signProductToken } from '../src/auth/product-token';
import { seedDatabase } from '../src/seed';
import { removeTestConfig, testConfig } from '../src/test/database';

const CALLS = 200;
const WARM_UP = 10;
const REPORT_ID = 1; // the demo report with 320 assets

async function bench(label: string, target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  const config = await testConfig();
  try {
    await migrate(database.db);
    await seedDatabase(database.db, { demoData: true });
    const app = await buildApp({ db: database.db, config });
    await app.ready();
    const token = await signProductToken(
      { userId: 1, userUid: 'SAM.SURVEYOR', policyAcceptedDate: USAGE_POLICY.date },
      config.tokenSecret,
      600,
    );
    const headers = { authorization: `Bearer ${token}` };
    let report = (
      await app.inject({ method: 'GET', url: `/api/v1/depreciationReports/${REPORT_ID}`, headers })
    ).json();
    const timings: number[] = [];
    for (let i = 0; i < WARM_UP + CALLS; i++) {
      // Alternate the fields a surveyor types into; every call changes one field and sends the whole body.
      const change =
        i % 3 === 0
          ? { reportingInfo: { ...report.reportingInfo, qsReference: `TD-${i}` } }
          : i % 3 === 1
            ? { instructions: { ...report.instructions, instructionRef: `REF-${i}` } }
            : { propertyInfo: { ...report.propertyInfo, purchasePrice: 1_000_000 + i + 0.25 } };
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/depreciationReport',
        headers,
        payload: { ...report, ...change },
      });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 200) throw new Error(`PUT failed: ${response.statusCode} ${response.body}`);
      report = response.json();
      if (i >= WARM_UP) timings.push(elapsed);
    }
    await app.close();
    timings.sort((a, b) => a - b);
    const at = (q: number) =>
      timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)]!.toFixed(2);
    const mean = (timings.reduce((s, t) => s + t, 0) / timings.length).toFixed(2);
    console.log(
      `${label.padEnd(22)} ${CALLS} PUTs  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms  mean ${mean} ms`,
    );
  } finally {
    await database.close();
    await removeTestConfig(config);
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withSchema(url: string, run: (schema: string) => Promise<void>): Promise<void> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
    await run(schema);
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  console.log(`PUT /api/v1/depreciationReport, report ${REPORT_ID} (320 assets), Node ${process.version}`);
  await bench('PGlite (memory)', { engine: 'pglite', dataDir: null });
  const dir = await mkdtemp(join(tmpdir(), 'taxdep-bench-'));
  try {
    await bench('PGlite (files)', { engine: 'pglite', dataDir: dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const url =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  if (await reachable(url)) {
    await withSchema(url, (schema) =>
      bench('PostgreSQL', { engine: 'postgres', connectionString: url, searchPath: schema }),
    );
  } else {
    console.log(`PostgreSQL             skipped: ${url.replace(/\/\/[^@]*@/, '//…@')} is not reachable`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

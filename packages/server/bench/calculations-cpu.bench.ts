/**
 * A focused, in-process bench of the figures (issue 12's two speed targets): the first computation of a register
 * after a start, and a single asset's edit to the next answer of each tab, measured in this process without HTTP,
 * with the CPU time (`process.cpuUsage`, both threads of a worker included) beside the wall time and the load
 * average, since the development machine is shared. The register is the calculations bench's (100,000 generated
 * assets, pool flag on), seeded once into `BENCH_PGLITE_DIR` (PGlite) or schema `BENCH_SCHEMA` of
 * `BENCH_DATABASE_URL` (PostgreSQL) and kept there for the next runs.
 *
 *   BENCH_PGLITE_DIR=/tmp/calc-100k pnpm exec tsx packages/server/bench/calculations-cpu.bench.ts [first|edits|all]
 *   BENCH_DATABASE_URL=postgres://… BENCH_SCHEMA=calc_100k … (PostgreSQL)
 *   BENCH_FIRST_ONLY=1 node --cpu-prof --import tsx …                  # profile a first computation
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { migrate, openDatabase } from '@taxdep/db';
import { sql } from 'kysely';
import { currentFigures } from '../src/calculations/figures-cache';
import { calculationsPage, categoryReportJson, summaryJson } from '../src/calculations/service';
import { seedDatabase } from '../src/seed';
import { createPooledDvReport, insertGeneratedRegister } from '../src/test/register-fixtures';
import { adminStatement, percentile } from './server-process';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const EDITS = Number(process.env.BENCH_EDITS ?? 7);
const mode = process.argv[2] ?? 'all';
const pgUrl = process.env.BENCH_DATABASE_URL;
const schema = process.env.BENCH_SCHEMA ?? 'calc_bench_100k';
const dir = process.env.BENCH_PGLITE_DIR ?? '/tmp/taxdep-calc-bench-100k';

async function open() {
  if (pgUrl) {
    const client = await openDatabase({ engine: 'postgres', connectionString: pgUrl, searchPath: schema });
    const known = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_schema = ${schema} and table_name = 'assets'`.execute(client.db);
    return { database: client, fresh: known.rows[0]?.n === 0 };
  }
  const fresh = !existsSync(dir);
  return { database: await openDatabase({ engine: 'pglite', dataDir: dir }), fresh };
}

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  await migrate(db);
  await seedDatabase(db, { demoData: false });
  const reportId = await createPooledDvReport(db);
  await insertGeneratedRegister(db, reportId, ASSETS, 2025);
  await sql`vacuum analyze assets`.execute(db);
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** Wall and CPU milliseconds of `work`. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await work();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  return { value, wall, cpu: (c.user + c.system) / 1000 };
}

const p = (xs: number[], q: number) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    q,
  ).toFixed(0);

async function main() {
  if (pgUrl) await adminStatement(pgUrl, `create schema if not exists "${schema}"`);
  const { database, fresh } = await open();
  const db = database.db;
  if (fresh) {
    const t0 = performance.now();
    await seed(db);
    process.stdout.write(`seeded ${ASSETS} assets in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
    if (!pgUrl) {
      // Start as the service would: a fresh process on the data directory.
      await database.close();
      process.stdout.write('seeded; run again to measure\n');
      return;
    }
  }
  const report = await db.selectFrom('reports').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const reportId = report.id;
  const engine = pgUrl ? 'postgres' : 'pglite';
  const first = await timed(() =>
    calculationsPage(db, reportId, { searchValue: 'lift', pageNo: 1, pageSize: 50 }),
  );
  process.stdout.write(
    `${engine} first computation + first page: wall ${first.wall.toFixed(0)} ms, CPU ${first.cpu.toFixed(0)} ms (load ${load()})\n`,
  );
  if (mode === 'first' || process.env.BENCH_FIRST_ONLY) {
    await database.close();
    return;
  }
  const figures = await currentFigures(db, reportId);
  const ids = (which: 'pool' | 'other') =>
    figures.schedule.assets
      .filter((a) => (a.deductionClass === 'pool') === (which === 'pool') && a.input.categoryCode !== 'IA')
      .map((a) => Number(a.input.id))
      .filter((_, i) => i % 97 === 0);
  const tabs: [string, () => Promise<unknown>][] = [
    ['Calculations page', () => calculationsPage(db, reportId, { searchValue: 'lift', pageSize: 50 })],
    ['Summary page', () => summaryJson(db, reportId, { pageNo: 1, pageSize: 50 })],
    ['view 40 page', () => categoryReportJson(db, reportId, { category: '40', pageNo: 1, pageSize: 50 })],
    ['view L page', () => categoryReportJson(db, reportId, { category: 'L', pageNo: 1, pageSize: 50 })],
    ['Summary Tax Flow', () => categoryReportJson(db, reportId, { category: 'DiminishingValue' })],
  ];
  // Every tab once, so each has an output to derive the next version's from (as the screens would).
  for (const [, call] of tabs) await call();
  const kinds = process.env.BENCH_ONLY === 'pool' ? (['pool'] as const) : (['other', 'pool'] as const);
  for (const which of kinds) {
    const candidates = ids(which);
    for (const [tab, call] of tabs) {
      const walls: number[] = [];
      const cpus: number[] = [];
      for (let i = 0; i < EDITS; i += 1) {
        const id = candidates[(i * 7 + tab.length) % candidates.length] as number;
        await db
          .updateTable('assets')
          .set({ original_cost: sql`original_cost + ${100 * (i + 1)}` })
          .where('id', '=', id)
          .execute();
        const t = await timed(call);
        walls.push(t.wall);
        cpus.push(t.cpu);
      }
      process.stdout.write(
        `${engine} edit ${which === 'pool' ? 'pool member' : 'not pooled '} → ${tab.padEnd(18)} wall p50 ${p(walls, 50)} p95 ${p(walls, 95)} ms, CPU p50 ${p(cpus, 50)} p95 ${p(cpus, 95)} ms (load ${load()})\n`,
      );
    }
  }
  await database.close();
}

await main();

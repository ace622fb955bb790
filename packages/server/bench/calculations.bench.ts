/**
 * Benchmark of the Calculations, Deductions and Summary calls (issue 12) on a register of 100,000 assets: the
 * service in a second process on loopback (bench-server.ts), per engine. Prints: the first computation after a
 * start (the first Calculations page, with a search); p50/p95 of Calculations pages (50 rows, search, sort) and of
 * each Deductions view and the Summary once computed (and the first build of each), as the tabs ask for them (a page
 * of 50 asset lines) and whole (every line, for documents and BI tools); and the time from a single
 * asset's save to the next answer of each tab, for an asset outside the low value pool and for a pool member
 * (the pool is run again). Targets: pages and views p50 < 100 ms once computed, first computation < 3 s, a tab
 * reflects an edit within 300 ms. Figures only (docs/architecture.md "Tests": no timed assertions).
 *
 *   pnpm bench:calc                                                   # PGlite, and PostgreSQL when
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test …     # BENCH_DATABASE_URL is set
 *   BENCH_ASSETS=20000 …                                              # a smaller register
 */
import { loadavg } from 'node:os';
import { USAGE_POLICY } from '@taxdep/domain';
import { centsToDollars, dollarsToCents } from '@taxdep/domain/format';
import { sql } from 'kysely';
import { signProductToken } from '../src/auth/product-token';
import { removeTestConfig, testConfig } from '../src/test/database';
import { insertGeneratedRegister } from '../src/test/register-fixtures';
import { openBenchDatabase } from './bench-database';
import { methodComparisonUnderLoad } from './method-comparison.bench-part';
import { percentile, startBenchServer, stopBenchServer } from './server-process';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 30);
const EDITS = Number(process.env.BENCH_EDITS ?? 7);
const VIEWS = ['DiminishingValue', '40', 'L', 'CapitalWorks', 'Abandonment', 'IA', 'R'] as const;
const SEARCHES = ['lift', 'door', 'pump', 'l', 'fan', '#12'];
const SORTS = ['id', 'assetCode', 'description', 'originalCost', 'depreciation', 'closingWrittenDownValue'];

interface Prepared {
  serverArgs: string[];
  reportId: number;
  user: { id: number; uid: string };
  cleanup(): Promise<void>;
}

async function prepare(engine: 'pglite' | 'postgres'): Promise<Prepared> {
  const started = performance.now();
  const { database, serverArgs, user, reportId, cleanup } = await openBenchDatabase(engine);
  // The pool on, so L assets and low-value DV assets are pooled (the pool's members are many).
  const dv = await database.db
    .selectFrom('depreciation_methods')
    .select('id')
    .where('code', '=', 'DV')
    .executeTakeFirstOrThrow();
  await database.db
    .updateTable('reports')
    .set({ low_value_pool_flag: true, depreciation_method_id: dv.id })
    .where('id', '=', reportId)
    .execute();
  await insertGeneratedRegister(database.db, reportId, ASSETS, 2025);
  await sql`vacuum analyze assets`.execute(database.db);
  await database.close();
  process.stdout.write(
    `${engine}: ${ASSETS} assets seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return { serverArgs, reportId, user, cleanup };
}

/** `ms`: until the whole answer has arrived; `parseMs`: the client's JSON.parse of it (shown apart for big answers). */
type Call = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => Promise<{ ms: number; parseMs: number; bytes: number; json: unknown }>;

function caller(port: number, auth: string): Call {
  return async (method, path, body) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const json = JSON.parse(text) as unknown;
    const parseMs = performance.now() - started - ms;
    if (response.status !== 200) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
    return { ms, parseMs, bytes: text.length, json };
  };
}

const figures = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};
const line = (engine: string, what: string, text: string) =>
  process.stdout.write(`${engine.padEnd(8)} ${what.padEnd(34)} ${text}\n`);

interface WireAsset {
  id: number;
  readOnly: boolean;
  originalCost: number | null;
  depreciationCategory: { code: string } | null;
}

/** Calculated, editable assets of a category, from the register listing (to save them back with a change). */
async function assetsOf(call: Call, reportId: number, category: string): Promise<WireAsset[]> {
  const { json } = await call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { pageSize: 200 });
  return (json as { modelAssets: WireAsset[] }).modelAssets.filter(
    (a) => !a.readOnly && a.depreciationCategory?.code === category && a.originalCost !== null,
  );
}

async function run(engine: 'pglite' | 'postgres') {
  const prepared = await prepare(engine);
  const { child, port } = await startBenchServer(prepared.serverArgs);
  try {
    const config = await testConfig();
    const { id: userId, uid: userUid } = prepared.user;
    const auth = `Bearer ${await signProductToken({ userId, userUid, policyAcceptedDate: USAGE_POLICY.date }, config.tokenSecret, 3600)}`;
    await removeTestConfig(config);
    const call = caller(port, auth);
    const base = `/depreciationReports/${prepared.reportId}`;
    const page = (i: number) => ({
      searchValue: SEARCHES[i % SEARCHES.length],
      pageNo: 1 + (i % 3),
      pageSize: 50,
      sortBy: SORTS[i % SORTS.length],
      order: i % 2 === 0 ? 'ASC' : 'DESC',
    });

    const first = await call('POST', `${base}/calculations`, page(0));
    const matched = (first.json as { totalRecords: number }).totalRecords;
    const all = await call('GET', `${base}/calculations?pageSize=25`);
    const total = (all.json as { totalRecords: number }).totalRecords;
    line(
      engine,
      'first computation after start',
      `${first.ms.toFixed(0)} ms (page 1 of ${matched} rows matching 'lift'; ${total} calculated assets)`,
    );

    await methodComparisonUnderLoad(call, base, (what, text) => line(engine, what, text));

    const pages: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) pages.push((await call('POST', `${base}/calculations`, page(i))).ms);
    line(engine, 'Calculations page (search, sort)', figures(pages));
    // As the tabs ask (a page of 50 asset lines, page 1 then a deep page), then the whole answer (every line:
    // what a document or a BI tool takes; not what a screen asks).
    for (const view of [...VIEWS, 'summary'] as const) {
      const path = view === 'summary' ? `${base}/summary?` : `${base}/categoryReport?category=${view}&`;
      const label = view === 'summary' ? 'Summary' : `view ${view}`;
      const built = await call('GET', `${path}pageNo=1&pageSize=50`);
      const pages = (built.json as { totalPages: number }).totalPages;
      const times: number[] = [];
      for (let i = 0; i < REPEATS; i += 1) {
        const pageNo = i % 2 === 0 ? 1 : Math.max(1, Math.ceil((pages * i) / REPEATS));
        times.push((await call('GET', `${path}pageNo=${pageNo}&pageSize=50`)).ms);
      }
      line(
        engine,
        `${label} page of 50 (${pages} pages)`,
        `first ${built.ms.toFixed(0)} ms, then ${figures(times)}`,
      );
      const whole = await call('GET', path);
      const wholeTimes: number[] = [];
      const parses: number[] = [];
      for (let i = 0; i < Math.min(REPEATS, 10); i += 1) {
        const answer = await call('GET', path);
        wholeTimes.push(answer.ms);
        parses.push(answer.parseMs);
      }
      const size = `${(whole.bytes / 1e6).toFixed(1)} MB; client parse p50 ${figures(parses).split(' ')[1]} ms`;
      line(
        engine,
        `${label} whole (${size})`,
        `first ${whole.ms.toFixed(0)} ms, then ${figures(wholeTimes)}`,
      );
    }

    // A save, then the next call of a tab: what the edited asset's tab shows first after the edit.
    for (const [who, category] of [
      ['Division 43 asset (not pooled)', '43'],
      ['L asset (pool member)', 'L'],
    ] as const) {
      const candidates = await assetsOf(call, prepared.reportId, category);
      for (const [tab, path] of [
        ['Calculations page', `${base}/calculations?pageSize=50&searchValue=lift`],
        ['Summary', `${base}/summary?pageNo=1&pageSize=50`],
        ['view 40', `${base}/categoryReport?category=40&pageNo=1&pageSize=50`],
        ['view L', `${base}/categoryReport?category=L&pageNo=1&pageSize=50`],
        ['view DiminishingValue', `${base}/categoryReport?category=DiminishingValue`],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < EDITS; i += 1) {
          const asset = candidates[i % candidates.length]!;
          const cost = centsToDollars(dollarsToCents(asset.originalCost ?? 0) + 100 * (i + 1));
          await call('POST', '/depreciationReports/modelAssets', {
            ...asset,
            originalCost: cost,
            base: asset,
          });
          asset.originalCost = cost;
          times.push((await call('GET', path)).ms);
        }
        // Each edit's time in order too: a worst case shows which edit is slow (the edits differ).
        line(
          engine,
          `edit ${who} → ${tab}`,
          `${figures(times)}  each ${times.map((t) => t.toFixed(0)).join(' ')}; load ${loadavg()[0]!.toFixed(2)}`,
        );
      }
    }
  } finally {
    await stopBenchServer(child);
    await prepared.cleanup();
  }
}

process.stdout.write(`calculations benchmark: ${ASSETS} assets\n`);
await run('pglite');
if (process.env.BENCH_DATABASE_URL) await run('postgres');
else process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL)\n');

/**
 * Benchmark of the register listing (issue 4): a report of 100,000 assets (bulk insert, verdicts stored), the
 * service in a second process on loopback (bench-server.ts), and POST …/modelAssets/all (page of 50, with search,
 * tax-code filter and a date sort) at 1 and at 20 concurrent clients; p50 and p95 per engine. Targets: p50 < 30 ms
 * and p95 < 100 ms at 20 concurrent. Prints figures only (docs/architecture.md "Tests": no timed assertions).
 *
 *   pnpm exec tsx packages/server/bench/register-listing.bench.ts            # PGlite, and PostgreSQL when
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test …            # BENCH_DATABASE_URL is set
 *   BENCH_ASSETS=20000 …                                                     # a smaller register
 */
import { USAGE_POLICY } from '@taxdep/domain';
import { sql } from 'kysely';
import { signProductToken } from '../src/auth/product-token';
import { removeTestConfig, testConfig } from '../src/test/database';
import { insertGeneratedRegister } from '../src/test/register-fixtures';
import { openBenchDatabase } from './bench-database';
import { percentile, startBenchServer, stopBenchServer } from './server-process';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_REQUESTS ?? 40);
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_MS ?? 20_000);

interface Prepared {
  label: string;
  serverArgs: string[];
  reportId: number;
  codes: string[];
  /** The bench's user: the API refuses tokens of users that do not exist (src/auth/account-status.ts). */
  user: { id: number; uid: string };
  cleanup(): Promise<void>;
}

async function prepare(engine: 'pglite' | 'postgres'): Promise<Prepared> {
  const started = performance.now();
  const { database, serverArgs, user, reportId, cleanup } = await openBenchDatabase(engine);
  await insertGeneratedRegister(database.db, reportId, ASSETS, 2025);
  // What autovacuum does after a bulk load (insert threshold): statistics and the visibility map that lets the
  // listing's count use index-only scans.
  await sql`vacuum analyze assets`.execute(database.db);
  const codes = (
    await database.db
      .selectFrom('assets as a')
      .innerJoin('tax_codes as t', 't.id', 'a.tax_code_id')
      .select('t.code')
      .distinct()
      .where('a.report_id', '=', reportId)
      .orderBy('t.code')
      .execute()
  ).map((r) => r.code);
  await database.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${engine}: ${ASSETS} assets seeded and judged in ${seconds} s\n`);
  return { label: engine, serverArgs, reportId, codes, user, cleanup };
}

const SEARCHES = ['lift', 'level', 'pump', 'apex', 'inv-1', 'door'];
const SORTS = ['invoiceDate', 'depreciationCommencementDate', 'financialYearEndDate', 'writtenDownValueDate'];

/** The i-th request body: rotating search, a 3-code filter, a date sort, both orders, pages 1 to 3. */
function body(i: number, codes: string[], withFilter: boolean) {
  const first = (i * 7) % Math.max(codes.length - 3, 1);
  return {
    searchValue: SEARCHES[i % SEARCHES.length],
    filterValues: withFilter ? codes.slice(first, first + 3) : [],
    pageNo: 1 + (i % 3),
    pageSize: 50,
    sortBy: SORTS[i % SORTS.length],
    order: i % 2 === 0 ? 'ASC' : 'DESC',
  };
}

async function measure(
  url: string,
  auth: string,
  codes: string[],
  clients: number,
  withFilter: boolean,
  requestsPerClient = REQUESTS_PER_CLIENT,
) {
  const latencies: number[] = [];
  let counter = 0;
  const client = async () => {
    for (let r = 0; r < requestsPerClient; r += 1) {
      const payload = JSON.stringify(body(counter++, codes, withFilter));
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: payload,
      });
      const json = (await response.json()) as { modelAssets?: unknown[] };
      latencies.push(performance.now() - started);
      if (response.status !== 200 || !Array.isArray(json.modelAssets))
        throw new Error(`HTTP ${response.status}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / seconds };
}

/**
 * A surveyor editing while others list: saves an asset of the register through the API every `everyMs` until
 * stopped, each save moving the projection on (every listing after it synchronises and re-indexes).
 */
function startEditor(base: string, auth: string, reportId: number, everyMs: number) {
  let running = true;
  let saves = 0;
  const headers = { authorization: auth, 'content-type': 'application/json' };
  const done = (async () => {
    const listed = await fetch(`${base}/depreciationReports/${reportId}/modelAssets/all`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ searchValue: '', filterValues: [], pageNo: 1, pageSize: 200 }),
    });
    // The service refuses saves of read-only assets (409), as it should: the surveyor edits the others.
    const assets = (
      (await listed.json()) as { modelAssets: { description: string | null; readOnly: boolean }[] }
    ).modelAssets.filter((asset) => !asset.readOnly);
    while (running) {
      const asset = assets[saves % assets.length]!;
      const response = await fetch(`${base}/depreciationReports/modelAssets`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          ...asset,
          description: `${(asset.description ?? 'Asset').split(' #')[0]} #${saves}`,
        }),
      });
      if (response.status !== 200) throw new Error(`save answered HTTP ${response.status}`);
      await response.arrayBuffer();
      saves += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return saves;
    },
  };
}

async function run(engine: 'pglite' | 'postgres') {
  const prepared = await prepare(engine);
  const { child, port } = await startBenchServer(prepared.serverArgs);
  try {
    const config = await testConfig();
    const { id: userId, uid: userUid } = prepared.user;
    const auth = `Bearer ${await signProductToken({ userId, userUid, policyAcceptedDate: USAGE_POLICY.date }, config.tokenSecret, 3600)}`;
    await removeTestConfig(config);
    const url = `http://127.0.0.1:${port}/api/v1/depreciationReports/${prepared.reportId}/modelAssets/all`;
    // Warm-up: the first listing loads the register into the service's projection and the rows' answers are then
    // read in the background (src/listing/projection/); measured here is the steady state after that.
    const warmStarted = performance.now();
    const first = await measure(url, auth, prepared.codes, 1, true, 1);
    while (performance.now() - warmStarted < WARM_UP_MS)
      await measure(url, auth, prepared.codes, 4, true, 10);
    process.stdout.write(
      `${engine}: first listing (projection load) ${first.p50.toFixed(0)} ms; warm-up ${((performance.now() - warmStarted) / 1000).toFixed(1)} s\n`,
    );
    const base = `http://127.0.0.1:${port}/api/v1`;
    for (const withFilter of [true, false]) {
      for (const clients of [1, 20]) {
        const requests = REQUESTS_PER_CLIENT;
        const { p50, p95, rps } = await measure(url, auth, prepared.codes, clients, withFilter, requests);
        const what = withFilter ? 'search+filter+sort' : 'search+sort (no filter)';
        process.stdout.write(
          `${engine.padEnd(8)} ${what.padEnd(24)} ${String(clients).padStart(2)} client(s): ` +
            `p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${rps.toFixed(0)} req/s\n`,
        );
      }
    }
    // The same 20 clients while one surveyor saves an asset every 100 ms: each save changes the register, so
    // listings re-synchronise, re-index and read changed rows again instead of answering from warm caches.
    const editor = startEditor(base, auth, prepared.reportId, 100);
    const { p50, p95, rps } = await measure(url, auth, prepared.codes, 20, true, REQUESTS_PER_CLIENT * 5);
    const saves = await editor.stop();
    process.stdout.write(
      `${engine.padEnd(8)} ${'search+filter+sort'.padEnd(24)} 20 client(s) + ${saves} saves at 10/s: ` +
        `p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${rps.toFixed(0)} req/s\n`,
    );
  } finally {
    await stopBenchServer(child);
    await prepared.cleanup();
  }
}

process.stdout.write(
  `register listing benchmark: ${ASSETS} assets, ${REQUESTS_PER_CLIENT} requests per client\n`,
);
await run('pglite');
if (process.env.BENCH_DATABASE_URL) await run('postgres');
else process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL)\n');

/**
 * Benchmark of the main portal's lists (issue 15 "Performance"): a firm of 50 funds, 2,000 properties and 10,000
 * reports (src/portal/firm-fixture.test-support.ts), the service in a second process on loopback, and
 * GET /funds/{fundId}/reports and GET /users/me/reports ("my work") at 20 concurrent clients, each request a
 * different fund, page, filter or sort. Target: p95 under 50 ms on both engines. Prints figures only: the
 * latencies, and the CPU per request of the service process (/proc) and of the clients (this process). With 20
 * requests in flight p95 is about 20 times a request's service time, so on a busy machine the CPU figures are the
 * ones to compare between changes; the latencies there include waiting for a core.
 *
 *   pnpm bench:portal                                            # PGlite, and PostgreSQL when
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test … # BENCH_DATABASE_URL is set
 */

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { USAGE_POLICY } from '@taxdep/domain';
import { sql } from 'kysely';
import { signProductToken } from '../src/auth/product-token';
import { createFirm } from '../src/portal/firm-fixture.test-support';
import { removeTestConfig, testConfig } from '../src/test/database';
import { openBenchDatabase } from './bench-database';
import { percentile, startBenchServer, stopBenchServer } from './server-process';

const CLIENTS = 20;
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_REQUESTS ?? 50);
const SIZE = { clients: 12, funds: 50, portfoliosPerFund: 4, properties: 2000, reports: 10_000, staff: 40 };

const SORTS = ['updatedAt', 'eofyReportDate', 'propertyName', 'status', 'reportName'];
const SEARCHES = ['', '', 'george', 'parramatta', 'property 1', ''];

/** The i-th request's query: rotating page, sort, order, status, EOFY date and search. */
function query(i: number): string {
  const parts = [`pageNo=${1 + (i % 3)}`, `pageSize=50`, `sortBy=${SORTS[i % SORTS.length]}`];
  parts.push(`order=${i % 2 === 0 ? 'DESC' : 'ASC'}`);
  if (i % 4 === 1) parts.push(`statusId=${1 + (i % 3)}`);
  if (i % 5 === 2) parts.push(`eofyReportDate=${2019 + (i % 7)}-06-30`);
  const search = SEARCHES[i % SEARCHES.length];
  if (search) parts.push(`searchValue=${encodeURIComponent(search)}`);
  return parts.join('&');
}

/**
 * CPU time (user + system) of process `pid` so far, in ms (Linux /proc; clock ticks of 10 ms). On a loaded machine
 * wall-clock latencies grow with other processes' work; the service's CPU per request does not.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(urls: (i: number) => string, auths: (i: number) => string, pid: number) {
  const latencies: number[] = [];
  let counter = 0;
  const client = async () => {
    for (let r = 0; r < REQUESTS_PER_CLIENT; r += 1) {
      const i = counter++;
      const started = performance.now();
      const response = await fetch(urls(i), { headers: { authorization: auths(i) } });
      const json = (await response.json()) as { reports?: unknown[] };
      latencies.push(performance.now() - started);
      if (response.status !== 200 || !Array.isArray(json.reports)) throw new Error(`HTTP ${response.status}`);
    }
  };
  const started = performance.now();
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const cpu = (cpuMs(pid) - cpuBefore) / latencies.length;
  const { user, system } = process.cpuUsage(clientBefore);
  // The clients share the machine with the service: their CPU per request says how much of the latency is theirs.
  const clientCpu = (user + system) / 1000 / latencies.length;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / seconds,
    cpu,
    clientCpu,
  };
}

async function run(engine: 'pglite' | 'postgres') {
  const { database, serverArgs, cleanup } = await openBenchDatabase(engine);
  const firm = await createFirm(database.db, SIZE, 'B');
  await sql`vacuum analyze`.execute(database.db);
  const staff = await database.db
    .selectFrom('users')
    .select(['id', 'uid'])
    .where('id', 'in', [...firm.surveyorIds, ...firm.checkerIds])
    .execute();
  await database.close();
  const { child, port } = await startBenchServer(serverArgs);
  try {
    const config = await testConfig();
    const tokens = await Promise.all(
      staff.map(
        async (user) =>
          `Bearer ${await signProductToken({ userId: user.id, userUid: user.uid, policyAcceptedDate: USAGE_POLICY.date }, config.tokenSecret, 3600)}`,
      ),
    );
    await removeTestConfig(config);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const auth = (i: number) => tokens[i % tokens.length] as string;
    const fundReports = (i: number) =>
      `${base}/funds/${firm.fundIds[(i * 7) % firm.fundIds.length]}/reports?${query(i)}`;
    const myWork = (i: number) => `${base}/users/me/reports?${query(i)}`;
    // Warm-up: connections, JIT and the database's caches.
    const pid = child.pid as number;
    await measure(fundReports, auth, pid);
    await measure(myWork, auth, pid);
    for (const [what, urls] of [
      ['GET /funds/{fundId}/reports', fundReports],
      ['GET /users/me/reports', myWork],
    ] as const) {
      const { p50, p95, rps, cpu, clientCpu } = await measure(urls, auth, pid);
      process.stdout.write(
        `${engine.padEnd(8)} ${what.padEnd(28)} ${CLIENTS} clients: p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ` +
          `${rps.toFixed(0)} req/s  CPU per request: service ${cpu.toFixed(2)} ms, clients ${clientCpu.toFixed(2)} ms  ` +
          `(load ${loadavg()[0]?.toFixed(1)})\n`,
      );
    }
  } finally {
    await stopBenchServer(child);
    await cleanup();
  }
}

process.stdout.write(
  `main portal lists: ${SIZE.funds} funds, ${SIZE.properties} properties, ${SIZE.reports} reports; ${REQUESTS_PER_CLIENT} requests per client\n`,
);
await run('pglite');
if (process.env.BENCH_DATABASE_URL) await run('postgres');
else process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL)\n');

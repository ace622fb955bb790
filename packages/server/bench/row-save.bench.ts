/**
 * Benchmark of the register's row save (issue 11, "A row save that does its work once"):
 * `POST /api/v1/depreciationReports/modelAssets` with `base` (docs/api.md "Concurrent edits of a row") through the
 * whole service, run in a second process on loopback (bench-server.ts) over the demo data, with the tokens of the
 * real demo users. Prints the statements of one save, then per engine:
 *   - 1 client saving sequentially: p50/p95 of BENCH_SAVES saves (target p50 < 5 ms);
 *   - BENCH_USERS clients (50) each saving a row every ~2 s for BENCH_SECONDS (30): p50/p95/p99 (target p95 < 100 ms);
 *   - 8 clients saving back to back for 10 s: the saves a second the service sustains.
 * Figures only, no assertion (docs/architecture.md "Tests": no timed assertions).
 *
 *   pnpm bench:row-save                                                   # PGlite files, and PostgreSQL when
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:row-save   # the variable is set
 */
import type { Asset } from '@taxdep/domain';
import { type Engine, editableRows, prepareFixture, saveRow } from './row-save/fixture';
import { printStatementsPerSave } from './row-save/statements';
import { percentile, startBenchServer, stopBenchServer } from './server-process';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const WARM_UP_SAVES = 30;
const USERS = Number(process.env.BENCH_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PERIOD_MS = 2000;
const SATURATION_CLIENTS = 8;
const SATURATION_MS = 10_000;

interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

function figures(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: sorted.length / seconds,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The rows, each held as the client last read it; a client owns rows i, i + clients, … (one writer per row). */
class Rows {
  constructor(private readonly held: Asset[]) {}
  get size() {
    return this.held.length;
  }
  async save(api: string, auth: string, index: number, edit: number): Promise<number> {
    const started = performance.now();
    this.held[index] = await saveRow(api, auth, this.held[index]!, edit);
    return performance.now() - started;
  }
}

async function sequential(api: string, auths: string[], rows: Rows): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < WARM_UP_SAVES + SAVES; i += 1) {
    const elapsed = await rows.save(api, auths[0]!, i % rows.size, i);
    if (i >= WARM_UP_SAVES) latencies.push(elapsed);
  }
  return figures(latencies, (performance.now() - started) / 1000);
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, msToWait)));

/** `clients` users, each saving one of its rows every ~`periodMs` (± 20 %, random phase), for `durationMs`. */
async function concurrent(
  api: string,
  auths: string[],
  rows: Rows,
  clients: number,
  periodMs: number,
  durationMs: number,
): Promise<Figures & { errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + durationMs;
  const client = async (c: number) => {
    const auth = auths[c % auths.length]!;
    const owned = Array.from({ length: Math.ceil((rows.size - c) / clients) }, (_, k) => c + k * clients);
    if (periodMs > 0) await sleep(Math.random() * periodMs);
    for (let edit = 0; performance.now() < ends; edit += 1) {
      const at = performance.now();
      try {
        latencies.push(await rows.save(api, auth, owned[edit % owned.length]!, edit));
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.error(error instanceof Error ? error.message : error);
      }
      if (periodMs > 0) await sleep(at + periodMs * (0.8 + 0.4 * Math.random()) - performance.now());
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return { ...figures(latencies, (performance.now() - started) / 1000), errors };
}

async function run(engine: Engine): Promise<void> {
  const fixture = await prepareFixture(engine, process.env.BENCH_DATABASE_URL);
  const { child, port } = await startBenchServer(fixture.serverArgs);
  try {
    const api = `http://127.0.0.1:${port}/api/v1`;
    const rows = new Rows(await editableRows(api, fixture.auths[0]!, fixture.reportIds));
    if (rows.size < USERS) throw new Error(`only ${rows.size} editable rows for ${USERS} users`);
    const label = engine.padEnd(8);
    const one = await sequential(api, fixture.auths, rows);
    console.log(
      `${label} 1 client, ${one.count} saves in sequence:        p50 ${ms(one.p50)}  p95 ${ms(one.p95)}  ` +
        `(${one.perSecond.toFixed(0)} saves/s)`,
    );
    const many = await concurrent(api, fixture.auths, rows, USERS, PERIOD_MS, SECONDS * 1000);
    console.log(
      `${label} ${USERS} users saving every ~2 s for ${SECONDS} s: ${many.count} saves, p50 ${ms(many.p50)}  ` +
        `p95 ${ms(many.p95)}  p99 ${ms(many.p99)}  (${many.perSecond.toFixed(1)} saves/s, ${many.errors} errors)`,
    );
    const flat = await concurrent(api, fixture.auths, rows, SATURATION_CLIENTS, 0, SATURATION_MS);
    console.log(
      `${label} ${SATURATION_CLIENTS} clients back to back for ${SATURATION_MS / 1000} s:    ${flat.perSecond.toFixed(0)} saves/s, ` +
        `p50 ${ms(flat.p50)}  p95 ${ms(flat.p95)}  (${flat.errors} errors)`,
    );
  } finally {
    await stopBenchServer(child);
    await fixture.cleanup();
  }
}

console.log(
  `row save benchmark (POST /api/v1/depreciationReports/modelAssets with base), Node ${process.version}`,
);
await printStatementsPerSave();
await run('pglite');
if (process.env.BENCH_DATABASE_URL) await run('postgres');
else console.log('postgres: skipped (set BENCH_DATABASE_URL)');

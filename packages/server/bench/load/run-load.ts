/**
 * One load run on one engine (issue 10): the real service, `users` simulated users for `seconds`, and with
 * `crash` a `kill -9` of the service half-way, a restart on the same data and a check that every acknowledged
 * write survived. Used by load.bench.ts for the full run and the short CI run alike.
 */
import type { Asset, Report } from '@taxdep/domain';
import { type Engine, prepareFixture, ServiceProcess } from './service';
import {
  assignSlots,
  createUsers,
  Ledger,
  type LoadContext,
  type Outcome,
  runUser,
  type Slot,
} from './users';
import {
  Api,
  type Finding,
  judgeDurable,
  judgeFinal,
  type Percentiles,
  percentiles,
  readSlots,
} from './verify';

export interface LoadOptions {
  engine: Engine;
  users: number;
  seconds: number;
  crash: boolean;
  /** False for the control run: saves without `version`/`base` (see LoadContext.merge). Default true. */
  merge?: boolean;
  /** Every save a register row (issue 24: "50 users each saving a row every 2 seconds"); default false. */
  rowsOnly?: boolean;
  /** The PostgreSQL server on which the run creates and drops its own database (engine 'postgres'). */
  postgresUrl?: string | null;
  progress?: (line: string) => void;
}

export interface LoadResult {
  engine: Engine;
  users: number;
  realUsers: number;
  reports: number;
  slots: { generalInfo: number; row: number };
  runSeconds: number;
  acknowledged: number;
  throughput: number;
  /**
   * Of acknowledged saves: by kind, all, and split into the first WARM_UP_SECONDS after each start of the
   * service (the first and the one after kill -9) and the steady state after them.
   */
  latency: {
    generalInfo: Percentiles;
    row: Percentiles;
    all: Percentiles;
    warmUp: Percentiles;
    steady: Percentiles;
  };
  /** Per window of the run: acknowledged saves and their p50/p95, failed saves (drift over a long run). */
  timeline: { fromSeconds: number; acknowledged: number; failed: number; p50: number; p95: number }[];
  /** Failed saves outside the crash window (must be 0), with the first few reasons. */
  errors: number;
  errorSamples: string[];
  /** Saves that failed between the kill and the restarted service answering. */
  refusedDuringCrash: number;
  lost: Finding[];
  lostChecked: number;
  committedUnacknowledged: number;
  /** With `crash`: kill -9 → answering again, and the acknowledged writes missing after it. */
  crash: CrashFigures | null;
  serviceErrorLines: string[];
}

export interface CrashFigures {
  restartMs: number;
  /** When the restarted service answered (performance.now()): the end of the crash window. */
  answeringAt: number;
  /** Why the service did not come back after the kill (then nothing else is judged); null when it did. */
  restartError: string | null;
  /** Saves acknowledged in the last second before the kill: the freshest writes the check covers. */
  ackedLastSecond: number;
  checked: number;
  /** Slots holding, after the restart, a value sent before the kill whose answer the crash swallowed. */
  committedUnacknowledged: number;
  missing: Finding[];
}

/**
 * A freshly started service is slower for its first seconds (JIT, PGlite's WebAssembly still being optimised, each
 * register loaded into the projection); measured 5 to 15 s on PGlite, so those saves are reported apart too.
 */
export const WARM_UP_SECONDS = 15;

/** The load keeps going at least this long after the restart, so the restarted service is loaded too. */
const AFTER_RESTART_MS = 5000;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const say = options.progress ?? (() => {});
  const fixture = await prepareFixture(options.engine, options.postgresUrl ?? null, options.seconds + 3600);
  const service = new ServiceProcess(fixture);
  try {
    say(`${options.engine}: starting the service on port ${fixture.port} (data ${fixture.dataDir})`);
    await service.start();
    const api = new Api(service.origin, `Bearer ${fixture.tokens[0]}`);
    const reports = new Map<number, Report>();
    const assets = new Map<number, Asset>();
    const registers: Asset[][] = [];
    for (const id of fixture.reportIds) {
      reports.set(id, await api.report(id));
      const rows = (await api.rows(id)).filter((row) => !row.readOnly);
      for (const row of rows) assets.set(row.id, row);
      registers.push(rows);
    }
    // Rows taken from the registers in turn, so that the row slots spread over every editable report.
    const interleaved: { id: number; reportId: number }[] = [];
    for (let i = 0; interleaved.length < options.users && registers.some((r) => i < r.length); i += 1) {
      for (const rows of registers)
        if (rows[i]) interleaved.push({ id: rows[i]!.id, reportId: rows[i]!.depreciationReportId });
    }
    const assigned = assignSlots(options.users, fixture.reportIds, interleaved.slice(0, options.users));
    const generalInfoSlots = options.rowsOnly ? [] : assigned.generalInfo;
    const slots = [...generalInfoSlots, ...assigned.rows];

    const ledger = new Ledger();
    const outcomes: Outcome[] = [];
    let stopping = false;
    const context: LoadContext = {
      origin: service.origin,
      ledger,
      outcomes,
      crashWindow: { open: false },
      stopping: () => stopping,
      merge: options.merge ?? true,
    };
    const users = createUsers(options.users, fixture.tokens, slots, reports, assets);
    say(
      `${options.engine}: ${options.users} users on ${fixture.tokens.length} real users, ${reports.size} reports, ` +
        `${generalInfoSlots.length} General Info and ${assigned.rows.length} row slots, ${options.seconds} s`,
    );
    const started = performance.now();
    const running = users.map((user) => runUser(context, user));
    /** When the service (re)started answering: the ends of the warm-ups. */
    const startedAt = [started];
    let crash: LoadResult['crash'] = null;
    try {
      let endAt = started + options.seconds * 1000;
      if (options.crash) {
        await sleepUntil(started + (options.seconds * 1000) / 2);
        crash = await crashAndRestart(service, context, () => readSlots(api, slots), slots, say);
        if (!crash.restartError) startedAt.push(crash.answeringAt);
        say(
          crash.restartError
            ? `${options.engine}: the service did not come back: ${crash.restartError}`
            : `${options.engine}: answering again after ${(crash.restartMs / 1000).toFixed(1)} s; acknowledged ` +
                `writes missing: ${crash.missing.length} of ${crash.checked}`,
        );
        endAt = Math.max(endAt, performance.now() + AFTER_RESTART_MS);
      }
      if (!crash?.restartError) await sleepUntil(endAt);
    } finally {
      stopping = true;
      await Promise.all(running);
    }
    const runSeconds = (performance.now() - started) / 1000;
    const final = crash?.restartError ? null : judgeFinal(slots, ledger, await readSlots(api, slots));

    const acked = outcomes.filter((o) => o.ok);
    const failed = outcomes.filter((o) => !o.ok);
    const errors = failed.filter((o) => !o.duringCrash);
    const ms = (keep: (o: Outcome) => boolean) => percentiles(acked.filter(keep).map((o) => o.ms));
    const warm = (o: Outcome) =>
      startedAt.some((at) => o.startedAt >= at && o.startedAt < at + WARM_UP_SECONDS * 1000);
    return {
      engine: options.engine,
      users: options.users,
      realUsers: fixture.tokens.length,
      reports: reports.size,
      slots: { generalInfo: generalInfoSlots.length, row: assigned.rows.length },
      runSeconds,
      acknowledged: acked.length,
      throughput: acked.length / runSeconds,
      latency: {
        generalInfo: ms((o) => o.kind === 'generalInfo'),
        row: ms((o) => o.kind === 'row'),
        all: ms(() => true),
        warmUp: ms(warm),
        steady: ms((o) => !warm(o)),
      },
      timeline: timeline(outcomes, started, runSeconds),
      errors: errors.length,
      errorSamples: [...new Set(errors.map((o) => `${o.kind}: ${o.failure}`))].slice(0, 5),
      refusedDuringCrash: failed.length - errors.length,
      lost: final?.lost ?? [],
      lostChecked: final?.checked ?? 0,
      committedUnacknowledged: final?.committedUnacknowledged ?? 0,
      crash,
      serviceErrorLines: service.errorLogLines(),
    };
  } finally {
    await service.stop().catch(() => {});
    await fixture.cleanup();
  }
}

/**
 * `kill -9` while the users save, then the same service again on the same data. The acknowledged values are
 * taken once the process is gone (and answers already in its sockets have landed) and before the new one listens,
 * so none of them can come from after the crash.
 */
async function crashAndRestart(
  service: ServiceProcess,
  context: LoadContext,
  read: () => Promise<Map<string, unknown>>,
  slots: Slot[],
  say: (line: string) => void,
): Promise<CrashFigures> {
  context.crashWindow.open = true;
  const killedAt = performance.now();
  await service.kill9();
  await new Promise((r) => setTimeout(r, 300));
  const atKill = context.ledger.snapshot();
  const ackedLastSecond = context.outcomes.filter(
    (o) => o.ok && o.startedAt + o.ms >= killedAt - 1000,
  ).length;
  say(`kill -9 sent; ${atKill.acked.size} slots had acknowledged writes; restarting`);
  try {
    await service.start();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      restartMs: Number.NaN,
      answeringAt: 0,
      restartError: message,
      ackedLastSecond,
      checked: 0,
      missing: [],
      committedUnacknowledged: 0,
    };
  }
  const answeringAt = performance.now();
  context.crashWindow.open = false;
  const durable = judgeDurable(slots, atKill, await read());
  return { restartMs: answeringAt - killedAt, answeringAt, restartError: null, ackedLastSecond, ...durable };
}

function timeline(outcomes: Outcome[], started: number, runSeconds: number): LoadResult['timeline'] {
  // About twelve windows, at least 5 s each: enough to see a trend without a page of figures.
  const windowSeconds = Math.max(5, Math.ceil(runSeconds / 12 / 5) * 5);
  const windows: LoadResult['timeline'] = [];
  for (let from = 0; from < runSeconds; from += windowSeconds) {
    const inWindow = outcomes.filter((o) => {
      const at = (o.startedAt - started) / 1000;
      return at >= from && at < from + windowSeconds;
    });
    const acked = percentiles(inWindow.filter((o) => o.ok).map((o) => o.ms));
    windows.push({
      fromSeconds: from,
      acknowledged: acked.count,
      failed: inWindow.length - acked.count,
      p50: acked.p50,
      p95: acked.p95,
    });
  }
  // The users stop at the end; the last window may hold only the wait for their last answers.
  while (windows.length > 0 && windows.at(-1)!.acknowledged + windows.at(-1)!.failed === 0) windows.pop();
  return windows;
}

async function sleepUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/**
 * Keeps each open register's projection (register-projection.ts) exact: before every listing one statement asks
 * for the rows written and deleted since the snapshot the projection last read (008_register_projection.sql),
 * and returns its own snapshot. Listings that arrive while a synchronisation runs share the next one, so a
 * listing always sees every write committed before it arrived, and 20 clients cost one query per round, not 20.
 *
 * Projections live per database handle, least recently used first out beyond a row budget, and are reloaded
 * whole when not synchronised for an hour (tombstones are kept for a day). After a load, the rows' answers are
 * read in the background in small chunks, so paging a large register soon needs no row reads at all.
 */

import { localWriteCount } from '@taxdep/db';
import { sql } from 'kysely';
import { notFound } from '../../http/http-error';
import type { Db } from '../../kernel/record-repository';
import type { ProjectedRow } from './projection-rows';
import { RegisterProjection } from './register-projection';
import { findRowAnswers } from './row-answers';

/** Rows held in memory across registers (about 1 kB each with their answers). */
const ROW_BUDGET = 600_000;
const RELOAD_AFTER_MS = 60 * 60 * 1000;
/** Rows per background read: about 15 ms of PGlite's thread, so listings in between are barely delayed. */
const WARM_CHUNK = 500;
const WARM_PASSES = 3;

interface Entry {
  projection: RegisterProjection;
  /** The pg_snapshot the projection reflects; null before the first load. */
  snapshot: string | null;
  syncedAt: number;
  /** The handle's local write count when the last synchronisation was issued (PGlite; local-writes.ts). */
  writesAtSync: number | undefined;
  /** The last synchronisation found no such report. */
  missing: boolean;
  /** A synchronisation not started yet: later arrivals join it. */
  queued: Promise<void> | null;
  running: Promise<void> | null;
}

interface Store {
  entries: Map<number, Entry>;
  taxCodes: Map<number, string> | null;
}

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), taxCodes: null };
    stores.set(db, store);
  }
  return store;
}

type ChangedRow = [number, string, number | null, boolean | null, boolean, ...(number | null)[]];

interface Changes {
  snapshot: string;
  found: boolean;
  changed: ChangedRow[];
  deleted: number[];
}

const ROW_JSON = sql`json_build_array(a.id, a.search_text, a.tax_code_id, a.has_errors,
  exists (select 1 from demolitions d where d.asset_id = a.id),
  a.invoice_date - date '2000-01-01', a.depreciation_commencement_date - date '2000-01-01',
  a.financial_year_end_date - date '2000-01-01', a.written_down_value_date - date '2000-01-01')`;

/** The report's rows written since `since` (all rows when null) and the ids deleted since, in one snapshot. */
export async function readChanges(db: Db, reportId: number, since: string | null): Promise<Changes> {
  const written =
    since === null
      ? sql``
      : sql`and a.written_by >= pg_snapshot_xmin(${since}::pg_snapshot)
          and not pg_visible_in_snapshot(a.written_by, ${since}::pg_snapshot)`;
  const deleted =
    since === null
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(t.asset_id), '[]'::json) from asset_tombstones t
          where t.report_id = ${reportId} and t.written_by >= pg_snapshot_xmin(${since}::pg_snapshot)
            and not pg_visible_in_snapshot(t.written_by, ${since}::pg_snapshot))`;
  const { rows } = await sql<{
    snapshot: string;
    found: boolean;
    changed: ChangedRow[] | string;
    deleted: number[] | string;
  }>`select pg_current_snapshot()::text as snapshot,
      exists (select 1 from reports r where r.id = ${reportId}) as found,
      (select coalesce(json_agg(${ROW_JSON}), '[]'::json) from assets a
        where a.report_id = ${reportId} ${written}) as changed,
      ${deleted} as deleted`.execute(db);
  const answer = rows[0]!;
  return { ...answer, changed: parsed(answer.changed), deleted: parsed(answer.deleted) };
}

function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function projectedRow(row: ChangedRow): ProjectedRow {
  const [id, searchText, taxCodeId, hasErrors, hasDemolitions, d0, d1, d2, d3] = row;
  return { id, searchText, taxCodeId, hasErrors, hasDemolitions, dates: [d0!, d1!, d2!, d3!] };
}

async function synchronise(db: Db, store: Store, reportId: number, entry: Entry, now: number) {
  const reload = entry.snapshot === null || now - entry.syncedAt > RELOAD_AFTER_MS;
  const writes = localWriteCount(db);
  const changes = await readChanges(db, reportId, reload ? null : entry.snapshot);
  entry.missing = !changes.found;
  if (entry.missing) {
    store.entries.delete(reportId);
    return;
  }
  const changed = changes.changed.map(projectedRow);
  if (reload) entry.projection = new RegisterProjection(changed);
  else entry.projection.apply(changed, changes.deleted);
  entry.snapshot = changes.snapshot;
  entry.syncedAt = now;
  entry.writesAtSync = writes;
  if (reload) void warmAnswers(db, store, reportId, entry).catch(() => undefined);
}

/**
 * Reads the answers of a freshly loaded projection, a chunk at a time with the event loop free in between. An
 * answer read across a change is refused by the projection; a few passes pick those rows up again. Stops when the
 * projection is replaced or evicted. A failure (the database closing) only leaves rows to be read on demand.
 */
async function warmAnswers(db: Db, store: Store, reportId: number, entry: Entry): Promise<void> {
  const projection = entry.projection;
  const current = () => store.entries.get(reportId) === entry && entry.projection === projection;
  for (let pass = 0; pass < WARM_PASSES; pass += 1) {
    const missing = projection.idsWithoutAnswer();
    if (missing.length === 0) return;
    for (let i = 0; i < missing.length; i += WARM_CHUNK) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!current()) return;
      const version = projection.version;
      const answers = await findRowAnswers(db, missing.slice(i, i + WARM_CHUNK));
      for (const [id, json] of answers) projection.rememberAnswer(id, json, version);
    }
  }
}

/** Joins the synchronisation that has not started yet, or queues one after the running one. */
function requestSync(entry: Entry, run: () => Promise<void>): Promise<void> {
  if (entry.queued) return entry.queued;
  const after = entry.running ?? Promise.resolve();
  const next: Promise<void> = after
    .then(
      () => undefined,
      () => undefined,
    )
    .then(async () => {
      if (entry.queued === next) entry.queued = null;
      entry.running = next;
      try {
        await run();
      } finally {
        if (entry.running === next) entry.running = null;
      }
    });
  entry.queued = next;
  return next;
}

function evictBeyondBudget(store: Store, keep: number): void {
  let rows = 0;
  for (const entry of store.entries.values()) rows += entry.projection.size;
  for (const [reportId, entry] of store.entries) {
    if (rows <= ROW_BUDGET) return;
    if (reportId === keep) continue;
    rows -= entry.projection.size;
    store.entries.delete(reportId);
  }
}

/**
 * The report's projection, reflecting every write committed before this call. A missing report answers 404 as
 * guards.ts does.
 */
export async function syncedProjection(db: Db, reportId: number): Promise<RegisterProjection> {
  const store = storeOf(db);
  let entry = store.entries.get(reportId);
  if (entry) {
    // Most recently used last: eviction starts from the first.
    store.entries.delete(reportId);
  } else {
    entry = {
      projection: new RegisterProjection(),
      snapshot: null,
      syncedAt: 0,
      writesAtSync: undefined,
      missing: false,
      queued: null,
      running: null,
    };
  }
  store.entries.set(reportId, entry);
  const current = entry;
  const writes = localWriteCount(db);
  if (
    current.snapshot !== null &&
    writes !== undefined &&
    writes === current.writesAtSync &&
    !current.queued
  ) {
    // Nothing can have changed since the last synchronisation was issued: skip the statement. No tombstone was
    // written either, so the projection is as fresh as a synchronisation now would make it.
    current.syncedAt = Date.now();
  } else {
    await requestSync(current, () => synchronise(db, store, reportId, current, Date.now()));
  }
  if (current.missing) {
    throw notFound(`Report ${reportId} does not exist.`);
  }
  evictBeyondBudget(store, reportId);
  return current.projection;
}

/**
 * Starts loading a register this instance does not hold yet, without waiting for it. The report view reads the
 * report before it can list the register, so the first listing of a large register after a start (or after an
 * hour unused) finds its projection loaded or loading instead of paying the whole load itself. Settles (never
 * rejects) once the load is over, so a caller can start the next warm-up after it.
 */
export function warmProjection(db: Db, reportId: number, onError: (error: unknown) => void): Promise<void> {
  if (isProjectionHeld(db, reportId)) return Promise.resolve();
  return syncedProjection(db, reportId).then(() => undefined, onError);
}

/** Whether this instance holds the register's projection (loaded, or loading). */
export function isProjectionHeld(db: Db, reportId: number): boolean {
  return storeOf(db).entries.has(reportId);
}

/** Tax codes by id (reference data), read again when a register uses a code not seen yet. */
export async function taxCodesFor(db: Db, projection: RegisterProjection): Promise<Map<number, string>> {
  const store = storeOf(db);
  const known = store.taxCodes;
  if (known && projection.taxCodeIds().every((id) => known.has(id))) return known;
  const rows = await db.selectFrom('tax_codes').select(['id', 'code']).execute();
  store.taxCodes = new Map(rows.map((r) => [r.id, r.code]));
  return store.taxCodes;
}

/**
 * The figures of the registers this instance calculates (issue 12; docs/architecture.md "Scale-out", docs/api.md
 * "Calculations, Deductions, Summary"). Per report it keeps every row's engine input and its own part of the
 * schedule (`scheduleAssetParts`), keyed by the row's version (`written_by`, the transaction that last wrote it),
 * and the schedule composed from them (`composeSchedule`: the low value pool runs again only when one of its
 * members changed, since its rounding is per pool per FY). Before every call one statement (repository.ts) brings
 * the rows written and deleted since the last snapshot read and the report's settings, so a call sees every write
 * committed before it arrived, on any instance; only the changed rows are calculated again, or all of them when the
 * settings changed. Calls arriving during a refresh share the next one.
 */
import {
  type AssetPart,
  type ComposedSchedule,
  composeSchedule,
  type ScheduleFrame,
  scheduleAssetParts,
  scheduleFrame,
  type TaxAssetInput,
  type TaxInputIssue,
} from '@taxdep/domain/tax';
import { localWriteCount } from '../db/local-writes';
import { conflict, notFound } from '../http/http-error';
import type { Db } from '../register-model/records';
import {
  contentOf,
  type MappedRow,
  mapRow,
  type ReferenceData,
  type RegisterColumns,
  splitRows,
} from './engine-input';
import { labelsOf, referenceFor, reportSettings } from './report-inputs';
import { readRegisterDelta } from './repository';

/** Assets held across reports (a 40-year schedule is about 4 kB per asset): least recently used out first. */
const ASSET_BUDGET = 250_000;
/** Rows mapped or calculated between two turns of the event loop (about 50 ms of work). */
const CHUNK = 5000;
/** Tombstones are kept a day (migration 008): a register not refreshed for an hour is read whole again. */
const RELOAD_AFTER_MS = 60 * 60 * 1000;

/** One version of a register's figures; nothing in it changes once made, so a call may build from it at leisure. */
export interface Figures {
  /** Unique per instance: the key of everything built from these figures (outputs). */
  readonly version: number;
  readonly schedule: ComposedSchedule;
  /** The register's own columns of `schedule.assets[i]`. */
  readonly columns: readonly RegisterColumns[];
  /** The register's rows without figures, by id, with why (the mapper's or the engine's issues, rule 17). */
  readonly uncalculated: ReadonlyMap<number, readonly TaxInputIssue[]>;
  /** What calls built from these figures (Calculations table, Deductions views, Summary), by name. */
  readonly outputs: Map<string, unknown>;
  readonly lineage: Lineage;
}

/** The last output of a kind built for a report, whatever its version, for the next version to reuse parts of. */
export type Lineage = Map<string, unknown>;

interface RowState extends MappedRow {
  part: AssetPart | null;
}

interface Entry {
  snapshot: string | null;
  syncedAt: number;
  writesAtSync: number | undefined;
  missing: boolean;
  settingsKey: string | null;
  /** Null while the report has no EOFY report date. */
  frame: ScheduleFrame | null;
  rows: Map<number, RowState>;
  /** The rows' ids in numeric order (the engine's id order); null after a row was added or deleted. */
  order: number[] | null;
  /** Shared by the entry's successive figures: what a later version may build on (the Calculations table). */
  lineage: Lineage;
  figures: Figures | null;
  queued: Promise<void> | null;
  running: Promise<void> | null;
}

interface Store {
  entries: Map<number, Entry>;
  reference: ReferenceData | null;
}

const stores = new WeakMap<Db, Store>();
let versions = 0;

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), reference: null };
    stores.set(db, store);
  }
  return store;
}

/**
 * Gives each row its part under `frame` (null when the engine cannot calculate it), in one batch; returns the
 * position in id order after the batch's parts (right when the batches cover the register in id order).
 */
function scheduleParts(frame: ScheduleFrame | null, states: readonly RowState[], firstIndex: number): number {
  const calculable = states.filter((state) => {
    state.part = null;
    return frame !== null && state.input !== null;
  });
  if (!frame || calculable.length === 0) return firstIndex;
  const outcomes = scheduleAssetParts(
    frame,
    calculable.map((state) => state.input as TaxAssetInput),
    firstIndex,
  );
  let parts = 0;
  calculable.forEach((state, i) => {
    state.part = outcomes[i]?.part ?? null;
    if (state.part) parts += 1;
    else state.issues = outcomes[i]?.issues ?? [];
  });
  return firstIndex + parts;
}

async function synchronise(db: Db, store: Store, reportId: number, entry: Entry, now: number) {
  const reload = entry.snapshot === null || now - entry.syncedAt > RELOAD_AFTER_MS;
  const writes = localWriteCount(db);
  const delta = await readRegisterDelta(db, reportId, reload ? null : entry.snapshot);
  entry.missing = delta.settings === null;
  if (delta.settings === null) {
    store.entries.delete(reportId);
    return;
  }
  const rows = splitRows(delta.changed);
  const reference = await referenceFor(db, store, rows);
  const labels = labelsOf(delta.labels);
  let changed = false;
  const settingsKey = JSON.stringify(delta.settings);
  const newFrame = settingsKey !== entry.settingsKey;
  if (newFrame) {
    const settings = reportSettings(delta.settings);
    entry.frame = settings ? scheduleFrame(settings) : null;
    entry.settingsKey = settingsKey;
    changed = true;
  }
  const fresh = new Set<number>();
  const pending: RowState[] = [];
  for (const [at, row] of rows.entries()) {
    // A whole register is mapped a chunk at a time, the event loop free in between (other users' calls).
    if (at > 0 && at % CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    const id = row.id;
    fresh.add(id);
    const known = entry.rows.get(id);
    if (known && known.revision === row.revision) continue; // the same version of the row
    const content = contentOf(row, labels);
    if (known && known.content === content) {
      known.revision = row.revision;
      continue;
    }
    const state: RowState = { ...mapRow(row, reportId, reference, labels, content), part: null };
    if (!known) entry.order = null;
    entry.rows.set(id, state);
    pending.push(state);
    changed = true;
  }
  const gone = reload ? [...entry.rows.keys()].filter((id) => !fresh.has(id)) : delta.deleted;
  for (const id of gone) {
    if (!entry.rows.delete(id)) continue;
    entry.order = null;
    changed = true;
  }
  changed ||= entry.figures === null;
  // New settings: every part again (the inputs do not depend on the settings, so nothing is read again).
  const stale = newFrame ? [...entry.rows.values()] : pending;
  // In id order, so that a whole register's parts are made at their positions (no copy to correct them).
  stale.sort((x, y) => x.columns.id - y.columns.id);
  for (let at = 0, index = 0; at < stale.length; at += CHUNK) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    index = scheduleParts(entry.frame, stale.slice(at, at + CHUNK), index);
  }
  entry.snapshot = delta.snapshot;
  entry.syncedAt = now;
  entry.writesAtSync = writes;
  if (changed) compose(entry);
}

/** The schedule of the register as it now stands (ids in numeric order, which is the engine's id order). */
function compose(entry: Entry): void {
  const frame = entry.frame;
  if (!frame) {
    entry.figures = null;
    return;
  }
  entry.order ??= [...entry.rows.keys()].sort((x, y) => x - y);
  const ids = entry.order;
  const parts: AssetPart[] = [];
  const columns: RegisterColumns[] = [];
  const uncalculated = new Map<number, readonly TaxInputIssue[]>();
  for (const id of ids) {
    const state = entry.rows.get(id) as RowState;
    if (!state.part) {
      uncalculated.set(id, state.issues);
      continue;
    }
    parts.push(state.part);
    columns.push(state.columns);
  }
  const previous = entry.figures?.schedule.frame === frame ? entry.figures.schedule : null;
  versions += 1;
  entry.figures = {
    version: versions,
    schedule: composeSchedule(frame, parts, previous),
    columns,
    uncalculated,
    outputs: new Map(),
    lineage: entry.lineage,
  };
}

/** Joins the refresh that has not started yet, or queues one after the running one. */
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
  let assets = 0;
  for (const entry of store.entries.values()) assets += entry.rows.size;
  for (const [reportId, entry] of store.entries) {
    if (assets <= ASSET_BUDGET) return;
    if (reportId === keep) continue;
    assets -= entry.rows.size;
    store.entries.delete(reportId);
  }
}

function newEntry(): Entry {
  return {
    snapshot: null,
    syncedAt: 0,
    writesAtSync: undefined,
    missing: false,
    settingsKey: null,
    frame: null,
    rows: new Map(),
    order: null,
    lineage: new Map(),
    figures: null,
    queued: null,
    running: null,
  };
}

/**
 * The report's figures, reflecting every write committed before this call: 404 for an unknown report, 409 while
 * it has no EOFY report date (the current FY is the one ending on it).
 */
export async function currentFigures(db: Db, reportId: number): Promise<Figures> {
  const store = storeOf(db);
  const entry = store.entries.get(reportId) ?? newEntry();
  // Most recently used last: eviction starts from the first.
  store.entries.delete(reportId);
  store.entries.set(reportId, entry);
  const writes = localWriteCount(db);
  if (entry.snapshot !== null && writes !== undefined && writes === entry.writesAtSync && !entry.queued) {
    // PGlite: no statement has written since the last refresh was issued, so nothing can have changed.
    entry.syncedAt = Date.now();
  } else {
    await requestSync(entry, () => synchronise(db, store, reportId, entry, Date.now()));
  }
  if (entry.missing) throw notFound(`Report ${reportId} does not exist.`);
  evictBeyondBudget(store, reportId);
  if (!entry.figures) {
    throw conflict(
      `Report ${reportId} has no EOFY report date (General Info): the figures are for the financial year ending on it.`,
    );
  }
  return entry.figures;
}

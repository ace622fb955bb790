/**
 * The figures of the registers this instance calculates (issue 12; docs/architecture.md "Scale-out", docs/api.md
 * "Calculations, Deductions, Summary"). Per report it keeps every row's engine input and its own part of the
 * schedule (`scheduleAssetParts`), keyed by the row's version (`written_by`, the transaction that last wrote it),
 * and the schedule composed from them (`composeSchedule`: the low value pool runs again only when one of its
 * members changed, since its rounding is per pool per FY). Before every call a refresh (register-refresh.ts) brings
 * the rows written and deleted since the last snapshot read and the report's settings, so a call sees every write
 * committed before it arrived, on any instance; only the changed rows are calculated again, or all of them when the
 * settings changed. Calls arriving during a refresh share the next one.
 */

import { localWriteCount } from '@taxdep/db';
import {
  type AssetPart,
  type ComposedSchedule,
  composeSchedule,
  type ReportSettings,
  type TaxInputIssue,
} from '@taxdep/domain/tax';
import { conflict, HttpError, notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import type { ReferenceData, RegisterColumns } from './engine-input';
import { type RegisterState, refreshRegister } from './register-refresh';
import type { RowState } from './register-rows';
import type { FiguresOwner } from './report-inputs';

/** Assets held across reports (a 40-year schedule is about 4 kB per asset): least recently used out first. */
const ASSET_BUDGET = 250_000;

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
  /** The settings the schedule was made under, which the owners' runs are made under too (owner-figures.ts). */
  readonly settings: ReportSettings;
  /** The report's owners in order (issue 23 item 7); empty without owners. */
  readonly owners: readonly FiguresOwner[];
}

/** The last output of a kind built for a report, whatever its version, for the next version to reuse parts of. */
export type Lineage = Map<string, unknown>;

interface Entry extends RegisterState {
  /** Shared by the entry's successive figures: what a later version may build on (the Calculations table). */
  lineage: Lineage;
  figures: Figures | null;
  /** The parts `figures` were composed from, in id order (the columns are the figures' own). */
  parts: AssetPart[] | null;
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

async function synchronise(db: Db, store: Store, reportId: number, entry: Entry, now: number) {
  const outcome = await refreshRegister(db, store, reportId, entry, now);
  if (outcome === 'missing') store.entries.delete(reportId);
  else if (outcome === 'changed' || entry.figures === null) compose(entry);
}

/** The schedule of the register as it now stands (ids in numeric order, which is the engine's id order). */
function compose(entry: Entry): void {
  const frame = entry.frame;
  if (!frame) {
    entry.figures = null;
    entry.parts = null;
    return;
  }
  const previous = entry.figures?.schedule.frame === frame ? entry.figures : null;
  const patched = previous && entry.parts && patchedLists(previous, entry.parts, entry.changedRows);
  const lists = patched ?? wholeLists(entry);
  entry.changedRows = [];
  entry.parts = lists.parts;
  versions += 1;
  entry.figures = {
    version: versions,
    // Patched lists name the positions put in: the composition takes the others over as they are.
    schedule: composeSchedule(frame, lists.parts, previous?.schedule, patched ? patched.changed : null),
    columns: lists.columns,
    uncalculated: lists.uncalculated,
    outputs: new Map(),
    lineage: entry.lineage,
    settings: entry.settings as ReportSettings,
    owners: entry.owners,
  };
}

interface Lists {
  parts: AssetPart[];
  columns: RegisterColumns[];
  uncalculated: ReadonlyMap<number, readonly TaxInputIssue[]>;
  /** Of patched lists: the positions whose parts were put in. */
  changed?: number[];
}

/** The parts, columns and uncalculated rows of every row held, in id order. */
function wholeLists(entry: Entry): Lists {
  entry.order ??= [...entry.rows.keys()].sort((x, y) => x - y);
  const parts: AssetPart[] = [];
  const columns: RegisterColumns[] = [];
  const uncalculated = new Map<number, readonly TaxInputIssue[]>();
  for (const id of entry.order) {
    const state = entry.rows.get(id) as RowState;
    if (!state.part) {
      uncalculated.set(id, state.issues);
      continue;
    }
    parts.push(state.part);
    columns.push(state.columns);
  }
  return { parts, columns, uncalculated };
}

/**
 * The previous composition's lists with the rows mapped since put in their places: after an edit of one row,
 * copies of three lists instead of a pass over 100,000 rows held in a map (issue 12). Null when a changed row's
 * place is not there to take: it had figures and now has none, or the other way round.
 */
function patchedLists(
  previous: Figures,
  parts: readonly AssetPart[],
  changed: readonly RowState[] | null,
): Lists | null {
  if (changed === null) return null;
  const next = {
    parts: parts.slice(),
    columns: previous.columns.slice(),
    uncalculated: previous.uncalculated,
    changed: [] as number[],
  };
  for (const state of changed) {
    const at = positionOf(previous.columns, state.columns.id);
    if (at >= 0 !== (state.part !== null)) return null;
    if (state.part) {
      next.parts[at] = state.part;
      next.columns[at] = state.columns;
      next.changed.push(at);
    } else {
      // Copied once: the previous figures keep their own.
      if (next.uncalculated === previous.uncalculated) next.uncalculated = new Map(previous.uncalculated);
      (next.uncalculated as Map<number, readonly TaxInputIssue[]>).set(state.columns.id, state.issues);
    }
  }
  return next;
}

/** Where the row `id` is among columns in id order, or -1. */
function positionOf(columns: readonly RegisterColumns[], id: number): number {
  let lo = 0;
  let hi = columns.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = (columns[mid] as RegisterColumns).id;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
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
    settings: null,
    owners: [],
    rows: new Map(),
    order: null,
    changedRows: null,
    lineage: new Map(),
    figures: null,
    parts: null,
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

/**
 * Starts making the report's figures without waiting for them: a report was just opened (its answer already
 * sent), and its Calculations, Deductions or Summary tab may come next, finding them made or under way instead of
 * paying the first computation (issue 12's target; docs/architecture.md "Scale-out"). Nothing to do when this
 * instance holds them already: the next call brings them up to date. A report without figures (404, 409) is no
 * error; any other goes to `onError` (logged, never thrown).
 */
export function warmFigures(db: Db, reportId: number, onError: (error: unknown) => void): void {
  if (storeOf(db).entries.has(reportId)) return;
  currentFigures(db, reportId).catch((error: unknown) => {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) return;
    onError(error);
  });
}

/** Whether this instance holds figures of the report, made (not merely under way). */
export function areFiguresHeld(db: Db, reportId: number): boolean {
  return (storeOf(db).entries.get(reportId)?.figures ?? null) !== null;
}

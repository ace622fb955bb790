/**
 * Brings a register's rows as the figures cache holds them (figures-cache.ts) up to the database (docs/architecture.md
 * "Scale-out", docs/api.md "Figures at scale"): one statement reads the report's settings and labels, the rows
 * written since the last snapshot read and the ids deleted since (repository.ts); the changed rows are mapped and
 * their parts made again (register-rows.ts), every part when the settings changed. A register not held yet, or not
 * refreshed for an hour, is read whole.
 */

import { localWriteCount } from '@taxdep/db';
import {
  type IncentiveWindow,
  type ReportSettings,
  type ScheduleFrame,
  scheduleFrame,
} from '@taxdep/domain/tax';
import { incentiveWindowsInForce } from '../kernel/incentive-windows';
import type { PackedRow } from '../kernel/packed-row';
import type { Db } from '../kernel/record-repository';
import { type ReferenceData, splitRows } from './engine-input';
import { registerPeers, rowsTurnedByPeers } from './register-peers';
import { applyRows, type RowState, removeRows, scheduleRows, unseen } from './register-rows';
import { type FiguresOwner, labelsOf, ownersOf, referenceFor, reportSettings } from './report-inputs';
import {
  inOneSnapshot,
  type RegisterDelta,
  type RegisterPart,
  readRegisterDelta,
  readRegisterPart,
} from './repository';

/** Tombstones are kept a day (migration 008): a register not refreshed for an hour is read whole again. */
const RELOAD_AFTER_MS = 60 * 60 * 1000;
/** Rows per part of a whole register read in parts (a fifth of 100,000). */
const READ_PART = 20_000;

/** What the cache holds of a register's rows, and of the database's state it reflects. */
export interface RegisterState {
  snapshot: string | null;
  syncedAt: number;
  writesAtSync: number | undefined;
  missing: boolean;
  settingsKey: string | null;
  /** Null while the report has no EOFY report date. */
  frame: ScheduleFrame | null;
  /** The settings `frame` was made of (the owners' runs are made of them, owner-figures.ts); null with it. */
  settings: ReportSettings | null;
  /** The report's owners in order (issue 23 item 7); empty without owners. Part of the settings' key. */
  owners: readonly FiguresOwner[];
  rows: Map<number, RowState>;
  /** The rows' ids in numeric order (the engine's id order); null after a row was added or deleted. */
  order: number[] | null;
  /**
   * The rows mapped again since the last composition (figures-cache.ts), when nothing else changed: no row added or
   * removed, the settings as before, no refresh failed on the way; the composition then patches the previous
   * one's lists. Null when the composition is to be made whole; emptied by each composition.
   */
  changedRows: readonly RowState[] | null;
}

/** Where the reference data is kept (read once per instance, report-inputs.ts). */
interface ReferenceStore {
  reference: ReferenceData | null;
}

/** `changed`: the figures are to be composed again; `missing`: the report does not exist. */
export type RefreshOutcome = 'changed' | 'unchanged' | 'missing';

export async function refreshRegister(
  db: Db,
  store: ReferenceStore,
  reportId: number,
  state: RegisterState,
  now: number,
): Promise<RefreshOutcome> {
  const reload = state.snapshot === null || now - state.syncedAt > RELOAD_AFTER_MS;
  const writes = localWriteCount(db);
  // Null until this refresh succeeds: rows it mapped before failing are not mapped again by the next one.
  const pending = state.changedRows;
  state.changedRows = null;
  // PostgreSQL works in its own process: a whole register is read in parts, each mapped and calculated while
  // the database makes the next one, all in one snapshot (PGlite runs in this thread: one statement there).
  if (reload && writes === undefined) {
    return inOneSnapshot(db, (trx) => reloadInParts(trx, store, reportId, state, now));
  }
  const delta = await readRegisterDelta(db, reportId, reload ? null : state.snapshot);
  const settings = takeSettings(state, delta, await incentiveWindowsInForce(db));
  if (!settings) return 'missing';
  // A whole register read: the rows held but not read are gone (none when none are held).
  const seen = reload && state.rows.size > 0 ? new Set<number>() : null;
  const context = rowContext(db, store, reportId, delta);
  const { mapped, added } = await applyRows(state.rows, splitRows(delta.changed), context, seen);
  const removed = removeRows(state.rows, seen ? unseen(state.rows, seen) : delta.deleted);
  // Issue 23: the $300 test reads the whole register's sets and identical items; an edit may turn another row's.
  const peers = registerPeers(state.frame, state.rows);
  const stale = settings.newFrame
    ? [...state.rows.values()]
    : [...mapped, ...rowsTurnedByPeers(state.frame, state.rows, peers, mapped)];
  // New settings: every part again (the inputs do not depend on the settings, so nothing is read again).
  await scheduleRows(state.frame, stale, 0, peers);
  const changed = settings.newFrame || added || removed || stale.length > 0;
  state.changedRows =
    pending === null || settings.newFrame || added || removed || seen ? null : [...pending, ...stale];
  return finish(state, delta.snapshot, now, writes, added || removed, changed);
}

/** A whole register in parts of READ_PART rows in id order, each applied while the next is read. */
async function reloadInParts(
  db: Db,
  store: ReferenceStore,
  reportId: number,
  state: RegisterState,
  now: number,
): Promise<RefreshOutcome> {
  const head = await readRegisterDelta(db, reportId, null, { rows: false });
  const settings = takeSettings(state, head, await incentiveWindowsInForce(db));
  if (!settings) return 'missing';
  const context = rowContext(db, store, reportId, head);
  const seen = state.rows.size > 0 ? new Set<number>() : null;
  let changed = settings.newFrame;
  let reordered = false;
  let index = 0;
  let next: Promise<RegisterPart> | null = readRegisterPart(db, reportId, 0, READ_PART);
  while (next) {
    const part: RegisterPart = await next;
    next = part.count < READ_PART ? null : readRegisterPart(db, reportId, part.lastId, READ_PART);
    // Awaited once this part is applied; a failure meanwhile must not count as unhandled.
    next?.catch(() => undefined);
    const { mapped, kept, added } = await applyRows(state.rows, splitRows(part.text), context, seen);
    reordered ||= added;
    changed ||= added || mapped.length > 0;
    // Parts come in id order, so positions run on from one part to the next.
    index = await scheduleRows(state.frame, settings.newFrame ? [...mapped, ...kept] : mapped, index);
  }
  const removed = seen !== null && removeRows(state.rows, unseen(state.rows, seen));
  // Issue 23: the parts were made a part of the register at a time; the $300 test reads the whole register's sets
  // and identical items, so the rows whose answer the whole register turns are made again (the composition puts
  // them in their positions).
  const peers = registerPeers(state.frame, state.rows);
  const turned = rowsTurnedByPeers(state.frame, state.rows, peers, []);
  if (turned.length > 0) {
    await scheduleRows(state.frame, turned, 0, peers);
    changed = true;
  }
  return finish(state, head.snapshot, now, undefined, reordered || removed, changed || removed);
}

/**
 * The report's settings as read (its frame made again when they changed); null when the report is gone. The
 * incentives' windows in force are part of them (issue 23): a table loaded by the administrator recomputes too.
 */
function takeSettings(
  state: RegisterState,
  delta: RegisterDelta,
  windows: readonly IncentiveWindow[],
): { newFrame: boolean } | null {
  state.missing = delta.settings === null;
  if (delta.settings === null) return null;
  const settingsKey = JSON.stringify([delta.settings, windows]);
  const newFrame = settingsKey !== state.settingsKey;
  if (newFrame) {
    const settings = reportSettings(delta.settings, windows);
    state.frame = settings ? scheduleFrame(settings) : null;
    state.settings = settings;
    state.owners = ownersOf(delta.settings);
    state.settingsKey = settingsKey;
  }
  return { newFrame };
}

function rowContext(db: Db, store: ReferenceStore, reportId: number, delta: RegisterDelta) {
  return {
    reportId,
    labels: labelsOf(delta.labels),
    referenceFor: (fields: readonly PackedRow[]) => referenceFor(db, store, fields),
  };
}

function finish(
  state: RegisterState,
  snapshot: string,
  now: number,
  writes: number | undefined,
  reordered: boolean,
  changed: boolean,
): RefreshOutcome {
  state.snapshot = snapshot;
  state.syncedAt = now;
  state.writesAtSync = writes;
  if (reordered) state.order = null;
  return changed ? 'changed' : 'unchanged';
}

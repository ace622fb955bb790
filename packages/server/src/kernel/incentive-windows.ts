/**
 * The incentives' windows in force (issue 23; docs/tax-rules.md "Incentives"): what every verdict of a register row
 * and every computation of a report judge `IA` and `AD` assets against. One place, so the register, the import, the
 * paste and the figures never judge by different tables.
 *
 * The table is data an administrator loads (migration 023, docs/product/administration.md "Incentive windows");
 * the newest version is in force. Each instance keeps the windows it read and asks only "which version is
 * newest?" (one row of the loads' primary key) before using them, so a load committed on any instance, or by the
 * command line, is seen by the next call everywhere. On the embedded PGlite every statement passes through this
 * process, so while no statement could have written (db/local-writes.ts) not even that is asked.
 */

import { localWriteCount } from '@taxdep/db';
import { DEFAULT_INCENTIVE_WINDOWS, type IncentiveWindow } from '@taxdep/domain/tax';
import { findVersionInForce, findWindows, type VersionHead } from './incentive-window-repository';
import type { Db } from './record-repository';

export interface WindowsInForce {
  /** The version in force; 0 while none is stored (the release's defaults). */
  version: number;
  windows: readonly IncentiveWindow[];
}

const DEFAULTS: WindowsInForce = { version: 0, windows: DEFAULT_INCENTIVE_WINDOWS };

/** The tables read, by their head: a handful of versions at most (one per budget measure between restarts). */
const tables = new Map<string, WindowsInForce>();
const TABLES_KEPT = 8;

/** Per database handle: the head last seen and the local write count when it was seen. */
const seen = new WeakMap<object, { key: string; writes: number | undefined }>();

const keyOf = (head: VersionHead | null) => (head ? `${head.version}@${head.loadedAt}` : 'defaults');

/** The table a head names: read once per head (INCENTIVE_HEAD gives the same `version@loaded_at` text). */
async function tableOfKey(db: Db, key: string, version: number | null): Promise<WindowsInForce> {
  let table = tables.get(key);
  if (!table) {
    table = version === null ? DEFAULTS : { version, windows: await findWindows(db, version) };
    if (tables.size >= TABLES_KEPT) tables.delete(tables.keys().next().value as string);
    tables.set(key, table);
  }
  return table;
}

/**
 * The windows a head read beside another statement names (INCENTIVE_HEAD): no statement unless that table was
 * never read by this instance.
 */
export async function incentiveWindowsOfHead(
  db: Db,
  head: string | null,
): Promise<readonly IncentiveWindow[]> {
  if (head === null) return (await tableOfKey(db, 'defaults', null)).windows;
  return (await tableOfKey(db, head, Number(head.slice(0, head.indexOf('@'))))).windows;
}

/** The windows in force, with their version. */
export async function incentiveTableInForce(db: Db): Promise<WindowsInForce> {
  const writes = localWriteCount(db);
  const last = seen.get(db);
  if (last && writes !== undefined && writes === last.writes) {
    const table = tables.get(last.key);
    if (table) return table;
  }
  // The count is read before the head: a write after this read moves it, and the next call asks again.
  const head = await findVersionInForce(db);
  const key = keyOf(head);
  const table = await tableOfKey(db, key, head ? head.version : null);
  seen.set(db, { key, writes });
  return table;
}

/** The windows in force (see incentiveTableInForce). */
export async function incentiveWindowsInForce(db: Db): Promise<readonly IncentiveWindow[]> {
  return (await incentiveTableInForce(db)).windows;
}

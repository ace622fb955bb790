/**
 * The SQL of the incentives' windows (migration 023; issue 23 item 2): the version in force, its windows, a new
 * version, the history of loads, and the verdicts a load voids. One place for the service's reads and the load
 * (admin/incentive-windows.ts) and the seeding (seed/incentive-windows.ts).
 */
import type { IncentiveWindow } from '@taxdep/domain/tax';
import { sql } from 'kysely';
import type { Db } from './record-repository';

/**
 * The head of the table in force as one text (`version@loaded_at`, null while none is stored), to select beside
 * another read: a row save learns which table judges it without a statement of its own (save-once.test.ts).
 */
export const INCENTIVE_HEAD = sql<string | null>`(select l.version || '@' || l.loaded_at::text
  from incentive_window_loads l order by l.version desc limit 1)`;

/** The newest version: its number and the instant it was loaded, as text (two loads never share both). */
export interface VersionHead {
  version: number;
  loadedAt: string;
}

export interface StoredLoad {
  version: number;
  /** ISO 8601, UTC. */
  loadedAt: string;
  fileName: string;
  loadedBy: string | null;
  windowCount: number;
  added: number;
  changed: number;
  removed: number;
}

/** The version in force (the newest), or null while none is stored. */
export async function findVersionInForce(db: Db): Promise<VersionHead | null> {
  const row = await db
    .selectFrom('incentive_window_loads')
    .select(['version', sql<string>`loaded_at::text`.as('loaded_at')])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { version: row.version, loadedAt: row.loaded_at } : null;
}

/** Every load, newest first, with the name of who loaded it. */
export async function findLoads(db: Db, version?: number): Promise<StoredLoad[]> {
  let query = db
    .selectFrom('incentive_window_loads as l')
    .leftJoin('users as u', 'u.id', 'l.loaded_by')
    .select([
      'l.version',
      'l.file_name',
      sql<string>`to_char(l.loaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('loaded_at'),
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('loaded_by'),
      'l.window_count',
      'l.windows_added',
      'l.windows_changed',
      'l.windows_removed',
    ])
    .orderBy('l.version', 'desc');
  if (version !== undefined) query = query.where('l.version', '=', version);
  const rows = await query.execute();
  return rows.map((r) => ({
    version: r.version,
    fileName: r.file_name,
    loadedAt: r.loaded_at,
    loadedBy: r.loaded_by,
    windowCount: r.window_count,
    added: r.windows_added,
    changed: r.windows_changed,
    removed: r.windows_removed,
  }));
}

/** The windows of `version`, in the order they were loaded. */
export async function findWindows(db: Db, version: number): Promise<IncentiveWindow[]> {
  const rows = await db
    .selectFrom('incentive_windows')
    .selectAll()
    .where('version', '=', version)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.window_id,
    kind: r.kind,
    category: r.category,
    label: r.label,
    section: r.section,
    firstUsedFrom: r.first_used_from,
    firstUsedTo: r.first_used_to,
    acquiredFrom: r.acquired_from,
    acquiredTo: r.acquired_to,
    costBelow: r.cost_below === null ? null : Number(r.cost_below),
    turnoverBelow: Number(r.turnover_below),
    secondHandTurnoverBelow:
      r.second_hand_turnover_below === null ? null : Number(r.second_hand_turnover_below),
  }));
}

/** Stores a new version of the whole table; answers its number. */
export async function insertVersion(
  trx: Db,
  load: {
    fileName: string;
    userId: number | null;
    added: number;
    changed: number;
    removed: number;
  },
  windows: readonly IncentiveWindow[],
): Promise<number> {
  const { version } = await trx
    .insertInto('incentive_window_loads')
    .values({
      file_name: load.fileName,
      loaded_by: load.userId,
      window_count: windows.length,
      windows_added: load.added,
      windows_changed: load.changed,
      windows_removed: load.removed,
    })
    .returning('version')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('incentive_windows')
    .values(
      windows.map((w, position) => ({
        version,
        position,
        window_id: w.id,
        kind: w.kind,
        category: w.category,
        label: w.label,
        section: w.section,
        first_used_from: w.firstUsedFrom,
        first_used_to: w.firstUsedTo,
        acquired_from: w.acquiredFrom,
        acquired_to: w.acquiredTo,
        cost_below: w.costBelow === null ? null : BigInt(w.costBelow),
        turnover_below: BigInt(w.turnoverBelow),
        second_hand_turnover_below:
          w.secondHandTurnoverBelow === null ? null : BigInt(w.secondHandTurnoverBelow),
      })),
    )
    .execute();
  return version;
}

/**
 * Voids the stored verdicts of every `IA` and `AD` row (NULL = not judged yet, 005_asset_register.sql): they were
 * judged against the windows of the version before, and are judged again on the next listing in error mode or
 * save. The void moves each row's `written_by` (008), so the listing and the figures read those rows again.
 */
export async function voidIncentiveVerdicts(trx: Db): Promise<number> {
  const result = await trx
    .updateTable('assets')
    .set({ has_errors: null })
    .where('has_errors', 'is not', null)
    .where('category_id', 'in', (q) =>
      q.selectFrom('depreciation_categories').select('id').where('code', 'in', ['IA', 'AD']),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A report's owners (025_report_owners.sql). Parameterised queries only. */

import type { Database } from '@taxdep/db/schema';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export interface OwnerRow {
  id: number;
  name: string;
  share: number;
}

/** The report's owners in its order. */
export function findOwners(db: Db, reportId: number): Promise<OwnerRow[]> {
  return db
    .selectFrom('report_owners')
    .select(['id', 'name', 'share'])
    .where('report_id', '=', reportId)
    .orderBy('position')
    .execute();
}

/**
 * Replaces the report's owners with `owners`, in that order: an owner with an id keeps it (the figures calls'
 * `ownerId`), one without gets a new one. Deleting first lets names and positions move freely between owners.
 */
export async function replaceOwners(
  trx: Transaction<Database>,
  reportId: number,
  owners: readonly { id: number | null; name: string; share: number }[],
): Promise<void> {
  await trx.deleteFrom('report_owners').where('report_id', '=', reportId).execute();
  for (const [i, o] of owners.entries()) {
    const row = { report_id: reportId, position: i + 1, name: o.name, share: o.share };
    await trx
      .insertInto('report_owners')
      .values(o.id === null ? row : { ...row, id: o.id })
      .execute();
  }
}

export async function insertOwnerChange(
  trx: Transaction<Database>,
  reportId: number,
  before: string,
  after: string,
  changedBy: number,
): Promise<void> {
  await trx
    .insertInto('report_owner_changes')
    .values({ report_id: reportId, owners_before: before, owners_after: after, changed_by: changedBy })
    .execute();
}

export function findOwnerChanges(db: Db, reportId: number, limit: number) {
  return db
    .selectFrom('report_owner_changes')
    .select(['owners_before', 'owners_after', 'changed_by', 'changed_at'])
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Voids the stored verdicts of the report's `L` rows (NULL = not judged yet, 005_asset_register.sql): the $1,000
 * low-cost test reads the largest owner's interest (issue 23 item 7, s40-35), so a new largest share judges them
 * again on the next listing in error mode or save. The void moves each row's `written_by` (008).
 */
export async function voidLowCostVerdicts(trx: Transaction<Database>, reportId: number): Promise<void> {
  await trx
    .updateTable('assets')
    .set({ has_errors: null })
    .where('report_id', '=', reportId)
    .where('has_errors', 'is not', null)
    .where('category_id', 'in', (q) =>
      q.selectFrom('depreciation_categories').select('id').where('code', '=', 'L'),
    )
    .execute();
}

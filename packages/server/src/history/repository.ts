/** The history's reads (003_reports.sql report_revisions, 015_report_workflow.sql asset_changes). */

import type { Database } from '@taxdep/db/schema';
import type { Kysely } from 'kysely';
import type { FieldValues } from '../reports';

/** The report's row as it is now: the fields after its latest revision. */
export function findReport(db: Kysely<Database>, reportId: number) {
  return db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
}

export async function findRevisions(db: Kysely<Database>, reportId: number, limit: number) {
  const rows = await db
    .selectFrom('report_revisions')
    .select(['version', 'fields', 'changed_by', 'changed_at'])
    .where('report_id', '=', reportId)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, fields: r.fields as FieldValues }));
}

export async function findAssetChanges(db: Kysely<Database>, reportId: number, limit: number) {
  return db
    .selectFrom('asset_changes')
    .select(['asset_id', 'user_id', 'action', 'asset_count', 'asset_label', 'fields', 'changed_at'])
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findUserNames(
  db: Kysely<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((u) => [u.id, `${u.first_name} ${u.last_name}`]));
}

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

/** The names the history shows for the ids a change stores (issue 26 item 13), by the column that holds them. */
export interface ReferenceNames {
  tax_code_id: Map<number, string>;
  category_id: Map<number, string>;
  method_id: Map<number, string>;
  abandonment_label_id: Map<number, string>;
}

export type ReferenceColumn = keyof ReferenceNames;

export async function findReferenceNames(
  db: Kysely<Database>,
  ids: Record<ReferenceColumn, readonly number[]>,
): Promise<ReferenceNames> {
  const wanted = (list: readonly number[]) => [...new Set(list)];
  const [codes, categories, methods, labels] = await Promise.all([
    ids.tax_code_id.length === 0
      ? []
      : db
          .selectFrom('tax_codes')
          .select(['id', 'code'])
          .where('id', 'in', wanted(ids.tax_code_id))
          .execute(),
    ids.category_id.length === 0
      ? []
      : db
          .selectFrom('depreciation_categories')
          .select(['id', 'code', 'description'])
          .where('id', 'in', wanted(ids.category_id))
          .execute(),
    ids.method_id.length === 0
      ? []
      : db
          .selectFrom('depreciation_methods')
          .select(['id', 'description'])
          .where('id', 'in', wanted(ids.method_id))
          .execute(),
    ids.abandonment_label_id.length === 0
      ? []
      : db
          .selectFrom('abandonment_labels')
          .select(['id', 'label'])
          .where('id', 'in', wanted(ids.abandonment_label_id))
          .execute(),
  ]);
  return {
    tax_code_id: new Map(codes.map((r) => [r.id, r.code])),
    category_id: new Map(categories.map((r) => [r.id, `${r.description} (${r.code})`])),
    method_id: new Map(methods.map((r) => [r.id, r.description])),
    abandonment_label_id: new Map(labels.map((r) => [r.id, r.label])),
  };
}

/** The SQL of the abandonment labels feature (issue 11: SQL only in repositories); the rules are in service.ts. */

import type { Database } from '@taxdep/db/schema';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../kernel/record-repository';

type Trx = Transaction<Database>;

export interface StoredLabel {
  id: number;
  label: string;
  abandonment_date: string | null;
}

export interface LabelValues {
  label: string;
  abandonment_date: string | null;
}

/**
 * The report's labels with how many assets each links, counted from the labels through the index on
 * assets.abandonment_label_id, so a register of 100,000 assets is not read to count the few it links.
 */
export async function findLabelsWithLinkCounts(db: Db, reportId: number) {
  const rows = await db
    .selectFrom('abandonment_labels as l')
    .select(['l.id', 'l.label', 'l.report_id', 'l.abandonment_date'])
    .select((eb) =>
      eb
        .selectFrom('assets as a')
        .select(sql<number>`count(*)::int`.as('linked'))
        .whereRef('a.abandonment_label_id', '=', 'l.id')
        .as('linked'),
    )
    .where('l.report_id', '=', reportId)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ...r, linked: Number(r.linked ?? 0) }));
}

export function findReportLabels(trx: Trx, reportId: number): Promise<StoredLabel[]> {
  return trx
    .selectFrom('abandonment_labels')
    .select(['id', 'label', 'abandonment_date'])
    .where('report_id', '=', reportId)
    .orderBy('id')
    .execute();
}

/** The read-only assets linked with any of the labels, by id. */
export function findReadOnlyLinkedAssets(trx: Trx, labelIds: readonly number[]) {
  return trx
    .selectFrom('assets')
    .select(['id', 'abandonment_label_id'])
    .where('abandonment_label_id', 'in', labelIds)
    .where('read_only', '=', true)
    .orderBy('id')
    .execute();
}

export async function updateLabel(trx: Trx, labelId: number, values: LabelValues): Promise<void> {
  await trx.updateTable('abandonment_labels').set(values).where('id', '=', labelId).execute();
}

export async function insertLabel(trx: Trx, reportId: number, values: LabelValues): Promise<void> {
  await trx
    .insertInto('abandonment_labels')
    .values({ ...values, report_id: reportId })
    .execute();
}

export function findLabel(trx: Trx, labelId: number) {
  return trx
    .selectFrom('abandonment_labels')
    .select(['id', 'report_id'])
    .where('id', '=', labelId)
    .executeTakeFirst();
}

/** The assets a label links, locked: a delete unlinks them. */
export function lockLinkedAssets(trx: Trx, labelId: number) {
  return trx
    .selectFrom('assets')
    .select(['id', 'read_only'])
    .where('abandonment_label_id', '=', labelId)
    .forUpdate()
    .execute();
}

export async function deleteLabelRow(trx: Trx, labelId: number): Promise<void> {
  await trx.deleteFrom('abandonment_labels').where('id', '=', labelId).execute();
}

/** The label row of the report, locked: the lock serialises mappings to one label. */
export function lockReportLabel(trx: Trx, labelId: number, reportId: number) {
  return trx
    .selectFrom('abandonment_labels')
    .select('id')
    .where('id', '=', labelId)
    .where('report_id', '=', reportId)
    .forUpdate()
    .executeTakeFirst();
}

/** The assets a label links, and the asset to link, with their stored tax codes. */
export function findLabelPeers(trx: Trx, labelId: number, assetId: number) {
  return trx
    .selectFrom('assets as a')
    .leftJoin('tax_codes as t', 't.id', 'a.tax_code_id')
    .select(['a.id', 't.code', 'a.abandonment_label_id'])
    .where((eb) => eb.or([eb('a.abandonment_label_id', '=', labelId), eb('a.id', '=', assetId)]))
    .execute();
}

export async function setAssetLabel(trx: Trx, assetId: number, labelId: number | null): Promise<void> {
  await trx
    .updateTable('assets')
    .set({ abandonment_label_id: labelId, updated_at: sql<Date>`now()` })
    .where('id', '=', assetId)
    .execute();
}

/**
 * The SQL of the import upload (issue 13; SQL only in repositories, src/floor-plan.test.ts). Rows go in as arrays,
 * one `INSERT … SELECT FROM unnest(…)` per batch: the fastest insert both engines take through the drivers in use
 * (docs/api.md "Import upload" has the measurements against COPY). Inserted rows are stamped `written_by` by 008's
 * column default, so the listing's projection and the figures cache see them as any other write; on PGlite each
 * statement counts as a local write (db/local-writes.ts).
 */

import type { Database } from '@taxdep/db/schema';
import type { UploadAnswer } from '@taxdep/domain';
import { sql, type Transaction } from 'kysely';
import { RECORD_COLUMNS } from '../kernel/asset-columns';
import { columnList, recordArrays } from '../kernel/record-repository';
import type { Verdict } from '../kernel/verdicts';
import type { ImportedAsset, ImportedDemolition } from './rows';

type Trx = Transaction<Database>;

/** Rows per statement: bounded parameters and memory, and the event loop gets a turn in between. */
const BATCH = 10_000;

/** An upload already made with this id: to which report, how many rows, and what it answered. */
export interface StoredUpload {
  reportId: number;
  rowCount: number;
  answer: UploadAnswer;
}

interface UploadRowJson {
  report_id: number;
  row_count: number;
  answer: UploadAnswer | string;
}

function storedOf(row: UploadRowJson | undefined): StoredUpload | null {
  if (!row) return null;
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as UploadAnswer) : row.answer;
  return { reportId: row.report_id, rowCount: row.row_count, answer };
}

export async function findUpload(trx: Trx, uploadId: string): Promise<StoredUpload | null> {
  const { rows } = await sql<UploadRowJson>`select report_id, row_count, answer from asset_uploads
    where upload_id = ${uploadId}::uuid`.execute(trx);
  return storedOf(rows[0]);
}

/**
 * Claims the upload id for this transaction: false when another transaction already made it. A concurrent retry
 * of the same id waits here for the first one's end (the primary key), then finds it, or takes over if it failed.
 */
export async function claimUpload(
  trx: Trx,
  claim: { uploadId: string; reportId: number; rowCount: number; userId: number | null },
): Promise<boolean> {
  const { rows } = await sql<{ claimed: number }>`insert into asset_uploads
      (upload_id, report_id, row_count, answer, uploaded_by)
    values (${claim.uploadId}::uuid, ${claim.reportId}, ${claim.rowCount}, '{}'::jsonb, ${claim.userId})
    on conflict (upload_id) do nothing returning 1 as claimed`.execute(trx);
  return rows.length === 1;
}

export async function recordUploadAnswer(trx: Trx, uploadId: string, answer: UploadAnswer): Promise<void> {
  await sql`update asset_uploads set answer = ${JSON.stringify(answer)}::jsonb
    where upload_id = ${uploadId}::uuid`.execute(trx);
}

/**
 * `count` ids of the assets' identity sequence, taken before the insert so each demolition knows its asset
 * without relying on the order RETURNING gives rows back in.
 */
export async function allocateAssetIds(trx: Trx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{
    ids: string;
  }>`select string_agg(nextval(pg_get_serial_sequence('assets', 'id'))::text,
      ',') as ids from generate_series(1, ${count})`.execute(trx);
  return rows[0]!.ids.split(',').map(Number);
}

const bigText = (value: bigint | null) => (value === null ? null : value.toString());

/** The record's columns (asset-columns.ts) and the asset's label: what an imported asset is inserted with. */
const INSERTED = columnList(RECORD_COLUMNS);

/**
 * Inserts one batch of assets with their verdicts (`errors_fresh`: 005's trigger keeps a verdict that belongs to its
 * write, as a row save stores it).
 */
export async function insertAssets(
  trx: Trx,
  reportId: number,
  ids: readonly number[],
  rows: readonly { asset: ImportedAsset; verdict: Verdict }[],
): Promise<void> {
  if (rows.length === 0) return;
  await sql`insert into assets (id, report_id, abandonment_label_id, ${INSERTED}, has_errors, asset_errors,
      errors_fresh)
    select v.id, ${reportId}, v.abandonment_label_id, ${columnList(RECORD_COLUMNS, 'v')}, v.has_errors,
      v.asset_errors::jsonb, true
    from unnest(${ids}::integer[], ${rows.map((row) => row.asset.abandonment_label_id)}::integer[],
      ${recordArrays(rows, RECORD_COLUMNS, (row, column) => row.asset[column])},
      ${rows.map((row) => row.verdict.has_errors)}::boolean[], ${rows.map((row) => row.verdict.asset_errors)}::text[])
    as v(id, abandonment_label_id, ${INSERTED}, has_errors, asset_errors)`.execute(trx);
}

export interface DemolitionOf extends ImportedDemolition {
  asset_id: number;
}

/** Inserts the demolitions (their asset's verdict is voided by 005's trigger: storeVerdicts puts it back). */
export async function insertDemolitions(trx: Trx, demolitions: readonly DemolitionOf[]): Promise<void> {
  for (let start = 0; start < demolitions.length; start += BATCH) {
    const part = demolitions.slice(start, start + BATCH);
    await sql`insert into demolitions (asset_id, demo_date, rate, adjusted_historical_cost,
        adjusted_annual_depreciation)
      select * from unnest(${part.map((d) => d.asset_id)}::integer[], ${part.map((d) => d.demo_date)}::date[],
        ${part.map((d) => d.rate)}::numeric[], ${part.map((d) => bigText(d.adjusted_historical_cost))}::bigint[],
        ${part.map((d) => bigText(d.adjusted_annual_depreciation))}::bigint[])`.execute(trx);
  }
}

/** Stores the verdicts of the given assets as fresh (the row save's one write of row and verdict, 005). */
export async function storeVerdicts(
  trx: Trx,
  ids: readonly number[],
  verdicts: readonly Verdict[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const judged = verdicts.slice(start, start + BATCH);
    await sql`update assets set has_errors = v.has_errors, asset_errors = v.errors::jsonb, errors_fresh = true
      from unnest(${ids.slice(start, start + BATCH)}::integer[], ${judged.map((v) => v.has_errors)}::boolean[],
        ${judged.map((v) => v.asset_errors)}::text[]) as v(id, has_errors, errors)
      where assets.id = v.id`.execute(trx);
  }
}

/** The report's abandonment labels of the keys named (`lower(label)`, the labels' unique index, 004_assets.sql). */
export function findLabelsByKey(trx: Trx, reportId: number, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('abandonment_labels')
    .select(['id', 'label', 'abandonment_date'])
    .where('report_id', '=', reportId)
    .where(sql<string>`lower(label)`, 'in', [...keys])
    .execute();
}

/** Makes the labels an upload names that the report lacks, in one statement; their ids in the order given. */
export async function insertLabels(
  trx: Trx,
  reportId: number,
  labels: readonly { label: string; abandonment_date: string | null }[],
): Promise<{ id: number; label: string; abandonment_date: string | null }[]> {
  if (labels.length === 0) return [];
  return trx
    .insertInto('abandonment_labels')
    .values(labels.map((label) => ({ ...label, report_id: reportId })))
    .returning(['id', 'label', 'abandonment_date'])
    .execute();
}

/**
 * Add Asset's defaults of a report (issue 26 item 6b; docs/product/asset-register.md "Subheader"): its fund's code
 * and its property's code, which the portal's Add Asset and paste put on a new row (reports/repository.ts reads
 * the same joins for General Info).
 */
export async function findNewAssetDefaults(
  trx: Trx,
  reportId: number,
): Promise<{ fundCode: string | null; propertyCode: string | null }> {
  const row = await trx
    .selectFrom('reports as r')
    .innerJoin('funds as f', 'f.id', 'r.fund_id')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .select(['f.code as fund_code', 'p.property_code'])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  const code = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return { fundCode: code(row?.fund_code), propertyCode: code(row?.property_code) };
}

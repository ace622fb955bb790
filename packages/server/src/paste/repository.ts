/**
 * The SQL of a paste from Excel (issue 16; SQL only in repositories, src/floor-plan.test.ts). The assets a paste
 * changes are locked at once in id order (a paste and a row save lock the report first, then rows, so they never
 * deadlock), and every write is one statement over arrays, whatever the number of rows: a paste of 1,000 rows is a
 * handful of statements (docs/api.md "Paste from Excel"). The writes are stamped `written_by` and recorded in
 * `asset_changes` by the table's own default and triggers, as every register write.
 */
import type { PasteAnswer } from '@taxdep/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AssetRecord } from '../kernel/record-repository';
import type { Verdict } from '../kernel/verdicts';

type Trx = Transaction<Database>;

export interface LockedPasteAsset {
  id: number;
  report_id: number;
  read_only: boolean;
}

/** The assets `ids`, locked FOR UPDATE in id order; those that do not exist are absent. */
export async function lockAssets(trx: Trx, ids: readonly number[]): Promise<LockedPasteAsset[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('assets')
    .select(['id', 'report_id', 'read_only'])
    .where('id', '=', sql<number>`any(${[...ids]}::integer[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A row to write: its columns and its verdict of validateAsset. */
export interface WrittenRow {
  record: AssetRecord;
  verdict: Verdict;
}

const bigText = (value: bigint | null) => (value === null ? null : value.toString());

/** The columns a paste writes, as arrays in the order of `rows`, for `unnest`. */
function columnArrays(rows: readonly WrittenRow[]) {
  const column = <T>(pick: (row: AssetRecord) => T) => rows.map((row) => pick(row.record));
  return sql`${column((r) => r.tax_code_id)}::integer[], ${column((r) => r.category_id)}::integer[],
    ${column((r) => r.method_id)}::integer[], ${column((r) => r.fund_code)}::text[],
    ${column((r) => r.property_code)}::text[], ${column((r) => r.project_code)}::text[],
    ${column((r) => r.description)}::text[], ${column((r) => r.sub_category)}::text[],
    ${column((r) => r.location)}::text[], ${column((r) => r.supplier)}::text[],
    ${column((r) => r.invoice_number)}::text[], ${column((r) => r.invoice_date)}::date[],
    ${column((r) => r.depreciation_commencement_date)}::date[], ${column((r) => r.financial_year_end_date)}::date[],
    ${column((r) => bigText(r.original_cost))}::bigint[], ${column((r) => bigText(r.written_down_value))}::bigint[],
    ${column((r) => r.written_down_value_date)}::date[], ${column((r) => r.depreciation_rate)}::numeric[],
    ${column((r) => r.source_tax_rate)}::numeric[], ${column((r) => bigText(r.annual_depreciation_claim))}::bigint[],
    ${column((r) => bigText(r.historical_building_cost))}::bigint[],
    ${rows.map((row) => row.verdict.has_errors)}::boolean[], ${rows.map((row) => row.verdict.asset_errors)}::text[]`;
}

const COLUMN_NAMES = sql`tax_code_id, category_id, method_id, fund_code, property_code, project_code, description,
  sub_category, location, supplier, invoice_number, invoice_date, commencement_date, fy_end_date, original_cost,
  written_down_value, wdv_date, rate, source_rate, claim, historical_cost, has_errors, asset_errors`;

/**
 * Writes the changed assets in one statement, each with its fresh verdict (`errors_fresh`: 005's trigger keeps a
 * verdict that belongs to its write, as a row save stores it).
 */
export async function updatePastedAssets(trx: Trx, rows: readonly WrittenRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`update assets set tax_code_id = v.tax_code_id, category_id = v.category_id, method_id = v.method_id,
      fund_code = v.fund_code, property_code = v.property_code, project_code = v.project_code,
      description = v.description, sub_category = v.sub_category, location = v.location, supplier = v.supplier,
      invoice_number = v.invoice_number, invoice_date = v.invoice_date,
      depreciation_commencement_date = v.commencement_date, financial_year_end_date = v.fy_end_date,
      original_cost = v.original_cost, written_down_value = v.written_down_value,
      written_down_value_date = v.wdv_date, depreciation_rate = v.rate, source_tax_rate = v.source_rate,
      annual_depreciation_claim = v.claim, historical_building_cost = v.historical_cost,
      has_errors = v.has_errors, asset_errors = v.asset_errors::jsonb, errors_fresh = true, updated_at = now()
    from unnest(${rows.map((row) => row.record.id)}::integer[], ${columnArrays(rows)}) as v(id, ${COLUMN_NAMES})
    where assets.id = v.id`.execute(trx);
}

/** Adds the pasted assets to report `reportId` in one statement, in the order of `rows`; how many were added. */
export async function insertPastedAssets(
  trx: Trx,
  reportId: number,
  rows: readonly WrittenRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const { rows: inserted } = await sql<{ id: number }>`
    insert into assets (report_id, tax_code_id, category_id, method_id, fund_code, property_code, project_code,
      description, sub_category, location, supplier, invoice_number, invoice_date, depreciation_commencement_date,
      financial_year_end_date, original_cost, written_down_value, written_down_value_date, depreciation_rate,
      source_tax_rate, annual_depreciation_claim, historical_building_cost, has_errors, asset_errors, errors_fresh)
    select ${reportId}, v.tax_code_id, v.category_id, v.method_id, v.fund_code, v.property_code, v.project_code,
      v.description, v.sub_category, v.location, v.supplier, v.invoice_number, v.invoice_date, v.commencement_date,
      v.fy_end_date, v.original_cost, v.written_down_value, v.wdv_date, v.rate, v.source_rate, v.claim,
      v.historical_cost, v.has_errors, v.asset_errors::jsonb, true
    from unnest(${columnArrays(rows)}) with ordinality as v(${COLUMN_NAMES}, position)
    order by v.position
    returning id`.execute(trx);
  return inserted.length;
}

/**
 * A paste already made with this id: its report, its number of rows and its answer. Pastes claim their id in the
 * import's table of uploads (012_asset_uploads.sql): the same rule, a bulk write made once per client-made id.
 */
export interface StoredPaste {
  reportId: number;
  rowCount: number;
  answer: PasteAnswer | Record<string, unknown>;
}

export async function findPaste(trx: Trx, pasteId: string): Promise<StoredPaste | null> {
  const { rows } = await sql<{
    report_id: number;
    row_count: number;
    answer: unknown;
  }>`select report_id, row_count,
      answer from asset_uploads where upload_id = ${pasteId}::uuid`.execute(trx);
  const row = rows[0];
  if (!row) return null;
  const answer = typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer;
  return { reportId: row.report_id, rowCount: row.row_count, answer: answer as StoredPaste['answer'] };
}

/** Claims the id for this transaction; false when another transaction made it (a retry waits for it here). */
export async function claimPaste(
  trx: Trx,
  claim: { pasteId: string; reportId: number; rowCount: number; userId: number },
): Promise<boolean> {
  const { rows } = await sql<{ claimed: number }>`insert into asset_uploads
      (upload_id, report_id, row_count, answer, uploaded_by)
    values (${claim.pasteId}::uuid, ${claim.reportId}, ${claim.rowCount}, '{}'::jsonb, ${claim.userId})
    on conflict (upload_id) do nothing returning 1 as claimed`.execute(trx);
  return rows.length === 1;
}

export async function recordPasteAnswer(trx: Trx, pasteId: string, answer: PasteAnswer): Promise<void> {
  await sql`update asset_uploads set answer = ${JSON.stringify(answer)}::jsonb
    where upload_id = ${pasteId}::uuid`.execute(trx);
}

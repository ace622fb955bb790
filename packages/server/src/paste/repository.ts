/**
 * The SQL of a paste from Excel (issue 16; SQL only in repositories, src/floor-plan.test.ts). The assets a paste
 * changes are locked at once in id order (a paste and a row save lock the report first, then rows, so they never
 * deadlock), and every write is one statement over arrays, whatever the number of rows: a paste of 1,000 rows is a
 * handful of statements (docs/api.md "Paste from Excel"). The writes are stamped `written_by` and recorded in
 * `asset_changes` by the table's own default and triggers, as every register write.
 */

import type { Database } from '@taxdep/db/schema';
import type { PasteAnswer } from '@taxdep/domain';
import { sql, type Transaction } from 'kysely';
import { RECORD_COLUMNS } from '../kernel/asset-columns';
import type { AssetRecord } from '../kernel/record-repository';
import { columnList, recordArrays } from '../kernel/record-repository';
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

/** The columns a paste writes: the record's (asset-columns.ts), then the verdict; as `unnest` arrays of `rows`. */
function columnArrays(rows: readonly WrittenRow[]) {
  return sql`${recordArrays(rows, RECORD_COLUMNS, (row, column) => row.record[column])},
    ${rows.map((row) => row.verdict.has_errors)}::boolean[], ${rows.map((row) => row.verdict.asset_errors)}::text[]`;
}

const COLUMN_NAMES = sql`${columnList(RECORD_COLUMNS)}, has_errors, asset_errors`;
/** `column = v.column` for each of the record's columns. */
const SET_FROM_V = sql.join(
  RECORD_COLUMNS.map((column) => sql`${sql.ref(column)} = ${sql.ref(`v.${column}`)}`),
);

/**
 * Writes the changed assets in one statement, each with its fresh verdict (`errors_fresh`: 005's trigger keeps a
 * verdict that belongs to its write, as a row save stores it). Each row's record is whole (the stored row with the
 * pasted cells over it, rows.ts), so every column is written.
 */
export async function updatePastedAssets(trx: Trx, rows: readonly WrittenRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`update assets set ${SET_FROM_V},
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
    insert into assets (report_id, ${COLUMN_NAMES}, errors_fresh)
    select ${reportId}, ${columnList(RECORD_COLUMNS, 'v')}, v.has_errors, v.asset_errors::jsonb, true
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

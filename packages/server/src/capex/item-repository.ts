/**
 * A capex forecast's items and their History lines (035_capex_forecasts.sql capex_items, capex_changes). Item saves
 * and inserts are set-based: one statement each way however many items (up to 10,000), the items sent as one JSON
 * parameter read by jsonb_to_recordset into typed columns. Every value is a bound parameter.
 */
import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CapexItemRow, ItemColumns } from './wire';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** Item writes move the report's last write, so the portal's lists show the forecast as just changed. */
export async function touchReport(trx: Trx, reportId: number): Promise<void> {
  await trx.updateTable('reports').set({ updated_at: sql`now()` }).where('id', '=', reportId).execute();
}

/** The columns an item save writes, in ItemColumns' names. */
const COLUMN_NAMES = [
  'element',
  'description',
  'location',
  'condition',
  'quantity',
  'unit',
  'unit_rate_cents',
  'lump_sum_cents',
  'year_installed',
  'age',
  'life_years',
  'remaining_life_override',
  'remaining_life_reason',
  'expenditure',
  'priority',
  'note',
  'tax_code',
  'effective_life_years',
  'replaces_asset_id',
] as const;

const COLUMN_LIST = sql.raw(COLUMN_NAMES.join(', '));

/** Every item of the forecast, in its order. */
export async function listItems(db: Db, reportId: number): Promise<CapexItemRow[]> {
  return db
    .selectFrom('capex_items')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('ordinal')
    .orderBy('id')
    .execute();
}

/** The forecast's items among `ids`, locked for their update. */
export async function lockItems(trx: Trx, reportId: number, ids: number[]): Promise<CapexItemRow[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('capex_items')
    .selectAll()
    .where('report_id', '=', reportId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
}

/** The typed columns of jsonb_to_recordset, in ItemColumns' names (one statement for any number of items). */
const RECORD_TYPES =
  sql.raw(`element text, description text, location text, condition integer, quantity numeric,
  unit text, unit_rate_cents bigint, lump_sum_cents bigint, year_installed integer, age integer,
  life_years integer, remaining_life_override integer, remaining_life_reason text, expenditure text,
  priority text, note text, tax_code text, effective_life_years numeric, replaces_asset_id integer`);

/** Appends items after the forecast's last, in the order given; answers them in that order. */
export async function insertItems(trx: Trx, reportId: number, items: ItemColumns[]): Promise<CapexItemRow[]> {
  if (items.length === 0) return [];
  // Each item numbered in the order given: its place after the forecast's last.
  const numbered = items.map((item, i) => ({ n: i + 1, ...item }));
  const { rows } = await sql<CapexItemRow>`
    insert into capex_items (report_id, ordinal, ${COLUMN_LIST})
    select ${reportId},
      coalesce((select max(ordinal) from capex_items where report_id = ${reportId}), 0) + x.n,
      ${COLUMN_LIST}
    from jsonb_to_recordset(${JSON.stringify(numbered)}::jsonb) as x(n integer, ${RECORD_TYPES})
    returning *`.execute(trx);
  return [...rows].sort((a, b) => a.ordinal - b.ordinal);
}

/** Replaces the fields of the forecast's items `id` (their order kept); answers the rows as stored. */
export async function updateItems(
  trx: Trx,
  reportId: number,
  items: (ItemColumns & { id: number })[],
): Promise<CapexItemRow[]> {
  if (items.length === 0) return [];
  const { rows } = await sql<CapexItemRow>`
    update capex_items as i set (${COLUMN_LIST}) = (${sql.raw(COLUMN_NAMES.map((c) => `x.${c}`).join(', '))})
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(id integer, ${RECORD_TYPES})
    where i.id = x.id and i.report_id = ${reportId}
    returning i.*`.execute(trx);
  return rows;
}

/** Deletes the forecast's items among `ids`; answers those deleted. */
export async function deleteItems(trx: Trx, reportId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return trx
    .deleteFrom('capex_items')
    .where('report_id', '=', reportId)
    .where('id', 'in', ids)
    .returning(['id', 'description'])
    .execute();
}

export interface ChangeInsert {
  item_id: number | null;
  action: 'added' | 'changed' | 'removed' | 'settings';
  item_count: number;
  item_label: string | null;
  fields: Record<string, [string | null, string | null]> | null;
}

export async function insertChanges(
  trx: Trx,
  reportId: number,
  userId: number,
  changes: ChangeInsert[],
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('capex_changes')
    .values(
      changes.map((c) => ({
        report_id: reportId,
        user_id: userId,
        item_id: c.item_id,
        action: c.action,
        item_count: c.item_count,
        item_label: c.item_label,
        fields: c.fields === null ? null : JSON.stringify(c.fields),
      })),
    )
    .execute();
}

/** The newest `limit` changes of the forecast, for the History. */
export async function findChanges(db: Db, reportId: number, limit: number) {
  return db
    .selectFrom('capex_changes')
    .select(['item_id', 'user_id', 'action', 'item_count', 'item_label', 'fields', 'changed_at'])
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

import type { AssetTable, Database, DemolitionTable } from '@taxdep/db/schema';
import type { AssetFieldColumn, AssetFieldKind } from '@taxdep/domain/assets';
import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import { kindOfColumn, RECORD_COLUMNS, SQL_TYPES } from './asset-columns';

export type Db = Kysely<Database> | Transaction<Database>;

/** One register row with the names it shows from the rows around it (tax code, category, method, label). */
export interface AssetRecord
  extends Omit<
    Selectable<AssetTable>,
    'search_text' | 'written_by' | 'errors_fresh' | 'created_at' | 'updated_at'
  > {
  tax_code: string | null;
  category_code: string | null;
  method_code: string | null;
  label: string | null;
  label_abandonment_date: string | null;
}

export type DemolitionRecord = Selectable<DemolitionTable>;

type RecordRef = `a.${AssetFieldColumn}`;

/**
 * The register columns every read of rows selects (record reads and the verdict judge, errors.ts): the id and
 * report, the record's declared columns (asset-columns.ts), the read-only flag, the label and the stored verdict.
 */
export const ASSET_COLUMNS: readonly (
  | RecordRef
  | 'a.id'
  | 'a.report_id'
  | 'a.read_only'
  | 'a.abandonment_label_id'
  | 'a.has_errors'
  | 'a.asset_errors'
  | 'a.errors_revision'
)[] = [
  'a.id',
  'a.report_id',
  ...RECORD_COLUMNS.map((column): RecordRef => `a.${column}`),
  'a.read_only',
  'a.abandonment_label_id',
  'a.has_errors',
  'a.asset_errors',
  'a.errors_revision',
];

/** A stored row with every column empty, which each new row copies (one shape for every row: V8 keeps it fast). */
const EMPTY_RECORD = {
  id: 0,
  report_id: 0,
  ...Object.fromEntries(RECORD_COLUMNS.map((column) => [column, null])),
  read_only: false,
  abandonment_label_id: null,
  has_errors: null,
  asset_errors: null,
  errors_revision: 0,
  tax_code: null,
  category_code: null,
  method_code: null,
  label: null,
  label_abandonment_date: null,
} as unknown as AssetRecord;

/** A new asset of report `reportId` before its values: no label, not read-only, no verdict yet. */
export function emptyAssetRecord(reportId: number): AssetRecord {
  return { ...EMPTY_RECORD, report_id: reportId };
}

/** The select every read of register rows starts from (one shape for the listing, the save answer, the copy). */
export function selectAssetRecords(db: Db) {
  return db
    .selectFrom('assets as a')
    .leftJoin('tax_codes as t', 't.id', 'a.tax_code_id')
    .leftJoin('depreciation_categories as c', 'c.id', 'a.category_id')
    .leftJoin('depreciation_methods as m', 'm.id', 'a.method_id')
    .leftJoin('abandonment_labels as l', 'l.id', 'a.abandonment_label_id')
    .select(ASSET_COLUMNS)
    .select([
      't.code as tax_code',
      'c.code as category_code',
      'm.code as method_code',
      'l.label as label',
      'l.abandonment_date as label_abandonment_date',
    ]);
}

export async function findAssetRecords(db: Db, ids: readonly number[]): Promise<AssetRecord[]> {
  if (ids.length === 0) return [];
  return selectAssetRecords(db)
    .where('a.id', 'in', [...ids])
    .orderBy('a.id')
    .execute();
}

/** The demolitions of the given assets, grouped by asset, each list in id order (the order they were added). */
export async function findDemolitions(
  db: Db,
  assetIds: readonly number[],
): Promise<Map<number, DemolitionRecord[]>> {
  const byAsset = new Map<number, DemolitionRecord[]>();
  if (assetIds.length === 0) return byAsset;
  const rows = await db
    .selectFrom('demolitions')
    .selectAll()
    .where('asset_id', 'in', [...assetIds])
    .orderBy('asset_id')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byAsset.get(row.asset_id) ?? [];
    list.push(row);
    byAsset.set(row.asset_id, list);
  }
  return byAsset;
}

/**
 * The record's columns as `unnest` arrays of `rows` (money as text, so bigint cents stay exact), in `columns`'
 * order, for the import's and the paste's one-statement writes.
 */
export function recordArrays<Row>(
  rows: readonly Row[],
  columns: readonly AssetFieldColumn[],
  valueIn: (row: Row, column: AssetFieldColumn) => unknown,
): RawBuilder<unknown> {
  return sql.join(
    columns.map((column) => {
      const kind = kindOfColumn(column) as AssetFieldKind;
      const values = rows.map((row) => {
        const value = valueIn(row, column);
        return typeof value === 'bigint' ? value.toString() : (value ?? null);
      });
      return sql`${values}::${sql.raw(SQL_TYPES[kind])}[]`;
    }),
  );
}

/** Column names as a list for SQL (`a, b, c`), optionally each qualified by `alias.`. */
export function columnList(columns: readonly string[], alias?: string): RawBuilder<unknown> {
  return sql.join(columns.map((column) => sql.ref(alias ? `${alias}.${column}` : column)));
}

/**
 * The SQL of the packed-row codec (packed-row.ts reads what it writes): a column of the row as the packed text
 * holds it, by the kind of its field.
 */
export function packedColumn(column: string, kind: AssetFieldKind): RawBuilder<string> {
  const ref = sql.ref(column);
  switch (kind) {
    case 'date':
      return sql<string>`coalesce((${ref} - date '2000-01-01')::text, '')`;
    case 'text':
    case 'constructionUse':
      return sql<string>`coalesce('=' || replace(replace(replace(${ref}, chr(29), chr(29) || 'a'),
        chr(30), chr(29) || 'b'), chr(31), chr(29) || 'c'), '')`;
    default:
      return sql<string>`coalesce(${ref}::text, '')`;
  }
}

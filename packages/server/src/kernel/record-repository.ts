import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AssetTable, Database, DemolitionTable } from '../db/schema';

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

/** The register columns every read of rows selects (record reads and the verdict judge, errors.ts). */
export const ASSET_COLUMNS = [
  'a.id',
  'a.report_id',
  'a.tax_code_id',
  'a.category_id',
  'a.method_id',
  'a.fund_code',
  'a.property_code',
  'a.project_code',
  'a.description',
  'a.sub_category',
  'a.location',
  'a.supplier',
  'a.invoice_number',
  'a.invoice_date',
  'a.depreciation_commencement_date',
  'a.financial_year_end_date',
  'a.original_cost',
  'a.written_down_value',
  'a.written_down_value_date',
  'a.depreciation_rate',
  'a.source_tax_rate',
  'a.annual_depreciation_claim',
  'a.historical_building_cost',
  'a.read_only',
  'a.abandonment_label_id',
  'a.disposal_date',
  'a.termination_value',
  'a.set_name',
  'a.second_hand',
  'a.construction_start_date',
  'a.construction_completion_date',
  'a.construction_use',
  'a.has_errors',
  'a.asset_errors',
  'a.errors_revision',
] as const;

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

/**
 * The answer JSON of register rows the projection does not hold yet, in one statement: the rows with the names
 * around them and each row's demolitions, as one JSON text, mapped by the one mapper (mapper.ts). One text instead
 * of a result set of 35 columns is several times cheaper to build and decode on PGlite, which runs in the service's own thread.
 */
import { sql } from 'kysely';
import {
  ASSET_COLUMNS,
  type AssetRecord,
  type Db,
  type DemolitionRecord,
} from '../../kernel/record-repository';
import {
  assetColumnsAsJsonElements,
  assetColumnsOfJson,
  bigintOrNull,
} from '../../kernel/row-json-repository';
import { toWireAsset } from '../../kernel/wire';

/** The verdict's error list is not part of the answer (hasErrors is). */
const COLUMNS = ASSET_COLUMNS.map((column) => column.slice(2)).filter((name) => name !== 'asset_errors');
const NAMES = ['tax_code', 'category_code', 'method_code', 'label', 'label_abandonment_date'] as const;

/** One row as a positional JSON array (keys would cost twice the time to build): COLUMNS, then NAMES. */
const ROW_ARRAY = sql.join([
  assetColumnsAsJsonElements(COLUMNS),
  sql`t.code, c.code, m.code, l.label, l.abandonment_date`,
]);

/** Demolitions as JSON text fields: bigint cents and numeric rates must stay exact (no JSON numbers). */
interface DemolitionJson {
  id: number;
  asset_id: number;
  demo_date: string | null;
  rate: string | null;
  adjusted_historical_cost: string | null;
  adjusted_annual_depreciation: string | null;
}

const DEMOLITIONS_JSON = sql<DemolitionJson[]>`coalesce((
  select json_agg(json_build_object(
      'id', d.id, 'asset_id', d.asset_id, 'demo_date', to_char(d.demo_date, 'YYYY-MM-DD'), 'rate', d.rate::text,
      'adjusted_historical_cost', d.adjusted_historical_cost::text,
      'adjusted_annual_depreciation', d.adjusted_annual_depreciation::text)
    order by d.id)
  from demolitions d where d.asset_id = a.id), '[]'::json)`;

function demolitionRecord(row: DemolitionJson): DemolitionRecord {
  return {
    id: row.id,
    asset_id: row.asset_id,
    demo_date: row.demo_date,
    rate: row.rate,
    adjusted_historical_cost: bigintOrNull(row.adjusted_historical_cost),
    adjusted_annual_depreciation: bigintOrNull(row.adjusted_annual_depreciation),
  };
}

/** The stored row with the names around it, as the mapper takes it. */
function recordOfJson(values: unknown[]): AssetRecord {
  const record: Record<string, unknown> = { asset_errors: null, ...assetColumnsOfJson(COLUMNS, values) };
  NAMES.forEach((name, i) => {
    record[name] = values[COLUMNS.length + i] ?? null;
  });
  return record as unknown as AssetRecord;
}

/** Each found asset's answer, JSON text of the wire asset, by id (a row deleted meanwhile is absent). */
export async function findRowAnswers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const answers = new Map<number, string>();
  if (ids.length === 0) return answers;
  const { rows } = await sql<{ rows: string }>`select coalesce(json_agg(json_build_array(
        json_build_array(${ROW_ARRAY}), ${DEMOLITIONS_JSON})), '[]'::json)::text as rows
    from assets a
      left join tax_codes t on t.id = a.tax_code_id
      left join depreciation_categories c on c.id = a.category_id
      left join depreciation_methods m on m.id = a.method_id
      left join abandonment_labels l on l.id = a.abandonment_label_id
    where a.id = any(${[...ids]}::integer[])`.execute(db);
  const found = JSON.parse(rows[0]!.rows) as [unknown[], DemolitionJson[]][];
  for (const [row, demolitions] of found) {
    const wire = toWireAsset(recordOfJson(row), demolitions.map(demolitionRecord));
    answers.set(wire.id!, JSON.stringify(wire));
  }
  return answers;
}

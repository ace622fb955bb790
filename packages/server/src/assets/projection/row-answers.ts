/**
 * The answer JSON of register rows the projection does not hold yet, in one statement: the rows with the names
 * around them and each row's demolitions, as one JSON text, mapped by the one mapper (mapper.ts). One text instead
 * of a result set of 35 columns is much cheaper to decode on PGlite, which runs in the service's own thread.
 */
import { sql } from 'kysely';
import { toWireAsset } from '../mapper';
import type { AssetRecord, Db, DemolitionRecord } from '../record';

/** The bigint (cents) and numeric (rate) columns, sent again as text so they stay exact whatever their size. */
const EXACT_COLUMNS = [
  'original_cost',
  'written_down_value',
  'annual_depreciation_claim',
  'historical_building_cost',
  'termination_value',
  'depreciation_rate',
  'source_tax_rate',
] as const;
const CENTS_COLUMNS = new Set<string>(EXACT_COLUMNS.slice(0, 5));

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

function bigintOrNull(text: string | null): bigint | null {
  return text === null ? null : BigInt(text);
}

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

type RowJson = [
  Record<string, unknown>,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  ...(string | null)[],
];

/** The stored row (row JSON) with the names around it and its exact columns, as the mapper takes it. */
function recordOfJson([
  row,
  taxCode,
  categoryCode,
  methodCode,
  label,
  labelDate,
  ...exact
]: RowJson): AssetRecord {
  const record: Record<string, unknown> = {
    ...row,
    tax_code: taxCode,
    category_code: categoryCode,
    method_code: methodCode,
    label,
    label_abandonment_date: labelDate,
  };
  EXACT_COLUMNS.forEach((name, i) => {
    const text = exact[i] ?? null;
    record[name] = CENTS_COLUMNS.has(name) ? bigintOrNull(text) : text;
  });
  return record as unknown as AssetRecord;
}

/**
 * Each found asset's answer, JSON text of the wire asset, by id (a row deleted meanwhile is absent). The row comes
 * whole as row JSON (cheaper to build than named fields), joined to the names it shows.
 */
export async function findRowAnswers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const answers = new Map<number, string>();
  if (ids.length === 0) return answers;
  const exact = sql.join(EXACT_COLUMNS.map((name) => sql`${sql.ref(`a.${name}`)}::text`));
  const { rows } = await sql<{ rows: string }>`select coalesce(json_agg(json_build_array(
        json_build_array(a, t.code, c.code, m.code, l.label, l.abandonment_date, ${exact}), ${DEMOLITIONS_JSON})),
      '[]'::json)::text as rows
    from assets a
      left join tax_codes t on t.id = a.tax_code_id
      left join depreciation_categories c on c.id = a.category_id
      left join depreciation_methods m on m.id = a.method_id
      left join abandonment_labels l on l.id = a.abandonment_label_id
    where a.id = any(${[...ids]}::integer[])`.execute(db);
  const found = JSON.parse(rows[0]!.rows) as [RowJson, DemolitionJson[]][];
  for (const [row, demolitions] of found) {
    const wire = toWireAsset(recordOfJson(row), demolitions.map(demolitionRecord));
    answers.set(wire.id!, JSON.stringify(wire));
  }
  return answers;
}

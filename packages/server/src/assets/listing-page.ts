/**
 * One page of the register listing in one statement: the page's ids (index order, LIMIT/OFFSET), their rows with
 * the names around them (record.ts), and each row's demolitions as a JSON list. One round trip instead of three
 * keeps a request short on PGlite, which runs one query at a time for every client.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { revisionOf } from './count-cache';
import { type ListOptions, SORT_COLUMNS } from './listing';
import { toWireAsset, type WireAsset } from './mapper';
import { ASSET_COLUMNS, type AssetRecord, type Db, type DemolitionRecord } from './record';

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

export interface ListingPage {
  assets: WireAsset[];
  /** With `withCount`: every match counted by the same statement, with the revision it saw; null for no rows. */
  counted: { total: number; revision: string } | null;
}

/** The page's assets in list order (the same ORDER BY outside and inside: sort column, then id). */
export async function findPage(
  db: Db,
  options: ListOptions,
  where: RawBuilder<SqlBool>,
  order: RawBuilder<unknown>,
  withCount: boolean,
): Promise<ListingPage> {
  const limit = options.pageSize;
  const offset = (options.pageNo - 1) * options.pageSize;
  const plainPage = db
    .selectFrom('assets as a')
    .select([
      'a.id',
      sql<string | null>`null::bigint`.as('total'),
      sql<string | null>`null::text`.as('revision'),
    ])
    .where(where)
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  // The window needs every match, so the matches are a subquery of their own: the planner reads them the cheapest
  // way (the tax-code index) instead of walking a date index over the whole report. Same columns as plainPage.
  const sortColumn = SORT_COLUMNS[options.sortBy];
  const countedPage = db
    .selectFrom(
      db
        .selectFrom('assets as a')
        .select(['a.id', sql.ref(`a.${sortColumn}`).as(sortColumn === 'id' ? 'sort_id' : sortColumn)])
        .select([
          sql<string | null>`count(*) over ()`.as('total'),
          revisionOf(options.reportId).as('revision'),
        ])
        .where(where)
        .as('a'),
    )
    .select(['a.id', 'a.total', 'a.revision'])
    .orderBy(order)
    .limit(limit)
    .offset(offset) as unknown as typeof plainPage;
  const pageIds = withCount ? countedPage : plainPage;
  // The names around a row as scalar subqueries rather than the left joins of selectAssetRecords: the same values
  // (each id is a primary key), and PostgreSQL plans this statement in a fraction of the time.
  const rows = await db
    .selectFrom('assets as a')
    .innerJoin(pageIds.as('p'), 'p.id', 'a.id')
    .select(ASSET_COLUMNS)
    .select([
      sql<string | null>`(select t.code from tax_codes t where t.id = a.tax_code_id)`.as('tax_code'),
      sql<string | null>`(select c.code from depreciation_categories c where c.id = a.category_id)`.as(
        'category_code',
      ),
      sql<string | null>`(select m.code from depreciation_methods m where m.id = a.method_id)`.as(
        'method_code',
      ),
      sql<string | null>`(select l.label from abandonment_labels l where l.id = a.abandonment_label_id)`.as(
        'label',
      ),
      sql<string | null>`(select l.abandonment_date from abandonment_labels l
        where l.id = a.abandonment_label_id)`.as('label_abandonment_date'),
      'p.total',
      'p.revision',
      DEMOLITIONS_JSON.as('demolitions_json'),
    ])
    .orderBy(order)
    .execute();
  const first = rows[0];
  const counted =
    withCount && first?.total != null && first.revision !== null
      ? { total: Number(first.total), revision: first.revision }
      : null;
  const assets = rows.map((row) => {
    const { demolitions_json, total: _total, revision: _revision, ...record } = row;
    const json = typeof demolitions_json === 'string' ? JSON.parse(demolitions_json) : demolitions_json;
    return toWireAsset(record as AssetRecord, (json as DemolitionJson[]).map(demolitionRecord));
  });
  return { assets, counted };
}

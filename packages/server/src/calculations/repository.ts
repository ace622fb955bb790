/**
 * The SQL of the Calculations, Deductions and Summary tabs (issue 11: SQL only in repositories). One statement
 * answers "what changed since the snapshot I last read?" for a register, with what the engine needs of each
 * changed row, the report's settings and its labels, by migration 008's transaction visibility: every asset
 * carries the `xid8` of the transaction that last wrote it (`written_by`) and deleted assets leave tombstones, so
 * `not pg_visible_in_snapshot(written_by, S)` finds exactly the rows written since snapshot S, whatever order
 * transactions commit in (docs/api.md "Listing at scale" argues it for the listing; the figures rely on it the
 * same way, docs/api.md "Figures at scale").
 */

import type { Database } from '@taxdep/db/schema';
import {
  ASSET_FIELD_NAMES,
  ASSET_FIELDS,
  type AssetFieldName,
  assetFieldDeclaration,
} from '@taxdep/domain/assets';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../kernel/record-repository';
import { packedColumn } from '../kernel/record-repository';

/**
 * Rows travel as one packed text (kernel/packed-row.ts: several times faster than JSON on PGlite, which
 * runs in the service's own thread: 100,000 rows in about 0.7 s instead of 2 to 3 s). References are ids (the
 * caller holds the reference data). A row is its version (`written_by`) then ROW_FIELDS: the id, the record's
 * fields the figures depend on (asset-record.ts `figures`), the label's id and the demolitions. Everything after
 * the version's separator is what the row's figures depend on, so the reader takes it as one slice
 * (engine-input.ts `contentOf`) instead of joining its fields again.
 */
export const FIGURES_FIELDS = ASSET_FIELD_NAMES.filter((name) => assetFieldDeclaration(name).figures);

export type RowField = 'id' | AssetFieldName | 'abandonmentLabelId' | 'demolitions';
/** `demolitions` is `day:rate` per demolition, `;` between them, in id order; the label's id is second last. */
export const ROW_FIELDS: readonly RowField[] = ['id', ...FIGURES_FIELDS, 'abandonmentLabelId', 'demolitions'];

const DEMOLITION = sql`concat(coalesce((d.demo_date - date '2000-01-01')::text, ''), ':', coalesce(d.rate::text, ''))`;

const FIELDS = sql.join([
  sql`a.written_by`,
  sql`a.id`,
  ...FIGURES_FIELDS.map((name) => packedColumn(`a.${ASSET_FIELDS[name].column}`, ASSET_FIELDS[name].kind)),
  packedColumn('a.abandonment_label_id', 'code'),
]);

/**
 * The General Info fields the figures depend on: [eofy, leap-year policy, rounding unit, pool flag, method], then the
 * taxpayer's (issue 23, migration 022): [entity type, property use, turnover band, premises condition, contract
 * (exchange) date, settlement date]. A change of any of them is a change of the settings: every figure again.
 * The statement appends a twelfth element (issue 23 item 7, migration 025): the owners as [id, share in hundredths
 * of a percent] in the report's order, null without owners (report-inputs.ts `ownersOf`); the tuple's type keeps
 * the eleven.
 */
export type SettingsJson = [
  string | null,
  string,
  string,
  boolean | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];
/** The report's labels: [id, label, abandonment date as days from 2000-01-01]. */
export type LabelJson = [number, string, number | null];

export interface RegisterDelta {
  snapshot: string;
  /** Null when the report does not exist. */
  settings: SettingsJson | null;
  labels: LabelJson[];
  /** The changed rows as text (ROW_FIELDS), '' for none. */
  changed: string;
  deleted: number[];
}

/**
 * The report's settings and labels, its rows written since `since` (all rows when null; none with `rows: false`,
 * for `readRegisterPart` to read them) and the ids deleted since, in one snapshot, which is returned for the next
 * call.
 */
export async function readRegisterDelta(
  db: Db,
  reportId: number,
  since: string | null,
  { rows: withRows = true } = {},
): Promise<RegisterDelta> {
  // A whole register takes its demolitions grouped in one pass; a delta, each changed row its own.
  const rows = !withRows
    ? sql`select null::text`
    : since === null
      ? sql`select string_agg(concat_ws(chr(31), ${FIELDS}, coalesce(dm.list, '')), chr(30)) from assets a
          left join (select d.asset_id, string_agg(${DEMOLITION}, ';' order by d.id) as list
              from demolitions d join assets x on x.id = d.asset_id
              where x.report_id = ${reportId} group by d.asset_id) dm on dm.asset_id = a.id
          where a.report_id = ${reportId}`
      : sql`select string_agg(concat_ws(chr(31), ${FIELDS}, coalesce((select string_agg(${DEMOLITION}, ';'
              order by d.id) from demolitions d where d.asset_id = a.id), '')), chr(30)) from assets a
          where a.report_id = ${reportId} and a.written_by >= pg_snapshot_xmin(${since}::pg_snapshot)
            and not pg_visible_in_snapshot(a.written_by, ${since}::pg_snapshot)`;
  const deleted =
    since === null
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(x.asset_id), '[]'::json) from asset_tombstones x
          where x.report_id = ${reportId} and x.written_by >= pg_snapshot_xmin(${since}::pg_snapshot)
            and not pg_visible_in_snapshot(x.written_by, ${since}::pg_snapshot))`;
  const { rows: answer } = await sql<{
    snapshot: string;
    settings: SettingsJson | string | null;
    labels: LabelJson[] | string;
    changed: string | null;
    deleted: number[] | string;
  }>`select pg_current_snapshot()::text as snapshot,
      (select json_build_array(r.eofy_report_date, r.leap_year_policy, r.rounding_unit, r.low_value_pool_flag,
          rm.code, r.taxpayer_entity_type, r.property_use, r.turnover_band, r.premises_condition,
          r.exchange_date, r.settlement_date,
          (select json_agg(json_build_array(o.id, o.share) order by o.position) from report_owners o
            where o.report_id = r.id))
        from reports r left join depreciation_methods rm on rm.id = r.depreciation_method_id
        where r.id = ${reportId}) as settings,
      (select coalesce(json_agg(json_build_array(l.id, l.label, l.abandonment_date - date '2000-01-01')),
          '[]'::json)
        from abandonment_labels l where l.report_id = ${reportId}) as labels,
      (${rows}) as changed,
      ${deleted} as deleted`.execute(db);
  const first = answer[0]!;
  return {
    snapshot: first.snapshot,
    settings: parsed(first.settings),
    labels: parsed(first.labels),
    changed: first.changed ?? '',
    deleted: parsed(first.deleted),
  };
}

/** A part of a whole register: at most `limit` rows with ids above `after`, as text (ROW_FIELDS), and the last id. */
export interface RegisterPart {
  text: string;
  count: number;
  lastId: number;
}

/**
 * The register's rows with ids above `after`, at most `limit` of them (the first ones in id order): their ids'
 * range found on the (report, id) index, then the rows and their demolitions read by that range, so a part costs
 * about its share of the whole statement. A whole register read in parts sees one snapshot only inside
 * `inOneSnapshot`.
 */
export async function readRegisterPart(
  db: Db,
  reportId: number,
  after: number,
  limit: number,
): Promise<RegisterPart> {
  const { rows } = await sql<{ text: string | null; count: number; last: number | null }>`with r as (
        select id from assets where report_id = ${reportId} and id > ${after} order by report_id, id
        limit ${limit}),
      b as (select min(id) as lo, max(id) as hi, count(*)::int as n from r)
    select (select n from b) as count, (select hi from b) as last,
      (select string_agg(concat_ws(chr(31), ${FIELDS}, coalesce(dm.list, '')), chr(30)) from assets a
        left join (select d.asset_id, string_agg(${DEMOLITION}, ';' order by d.id) as list from demolitions d
            where d.asset_id between (select lo from b) and (select hi from b) group by d.asset_id) dm
          on dm.asset_id = a.id
        where a.report_id = ${reportId} and a.id between (select lo from b) and (select hi from b)) as text`.execute(
    db,
  );
  const first = rows[0]!;
  return { text: first.text ?? '', count: first.count, lastId: first.last ?? after };
}

/**
 * Runs `work` in a read-only repeatable read transaction: every statement of it sees the snapshot of its first
 * (PostgreSQL), as one statement would.
 */
export function inOneSnapshot<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return (db as Kysely<Database>)
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(work);
}

function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Reference data: the tax codes (their Tables A and B and effective life), categories and methods, by id. */
export async function findReferenceData(db: Db) {
  const [taxCodes, categories, methods] = await Promise.all([
    db
      .selectFrom('tax_codes')
      .select([
        'id',
        'code',
        'asset_group',
        'industry',
        'sub_industry',
        'effective_life_years',
        'date_of_application',
        'construction_type',
      ])
      .execute(),
    db.selectFrom('depreciation_categories').select(['id', 'code']).execute(),
    db.selectFrom('depreciation_methods').select(['id', 'code']).execute(),
  ]);
  return { taxCodes, categories, methods };
}

/** The descriptions of a report's assets of `ids` (the left-out list, issue 26 item 5), by id. */
export async function findDescriptions(db: Db, reportId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await db
    .selectFrom('assets')
    .select(['id', 'description'])
    .where('report_id', '=', reportId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.description] as const));
}

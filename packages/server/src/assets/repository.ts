/**
 * The SQL of the asset-row feature (issue 11: SQL only in repositories). A row save is one locked read, at most one
 * reference lookup and one write (issue 11, "A row save that does its work once"); the reads every register
 * feature shares are in kernel/record-repository.ts.
 */

import type { Database } from '@taxdep/db/schema';
import type { Taxpayer } from '@taxdep/domain/tax';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { INCENTIVE_HEAD } from '../kernel/incentive-window-repository';
import type { TaxCodeLife } from '../kernel/rates';
import { ASSET_COLUMNS, type AssetRecord, type DemolitionRecord } from '../kernel/record-repository';
import { assetColumnsAsJsonElements, assetColumnsOfJson, bigintOrNull } from '../kernel/row-json-repository';
import { type TaxpayerColumns, taxpayerOfColumns } from '../kernel/taxpayer';
import type { Verdict } from '../kernel/verdicts';
import type { assetColumnsOfWire } from '../kernel/wire';

type Trx = Transaction<Database>;

/** A row as a save finds it under its locks. */
export interface LockedAssetRow {
  record: AssetRecord;
  /** The asset's demolitions in id order (the order they were added). */
  demolitions: DemolitionRecord[];
  /** The stored row's references; its tax code with its effective life (reference data). */
  references: FoundReferences;
  reportReadOnly: boolean;
  /** The report's surveyor and checker: who may edit it (src/kernel/edit-permission.ts). */
  reportSurveyorId: number | null;
  reportCheckerId: number | null;
  /** The report's EOFY report date: the verdict's context (validateAsset, docs/tax-rules.md rule 1). */
  reportEofyDate: string | null;
  /** The report's taxpayer (issue 23): the verdict's context too. */
  reportTaxpayer: Taxpayer;
  /**
   * False when the row lock waited for a writer that committed after this statement's snapshot: PostgreSQL then
   * hands over the new version of the row but reads what surrounds it (label, demolitions) in the old snapshot,
   * so the caller reads again (it holds the lock by then, so that read is current). A change to the label or the
   * demolitions always writes the row too (008_register_projection.sql), so it is never missed this way.
   */
  current: boolean;
  /** The incentives' table in force (INCENTIVE_HEAD), read in the same statement: the verdict's context too. */
  incentiveHead: string | null;
  /** Issue 23 item 7: the largest owner's share in hundredths of a percent, null without owners. */
  reportLargestShare: number | null;
}

const COLUMNS = ASSET_COLUMNS.map((column) => column.slice(2));

/**
 * The lives effective-life loads added to tax code `alias` (migration 017, reference/dated-lives.ts), read in the
 * statement that reads the code: s40-95(2) needs them for the rate, and a row save stays one read and one write.
 */
const LOADED_LIVES_JSON = (alias: string) =>
  sql`(select coalesce(json_agg(json_build_array(e.effective_life_years::text,
      to_char(e.date_of_application, 'YYYY-MM-DD'))), '[]'::json)
    from effective_lives e where e.tax_code_id = ${sql.ref(`${alias}.id`)})`;

type LoadedLivesJson = [string, string | null][];

function loadedLivesOfJson(lives: LoadedLivesJson | undefined): TaxCodeLife['loaded_lives'] {
  return (lives ?? []).map(([years, date]) => ({ effective_life_years: years, date_of_application: date }));
}

/**
 * The row as one positional JSON array (kernel/row-json-repository.ts): its columns, then the names around it and
 * what the save needs. Subqueries instead of joins keep the planning, which PGlite pays on every statement, short
 * (0.8 ms instead of 2).
 */
const LOCKED_ROW_JSON = sql<string>`json_build_array(${assetColumnsAsJsonElements(COLUMNS)},
  (select json_build_array(t.code, t.effective_life_years::text, to_char(t.date_of_application, 'YYYY-MM-DD'),
      t.construction_type, ${LOADED_LIVES_JSON('t')}) from tax_codes t where t.id = a.tax_code_id),
  (select c.code from depreciation_categories c where c.id = a.category_id),
  (select m.code from depreciation_methods m where m.id = a.method_id),
  (select json_build_array(l.label, to_char(l.abandonment_date, 'YYYY-MM-DD'))
    from abandonment_labels l where l.id = a.abandonment_label_id),
  (select coalesce(json_agg(json_build_array(d.id, to_char(d.demo_date, 'YYYY-MM-DD'), d.rate::text,
      d.adjusted_historical_cost::text, d.adjusted_annual_depreciation::text) order by d.id), '[]'::json)
    from demolitions d where d.asset_id = a.id),
  (select json_build_array((select s.read_only from report_statuses s where s.id = r.status_id),
      to_char(r.eofy_report_date, 'YYYY-MM-DD'), r.surveyor_id, r.checker_id, r.taxpayer_entity_type,
      r.property_use, r.turnover_band, r.premises_condition, to_char(r.exchange_date, 'YYYY-MM-DD'),
      to_char(r.settlement_date, 'YYYY-MM-DD'),
      (select max(o.share) from report_owners o where o.report_id = r.id))
    from reports r where r.id = a.report_id for share),
  pg_visible_in_snapshot(a.written_by, pg_current_snapshot()),
  ${INCENTIVE_HEAD})::text`;

type TaxCodeJson = [string, string | null, string | null, string | null, LoadedLivesJson];
type DemolitionJson = [number, string | null, string | null, string | null, string | null];
type Tail = [
  TaxCodeJson | null,
  string | null,
  string | null,
  [string, string | null] | null,
  DemolitionJson[],
  ReportJson | null,
  boolean,
  string | null,
];
/** The row's report: read-only, EOFY date, surveyor, checker, then the taxpayer's columns (migration 022). */
type ReportJson = [
  boolean,
  string | null,
  number | null,
  number | null,
  TaxpayerColumns['taxpayer_entity_type'],
  TaxpayerColumns['property_use'],
  TaxpayerColumns['turnover_band'],
  TaxpayerColumns['premises_condition'],
  string | null,
  string | null,
];

function lockedRowOfJson(text: string): LockedAssetRow {
  const values = JSON.parse(text) as unknown[];
  const row = assetColumnsOfJson(COLUMNS, values);
  const [taxCode, categoryCode, methodCode, label, demolitions, report, current, incentiveHead] =
    values.slice(COLUMNS.length) as Tail;
  const record = {
    ...row,
    tax_code: taxCode?.[0] ?? null,
    category_code: categoryCode,
    method_code: methodCode,
    label: label?.[0] ?? null,
    label_abandonment_date: label?.[1] ?? null,
  } as AssetRecord;
  return {
    record,
    demolitions: demolitions.map(([id, demoDate, rate, historical, annual]) => ({
      id,
      asset_id: record.id,
      demo_date: demoDate,
      rate,
      adjusted_historical_cost: bigintOrNull(historical),
      adjusted_annual_depreciation: bigintOrNull(annual),
    })),
    references: {
      taxCode:
        record.tax_code_id === null || taxCode === null
          ? null
          : {
              id: record.tax_code_id,
              code: taxCode[0],
              effective_life_years: taxCode[1],
              date_of_application: taxCode[2],
              construction_type: taxCode[3],
              loaded_lives: loadedLivesOfJson(taxCode[4]),
            },
      category: record.category_id === null ? null : { id: record.category_id, code: categoryCode ?? '' },
      method: record.method_id === null ? null : { id: record.method_id, code: methodCode ?? '' },
    },
    reportReadOnly: report?.[0] ?? false,
    reportEofyDate: report?.[1] ?? null,
    reportSurveyorId: report?.[2] ?? null,
    reportCheckerId: report?.[3] ?? null,
    reportTaxpayer: taxpayerOfColumns({
      taxpayer_entity_type: report?.[4] ?? null,
      property_use: report?.[5] ?? null,
      turnover_band: report?.[6] ?? null,
      premises_condition: report?.[7] ?? null,
      exchange_date: report?.[8] ?? null,
      settlement_date: report?.[9] ?? null,
    }),
    reportLargestShare: ((report as unknown[] | null)?.[10] as number | null) ?? null,
    current,
    incentiveHead,
  };
}

/**
 * The asset `assetId` with what a save needs, in one statement: the row with the names around it, its
 * demolitions, its tax code's effective life, and its report's read-only flag. The report is locked FOR SHARE (a
 * status change to Completed waits for the save, kernel/report-state.ts) by a subquery that PostgreSQL
 * runs before it locks the row FOR UPDATE, so the locks come in the guards' order and saves and the report's method
 * cascade never deadlock. The caller checks the report: a condition on it here would let the planner scan the
 * report's rows instead of taking the primary key. Undefined when there is no such asset.
 */
export async function lockAssetRow(
  trx: Trx,
  assetId: number,
  editor: number,
): Promise<LockedAssetRow | undefined> {
  // The editor is named for the register's history (015_report_workflow.sql) in the same statement, so a save
  // stays one read and one write (save-once.test.ts).
  const { rows } = await sql<{ row: string }>`select ${LOCKED_ROW_JSON} as row,
      set_config('taxdep.editor', ${String(editor)}, true) as editor
    from assets a where a.id = ${assetId} for update`.execute(trx);
  return rows[0] && lockedRowOfJson(rows[0].row);
}

/** A reference as a body names it: by id, or by code (a tax code's code compares upper-cased, docs/api.md). */
export type ReferenceKey = { id: number } | { code: string };

export interface ReferenceLookup {
  taxCode?: ReferenceKey;
  category?: ReferenceKey;
  method?: ReferenceKey;
}

export interface FoundCode {
  id: number;
  code: string;
}

export interface FoundReferences {
  taxCode: (FoundCode & TaxCodeLife) | null;
  category: FoundCode | null;
  method: FoundCode | null;
}

type FoundTaxCodeJson = [number, string, string | null, string | null, string | null, LoadedLivesJson];

function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** `columns` of the one row of `table` that `where` finds, as a JSON array; SQL null when not asked. */
function lookupJson(table: string, columns: RawBuilder<unknown>, where: RawBuilder<unknown> | null) {
  if (where === null) return sql`null::json`;
  return sql`(select json_build_array(${columns}) from ${sql.table(table)} x where ${where} limit 1)`;
}

function keyWhere(key: ReferenceKey | undefined, byCode: (code: string) => RawBuilder<unknown>) {
  if (key === undefined) return null;
  return 'id' in key ? sql`x.id = ${key.id}` : byCode(key.code);
}

const pairOf = (value: [number, string] | string | null): FoundCode | null => {
  const pair = value === null ? null : parsed(value);
  return pair === null ? null : { id: pair[0], code: pair[1] };
};

/** The references asked for (null when not found or not asked), the tax code with its effective life, at once. */
export async function findReferences(trx: Trx, lookup: ReferenceLookup): Promise<FoundReferences> {
  const byCode = (code: string) => sql`x.code = ${code}`;
  const taxCodeWhere = keyWhere(lookup.taxCode, (code) => sql`upper(x.code) = ${code.toUpperCase()}`);
  const { rows } = await sql<{
    tax_code: FoundTaxCodeJson | string | null;
    category: [number, string] | string | null;
    method: [number, string] | string | null;
  }>`select ${lookupJson(
    'tax_codes',
    sql`x.id, x.code, x.effective_life_years::text, to_char(x.date_of_application, 'YYYY-MM-DD'),
      x.construction_type, ${LOADED_LIVES_JSON('x')}`,
    taxCodeWhere,
  )} as tax_code,
    ${lookupJson('depreciation_categories', sql`x.id, x.code`, keyWhere(lookup.category, byCode))} as category,
    ${lookupJson('depreciation_methods', sql`x.id, x.code`, keyWhere(lookup.method, byCode))} as method`.execute(
    trx,
  );
  const found = rows[0]!;
  const taxCode = found.tax_code === null ? null : parsed(found.tax_code);
  return {
    taxCode:
      taxCode === null
        ? null
        : {
            id: taxCode[0],
            code: taxCode[1],
            effective_life_years: taxCode[2],
            date_of_application: taxCode[3],
            construction_type: taxCode[4],
            loaded_lives: loadedLivesOfJson(taxCode[5]),
          },
    category: pairOf(found.category),
    method: pairOf(found.method),
  };
}

/** The columns a save writes (the wire's plain columns, the references and what the service derives). */
export type AssetWrite = ReturnType<typeof assetColumnsOfWire> & {
  tax_code_id: number | null;
  category_id: number | null;
  method_id: number | null;
  depreciation_rate: string | null;
  annual_depreciation_claim: bigint | null;
};

/**
 * One write of the row with its verdict: `errors_fresh` tells 005's trigger the verdict belongs to this write, so
 * it is kept (and the row is written once, not once more to store the verdict).
 */
export async function updateAsset(trx: Trx, assetId: number, values: AssetWrite, verdict: Verdict) {
  await trx
    .updateTable('assets')
    .set({ ...values, ...verdict, errors_fresh: true, updated_at: sql<Date>`now()` })
    .where('id', '=', assetId)
    .executeTakeFirstOrThrow();
}

export async function insertAsset(trx: Trx, reportId: number, values: AssetWrite, verdict: Verdict) {
  const row = await trx
    .insertInto('assets')
    .values({ ...values, ...verdict, errors_fresh: true, report_id: reportId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The read-only assets of the report (of `selected` when given), in id order. */
export async function findReadOnlyAssetIds(trx: Trx, reportId: number, selected: readonly number[] | null) {
  let query = trx
    .selectFrom('assets')
    .select('id')
    .where('report_id', '=', reportId)
    .where('read_only', '=', true);
  if (selected !== null) query = query.where('id', '=', sql<number>`any(${selected}::integer[])`);
  return (await query.orderBy('id').execute()).map((a) => a.id);
}

/** Deletes the report's assets that are not read-only (of `selected` when given); the deleted ids, ascending. */
export async function deleteWritableAssets(trx: Trx, reportId: number, selected: readonly number[] | null) {
  let query = trx.deleteFrom('assets').where('report_id', '=', reportId).where('read_only', '=', false);
  if (selected !== null) query = query.where('id', '=', sql<number>`any(${selected}::integer[])`);
  return (await query.returning('id').execute()).map((d) => d.id).sort((x, y) => x - y);
}

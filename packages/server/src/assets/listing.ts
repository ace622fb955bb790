/**
 * The register listing (spec 2.3, 3 "List query", 4 "Error mode", 7, 9): search, tax-code filter, sort, paging,
 * error mode and the demolition view over one report's rows, as two parameterised queries (count and page).
 */
import type { AssetListResponse } from '@taxdep/domain';
import { totalPages } from '@taxdep/domain/paging';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike } from '../reports/repository';
import { hasUnjudgedAssets, judgeUnjudgedAssets } from './errors';
import { findReportState } from './guards';
import { toWireAsset } from './mapper';
import { type Db, findDemolitions, selectAssetRecords } from './record';

/** Spec 2.3: the sortable columns (the four dates) and the default, id. */
export const SORT_COLUMNS = {
  id: 'id',
  invoiceDate: 'invoice_date',
  depreciationCommencementDate: 'depreciation_commencement_date',
  financialYearEndDate: 'financial_year_end_date',
  writtenDownValueDate: 'written_down_value_date',
} as const;
export type SortBy = keyof typeof SORT_COLUMNS;
export type SortOrder = 'ASC' | 'DESC';

export interface ListOptions {
  reportId: number;
  searchValue: string;
  filterValues: readonly string[];
  pageNo: number;
  pageSize: number;
  sortBy: SortBy;
  order: SortOrder;
  /** Error mode: only rows for which validateAsset finds errors. */
  alerts: boolean;
  /** Demolition view: only assets with demolitions. */
  demolition: boolean;
}

/** The WHERE of a listing; every value a parameter (the LIKE pattern escaped so the text matches literally). */
function conditions(options: ListOptions): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`a.report_id = ${options.reportId}`];
  const term = options.searchValue.trim();
  if (term !== '') {
    const pattern = `%${escapeLike(term)}%`;
    parts.push(sql`(a.search_text like lower(${pattern})
      or a.id::text like ${pattern}
      or a.tax_code_id in (select t.id from tax_codes t where lower(t.code) like lower(${pattern})))`);
  }
  if (options.filterValues.length > 0) {
    const codes = [...options.filterValues];
    parts.push(sql`a.tax_code_id in (select t.id from tax_codes t where t.code = any(${codes}::text[]))`);
  }
  if (options.alerts) parts.push(sql`a.has_errors`);
  if (options.demolition) parts.push(sql`exists (select 1 from demolitions d where d.asset_id = a.id)`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Dates sort with nulls last in both orders; id breaks ties (ascending), so pages never overlap. */
function orderBy(options: ListOptions): RawBuilder<unknown> {
  const direction = sql.raw(options.order === 'DESC' ? 'desc' : 'asc');
  if (options.sortBy === 'id') return sql`a.id ${direction}`;
  const column = sql.ref(`a.${SORT_COLUMNS[options.sortBy]}`);
  return sql`${column} ${direction} nulls last, a.id asc`;
}

export async function listAssets(db: Db, options: ListOptions): Promise<AssetListResponse> {
  await findReportState(db, options.reportId);
  if (options.alerts && (await hasUnjudgedAssets(db, options.reportId))) {
    await judgeUnjudgedAssets(db, { reportId: options.reportId });
  }
  const where = conditions(options);
  const counted = await db
    .selectFrom('assets as a')
    .select(sql<string>`count(*)`.as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const totalRecords = Number(counted.total);
  const pages = totalPages(totalRecords, options.pageSize);
  const offset = (options.pageNo - 1) * options.pageSize;
  if (offset >= totalRecords) return { modelAssets: [], totalPages: pages, totalRecords };
  const records = await selectAssetRecords(db)
    .where(where)
    .orderBy(orderBy(options))
    .limit(options.pageSize)
    .offset(offset)
    .execute();
  const demolitions = await findDemolitions(
    db,
    records.map((r) => r.id),
  );
  return {
    modelAssets: records.map((r) => toWireAsset(r, demolitions.get(r.id) ?? [])),
    totalPages: pages,
    totalRecords,
  };
}

/** GET …/modelAssets/all/assetcodes: the distinct tax codes used in the register, for the filter popup. */
export async function listRegisterTaxCodes(db: Db, reportId: number): Promise<string[]> {
  await findReportState(db, reportId);
  const rows = await db
    .selectFrom('tax_codes as t')
    .select('t.code')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('assets as a')
          .select('a.id')
          .whereRef('a.tax_code_id', '=', 't.id')
          .where('a.report_id', '=', reportId),
      ),
    )
    .orderBy('t.code')
    .execute();
  return rows.map((r) => r.code);
}

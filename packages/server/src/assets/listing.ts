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
import { type Db, findAssetRecords, findDemolitions } from './record';

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

/** Tax-code ids of the search and of the filter, resolved first so the planner sees literal id lists. */
interface ResolvedCodes {
  searchCodeIds: number[];
  filterCodeIds: number[] | null;
}

async function resolveCodes(db: Db, options: ListOptions, pattern: string | null): Promise<ResolvedCodes> {
  const searchCodeIds =
    pattern === null
      ? []
      : (
          await db
            .selectFrom('tax_codes')
            .select('id')
            .where(sql<SqlBool>`lower(code) like lower(${pattern})`)
            .execute()
        ).map((r) => r.id);
  const filterCodeIds =
    options.filterValues.length === 0
      ? null
      : (
          await db
            .selectFrom('tax_codes')
            .select('id')
            .where('code', 'in', [...options.filterValues])
            .execute()
        ).map((r) => r.id);
  return { searchCodeIds, filterCodeIds };
}

/** The WHERE of a listing; every value a parameter (the LIKE pattern escaped so the text matches literally). */
function conditions(options: ListOptions, pattern: string | null, codes: ResolvedCodes): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`a.report_id = ${options.reportId}`];
  if (pattern !== null) {
    const byCode =
      codes.searchCodeIds.length > 0
        ? sql` or a.tax_code_id = any(${codes.searchCodeIds}::integer[])`
        : sql``;
    parts.push(sql`(a.search_text like lower(${pattern}) or a.id::text like ${pattern}${byCode})`);
  }
  if (codes.filterCodeIds !== null) parts.push(sql`a.tax_code_id = any(${codes.filterCodeIds}::integer[])`);
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
  const term = options.searchValue.trim();
  const pattern = term === '' ? null : `%${escapeLike(term)}%`;
  const where = conditions(options, pattern, await resolveCodes(db, options, pattern));
  // Count and page ids come from the covering index (005: assets_report_listing) without reading rows; only the
  // page's rows are then read in full.
  const counted = await db
    .selectFrom('assets as a')
    .select(sql<string>`count(*)`.as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const totalRecords = Number(counted.total);
  const pages = totalPages(totalRecords, options.pageSize);
  const offset = (options.pageNo - 1) * options.pageSize;
  if (offset >= totalRecords) return { modelAssets: [], totalPages: pages, totalRecords };
  const pageIds = (
    await db
      .selectFrom('assets as a')
      .select('a.id')
      .where(where)
      .orderBy(orderBy(options))
      .limit(options.pageSize)
      .offset(offset)
      .execute()
  ).map((r) => r.id);
  const records = new Map((await findAssetRecords(db, pageIds)).map((r) => [r.id, r]));
  const demolitions = await findDemolitions(db, pageIds);
  return {
    modelAssets: pageIds.flatMap((id) => {
      const record = records.get(id);
      return record ? [toWireAsset(record, demolitions.get(id) ?? [])] : [];
    }),
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

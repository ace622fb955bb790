/**
 * The register listing (spec 2.3, 3 "List query", 4 "Error mode", 7, 9): search, tax-code filter, sort, paging,
 * error mode and the demolition view over one report's rows, in parameterised statements: the head (report,
 * register revision, tax-code ids), the count (reused under the same revision, count-cache.ts; with a filter it
 * comes with the page) and the page with its rows and demolitions (listing-page.ts).
 */
import type { AssetListResponse } from '@taxdep/domain';
import { totalPages } from '@taxdep/domain/paging';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { notFound } from '../http-error';
import { escapeLike } from '../reports/repository';
import { cachedCount, rememberCount, revisionOf } from './count-cache';
import { hasUnjudgedAssets, judgeUnjudgedAssets } from './errors';
import { findReportState } from './guards';
import { findPage } from './listing-page';
import type { Db } from './record';

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

/**
 * One round trip before the page: the report exists (404 as guards.ts says), its register revision, and the
 * tax-code ids of the search and of the filter.
 */
async function listingHead(db: Db, options: ListOptions, pattern: string | null) {
  const searchIds =
    pattern === null
      ? sql<number[]>`'{}'::integer[]`
      : sql<
          number[]
        >`array(select t.id from tax_codes t where lower(t.code) like lower(${pattern}) order by t.id)`;
  const filterIds =
    options.filterValues.length === 0
      ? sql<number[] | null>`null::integer[]`
      : sql<number[] | null>`array(select t.id from tax_codes t
          where t.code = any(${[...options.filterValues]}::text[]) order by t.id)`;
  const head = await db
    .selectFrom('reports as r')
    .select([
      revisionOf(options.reportId).as('revision'),
      searchIds.as('searchCodeIds'),
      filterIds.as('filterCodeIds'),
    ])
    .where('r.id', '=', options.reportId)
    .executeTakeFirst();
  if (!head) throw notFound(`Report ${options.reportId} does not exist.`);
  const codes: ResolvedCodes = {
    searchCodeIds: intArray(head.searchCodeIds) ?? [],
    filterCodeIds: intArray(head.filterCodeIds),
  };
  return { revision: head.revision, codes };
}

/** PGlite and pg both parse integer[]; text is the fallback of a driver that does not. */
function intArray(value: number[] | string | null): number[] | null {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/**
 * The count of a listing: reused from count-cache.ts when computed under the same revision, else counted with the
 * revision in one statement (one snapshot), so a stored count always belongs to the revision it is stored under.
 */
async function countListing(
  db: Db,
  options: ListOptions,
  where: RawBuilder<SqlBool>,
  key: (revision: string) => string,
): Promise<number> {
  const counted = await db
    .selectNoFrom([
      revisionOf(options.reportId).as('revision'),
      (eb) => eb.selectFrom('assets as a').select(sql<string>`count(*)`.as('total')).where(where).as('total'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  rememberCount(db, key(counted.revision), total);
  return total;
}

/** The WHERE of a listing; every value a parameter (the LIKE pattern escaped so the text matches literally). */
function conditions(options: ListOptions, pattern: string | null, codes: ResolvedCodes): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`a.report_id = ${options.reportId}`];
  if (pattern !== null) {
    const byCode =
      codes.searchCodeIds.length > 0
        ? sql` or a.tax_code_id = any(${codes.searchCodeIds}::integer[])`
        : sql``;
    // An id's text is digits (and a minus sign): a term with any other character cannot match it, and skipping
    // the cast saves work on every row scanned.
    const byId = /^[-0-9]+$/.test(options.searchValue.trim()) ? sql` or a.id::text like ${pattern}` : sql``;
    parts.push(sql`(a.search_text like lower(${pattern})${byId}${byCode})`);
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
  // Error mode judges first (a nonexistent report has nothing to judge), so the revision read next covers it.
  if (options.alerts && (await hasUnjudgedAssets(db, options.reportId))) {
    await judgeUnjudgedAssets(db, { reportId: options.reportId });
  }
  const term = options.searchValue.trim();
  const pattern = term === '' ? null : `%${escapeLike(term)}%`;
  const { revision, codes } = await listingHead(db, options, pattern);
  const where = conditions(options, pattern, codes);
  const key = (at: string) =>
    JSON.stringify([options.reportId, at, pattern, codes, options.alerts, options.demolition]);
  const order = orderBy(options);
  let totalRecords = cachedCount(db, key(revision));
  if (totalRecords === undefined && codes.filterCodeIds !== null) {
    // With a filter the page query reads every match anyway (tax-code index, then a top-N sort), so it counts
    // them in the same pass; without one it stops after the page in date order, and a separate count is cheaper.
    const page = await findPage(db, options, where, order, true);
    if (page.counted !== null) {
      rememberCount(db, key(page.counted.revision), page.counted.total);
      const pages = totalPages(page.counted.total, options.pageSize);
      return { modelAssets: page.assets, totalPages: pages, totalRecords: page.counted.total };
    }
  }
  totalRecords ??= await countListing(db, options, where, key);
  const pages = totalPages(totalRecords, options.pageSize);
  const offset = (options.pageNo - 1) * options.pageSize;
  if (offset >= totalRecords) return { modelAssets: [], totalPages: pages, totalRecords };
  const { assets } = await findPage(db, options, where, order, false);
  return { modelAssets: assets, totalPages: pages, totalRecords };
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

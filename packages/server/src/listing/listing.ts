/**
 * The register listing (docs/product/asset-register.md, docs/product/entities.md "List query", 4 "Error mode", 7, 9): search, tax-code filter, sort, paging,
 * error mode and the demolition view, answered from the register's in-memory projection (projection/), which is
 * brought up to date with the database before every listing. Rows are answered as JSON text, cached per row.
 */
import type { AssetListResponse, RegisterSortColumn } from '@taxdep/domain';
import { totalPages } from '@taxdep/domain/paging';
import type { Db } from '../kernel/record-repository';
import { findReportState } from '../kernel/report-state';
import { judgeUnjudgedAssets } from '../kernel/verdicts';
import { syncedProjection, taxCodesFor } from './projection/projection-sync';
import { findRowAnswers } from './projection/row-answers';
import { findRegisterTaxCodes } from './repository';

/** docs/product/asset-register.md: the sortable columns (the four dates) and the default, id. */
export const SORT_COLUMNS: Record<RegisterSortColumn, string> = {
  id: 'id',
  invoiceDate: 'invoice_date',
  depreciationCommencementDate: 'depreciation_commencement_date',
  financialYearEndDate: 'financial_year_end_date',
  writtenDownValueDate: 'written_down_value_date',
};
export type SortOrder = 'ASC' | 'DESC';

export interface ListOptions {
  reportId: number;
  searchValue: string;
  filterValues: readonly string[];
  pageNo: number;
  pageSize: number;
  sortBy: RegisterSortColumn;
  order: SortOrder;
  /** Error mode: only rows for which validateAsset finds errors. */
  alerts: boolean;
  /** Demolition view: only assets with demolitions. */
  demolition: boolean;
}

/** The listing's answer as JSON text: the page's rows are cached JSON, so nothing is serialised twice. */
export async function listAssetsJson(db: Db, options: ListOptions): Promise<string> {
  let projection = await syncedProjection(db, options.reportId);
  // Error mode filters on stored verdicts, so rows without one are judged first (errors.ts).
  if (options.alerts && projection.unjudgedCount > 0) {
    await judgeUnjudgedAssets(db, { reportId: options.reportId });
    projection = await syncedProjection(db, options.reportId);
  }
  const codes = await taxCodesFor(db, projection);
  const term = options.searchValue.trim();
  const lowerTerm = term.toLowerCase();
  const filter = new Set(options.filterValues);
  const searchCodeIds: number[] = [];
  const filterCodeIds: number[] = [];
  for (const [id, code] of codes) {
    if (term !== '' && code.toLowerCase().includes(lowerTerm)) searchCodeIds.push(id);
    if (filter.has(code)) filterCodeIds.push(id);
  }
  const { total, ids } = projection.page(
    {
      term,
      searchCodeIds,
      filterCodeIds: options.filterValues.length === 0 ? null : filterCodeIds,
      alerts: options.alerts,
      demolition: options.demolition,
    },
    {
      sortBy: options.sortBy,
      order: options.order,
      offset: (options.pageNo - 1) * options.pageSize,
      limit: options.pageSize,
    },
  );
  const version = projection.version;
  const missing = ids.filter((id) => projection.answerOf(id) === undefined);
  const fetched = await findRowAnswers(db, missing);
  const rows: string[] = [];
  for (const id of ids) {
    const answer = projection.answerOf(id) ?? fetched.get(id);
    if (answer === undefined) continue; // deleted since the projection was read
    if (fetched.has(id)) projection.rememberAnswer(id, answer, version);
    rows.push(answer);
  }
  const pages = totalPages(total, options.pageSize);
  return `{"modelAssets":[${rows.join(',')}],"totalPages":${pages},"totalRecords":${total},"registerAssetCount":${projection.size}}`;
}

export async function listAssets(db: Db, options: ListOptions): Promise<AssetListResponse> {
  return JSON.parse(await listAssetsJson(db, options)) as AssetListResponse;
}

/** GET …/modelAssets/all/assetcodes: the distinct tax codes used in the register, for the filter popup. */
export async function listRegisterTaxCodes(db: Db, reportId: number): Promise<string[]> {
  await findReportState(db, reportId);
  const rows = await findRegisterTaxCodes(db, reportId);
  return rows.map((r) => r.code);
}

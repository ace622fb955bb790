/**
 * The main portal's lists on the wire (docs/product/main-portal.md; answers declared in
 * packages/domain/src/api/portal-calls.ts).
 */
import type {
  ClientSummary,
  FundSummary,
  PortfolioSummary,
  ReportListEntry,
  ReportListPage,
  ReportListQuery,
} from '@taxdep/domain';
import { DEFAULT_PAGE_SIZE, totalPages } from '@taxdep/domain/paging';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { currentDirectory, listFromLines } from './report-directory';
import * as repository from './repository';

type Db = Kysely<Database>;

export async function funds(db: Db): Promise<FundSummary[]> {
  const rows = await repository.listFunds(db);
  return rows.map((row) => ({
    fundId: row.id,
    fundCode: row.code,
    fundName: row.name,
    clientId: row.client_id,
    clientName: row.client_name,
    portfolioCount: row.portfolio_count,
    reportCount: row.report_count,
  }));
}

export async function clients(db: Db): Promise<ClientSummary[]> {
  const rows = await repository.listClients(db);
  return rows.map((row) => ({ clientId: row.id, clientName: row.name, fundCount: row.fund_count }));
}

export async function portfolios(db: Db, fundId: number): Promise<PortfolioSummary[]> {
  await requireFund(db, fundId);
  const rows = await repository.listPortfolios(db, fundId);
  return rows.map((row) => ({
    portfolioId: row.id,
    fundId: row.fund_id,
    portfolioName: row.name,
    propertyCount: row.property_count,
    reportCount: row.report_count,
  }));
}

/** A fund's reports (GET /funds/{fundId}/reports). */
export async function fundReports(
  db: Db,
  fundId: number,
  userId: number,
  query: ReportListQuery,
): Promise<ReportListPage> {
  await requireFund(db, fundId);
  return reportPage(db, { fundId }, userId, query);
}

/** The signed-in user's work: reports they survey or check (GET /users/me/reports). */
export async function myReports(db: Db, userId: number, query: ReportListQuery): Promise<ReportListPage> {
  return reportPage(
    db,
    { userId, ...(query.fundId === undefined ? {} : { fundId: query.fundId }) },
    userId,
    query,
  );
}

async function reportPage(
  db: Db,
  scope: repository.ReportListScope,
  userId: number,
  query: ReportListQuery,
): Promise<ReportListPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filter: repository.ReportListFilter = {
    search: (query.searchValue ?? '').trim(),
    statusId: query.statusId ?? null,
    eofyReportDate: query.eofyReportDate ? query.eofyReportDate : null,
    sortBy: query.sortBy ?? 'updatedAt',
    // The newest work first unless the caller asks otherwise.
    descending: (query.order ?? 'DESC').toUpperCase() === 'DESC',
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  };
  // PGlite: from memory (report-directory.ts); PostgreSQL: two queries.
  const directory = await currentDirectory(db);
  const { total, rows } = directory
    ? listFromLines(directory.lines, scope, filter)
    : await repository.listReports(db, scope, filter);
  return {
    reports: rows.map((row) => reportEntry(row, userId)),
    totalRecords: total,
    totalPages: totalPages(total, pageSize),
  };
}

function reportEntry(row: repository.ReportListRow, userId: number): ReportListEntry {
  return {
    depreciationReportId: row.id,
    reportName: row.report_name,
    fundId: row.fund_id,
    fundCode: row.fund_code,
    portfolioId: row.portfolio_id,
    portfolioName: row.portfolio_name,
    propertyId: row.property_id,
    propertyName: row.property_name,
    propertyCode: row.property_code,
    propertyAddress: [row.street_address, row.suburb, row.state, row.post_code]
      .filter((part) => part !== null && part.trim() !== '')
      .join(', '),
    eofyReportDate: row.eofy_report_date,
    statusId: row.status_id,
    status: row.status,
    surveyor: row.surveyor,
    checker: row.checker,
    myRole: row.surveyor_id === userId ? 'surveyor' : row.checker_id === userId ? 'checker' : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function requireFund(db: Db, fundId: number): Promise<void> {
  const directory = await currentDirectory(db);
  const exists = directory ? directory.fundIds.has(fundId) : await repository.fundExists(db, fundId);
  if (!exists) throw new HttpError(404, `No fund ${fundId}.`);
}

/**
 * The main portal's lists on the wire (docs/product/main-portal.md; answers declared in
 * packages/domain/src/api/portal-calls.ts).
 */

import type { Database } from '@taxdep/db/schema';
import type {
  ClientSummary,
  FundSummary,
  PortfolioSummary,
  ReportListEntry,
  ReportListQuery,
} from '@taxdep/domain';
import { DEFAULT_PAGE_SIZE, totalPages } from '@taxdep/domain/paging';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error';
import { currentDirectory, type Directory, listFromDirectory } from './report-directory';
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

/**
 * A fund's reports (GET /funds/{fundId}/reports) as the JSON text of a ReportListPage: the lists answer from memory
 * in well under a millisecond, and serialising 50 entries per request was then a large share of the rest, so each
 * entry's text is made once per directory row (`entryText`) and a page is joined from those texts.
 */
export async function fundReportsJson(
  db: Db,
  fundId: number,
  userId: number,
  query: ReportListQuery,
): Promise<string> {
  // One look at the directory for both the fund and its list: on PostgreSQL each look is a query.
  const directory = await currentDirectory(db);
  if (!directory.fundIds.has(fundId)) throw new HttpError(404, `No fund ${fundId}.`);
  return reportPage(directory, { fundId }, userId, query);
}

/** The signed-in user's work: reports they survey or check (GET /users/me/reports), as JSON text. */
export async function myReportsJson(db: Db, userId: number, query: ReportListQuery): Promise<string> {
  return reportPage(
    await currentDirectory(db),
    {
      userId,
      ...(query.fundId === undefined ? {} : { fundId: query.fundId }),
      ...(query.myRole === undefined ? {} : { role: query.myRole }),
    },
    userId,
    query,
  );
}

function reportPage(
  directory: Directory,
  scope: repository.ReportListScope,
  userId: number,
  query: ReportListQuery,
): string {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filter: repository.ReportListFilter = {
    search: (query.searchValue ?? '').trim(),
    statusId: query.statusId ?? null,
    reportKind: query.reportKind ?? null,
    eofyReportDate: query.eofyReportDate ? query.eofyReportDate : null,
    sortBy: query.sortBy ?? 'updatedAt',
    // The newest work first unless the caller asks otherwise.
    descending: (query.order ?? 'DESC').toUpperCase() === 'DESC',
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  };
  // From memory on both engines, current as of this request (report-directory.ts).
  const { total, rows } = listFromDirectory(directory, scope, filter);
  const entries = rows.map((row) => {
    const myRole: ReportListEntry['myRole'] =
      row.surveyor_id === userId ? 'surveyor' : row.checker_id === userId ? 'checker' : null;
    return `${entryText(row)},"myRole":${JSON.stringify(myRole)}}`;
  });
  // The fields of ReportListPage (the contract check of the tests parses and validates this text).
  return `{"reports":[${entries.join(',')}],"totalRecords":${total},"totalPages":${totalPages(total, pageSize)}}`;
}

type SharedEntry = Omit<ReportListEntry, 'myRole'>;

/**
 * A line's JSON text but for the caller's role and the closing brace, made once per directory row (rows are
 * replaced, never changed, when the lines are read again), so a page neither rebuilds addresses and timestamps nor
 * serialises them on every request.
 */
const entryTexts = new WeakMap<repository.ReportListRow, string>();

function entryText(row: repository.ReportListRow): string {
  let text = entryTexts.get(row);
  if (text === undefined) {
    const entry: SharedEntry = {
      depreciationReportId: row.id,
      reportKind: row.kind,
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
      updatedAt: new Date(row.updated_at).toISOString(),
    };
    text = JSON.stringify(entry).slice(0, -1);
    entryTexts.set(row, text);
  }
  return text;
}

async function requireFund(db: Db, fundId: number): Promise<void> {
  // The directory knows every fund, current as the list that follows (report-directory.ts).
  if (!(await currentDirectory(db)).fundIds.has(fundId)) throw new HttpError(404, `No fund ${fundId}.`);
}

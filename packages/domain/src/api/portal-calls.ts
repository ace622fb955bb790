/**
 * The main portal's lists (issue 15; spec 7 "Shell and main portal"; docs/product/main-portal.md): the funds and
 * their clients, a fund's portfolios and reports, and the signed-in user's own work. The spec names the calls and
 * leaves their answers to us; these are the answers, declared once (issue 11).
 */
import type { PageSizeOption } from './asset';
import type { ReportKind } from './capex-calls';
import type { CivilDate, Count, Id, SearchText, Text } from './wire-limits';

/** One fund, with its client and how much hangs under it. */
export interface FundSummary {
  fundId: Id;
  fundCode: Text;
  fundName: Text;
  clientId: Id;
  clientName: Text;
  portfolioCount: Count;
  reportCount: Count;
}

/** One client (the firm's customer that owns funds). */
export interface ClientSummary {
  clientId: Id;
  clientName: Text;
  fundCount: Count;
}

/** One portfolio of a fund. */
export interface PortfolioSummary {
  portfolioId: Id;
  fundId: Id;
  portfolioName: Text;
  propertyCount: Count;
  reportCount: Count;
}

/** Columns a report list sorts by. */
export type ReportListSortColumn = 'eofyReportDate' | 'propertyName' | 'status' | 'updatedAt' | 'reportName';

/** A line of a report list: enough to find the report and open it (`?depreciationReportId=`). */
export interface ReportListEntry {
  /** The report's id; open it at `?depreciationReportId=`, `?capexId=` for a capex forecast or `?rcaId=` for a reinstatement cost assessment. */
  depreciationReportId: Id;
  /** Issue 27: what kind of report it is (capex-calls.ts). */
  reportKind: ReportKind;
  reportName: Text | null;
  fundId: Id;
  fundCode: Text;
  portfolioId: Id;
  portfolioName: Text;
  propertyId: Id;
  propertyName: Text | null;
  propertyCode: Text | null;
  /** Street, suburb, state and post code in one line, as an envelope has them. */
  propertyAddress: Text;
  eofyReportDate: CivilDate | null;
  statusId: Id;
  status: Text;
  surveyor: Text | null;
  checker: Text | null;
  /** Which hat the signed-in user wears on this report, if any. */
  myRole: 'surveyor' | 'checker' | null;
  /** When General Info last changed, ISO 8601. */
  updatedAt: Text;
}

/** Filters, paging and sort of a report list (query). */
export interface ReportListQuery {
  /** Searches report name, property name, property code and address. */
  searchValue?: SearchText;
  statusId?: Id;
  /** Issue 27: only reports of this kind; absent lists every kind. */
  reportKind?: ReportKind;
  /** Only reports with this EOFY report date. */
  eofyReportDate?: CivilDate;
  /** The main portal's "my work" only: one fund's reports. */
  fundId?: Id;
  /**
   * The main portal's "my work" only: the reports the signed-in user checks (`checker`), or surveys (`surveyor`).
   * With the QA Review status it is a checker's "Waiting for me" (issue 26 item 12).
   */
  myRole?: 'surveyor' | 'checker';
  /**
   * 1-based; a page beyond the last answers an empty list with the totals.
   * @default 1
   */
  pageNo?: Id;
  /** @default 50 */
  pageSize?: PageSizeOption;
  /** @default "updatedAt" */
  sortBy?: ReportListSortColumn;
  /** @default "DESC" */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc';
}

/** A page of a report list with the totals of the whole filtered list. */
export interface ReportListPage {
  reports: ReportListEntry[];
  totalRecords: Count;
  totalPages: Count;
}

/** Path of a fund's lists. */
export interface FundParams {
  /** The fund's id. */
  fundId: Id;
}

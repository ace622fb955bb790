import type { FundSummary, ReportListPage, ReportListQuery } from '../api/portal-calls';
import type { ReportStatusOption } from '../api/report';
import type { ApiFailure } from './api-client';
import type { ExportedFile } from './register-export';

/**
 * The main portal's calls (docs/product/main-portal.md): the funds, a fund's reports, the signed-in user's work and
 * the register download of a listed report. docs/product/rules.md#messages-and-errors: a failure answers null and
 * `lastFailure()` says why (issue #10).
 */
export interface PortalPort {
  /** GET /depreciationReports/depreciationStatus/all (the status filter's choices). */
  statuses(): Promise<ReportStatusOption[] | null>;
  /** GET /funds/all. */
  funds(): Promise<FundSummary[] | null>;
  /** GET /users/me/reports ("my work"). */
  myWork(query: ReportListQuery): Promise<ReportListPage | null>;
  /** GET /funds/{fundId}/reports. */
  fundReports(fundId: number, query: ReportListQuery): Promise<ReportListPage | null>;
  /** GET /fund/{fundId}/depreciationReports/{reportId}/downloadAssetRegister (a CSV, named by the service). */
  downloadAssetRegister(fundId: number, reportId: number): Promise<ExportedFile | null>;
  lastFailure(): ApiFailure | null;
}

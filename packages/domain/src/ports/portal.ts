import type { CapexReport, NewCapexReport, ReportKind } from '../api/capex-calls';
import type { NewReportAnswer, NewReportRequest, PropertySummary, StaffMember } from '../api/new-work-calls';
import type { FundSummary, PortfolioSummary, ReportListPage, ReportListQuery } from '../api/portal-calls';
import type { NewRcaReport, RcaReport } from '../api/rca-calls';
import type { DepreciationMethod, ReportStatusOption } from '../api/report';
import type { ReportDocumentInfo, ReportDocumentStatus } from '../api/report-document-calls';
import type { ApiFailure } from './api-client';
import type { ExportedFile } from './register-export';

/**
 * The main portal's calls (docs/product/main-portal.md): the funds, a fund's reports, the signed-in user's work and
 * the downloads of a listed report (a depreciation report's register CSV and PDF, a capex forecast's or a
 * reinstatement cost assessment's PDF), and the new work of each kind.
 * docs/product/rules.md#messages-and-errors: a failure answers null and
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
  /**
   * GET /depreciationReports/{reportId}/report-document: where the report's PDF stands, with its newest stored
   * document (docs/api.md "Report documents"); asked on a click only, never per listed row.
   */
  reportDocument(reportId: number): Promise<ReportDocumentStatus | null>;
  /**
   * GET /fund/{fundId}/depreciationReports/{reportId}/downloadReport?documentUId=&isCapex=: the stored PDF
   * `document`, named by the service's Content-Disposition (else by the document's own `fileName`). `isCapex` is
   * said by the report's kind (issue 27 item 5: a forecast's PDF is `isCapex=true`; the other kind answers 404),
   * and an assessment's is `isRca=true` (issue 28 item 5).
   */
  downloadReport(
    fundId: number,
    reportId: number,
    document: Pick<ReportDocumentInfo, 'documentUId' | 'fileName'>,
    kind: ReportKind,
  ): Promise<ExportedFile | null>;
  /** GET /funds/{fundId}/portfolios (New work: where the report goes). */
  portfolios(fundId: number): Promise<PortfolioSummary[] | null>;
  /** GET /portfolios/{portfolioId}/properties (New work: an existing property). */
  properties(portfolioId: number): Promise<PropertySummary[] | null>;
  /** GET /users/staff (New work: surveyor and checker). */
  staff(): Promise<StaffMember[] | null>;
  /** GET /depreciationMethods. */
  methods(): Promise<DepreciationMethod[] | null>;
  /** POST /portfolios/{portfolioId}/capexReports (issue 27: a capex forecast of an existing property). */
  createCapexReport(portfolioId: number, request: NewCapexReport): Promise<CapexReport | null>;
  /** POST /portfolios/{portfolioId}/rcaReports (issue 28: a reinstatement cost assessment of an existing property). */
  createRcaReport(portfolioId: number, request: NewRcaReport): Promise<RcaReport | null>;
  /** POST /portfolios/{portfolioId}/depreciationReports (New work). */
  createReport(portfolioId: number, request: NewReportRequest): Promise<NewReportAnswer | null>;
  lastFailure(): ApiFailure | null;
}

import type {
  CapexReport,
  DepreciationMethod,
  FundSummary,
  NewCapexReport,
  NewRcaReport,
  NewReportAnswer,
  NewReportRequest,
  PortfolioSummary,
  PropertySummary,
  RcaReport,
  ReportDocumentInfo,
  ReportDocumentStatus,
  ReportDownloadQuery,
  ReportKind,
  ReportListPage,
  ReportListQuery,
  ReportStatusOption,
  StaffMember,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, ExportedFile, PortalPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/**
 * PortalPort over the ApiClient port: the main portal's calls of docs/product/main-portal.md, one to one, typed by
 * the contract (issue 11). A failure answers null with the ApiClient's reason (issue #10).
 */
export class HttpPortalPort implements PortalPort {
  constructor(private readonly api: ApiClient) {}

  async statuses(): Promise<ReportStatusOption[] | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/depreciationStatus/all');
    return Array.isArray(answer) ? answer : null;
  }

  async funds(): Promise<FundSummary[] | null> {
    const answer = await callApi(this.api, 'GET /funds/all');
    return Array.isArray(answer) ? answer : null;
  }

  myWork(query: ReportListQuery): Promise<ReportListPage | null> {
    return callApi(this.api, 'GET /users/me/reports', { query });
  }

  fundReports(fundId: number, query: ReportListQuery): Promise<ReportListPage | null> {
    return callApi(this.api, 'GET /funds/{fundId}/reports', { params: { fundId }, query });
  }

  async downloadAssetRegister(fundId: number, reportId: number): Promise<ExportedFile | null> {
    const path = `/fund/${encodeURIComponent(String(fundId))}/depreciationReports/${encodeURIComponent(String(reportId))}/downloadAssetRegister`;
    const file = await this.api.download(path);
    if (!file) return null;
    // The service names the file (Content-Disposition); a proxy may drop the header, and a .csv must still be saved.
    return { blob: file.blob, fileName: file.fileName ?? `asset-register-${reportId}.csv` };
  }

  reportDocument(reportId: number): Promise<ReportDocumentStatus | null> {
    return callApi(this.api, 'GET /depreciationReports/{id}/report-document', { params: { id: reportId } });
  }

  async downloadReport(
    fundId: number,
    reportId: number,
    document: Pick<ReportDocumentInfo, 'documentUId' | 'fileName'>,
    kind: ReportKind,
  ): Promise<ExportedFile | null> {
    const path = `/fund/${encodeURIComponent(String(fundId))}/depreciationReports/${encodeURIComponent(String(reportId))}/downloadReport`;
    // isCapex said outright either way: the service answers 404 for the other kind (docs/api.md "Report documents");
    // isRca only for an assessment (issue 28), so a report's and a forecast's addresses stay as they were.
    const query = {
      documentUId: document.documentUId,
      isCapex: kind === 'capex',
      ...(kind === 'rca' ? { isRca: true } : {}),
    } satisfies ReportDownloadQuery;
    const file = await this.api.download(path, query);
    if (!file) return null;
    // As the register: the service names the file; the stored document's own name when a proxy dropped the header.
    return { blob: file.blob, fileName: file.fileName ?? document.fileName };
  }

  async portfolios(fundId: number): Promise<PortfolioSummary[] | null> {
    const answer = await callApi(this.api, 'GET /funds/{fundId}/portfolios', { params: { fundId } });
    return Array.isArray(answer) ? answer : null;
  }

  async properties(portfolioId: number): Promise<PropertySummary[] | null> {
    const answer = await callApi(this.api, 'GET /portfolios/{portfolioId}/properties', {
      params: { portfolioId },
    });
    return Array.isArray(answer) ? answer : null;
  }

  async staff(): Promise<StaffMember[] | null> {
    const answer = await callApi(this.api, 'GET /users/staff');
    return Array.isArray(answer) ? answer : null;
  }

  async methods(): Promise<DepreciationMethod[] | null> {
    const answer = await callApi(this.api, 'GET /depreciationMethods');
    return Array.isArray(answer) ? answer : null;
  }

  createReport(portfolioId: number, request: NewReportRequest): Promise<NewReportAnswer | null> {
    return callApi(this.api, 'POST /portfolios/{portfolioId}/depreciationReports', {
      params: { portfolioId },
      body: request,
    });
  }

  createCapexReport(portfolioId: number, request: NewCapexReport): Promise<CapexReport | null> {
    return callApi(this.api, 'POST /portfolios/{portfolioId}/capexReports', {
      params: { portfolioId },
      body: request,
    });
  }

  createRcaReport(portfolioId: number, request: NewRcaReport): Promise<RcaReport | null> {
    return callApi(this.api, 'POST /portfolios/{portfolioId}/rcaReports', {
      params: { portfolioId },
      body: request,
    });
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

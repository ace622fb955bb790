import type { FundSummary, ReportListPage, ReportListQuery, ReportStatusOption } from '@taxdep/domain';
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

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

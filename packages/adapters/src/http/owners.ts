import type { ReportOwners, ReportOwnersSave } from '@taxdep/domain';
import type { ApiClient, ApiFailure, OwnersPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** OwnersPort over the ApiClient (issue 23 item 7; docs/api.md "Owners"), each call typed by the contract. */
export class HttpOwnersPort implements OwnersPort {
  constructor(private readonly api: ApiClient) {}

  getOwners(reportId: number): Promise<ReportOwners | null> {
    return callApi(this.api, 'GET /depreciationReports/{id}/owners', { params: { id: reportId } });
  }

  saveOwners(reportId: number, body: ReportOwnersSave): Promise<ReportOwners | null> {
    return callApi(this.api, 'PUT /depreciationReports/{id}/owners', { params: { id: reportId }, body });
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

import type { ReportOwners, ReportOwnersSave } from '../api/owner-calls';
import type { ApiFailure } from './api-client';

/** Issue 23 item 7: a report's owners (docs/api.md "Owners"). Null on failure; `lastFailure` says why. */
export interface OwnersPort {
  /** GET /depreciationReports/{id}/owners. */
  getOwners(reportId: number): Promise<ReportOwners | null>;
  /** PUT /depreciationReports/{id}/owners with the whole list. */
  saveOwners(reportId: number, body: ReportOwnersSave): Promise<ReportOwners | null>;
  lastFailure(): ApiFailure | null;
}

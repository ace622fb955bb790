import type { CapexCommit, CapexCommitAnswer, CapexCommitTargets } from '../api/capex-commit-calls';
import type { ApiFailure } from './api-client';

/**
 * Issue 27 item 4: commit a forecast's replacement into a depreciation report (api/capex-commit-calls.ts), for the
 * capex view's Commit dialog. A failure answers null; `lastFailure()` says why (the service's refusal in words).
 */
export interface CapexCommitPort {
  /** GET /CapexReports/{id}/commitTargets: the property's depreciation reports In Progress. */
  commitTargets(capexReportId: number): Promise<CapexCommitTargets | null>;
  /** POST /CapexReports/{id}/commit: the preview (`save: false`) or the save of both writes. */
  commit(capexReportId: number, body: CapexCommit): Promise<CapexCommitAnswer | null>;
  lastFailure(): ApiFailure | null;
}

import type { UploadAnswer, UploadBody, WorkbookAnswer, WorkbookBody } from '../api/import-calls';
import type { StagedRate, StagedRateQuestion } from '../api/staged-rate-calls';
import type { ApiFailure } from './api-client';

/**
 * The import's upload (docs/product/asset-register.md "Import and export", step 4; docs/api.md "Import upload"):
 * every staged row of one file in one call, all or none. docs/product/rules.md#messages-and-errors: a failed call
 * (non-success or no data) answers null; no method throws. `lastFailure()` says why, read as ApiClient describes
 * (right after the awaited call, issue #10).
 */
export interface RegisterImportPort {
  /**
   * POST /depreciationReports/{id}/uploadModelAssets. The body's `uploadId` names the staging, so a retry of the same
   * rows after a lost answer imports once (the service answers the first upload's answer, `alreadyUploaded`).
   */
  uploadRows(reportId: number, body: UploadBody): Promise<UploadAnswer | null>;
  /**
   * POST /stagedRates (issue 26): the rate each question's row would get, in order; null when the call failed. At
   * most 2,000 questions a call (import/staged-rates.ts `askStagedRates` asks in parts).
   */
  stagedRates(questions: readonly StagedRateQuestion[]): Promise<StagedRate[] | null>;
  /** POST /importWorkbook (issue 26 item 6d): an .xlsx workbook's sheet of assets as csv text; null on failure. */
  readWorkbook(body: WorkbookBody): Promise<WorkbookAnswer | null>;
  /** Why the call that settled last failed; null when it succeeded or its answer was merely unusable. */
  lastFailure(): ApiFailure | null;
}

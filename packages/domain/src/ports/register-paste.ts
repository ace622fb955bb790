import type { PasteAnswer, PasteBody } from '../api/paste-calls';
import type { StagedRate, StagedRateQuestion } from '../api/staged-rate-calls';
import type { ApiFailure } from './api-client';

/**
 * The paste from Excel's one write (docs/product/asset-register.md "Paste from Excel"; docs/api.md "Paste from
 * Excel"): the changes and additions of a block in one call, all or none. A failed call answers null; no method
 * throws; `lastFailure()` says why (right after the awaited call, issue #10).
 */
export interface RegisterPastePort {
  /** POST /depreciationReports/{id}/pasteModelAssets; `pasteId` names the paste, so a retry writes once. */
  pasteRows(reportId: number, body: PasteBody): Promise<PasteAnswer | null>;
  /** POST /stagedRates (issue 26): the rate each pasted row would get, in order; null when the call failed. */
  stagedRates(questions: readonly StagedRateQuestion[]): Promise<StagedRate[] | null>;
  lastFailure(): ApiFailure | null;
}

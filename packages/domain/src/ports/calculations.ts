import type {
  AssetLinesPaging,
  CalculationsBody,
  CalculationsPage,
  CategoryReportAnswer,
  DeductionCategory,
  LeftOutAnswer,
  OwnerQuery,
  SummaryAnswer,
  SummaryQuery,
} from '../api/calculation-calls';
import type { AssetYearExplanationAnswer, MethodComparisonAnswer } from '../api/explanation-calls';
import type { ApiFailure } from './api-client';

/**
 * The calls of the Calculations, Deductions and Summary tabs (docs/product/calculations-deductions-summary-report.md,
 * docs/product/calls.md "Calculations", "Deductions, Summary, Report"). docs/product/rules.md#messages-and-errors:
 * a failed call (non-success or no data) answers null; no method throws. `lastFailure()` says why, read as
 * ApiClient describes (right after the awaited call, issue #10). `ownerId` (issue 23 item 7) asks for one owner's
 * figures; absent, the whole report's.
 */
export interface CalculationsPort {
  /** POST /depreciationReports/{id}/calculations: a page of the Calculations tab, searched, sorted and paged. */
  listCalculations(reportId: number, request: CalculationsBody): Promise<CalculationsPage | null>;
  /**
   * GET /depreciationReports/{id}/categoryReport?category=: one of the seven Deductions views, with a page of
   * Table B's asset lines (all of them without `paging`).
   */
  getCategoryReport(
    reportId: number,
    category: DeductionCategory,
    paging?: AssetLinesPaging & OwnerQuery,
  ): Promise<CategoryReportAnswer | null>;
  /** GET /depreciationReports/{id}/summary: the Summary tab, with a page of its asset lines (all without `paging`). */
  getSummary(reportId: number, paging?: SummaryQuery): Promise<SummaryAnswer | null>;
  /**
   * GET /depreciationReports/{id}/calculations/{assetId}/explanation: how the asset's figures of `financialYear`
   * (default the report's current FY) were derived (issue 12).
   */
  explainAssetYear(
    reportId: number,
    assetId: number,
    financialYear?: number,
    owner?: OwnerQuery,
  ): Promise<AssetYearExplanationAnswer | null>;
  /**
   * GET /depreciationReports/{id}/leftOutAssets: the register's assets every figure leaves out (the register flags
   * them invalid) with why (issue 26 item 5); the same for every owner.
   */
  getLeftOutAssets(reportId: number): Promise<LeftOutAnswer | null>;
  /** GET /depreciationReports/{id}/methodComparison: the register under prime cost and diminishing value. */
  getMethodComparison(reportId: number, owner?: OwnerQuery): Promise<MethodComparisonAnswer | null>;
  /** Why the call that settled last failed; null when it succeeded or its answer was merely unusable. */
  lastFailure(): ApiFailure | null;
}

import type {
  CheckerSearchResult,
  DepreciationMethod,
  Report,
  ReportStatusOption,
  ReportUpdate,
} from '../api/report';
import type { ApiFailure } from './api-client';

/**
 * The report (General Info) calls of docs/product/calls.md. docs/product/rules.md#messages-and-errors: a failed call (non-success or no data) answers null,
 * so every method resolves to null rather than throwing. `lastFailure()` says why, read as ApiClient describes
 * (right after the awaited call, issue #10).
 */
export interface ReportsPort {
  /** GET /depreciationReports/{id}. */
  getReport(reportId: number): Promise<Report | null>;
  /** PUT /depreciationReport with the whole body; the service's answer (the saved report), null on failure. */
  updateReport(update: ReportUpdate): Promise<Report | null>;
  /** GET /depreciationReports/depreciationStatus/all. */
  getStatuses(): Promise<ReportStatusOption[] | null>;
  /** GET /depreciationMethods. */
  getMethods(): Promise<DepreciationMethod[] | null>;
  /** GET /users/all?searchValue= (the checker suggestions). */
  searchCheckers(searchValue: string): Promise<CheckerSearchResult[] | null>;
  /** Why the call that settled last failed; null when it succeeded. */
  lastFailure(): ApiFailure | null;
}

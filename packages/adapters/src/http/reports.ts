import type {
  CheckerSearchResult,
  DepreciationMethod,
  Report,
  ReportStatusOption,
  ReportUpdate,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, ReportsPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/**
 * ReportsPort over the ApiClient port (no axios here): the General Info calls of docs/product/calls.md, one to one, each typed by
 * the contract (issue 11). Paths are relative to the versioned API base (`/api/v1`) that the ApiClient carries.
 * The reason of a failure is the ApiClient's, unchanged (issue #10).
 */
export class HttpReportsPort implements ReportsPort {
  constructor(private readonly api: ApiClient) {}

  getReport(reportId: number): Promise<Report | null> {
    return callApi(this.api, 'GET /depreciationReports/{id}', { params: { id: reportId } });
  }

  /** docs/product/rules.md#messages-and-errors: a non-success or empty answer is a failure; the ApiClient reports both as null. */
  updateReport(update: ReportUpdate): Promise<Report | null> {
    return callApi(this.api, 'PUT /depreciationReport', { body: update });
  }

  async getStatuses(): Promise<ReportStatusOption[] | null> {
    return listOrNull(await callApi(this.api, 'GET /depreciationReports/depreciationStatus/all'));
  }

  async getMethods(): Promise<DepreciationMethod[] | null> {
    return listOrNull(await callApi(this.api, 'GET /depreciationMethods'));
  }

  async searchCheckers(searchValue: string): Promise<CheckerSearchResult[] | null> {
    return listOrNull(await callApi(this.api, 'GET /users/all', { query: { searchValue } }));
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

/** A list call that answers something other than an array carries no usable data (docs/product/rules.md#messages-and-errors). */
function listOrNull<T>(answer: T[] | null): T[] | null {
  return Array.isArray(answer) ? answer : null;
}

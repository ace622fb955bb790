import type {
  ReportComments,
  ReportHistory,
  SignOffSummary,
  WorkflowBlockers,
  WorkflowState,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, WorkflowPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** WorkflowPort over the ApiClient, each call typed by the contract (packages/domain/src/api/workflow-calls.ts). */
export class HttpWorkflowPort implements WorkflowPort {
  private failure: ApiFailure | null = null;

  constructor(private readonly api: ApiClient) {}

  async state(reportId: number): Promise<WorkflowState | null> {
    return this.settle(
      await callApi(this.api, 'GET /depreciationReports/{id}/workflow', { params: { id: reportId } }),
    );
  }

  async move(reportId: number, toStatusId: number, comment: string | null): Promise<WorkflowState | null> {
    return this.settle(
      await callApi(this.api, 'POST /depreciationReport/{id}', {
        params: { id: toStatusId },
        query: { depreciationId: reportId },
        body: comment === null ? {} : { comment },
      }),
    );
  }

  async blockers(reportId: number): Promise<WorkflowBlockers | null> {
    return this.settle(
      await callApi(this.api, 'GET /depreciationReports/{id}/workflow/blockers', {
        params: { id: reportId },
      }),
    );
  }

  async history(reportId: number): Promise<ReportHistory | null> {
    return this.settle(
      await callApi(this.api, 'GET /depreciationReports/{id}/history', { params: { id: reportId } }),
    );
  }

  async signOffSummary(reportId: number): Promise<SignOffSummary | null> {
    return this.settle(
      await callApi(this.api, 'GET /depreciationReports/{id}/workflow/sign-off', {
        params: { id: reportId },
      }),
    );
  }

  async comments(reportId: number): Promise<ReportComments | null> {
    return this.settle(
      await callApi(this.api, 'GET /depreciationReports/{id}/comments', { params: { id: reportId } }),
    );
  }

  async postComment(reportId: number, comment: string): Promise<ReportComments | null> {
    return this.settle(
      await callApi(this.api, 'POST /depreciationReports/{id}/comments', {
        params: { id: reportId },
        body: { comment },
      }),
    );
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  private settle<T>(answer: T | null): T | null {
    this.failure = answer ? null : this.api.lastFailure();
    return answer;
  }
}

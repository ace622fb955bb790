import type { CapexCommit, CapexCommitAnswer, CapexCommitTargets } from '@taxdep/domain';
import type { ApiClient, ApiFailure, CapexCommitPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** CapexCommitPort over the ApiClient, each call typed by the contract (domain api/capex-commit-calls.ts). */
export class HttpCapexCommitPort implements CapexCommitPort {
  private failure: ApiFailure | null = null;

  constructor(private readonly api: ApiClient) {}

  async commitTargets(capexReportId: number): Promise<CapexCommitTargets | null> {
    return this.settle(
      await callApi(this.api, 'GET /CapexReports/{id}/commitTargets', { params: { id: capexReportId } }),
    );
  }

  async commit(capexReportId: number, body: CapexCommit): Promise<CapexCommitAnswer | null> {
    return this.settle(
      await callApi(this.api, 'POST /CapexReports/{id}/commit', { params: { id: capexReportId }, body }),
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

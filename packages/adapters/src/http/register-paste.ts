import type { PasteAnswer, PasteBody, StagedRate, StagedRateQuestion } from '@taxdep/domain';
import type { ApiClient, ApiFailure, RegisterPastePort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';
import { stagedRatesOver } from './staged-rates';

/**
 * RegisterPastePort over the ApiClient port (docs/api.md "Paste from Excel"), typed by the contract (issue 11,
 * ./contract-call.ts). An answer without its counts carries no usable data and answers null; the reason of a
 * failure is the ApiClient's, unchanged (issue #10).
 */
export class HttpRegisterPastePort implements RegisterPastePort {
  constructor(private readonly api: ApiClient) {}

  async pasteRows(reportId: number, body: PasteBody): Promise<PasteAnswer | null> {
    const answer = await callApi(this.api, 'POST /depreciationReports/{id}/pasteModelAssets', {
      params: { id: reportId },
      body,
    });
    return answer && typeof answer.changedCount === 'number' ? answer : null;
  }

  stagedRates(questions: readonly StagedRateQuestion[]): Promise<StagedRate[] | null> {
    return stagedRatesOver(this.api, questions);
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

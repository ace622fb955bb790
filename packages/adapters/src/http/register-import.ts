import type {
  StagedRate,
  StagedRateQuestion,
  UploadAnswer,
  UploadBody,
  WorkbookAnswer,
  WorkbookBody,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, RegisterImportPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';
import { stagedRatesOver } from './staged-rates';

/**
 * RegisterImportPort over the ApiClient port (docs/api.md "Import upload"), typed by the contract (issue 11,
 * ./contract-call.ts). An answer without its count carries no usable data and answers null, as
 * docs/product/rules.md#messages-and-errors says of a response with no data; the reason of a failure is the
 * ApiClient's, unchanged (issue #10).
 */
export class HttpRegisterImportPort implements RegisterImportPort {
  constructor(private readonly api: ApiClient) {}

  async uploadRows(reportId: number, body: UploadBody): Promise<UploadAnswer | null> {
    const answer = await callApi(this.api, 'POST /depreciationReports/{id}/uploadModelAssets', {
      params: { id: reportId },
      body,
    });
    return answer && typeof answer.uploadedCount === 'number' ? answer : null;
  }

  async readWorkbook(body: WorkbookBody): Promise<WorkbookAnswer | null> {
    const answer = await callApi(this.api, 'POST /importWorkbook', { body });
    return answer && typeof answer.csv === 'string' ? answer : null;
  }

  stagedRates(questions: readonly StagedRateQuestion[]): Promise<StagedRate[] | null> {
    return stagedRatesOver(this.api, questions);
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}

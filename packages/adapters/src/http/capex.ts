import type {
  CapexForecastAnswer,
  CapexItemSave,
  CapexItemsSaved,
  CapexReport,
  CapexReportSave,
  WorkbookAnswer,
  WorkbookBody,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, CapexPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** CapexPort over the ApiClient, each call typed by the contract (packages/domain/src/api/capex-calls.ts). */
export class HttpCapexPort implements CapexPort {
  private failure: ApiFailure | null = null;

  constructor(private readonly api: ApiClient) {}

  async report(capexReportId: number): Promise<CapexReport | null> {
    return this.settle(await callApi(this.api, 'GET /CapexReports/{id}', { params: { id: capexReportId } }));
  }

  async saveHeader(capexReportId: number, save: CapexReportSave): Promise<CapexReport | null> {
    return this.settle(
      await callApi(this.api, 'PUT /CapexReports/{id}', { params: { id: capexReportId }, body: save }),
    );
  }

  async saveItems(capexReportId: number, items: readonly CapexItemSave[]): Promise<CapexItemsSaved | null> {
    return this.settle(
      await callApi(this.api, 'PUT /CapexReports/{id}/items', {
        params: { id: capexReportId },
        body: { items: [...items] },
      }),
    );
  }

  async deleteItems(capexReportId: number, itemIds: readonly string[]): Promise<number | null> {
    const answer = this.settle(
      await callApi(this.api, 'POST /CapexReports/{id}/items/delete', {
        params: { id: capexReportId },
        body: { itemIds: [...itemIds] },
      }),
    );
    return answer ? answer.deleted : null;
  }

  async registerItems(capexReportId: number): Promise<CapexItemsSaved | null> {
    return this.settle(
      await callApi(this.api, 'GET /CapexReports/{id}/registerItems', { params: { id: capexReportId } }),
    );
  }

  async forecast(capexReportId: number): Promise<CapexForecastAnswer | null> {
    return this.settle(
      await callApi(this.api, 'GET /CapexReports/{id}/forecast', { params: { id: capexReportId } }),
    );
  }

  async readWorkbook(body: WorkbookBody): Promise<WorkbookAnswer | null> {
    return this.settle(await callApi(this.api, 'POST /importWorkbook', { body }));
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  private settle<T>(answer: T | null): T | null {
    this.failure = answer ? null : this.api.lastFailure();
    return answer;
  }
}

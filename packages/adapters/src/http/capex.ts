import type {
  ApiCall,
  CapexExportTable,
  CapexForecastAnswer,
  CapexItemSave,
  CapexItemsSaved,
  CapexReport,
  CapexReportSave,
  CapexTaxEffectAnswer,
  WorkbookAnswer,
  WorkbookBody,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, CapexPort, ExportedFile } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** Issue 27 item 5: the forecast's files, GETs answering a file (capex-calls.ts). */
const FILE_CALLS = {
  csv: 'GET /CapexReports/{id}/exportCsv',
  workbook: 'GET /CapexReports/{id}/exportWorkbook',
} as const satisfies Record<string, ApiCall>;

function filePath(call: keyof typeof FILE_CALLS, capexReportId: number): string {
  return FILE_CALLS[call].slice('GET '.length).replace('{id}', encodeURIComponent(String(capexReportId)));
}

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

  async taxEffect(capexReportId: number): Promise<CapexTaxEffectAnswer | null> {
    return this.settle(
      await callApi(this.api, 'GET /CapexReports/{id}/taxEffect', { params: { id: capexReportId } }),
    );
  }

  async exportCsv(capexReportId: number, table: CapexExportTable): Promise<ExportedFile | null> {
    const file = this.settle(await this.api.download(filePath('csv', capexReportId), { table }));
    // The service names the file; a proxy may drop Content-Disposition, and a .csv must still be saved.
    return file
      ? { blob: file.blob, fileName: file.fileName ?? `capex-${capexReportId}-${table}.csv` }
      : null;
  }

  async exportWorkbook(capexReportId: number): Promise<ExportedFile | null> {
    const file = this.settle(await this.api.download(filePath('workbook', capexReportId)));
    return file ? { blob: file.blob, fileName: file.fileName ?? `capex-${capexReportId}.xlsx` } : null;
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

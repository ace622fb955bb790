import type {
  ApiCall,
  BuildingRateWire,
  CivilDate,
  RcaAssessmentAnswer,
  RcaReport,
  RcaReportSave,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, ExportedFile, RcaPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** Issue 28 item 5: the build-up's files, GETs answering a file (rca-calls.ts). */
const FILE_CALLS = {
  csv: 'GET /RcaReports/{id}/exportCsv',
  workbook: 'GET /RcaReports/{id}/exportWorkbook',
} as const satisfies Record<string, ApiCall>;

function filePath(call: keyof typeof FILE_CALLS, rcaReportId: number): string {
  return FILE_CALLS[call].slice('GET '.length).replace('{id}', encodeURIComponent(String(rcaReportId)));
}

/** RcaPort over the ApiClient, each call typed by the contract (packages/domain/src/api/rca-calls.ts). */
export class HttpRcaPort implements RcaPort {
  private failure: ApiFailure | null = null;

  constructor(private readonly api: ApiClient) {}

  async report(rcaReportId: number): Promise<RcaReport | null> {
    return this.settle(await callApi(this.api, 'GET /RcaReports/{id}', { params: { id: rcaReportId } }));
  }

  async save(rcaReportId: number, save: RcaReportSave): Promise<RcaReport | null> {
    return this.settle(
      await callApi(this.api, 'PUT /RcaReports/{id}', { params: { id: rcaReportId }, body: save }),
    );
  }

  async assessment(rcaReportId: number): Promise<RcaAssessmentAnswer | null> {
    return this.settle(
      await callApi(this.api, 'GET /RcaReports/{id}/assessment', { params: { id: rcaReportId } }),
    );
  }

  async buildingRates(asOf: CivilDate): Promise<BuildingRateWire[] | null> {
    return this.settle(await callApi(this.api, 'GET /buildingRates', { query: { asOf } }));
  }

  async exportCsv(rcaReportId: number): Promise<ExportedFile | null> {
    const file = this.settle(await this.api.download(filePath('csv', rcaReportId)));
    // The service names the file; a proxy may drop Content-Disposition, and a .csv must still be saved.
    return file ? { blob: file.blob, fileName: file.fileName ?? `rca-${rcaReportId}-build-up.csv` } : null;
  }

  async exportWorkbook(rcaReportId: number): Promise<ExportedFile | null> {
    const file = this.settle(await this.api.download(filePath('workbook', rcaReportId)));
    return file ? { blob: file.blob, fileName: file.fileName ?? `rca-${rcaReportId}.xlsx` } : null;
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  private settle<T>(answer: T | null): T | null {
    this.failure = answer ? null : this.api.lastFailure();
    return answer;
  }
}

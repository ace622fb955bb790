import type { BuildingRateWire, RcaAssessmentAnswer, RcaReport, RcaReportSave } from '../api/rca-calls';
import type { CivilDate } from '../format/civil-date';
import type { ApiFailure } from './api-client';
import type { ExportedFile } from './register-export';

/**
 * The reinstatement cost assessment's calls (issue 28; packages/domain/src/api/rca-calls.ts), one method a call, for
 * the web's RCA view. docs/product/rules.md#messages-and-errors: a failure answers null, `lastFailure()` says why (a
 * save the schema refuses names its fields there, `ApiFailure.fieldErrors`; a stale version is 409). The workflow,
 * comments and history of an assessment are the WorkflowPort's and its PDF the ReportDocumentPort's, by the same id.
 */
export interface RcaPort {
  /** GET /RcaReports/{id}: the header, every input, the domain's verdict on them and the version. */
  report(rcaReportId: number): Promise<RcaReport | null>;
  /** PUT /RcaReports/{id}: every input with the version read; a draft with the domain's errors is stored. */
  save(rcaReportId: number, save: RcaReportSave): Promise<RcaReport | null>;
  /** GET /RcaReports/{id}/assessment: the build-up and the recommendation, or why there is none yet. */
  assessment(rcaReportId: number): Promise<RcaAssessmentAnswer | null>;
  /** GET /buildingRates?asOf=: the firm's library rates in force on the date (the latest per type and location). */
  buildingRates(asOf: CivilDate): Promise<BuildingRateWire[] | null>;
  /** GET /RcaReports/{id}/exportCsv: the build-up line by line, named by the service's Content-Disposition. */
  exportCsv(rcaReportId: number): Promise<ExportedFile | null>;
  /** GET /RcaReports/{id}/exportWorkbook: the build-up, the rates used and the averaging illustration. */
  exportWorkbook(rcaReportId: number): Promise<ExportedFile | null>;
  lastFailure(): ApiFailure | null;
}

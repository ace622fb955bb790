import type {
  CapexExportTable,
  CapexForecastAnswer,
  CapexItemSave,
  CapexItemsSaved,
  CapexReport,
  CapexReportSave,
  CapexTaxEffectAnswer,
} from '../api/capex-calls';
import type { WorkbookAnswer, WorkbookBody } from '../api/import-calls';
import type { ApiFailure } from './api-client';
import type { ExportedFile } from './register-export';

/**
 * The capex forecast's calls (issue 27; packages/domain/src/api/capex-calls.ts), one method a call, for the web's
 * capex view. docs/product/rules.md#messages-and-errors: a failure answers null, `lastFailure()` says why (a refused
 * settings save names its fields there, `ApiFailure.fieldErrors`). The workflow, comments and history of a
 * forecast are the WorkflowPort's, by the same id.
 */
export interface CapexPort {
  /** GET /CapexReports/{id}. */
  report(capexReportId: number): Promise<CapexReport | null>;
  /** PUT /CapexReports/{id}: the header with the version read; 400 names the fields in error. */
  saveHeader(capexReportId: number, save: CapexReportSave): Promise<CapexReport | null>;
  /** PUT /CapexReports/{id}/items: the items added or changed, answered as stored in the order sent. */
  saveItems(capexReportId: number, items: readonly CapexItemSave[]): Promise<CapexItemsSaved | null>;
  /** POST /CapexReports/{id}/items/delete: how many were deleted. */
  deleteItems(capexReportId: number, itemIds: readonly string[]): Promise<number | null>;
  /** GET /CapexReports/{id}/registerItems: proposals from the property's register, not saved. */
  registerItems(capexReportId: number): Promise<CapexItemsSaved | null>;
  /** GET /CapexReports/{id}/forecast. */
  forecast(capexReportId: number): Promise<CapexForecastAnswer | null>;
  /** GET /CapexReports/{id}/taxEffect: what the spending is worth in tax (issue 27 item 4). */
  taxEffect(capexReportId: number): Promise<CapexTaxEffectAnswer | null>;
  /**
   * GET /CapexReports/{id}/exportCsv?table=: the matrix, the items or the replacements as CSV (issue 27 item 5),
   * named by the service's Content-Disposition.
   */
  exportCsv(capexReportId: number, table: CapexExportTable): Promise<ExportedFile | null>;
  /** GET /CapexReports/{id}/exportWorkbook: the three tables as one Excel workbook (issue 27 item 5). */
  exportWorkbook(capexReportId: number): Promise<ExportedFile | null>;
  /** POST /importWorkbook: an .xlsx workbook's first sheet as csv text, for the items' import. */
  readWorkbook(body: WorkbookBody): Promise<WorkbookAnswer | null>;
  lastFailure(): ApiFailure | null;
}

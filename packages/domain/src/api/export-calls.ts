/**
 * The exports of issue 13 (docs/api.md "Exports"; docs/product/asset-register.md "Import and export"): the Asset
 * Register's Export Assets menu (spec 2.3: standard and import format), the import template, the main portal's
 * register download (spec 7 "Shell and main portal") and the schedule in accountants' import layouts
 * (docs/product/asset-register.md "The Export menu"). Every answer is a CSV file, not JSON: the declaration says so
 * with `contentMediaType`, which the service's route declaration and answer check read (src/contract).
 */
import type { FinancialYearNumber, OwnerQuery } from './calculation-calls';
import type { Id } from './wire-limits';

/**
 * A CSV file (RFC 4180): UTF-8 with a byte order mark, CRLF line ends, a header row; sent as an attachment named by
 * `Content-Disposition`.
 * @contentMediaType text/csv
 */
export type CsvFile = string;

/**
 * An Excel workbook (Office Open XML, `.xlsx`): the whole schedule, one sheet per table (docs/api.md "The schedule
 * as a workbook"); sent as an attachment named by `Content-Disposition`.
 * @contentMediaType application/vnd.openxmlformats-officedocument.spreadsheetml.sheet
 */
export type XlsxFile = string;

/** Path of the main portal's download: the fund the report is listed under, and the report. */
export interface FundReportParams {
  /** The fund's id (the main portal lists a fund's reports, GET /funds/{fundId}/reports). */
  fundId: Id;
  /** The report's id. */
  reportId: Id;
}

/**
 * The accountants' import layouts a schedule can be written in (shared/reference/accountant-formats.md; docs/api.md
 * "Accountants' layouts"): HandiTax (its assets, and its low value pool worksheet, `handitaxpool`: HandiTax keeps a
 * pool as a worksheet of its own), Class Super, Xero fixed assets.
 */
export type ScheduleExportFormat = 'handitax' | 'handitaxpool' | 'classsuper' | 'xero';

export const SCHEDULE_EXPORT_FORMATS: readonly ScheduleExportFormat[] = [
  'handitax',
  'handitaxpool',
  'classsuper',
  'xero',
];

/** The FY of a schedule export (docs/api.md "Exports", "Which FY"). */
export interface ExportYearQuery {
  /**
   * The FY by the year it ends in: the report's current FY (the default) or, where the figures reach them, one of
   * the two before it (returns the owner can still amend). Any other year is refused (400) naming the allowed ones.
   */
  financialYear?: FinancialYearNumber;
}

/** Query of GET …/exportSchedule. */
export interface ScheduleExportQuery extends OwnerQuery, ExportYearQuery {
  /** The accountant's software whose import layout the file follows. */
  format: ScheduleExportFormat;
}

/** The report's id in the path. */
interface ExportReportParams {
  id: Id;
}

/** Issue 13's calls; ApiCalls (./calls.ts) extends them. */
export interface ExportCalls {
  // Issue 13: the exports, CSV files (export-calls.ts; docs/api.md "Exports").
  'GET /depreciationReports/{id}/exportModelAssets': { params: ExportReportParams; response: CsvFile };
  'GET /depreciationReports/{id}/exportImportableModelAssets': {
    params: ExportReportParams;
    response: CsvFile;
  };
  'GET /depreciationReports/{id}/downloadstaticfile': { params: ExportReportParams; response: CsvFile };
  'GET /depreciationReports/{id}/exportSchedule': {
    params: ExportReportParams;
    query: ScheduleExportQuery;
    response: CsvFile;
  };
  // Issue 25 item 6: the whole schedule as an Excel workbook, written as a stream (docs/api.md "Exports").
  'GET /depreciationReports/{id}/exportWorkbook': {
    params: ExportReportParams;
    query: OwnerQuery;
    response: XlsxFile;
  };
  'GET /fund/{fundId}/depreciationReports/{reportId}/downloadAssetRegister': {
    params: FundReportParams;
    response: CsvFile;
  };
}

/**
 * The exports of issue 13 (docs/api.md "Exports"): what each file holds and how it is read. Everything a refusal
 * depends on (the report exists, is in the fund, has figures) is settled before the first byte is sent, so a
 * refusal is a clean 404 or 409; after that the file is made batch by batch while it is sent (csv-reply.ts).
 * Reading needs no right beyond the register's reads: a read-only (Completed) report exports like any other.
 */
import type { ScheduleExportFormat } from '@taxdep/domain';
import { downloadFileName } from '@taxdep/domain/format';
import { currentFigures, type FiguresView, figuresFor } from '../calculations';
import { badRequest, notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { getDisplayFlags } from '../output-columns';
import { findOwners } from '../owners';
import { IMPORT_LAYOUT, importTemplate, type RowLayout, standardLayout } from './register-layouts';
import {
  type ExportReport,
  findExportReport,
  propertyCodesOf,
  readReferenceCodes,
  registerBatch,
} from './repository';
import { scheduleHeader, scheduleLine } from './schedule-layouts';
import { exportableFinancialYears, scheduleLineOf } from './schedule-lines';
import { type SheetSpec, scheduleSheets } from './workbook-sheets';

/** Rows per query (keyset by id): large enough that 100,000 rows take 50 queries, small enough to stay flat. */
export const EXPORT_BATCH_ROWS = 2_000;

/** A file to send: its name and its text, chunk by chunk (the first chunk is the header row). */
export interface ExportFile {
  /** docs/api.md "File names": the property, the report date and the reference, then what the file is. */
  fileName: string;
  lines: AsyncIterable<string> | Iterable<string>;
}

/** The accountants' layouts as their files name them. */
const LAYOUT_NAMES: Record<ScheduleExportFormat, string> = {
  handitax: 'HandiTax',
  handitaxpool: 'HandiTax low value pool',
  classsuper: 'Class Super',
  xero: 'Xero',
};

async function exportReport(db: Db, reportId: number): Promise<ExportReport> {
  const report = await findExportReport(db, reportId);
  if (!report) throw notFound(`Report ${reportId} does not exist.`);
  return report;
}

/**
 * The register's rows in id order, a batch at a time. Each batch is one statement, outside any transaction: a
 * PGlite connection lent for a whole download would stop every other user (src/db/pglite-dialect.ts), and a
 * PostgreSQL one would be held as long as the slowest client reads. So a write committed during the download
 * shows in the batches read after it; no row is read twice or skipped, as batches follow the ids.
 */
async function* registerLines(
  db: Db,
  reportId: number,
  layout: RowLayout,
  batchRows: number,
): AsyncGenerator<string> {
  yield layout.header;
  const codes = await readReferenceCodes(db);
  let rows = await registerBatch(db, codes, reportId, 0, batchRows);
  while (rows.length > 0) {
    const last = rows.length < batchRows ? null : (rows[rows.length - 1] as { id: number }).id;
    // The next batch is asked for before this one is written: on PostgreSQL the database reads it meanwhile (two
    // batches at most are held). Its failure is awaited below, never left unhandled.
    const next = last === null ? null : registerBatch(db, codes, reportId, last, batchRows);
    next?.catch(() => undefined);
    let chunk = '';
    for (const row of rows) chunk += layout.line(row);
    yield chunk;
    if (next === null) return;
    rows = await next;
  }
}

/** GET …/exportModelAssets: the standard layout, with the report's Manage Output columns. */
export async function standardExport(
  db: Db,
  reportId: number,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<ExportFile> {
  const report = await exportReport(db, reportId);
  const layout = standardLayout(await getDisplayFlags(db, reportId));
  return {
    fileName: downloadFileName(report.nameFacts, 'csv', 'asset register'),
    lines: registerLines(db, reportId, layout, batchRows),
  };
}

/** GET …/exportImportableModelAssets: the import layout. */
export async function importableExport(
  db: Db,
  reportId: number,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<ExportFile> {
  const report = await exportReport(db, reportId);
  return {
    fileName: downloadFileName(report.nameFacts, 'csv', 'asset register (import format)'),
    lines: registerLines(db, reportId, IMPORT_LAYOUT, batchRows),
  };
}

/** GET …/downloadstaticfile: the import template; the same for every report, asked for through one. */
export async function templateDownload(db: Db, reportId: number): Promise<ExportFile> {
  await exportReport(db, reportId);
  return { fileName: 'asset register import template.csv', lines: [importTemplate()] };
}

/**
 * GET /fund/{fundId}/depreciationReports/{reportId}/downloadAssetRegister (the main portal, spec 7): the standard
 * layout of a report of that fund. A report of another fund is answered as not found in it (404), never its rows.
 */
export async function fundRegisterDownload(db: Db, fundId: number, reportId: number): Promise<ExportFile> {
  const report = await exportReport(db, reportId);
  if (report.fundId !== fundId) throw notFound(`Report ${reportId} is not a report of fund ${fundId}.`);
  return standardExport(db, reportId);
}

async function* scheduleLines(
  db: Db,
  report: ExportReport,
  figures: FiguresView,
  format: ScheduleExportFormat,
  fy: number,
): AsyncGenerator<string> {
  yield scheduleHeader(format);
  const { columns } = figures;
  for (let start = 0; start < columns.length; start += EXPORT_BATCH_ROWS) {
    const end = Math.min(start + EXPORT_BATCH_ROWS, columns.length);
    const ids = columns.slice(start, end).map((c) => c.id);
    // The figures hold no property codes; they are read for the batch (Class Super's Property Code).
    const codes = await propertyCodesOf(db, report.id, ids);
    let chunk = '';
    for (let i = start; i < end; i += 1) {
      const id = columns[i]?.id ?? 0;
      const line = scheduleLineOf(figures, i, fy, codes.get(id) ?? report.propertyCode);
      if (line) chunk += scheduleLine(format, line);
    }
    yield chunk;
  }
}

/**
 * The FY asked for, else the current one; refused (400) naming the allowed ones when the owner could no longer amend
 * that return or the figures do not reach it (schedule-lines.ts `exportableFinancialYears`).
 */
export function chosenFinancialYear(figures: FiguresView, asked: number | undefined): number {
  const allowed = exportableFinancialYears(figures);
  const fy = asked ?? (allowed[0] as number);
  if (!allowed.includes(fy)) {
    const years = allowed.map((y) => `FY${y}`).join(', ');
    throw badRequest(
      `financialYear ${fy} cannot be exported: the report's figures give ${years} (the current FY and, where the figures reach them, the two before it).`,
    );
  }
  return fy;
}

/** GET …/exportSchedule?format=&financialYear=: the schedule of a FY in an accountant's layout. */
export async function scheduleExport(
  db: Db,
  reportId: number,
  format: ScheduleExportFormat,
  ownerId?: number,
  financialYear?: number,
): Promise<ExportFile> {
  const report = await exportReport(db, reportId);
  // 404 for an unknown report or owner, 409 without an EOFY report date (the figures are for the FY ending on it).
  const figures = figuresFor(await currentFigures(db, reportId), reportId, ownerId);
  const fy = chosenFinancialYear(figures, financialYear);
  const owner = ownerId === undefined ? null : (await findOwners(db, reportId)).find((o) => o.id === ownerId);
  const detail = `${LAYOUT_NAMES[format]} FY${fy}${owner ? ` - owner ${owner.name}` : ''}`;
  return {
    fileName: downloadFileName(report.nameFacts, 'csv', detail),
    lines: scheduleLines(db, report, figures, format, fy),
  };
}

/** The whole schedule as a workbook's sheets, and the file's name (docs/api.md "The schedule as a workbook"). */
export interface WorkbookFile {
  fileName: string;
  sheets: SheetSpec[];
}

/**
 * GET …/exportWorkbook: every table of the schedule, for the report's current FY (the tables the Report tab and the
 * PDF show); with ownerId, that owner's figures. Refusals (404, 409) are settled here, before the first byte.
 */
export async function workbookExport(db: Db, reportId: number, ownerId?: number): Promise<WorkbookFile> {
  const report = await exportReport(db, reportId);
  const figures = figuresFor(await currentFigures(db, reportId), reportId, ownerId);
  const owner = ownerId === undefined ? null : (await findOwners(db, reportId)).find((o) => o.id === ownerId);
  const detail = `schedule${owner ? ` - owner ${owner.name}` : ''}`;
  return { fileName: downloadFileName(report.nameFacts, 'xlsx', detail), sheets: scheduleSheets(figures) };
}

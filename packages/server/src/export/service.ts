/**
 * The exports of issue 13 (docs/api.md "Exports"): what each file holds and how it is read. Everything a refusal
 * depends on (the report exists, is in the fund, has figures) is settled before the first byte is sent, so a
 * refusal is a clean 404 or 409; after that the file is made batch by batch while it is sent (csv-reply.ts).
 * Reading needs no right beyond the register's reads: a read-only (Completed) report exports like any other.
 */
import type { ScheduleExportFormat } from '@taxdep/domain';
import { assetYear } from '@taxdep/domain/tax';
import { currentFigures, type FiguresView, figuresFor } from '../calculations';
import { notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { getDisplayFlags } from '../output-columns';
import { IMPORT_LAYOUT, importTemplate, type RowLayout, standardLayout } from './register-layouts';
import {
  type ExportReport,
  findExportReport,
  propertyCodesOf,
  readReferenceCodes,
  registerBatch,
} from './repository';
import { type ScheduleLine, scheduleHeader, scheduleLine } from './schedule-layouts';

/** Rows per query (keyset by id): large enough that 100,000 rows take 50 queries, small enough to stay flat. */
export const EXPORT_BATCH_ROWS = 2_000;

/** A file to send: its name and its text, chunk by chunk (the first chunk is the header row). */
export interface ExportFile {
  fileName: readonly (string | number)[];
  lines: AsyncIterable<string> | Iterable<string>;
}

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
  await exportReport(db, reportId);
  const layout = standardLayout(await getDisplayFlags(db, reportId));
  return {
    fileName: ['asset-register', reportId],
    lines: registerLines(db, reportId, layout, batchRows),
  };
}

/** GET …/exportImportableModelAssets: the import layout. */
export async function importableExport(
  db: Db,
  reportId: number,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<ExportFile> {
  await exportReport(db, reportId);
  return {
    fileName: ['asset-register-import', reportId],
    lines: registerLines(db, reportId, IMPORT_LAYOUT, batchRows),
  };
}

/** GET …/downloadstaticfile: the import template; the same for every report, asked for through one. */
export async function templateDownload(db: Db, reportId: number): Promise<ExportFile> {
  await exportReport(db, reportId);
  return { fileName: ['asset-register-import-template'], lines: [importTemplate()] };
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

/** The schedule's line of the asset at position `i` of the figures, for the current FY. */
function lineOf(figures: FiguresView, i: number, propertyCode: string | null): ScheduleLine | null {
  const { schedule, columns } = figures;
  const a = schedule.assets[i];
  const c = columns[i];
  if (!a || !c) return null;
  const fy = schedule.currentFinancialYear;
  // Power BI's rule (calculations/power-bi.ts): an asset shows from its entry FY, and only in a year with figures.
  if (a.displayFirstFinancialYear > fy) return null;
  const y = assetYear(schedule, i, fy);
  const figuresOfYear = [y.openingValue, y.additions, y.decline, y.balancingAdjustment, y.abandonment];
  if (figuresOfYear.every((v) => v === 0) && y.closingValue === 0) return null;
  return {
    assetId: c.id,
    taxCode: c.assetCode,
    description: c.description,
    propertyCode,
    acquisitionDate: a.input.acquisitionDate ?? a.input.startDate,
    originalCost: a.input.originalCost,
    historicalBuildingCost: a.input.historicalBuildingCost ?? null,
    effectiveLife: c.effectiveLife,
    rate: c.depreciationRate,
    method: a.method,
    deductionClass: a.deductionClass,
    pooled: y.pooled,
    // s40-440: 18.75% for what is added to the pool in the FY (a low-cost asset's cost); an asset that joins in the
    // opening balance (a low-value asset, or one pooled by its 30 June value, rule 4) takes 37.5% from its first FY.
    firstPoolYear: y.pooled && y.openingValue === 0 && y.additions !== 0,
    financialYear: fy,
    openingValue: y.openingValue,
  };
}

async function* scheduleLines(
  db: Db,
  report: ExportReport,
  figures: FiguresView,
  format: ScheduleExportFormat,
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
      const line = lineOf(figures, i, codes.get(id) ?? report.propertyCode);
      if (line) chunk += scheduleLine(format, line);
    }
    yield chunk;
  }
}

/** GET …/exportSchedule?format=: the schedule of the current FY in an accountant's layout. */
export async function scheduleExport(
  db: Db,
  reportId: number,
  format: ScheduleExportFormat,
  ownerId?: number,
): Promise<ExportFile> {
  const report = await exportReport(db, reportId);
  // 404 for an unknown report or owner, 409 without an EOFY report date (the figures are for the FY ending on it).
  const figures = figuresFor(await currentFigures(db, reportId), reportId, ownerId);
  return {
    fileName:
      ownerId === undefined
        ? ['schedule', format, reportId]
        : ['schedule', format, reportId, 'owner', ownerId],
    lines: scheduleLines(db, report, figures, format),
  };
}

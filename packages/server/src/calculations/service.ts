/**
 * The Calculations, Deductions and Summary tabs (issue 12; docs/product/calculations-deductions-summary-report.md,
 * docs/api.md "Calculations, Deductions, Summary"): the engine's outputs on the register and settings as stored
 * when the call arrives (figures-cache.ts). Each output is built once per version of the figures and kept with
 * them; the large ones (Deductions views, Summary) are kept as their JSON text, so a second call sends it as is.
 */
import type {
  AssetLinesPaging,
  CalculationsControls,
  CalculationsPage,
  DeductionCategory,
  LeftOutAnswer,
  LeftOutAsset,
  OwnerQuery,
  PowerBiCalculationBody,
  PowerBiPage,
} from '@taxdep/domain';
import { DEFAULT_PAGE_SIZE, type LineWindow, totalPages } from '@taxdep/domain/paging';
import {
  type CategoryLines,
  categoryLines,
  financialYearEnd,
  financialYearStart,
  type SummaryState,
  summaryLines,
} from '@taxdep/domain/tax';
import { badRequest } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { CalculationTable } from './calculation-table';
import { currentFigures } from './figures-cache';
import { issueText } from './issue-text';
import { type FiguresView, figuresFor, output } from './owner-figures';
import { powerBiPageRows, powerBiRows } from './power-bi';
import { findDescriptions } from './repository';
import { categoryLinesAnswer, EVERY_LINE, summaryLeftOutAnswer, summaryLinesAnswer } from './wire-figures';

export { output } from './owner-figures';

/**
 * An output built from the last one of its kind made for the register, whatever its version (`lineage`): only
 * what changed since is computed again (issue 12: an edit shows within 300 ms), the rest taken over.
 */
function outputInLineage<T>(figures: FiguresView, name: string, build: (previous: T | null) => T): T {
  return output(figures, name, () => {
    const made = build((figures.lineage.get(name) as T | undefined) ?? null);
    figures.lineage.set(name, made);
    return made;
  });
}

/** The paging and sort of a GET query or POST body (docs/product/rules.md#paging: page 1, 50, id ascending). */
export interface CalculationsRequest extends CalculationsControls {
  searchValue?: string | null;
}

export async function calculationsPage(
  db: Db,
  reportId: number,
  request: CalculationsRequest,
): Promise<CalculationsPage> {
  const figures = figuresFor(await currentFigures(db, reportId), reportId, request.ownerId);
  // Built on the last table of the register, whatever its version: unchanged rows are taken over.
  const table = outputInLineage<CalculationTable>(
    figures,
    'calculations',
    (previous) => new CalculationTable(figures, previous),
  );
  const pageNo = request.pageNo ?? 1;
  const pageSize = request.pageSize ?? 50;
  const { total, rows } = table.page({
    searchValue: request.searchValue ?? '',
    sortBy: request.sortBy ?? 'id',
    order: request.order?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  return {
    modelAssetCalcParams: rows,
    totalPages: totalPages(total, pageSize),
    totalRecords: total,
    calcFYStartDate: financialYearStart(figures.schedule.currentFinancialYear),
    calcFYEndDate: financialYearEnd(figures.schedule.currentFinancialYear),
    totals: table.totals(request.searchValue ?? ''),
  };
}

/** The most assets the left-out list names (issue 26 item 5); the count covers them all. */
const LEFT_OUT_LISTED = 500;

/**
 * Issue 26 item 5: the register's assets without figures (the register flags them invalid), with why: the
 * count every figures screen states, and the first ones listed with their reasons.
 */
export async function leftOutAssets(db: Db, reportId: number): Promise<LeftOutAnswer> {
  const figures = await currentFigures(db, reportId);
  const listed = [...figures.uncalculated].sort(([x], [y]) => x - y).slice(0, LEFT_OUT_LISTED);
  const descriptions = await findDescriptions(
    db,
    reportId,
    listed.map(([id]) => id),
  );
  const assets: LeftOutAsset[] = listed.map(([id, issues]) => ({
    id,
    description: descriptions.get(id) ?? null,
    reasons: issues.map(issueText),
  }));
  return { count: figures.uncalculated.size, assets };
}

/** The asset lines a query asks for: all of them without paging (docs/api.md "Paging the asset lines"). */
function lineWindow(paging: AssetLinesPaging): LineWindow | null {
  if (paging.pageNo === undefined && paging.pageSize === undefined) return null;
  const pageSize = paging.pageSize ?? DEFAULT_PAGE_SIZE;
  return { offset: ((paging.pageNo ?? 1) - 1) * pageSize, limit: pageSize };
}

/** A Deductions view of `figures`, kept typed with them: the one the Deductions call and the report PDF read. */
export function deductionView(figures: FiguresView, category: DeductionCategory): CategoryLines {
  return outputInLineage<CategoryLines>(figures, `category ${category}`, (previous) =>
    categoryLines(figures.schedule, category, previous),
  );
}

/** The Summary tab of `figures`, kept typed with them: the one the Summary call and the report PDF read. */
export function summaryView(figures: FiguresView): SummaryState {
  return outputInLineage<SummaryState>(figures, 'summary', (previous) =>
    summaryLines(figures.schedule, previous),
  );
}

/**
 * One Deductions view as JSON text (docs/product/calculations-deductions-summary-report.md#deductions-tab). The
 * view is kept typed per version of the figures, derived from the register's previous one (`categoryLines`: the
 * assets whose figures changed are taken out and in again); a page makes its own lines only, the whole answer is
 * kept as text.
 */
export async function categoryReportJson(
  db: Db,
  reportId: number,
  query: AssetLinesPaging & OwnerQuery & { category: DeductionCategory },
): Promise<string> {
  const figures = figuresFor(await currentFigures(db, reportId), reportId, query.ownerId);
  const view = deductionView(figures, query.category);
  const window = lineWindow(query);
  if (window) return JSON.stringify(categoryLinesAnswer(view, window));
  return output(figures, `category ${query.category} text`, () =>
    JSON.stringify(categoryLinesAnswer(view, EVERY_LINE)),
  );
}

/** The Summary tab as JSON text (docs/product/calculations-deductions-summary-report.md#summary-tab), as a view. */
export async function summaryJson(
  db: Db,
  reportId: number,
  paging: AssetLinesPaging & OwnerQuery,
): Promise<string> {
  const figures = figuresFor(await currentFigures(db, reportId), reportId, paging.ownerId);
  const tab = summaryView(figures);
  const window = lineWindow(paging);
  // Issue 23 item 9: the totals say which assets of the register they leave out, on every page.
  const answer = (lines: LineWindow) => ({
    ...summaryLinesAnswer(tab, lines),
    ...summaryLeftOutAnswer(tab.leftOut, figures.uncalculated.size),
  });
  if (window) return JSON.stringify(answer(window));
  return output(figures, 'summary text', () => JSON.stringify(answer(EVERY_LINE)));
}

/** The most FYs one Power BI table covers: the summary tax flow's 40 years. */
const POWER_BI_MAX_YEARS = 40;

/** A page of the flat table of figures for BI tools (docs/api.md "Power BI"). */
export async function powerBiPage(
  db: Db,
  reportId: number,
  body: PowerBiCalculationBody,
): Promise<PowerBiPage> {
  const figures = figuresFor(await currentFigures(db, reportId), reportId, body.ownerId);
  const from = body.fromFinancialYear ?? figures.schedule.currentFinancialYear;
  const to = body.toFinancialYear ?? from + 4;
  if (to < from || to - from >= POWER_BI_MAX_YEARS) {
    throw badRequest(
      `Invalid request: body/toFinancialYear must be from fromFinancialYear (${from}) to ${POWER_BI_MAX_YEARS - 1} after it.`,
    );
  }
  const pairs = output(figures, `powerBi ${from} ${to}`, () => powerBiRows(figures, from, to));
  const pageSize = body.pageSize ?? 1000;
  const totalRows = pairs.length / 2;
  return {
    eofyReportDate: figures.schedule.settings.eofyReportDate,
    fromFinancialYear: from,
    toFinancialYear: to,
    rows: powerBiPageRows(figures, pairs, ((body.pageNo ?? 1) - 1) * pageSize, pageSize),
    totalRows,
    totalPages: totalPages(totalRows, pageSize),
  };
}

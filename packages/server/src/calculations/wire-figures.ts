/**
 * The engine's outputs (integer cents, `@taxdep/domain/tax` outputs/) as the wire answers of
 * packages/domain/src/api/calculation-calls.ts (dollars as JSON numbers, docs/architecture.md "The API").
 */
import type {
  AssetGroupDeductions,
  CategoryReportAnswer,
  DeductionYear,
  IndustryDeductions,
  PoolYearFigures,
  SummaryAnswer,
  SummaryFigures,
  SummaryTaxFlowLine,
} from '@taxdep/domain';
import {
  type GroupOnPage,
  type LineWindow,
  lineCount,
  pageOfGroupedLines,
  totalPages,
} from '@taxdep/domain/paging';
import type {
  AssetInfo,
  CategoryLines,
  CategoryReport,
  DeductionCell,
  IndustryRow,
  LineGroupTotals,
  PoolYear,
  SummaryFigureTotals,
  SummaryLeftOut as SummaryLeftOutCounts,
  SummaryLineGroup,
  SummaryTab,
  SummaryTabAsset,
  SummaryTaxFlowRow,
} from '@taxdep/domain/tax';

/**
 * Integer cents to wire dollars. `cents / 100` is one correctly rounded division of two exact doubles, so it is
 * the double nearest to the exact decimal, which is what the domain's `centsToDollars` reaches through the decimal
 * text (wire-figures.test.ts holds them equal); answers of 100,000 assets convert millions of amounts.
 */
export const dollars = (cents: number): number => cents / 100;

export function deductionYear(c: DeductionCell): DeductionYear {
  return {
    calcFYStartDate: c.calcFYStartDate,
    calcFYEndDate: c.calcFYEndDate,
    owdv: dollars(c.owdv),
    additions: dollars(c.additions),
    depreciation: dollars(c.depreciation),
    balancingAdjustments: dollars(c.balancingAdjustments),
    abandonment: dollars(c.abandonment),
    cwdv: dollars(c.cwdv),
  };
}

const nullableDollars = (cents: number | null) => (cents === null ? null : dollars(cents));

/** A group of Table B with `lines` of its assets (Table A's groups carry none: Table B has them). */
function assetGroup(g: LineGroupTotals, lines: readonly AssetInfo[]): AssetGroupDeductions {
  return {
    assetGroup: g.assetGroup,
    years: g.years.map(deductionYear),
    assetCount: g.assetCount,
    assetsInfo: lines.map((a) => ({
      assetId: Number(a.assetId),
      assetName: a.assetName,
      effectiveLife: a.effectiveLife,
      workStartDate: a.workStartDate,
      historicalBuildingCost: nullableDollars(a.historicalBuildingCost),
      annualDepreciationClaim: nullableDollars(a.annualDepreciationClaim),
      originalCost: dollars(a.originalCost),
      depreciationCalculations: a.depreciationCalculations.map(deductionYear),
      // Issue 23: why its deductions are $0 (s40-27), for the screens and the PDF.
      ...(a.deniedBy ? { deniedBy: a.deniedBy } : {}),
    })),
  };
}

function industry(i: IndustryRow): IndustryDeductions {
  return {
    industryName: i.industryName,
    years: i.years.map(deductionYear),
    categoryAsset: i.categoryAsset.map((sub) => ({
      subIndustryName: sub.subIndustryName,
      years: sub.years.map(deductionYear),
      categoryAsset: sub.categoryAsset.map((group) =>
        assetGroup({ assetGroup: group.assetGroup, years: group.years, assetCount: 0 }, []),
      ),
    })),
  };
}

export function taxFlowLine(r: SummaryTaxFlowRow): SummaryTaxFlowLine {
  return {
    finYearEndDate: r.finYearEndDate,
    div40Depreciation: dollars(r.div40Depreciation),
    div40LVPDepreciation: dollars(r.div40LVPDepreciation),
    div43Depreciation: dollars(r.div43Depreciation),
    div40BalancingAdjustment: dollars(r.div40BalancingAdjustment),
    div40LVPBalancingAdjustment: dollars(r.div40LVPBalancingAdjustment),
    div43BalancingAdjustment: dollars(r.div43BalancingAdjustment),
    abandonment: dollars(r.abandonment),
    repairs: dollars(r.repairs),
    expensedItem: dollars(r.expensedItem),
    total: dollars(r.total),
  };
}

function poolYear(p: PoolYear): PoolYearFigures {
  return {
    financialYear: p.financialYear,
    openingBalance: dollars(p.openingBalance),
    lowValueAdditions: dollars(p.lowValueAdditions),
    lowCostAdditions: dollars(p.lowCostAdditions),
    lowCostDecline: dollars(p.lowCostDecline),
    balanceDecline: dollars(p.balanceDecline),
    decline: dollars(p.decline),
    terminationValues: dollars(p.terminationValues),
    assessableExcess: dollars(p.assessableExcess),
    closingBalance: dollars(p.closingBalance),
  };
}

/** Every asset line: the answer of a call without paging. */
export const EVERY_LINE: LineWindow = { offset: 0, limit: null };

/** The totals of `lines` lines shown through `window` (one page when the window has no limit). */
function linesTotals(lines: number, window: LineWindow) {
  const pages = window.limit === null ? Math.min(lines, 1) : totalPages(lines, window.limit);
  return { totalRecords: lines, totalPages: pages };
}

/**
 * A Deductions view with Table B's asset lines in `window` (docs/api.md "Paging the asset lines"): only those
 * lines are made, from the view kept typed (`categoryLines`, @taxdep/domain/tax).
 */
export function categoryLinesAnswer(view: CategoryLines, window: LineWindow): CategoryReportAnswer {
  const answer: CategoryReportAnswer = {
    category: view.category,
    financialYears: view.financialYears,
    ...linesTotals(view.lineCount, window),
    categoryAsset: view.page(window).map((on) => assetGroup(on.group, on.lines)),
    categoryAssetAsPerIndustryForTableA: view.categoryAssetAsPerIndustryForTableA.map(industry),
    balance: view.balance.map(deductionYear),
    balanceSummaryTaxFlow: view.balanceSummaryTaxFlow.map(taxFlowLine),
    additionalAllowancesSummaryTaxFlow:
      view.additionalAllowancesSummaryTaxFlow && taxFlowLine(view.additionalAllowancesSummaryTaxFlow),
    totalSummaryTaxFlow: view.totalSummaryTaxFlow && taxFlowLine(view.totalSummaryTaxFlow),
  };
  if (view.rateText !== undefined) answer.rateText = view.rateText;
  if (view.pool) answer.pool = view.pool.map(poolYear);
  // Issue 23: only when some asset is denied, so an answer without s40-27 is as it always was.
  if (view.deniedCount > 0) answer.deniedCount = view.deniedCount;
  return answer;
}

/** Present only when some asset is denied (issue 23), as `deniedBy` is on a line. */
const deniedCountOf = (count: number) => (count > 0 ? { deniedCount: count } : {});

const groupTotals = (g: CategoryReport['categoryAsset'][number]): LineGroupTotals => ({
  assetGroup: g.assetGroup,
  years: g.years,
  assetCount: g.assetsInfo.length,
});

/** The same answer from a whole report (`categoryReport`): the tests' reference. */
export function categoryReportAnswer(report: CategoryReport, window: LineWindow): CategoryReportAnswer {
  const { categoryAsset, ...rest } = report;
  const linesOf = (g: (typeof categoryAsset)[number]) => g.assetsInfo;
  return categoryLinesAnswer(
    {
      ...rest,
      groups: categoryAsset.map(groupTotals),
      lineCount: lineCount(categoryAsset, linesOf),
      // The lines' own marks; the Summary Tax Flow has no lines, so its reference counts none (category-lines.ts).
      deniedCount: categoryAsset.reduce((n, g) => n + g.assetsInfo.filter((a) => a.deniedBy).length, 0),
      page: (w: LineWindow): GroupOnPage<LineGroupTotals, AssetInfo>[] =>
        pageOfGroupedLines(categoryAsset, linesOf, w).map((on) => ({
          group: groupTotals(on.group),
          lines: on.lines,
        })),
    },
    window,
  );
}

function summaryFigures(f: SummaryFigureTotals): SummaryFigures {
  return {
    originalCost: dollars(f.originalCost),
    openingWrittenDownValue: dollars(f.openingWrittenDownValue),
    additions: dollars(f.additions),
    balancingAdjustment: dollars(f.balancingAdjustment),
    depreciation: dollars(f.depreciation),
    claimsForDeductionsAndDisposals: dollars(f.claimsForDeductionsAndDisposals),
    closingWrittenDownValue: dollars(f.closingWrittenDownValue),
  };
}

/**
 * The assets the Summary's totals leave out (issue 23 item 9): the calculated ones without a line (`SummaryState`'s
 * `leftOut`) and the register's rows without figures; nothing when the totals cover every asset.
 */
export function summaryLeftOutAnswer(
  leftOut: SummaryLeftOutCounts,
  withoutFigures: number,
): Pick<SummaryAnswer, 'leftOut'> {
  const { startsLater, endedEarlier } = leftOut;
  if (withoutFigures + startsLater.count + endedEarlier.count === 0) return {};
  return {
    leftOut: {
      withoutFigures,
      startingLater: startsLater.count,
      startingLaterOriginalCost: dollars(startsLater.originalCost),
      endedEarlier: endedEarlier.count,
      endedEarlierOriginalCost: dollars(endedEarlier.originalCost),
    },
  };
}

/** The Summary tab as the service keeps it (`summaryLines`, @taxdep/domain/tax): totals, and lines by page. */
export interface SummaryLinesView {
  readonly eofyReportDate: string;
  readonly total: SummaryFigureTotals;
  readonly lineCount: number;
  readonly deniedCount: number;
  page(window: LineWindow): GroupOnPage<SummaryLineGroup, SummaryTabAsset>[];
}

/** The Summary tab with its asset lines in `window` (docs/api.md "Paging the asset lines"): only those made. */
export function summaryLinesAnswer(tab: SummaryLinesView, window: LineWindow): SummaryAnswer {
  return {
    eofyReportDate: tab.eofyReportDate,
    ...linesTotals(tab.lineCount, window),
    categoryWiseAssetForSummaryTab: tab.page(window).map(({ group, lines }) => ({
      assetGroup: group.assetGroup,
      listOfAssetForSummaryTab: lines.map((a) => ({
        assetId: Number(a.assetId),
        assetName: a.assetName,
        ...summaryFigures(a),
        ...(a.deniedBy ? { deniedBy: a.deniedBy } : {}),
      })),
      assetCount: group.assetCount,
      ...deniedCountOf(group.deniedCount),
      total: summaryFigures(group.total),
    })),
    total: summaryFigures(tab.total),
    ...deniedCountOf(tab.deniedCount),
  };
}

/** The same answer from a whole tab (`summaryTab`): the tests' reference. */
export function summaryAnswer(tab: SummaryTab, window: LineWindow): SummaryAnswer {
  const groups = tab.categoryWiseAssetForSummaryTab;
  const linesOf = (g: (typeof groups)[number]) => g.listOfAssetForSummaryTab;
  const deniedOf = (g: (typeof groups)[number]) => linesOf(g).filter((a) => a.deniedBy).length;
  return summaryLinesAnswer(
    {
      eofyReportDate: tab.eofyReportDate,
      total: tab.total,
      lineCount: lineCount(groups, linesOf),
      deniedCount: groups.reduce((n, g) => n + deniedOf(g), 0),
      page: (w) =>
        pageOfGroupedLines(groups, linesOf, w).map(({ group, lines }) => ({
          group: {
            assetGroup: group.assetGroup,
            total: group.total,
            assetCount: linesOf(group).length,
            deniedCount: deniedOf(group),
          },
          lines,
        })),
    },
    window,
  );
}

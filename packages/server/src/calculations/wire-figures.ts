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
import { type LineWindow, lineCount, pageOfGroupedLines, totalPages } from '@taxdep/domain/paging';
import type {
  AssetGroupRow,
  CategoryReport,
  DeductionCell,
  IndustryRow,
  PoolYear,
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
function assetGroup(
  g: AssetGroupRow,
  lines: readonly AssetGroupRow['assetsInfo'][number][],
): AssetGroupDeductions {
  return {
    assetGroup: g.assetGroup,
    years: g.years.map(deductionYear),
    assetCount: g.assetsInfo.length,
    assetsInfo: lines.map((a) => ({
      assetId: Number(a.assetId),
      assetName: a.assetName,
      effectiveLife: a.effectiveLife,
      workStartDate: a.workStartDate,
      historicalBuildingCost: nullableDollars(a.historicalBuildingCost),
      annualDepreciationClaim: nullableDollars(a.annualDepreciationClaim),
      originalCost: dollars(a.originalCost),
      depreciationCalculations: a.depreciationCalculations.map(deductionYear),
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
      categoryAsset: sub.categoryAsset.map((group) => assetGroup(group, [])),
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

/** A Deductions view with Table B's asset lines in `window` (docs/api.md "Paging the asset lines"). */
export function categoryReportAnswer(report: CategoryReport, window: LineWindow): CategoryReportAnswer {
  const linesOf = (g: AssetGroupRow) => g.assetsInfo;
  const answer: CategoryReportAnswer = {
    category: report.category,
    financialYears: report.financialYears,
    ...linesTotals(lineCount(report.categoryAsset, linesOf), window),
    categoryAsset: pageOfGroupedLines(report.categoryAsset, linesOf, window).map((on) =>
      assetGroup(on.group, on.lines),
    ),
    categoryAssetAsPerIndustryForTableA: report.categoryAssetAsPerIndustryForTableA.map(industry),
    balance: report.balance.map(deductionYear),
    balanceSummaryTaxFlow: report.balanceSummaryTaxFlow.map(taxFlowLine),
    additionalAllowancesSummaryTaxFlow:
      report.additionalAllowancesSummaryTaxFlow && taxFlowLine(report.additionalAllowancesSummaryTaxFlow),
    totalSummaryTaxFlow: report.totalSummaryTaxFlow && taxFlowLine(report.totalSummaryTaxFlow),
  };
  if (report.rateText !== undefined) answer.rateText = report.rateText;
  if (report.pool) answer.pool = report.pool.map(poolYear);
  return answer;
}

function summaryFigures(f: Omit<SummaryTabAsset, 'assetId' | 'assetName'>): SummaryFigures {
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

/** The Summary tab with its asset lines in `window` (docs/api.md "Paging the asset lines"). */
export function summaryAnswer(tab: SummaryTab, window: LineWindow): SummaryAnswer {
  const groups = tab.categoryWiseAssetForSummaryTab;
  const linesOf = (g: (typeof groups)[number]) => g.listOfAssetForSummaryTab;
  return {
    eofyReportDate: tab.eofyReportDate,
    ...linesTotals(lineCount(groups, linesOf), window),
    categoryWiseAssetForSummaryTab: pageOfGroupedLines(groups, linesOf, window).map(({ group, lines }) => ({
      assetGroup: group.assetGroup,
      listOfAssetForSummaryTab: lines.map((a) => ({
        assetId: Number(a.assetId),
        assetName: a.assetName,
        ...summaryFigures(a),
      })),
      assetCount: group.listOfAssetForSummaryTab.length,
      total: summaryFigures(group.total),
    })),
    total: summaryFigures(tab.total),
  };
}

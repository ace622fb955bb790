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

function assetGroup(g: AssetGroupRow): AssetGroupDeductions {
  return {
    assetGroup: g.assetGroup,
    years: g.years.map(deductionYear),
    assetsInfo: g.assetsInfo.map((a) => ({
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
      categoryAsset: sub.categoryAsset.map(assetGroup),
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

export function categoryReportAnswer(report: CategoryReport): CategoryReportAnswer {
  const answer: CategoryReportAnswer = {
    category: report.category,
    financialYears: report.financialYears,
    categoryAsset: report.categoryAsset.map(assetGroup),
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

export function summaryAnswer(tab: SummaryTab): SummaryAnswer {
  return {
    eofyReportDate: tab.eofyReportDate,
    categoryWiseAssetForSummaryTab: tab.categoryWiseAssetForSummaryTab.map((g) => ({
      assetGroup: g.assetGroup,
      listOfAssetForSummaryTab: g.listOfAssetForSummaryTab.map((a) => ({
        assetId: Number(a.assetId),
        assetName: a.assetName,
        ...summaryFigures(a),
      })),
      total: summaryFigures(g.total),
    })),
    total: summaryFigures(tab.total),
  };
}

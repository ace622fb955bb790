/**
 * The Calculations tab (docs/product/calculations-deductions-summary-report.md#calculations-tab, docs/product/entities.md "Calculation row") and the Summary tab (docs/product/calculations-deductions-summary-report.md#summary-tab, docs/product/entities.md "Summary response"), for
 * the report's current FY, in cents, plus `categoryReport` which answers GET categoryReport?category= .
 */
import type { CivilDate } from '../calendar/civil-date';
import type { AssetYear } from '../model/rows';
import type { Cents } from '../money/exact';
import { type DeductionView, deductionView } from './deduction-views';
import { assetYear, claimToDate, financialYearBounds, type Schedule } from './schedule';
import { type SummaryTaxFlowRow, summaryTaxFlow } from './tax-flow';

export interface CalculationFigures {
  assetId: string;
  openingWrittenDownValue: Cents;
  additions: Cents;
  depreciation: Cents;
  balancingAdjustment: Cents;
  closingWrittenDownValue: Cents;
  /** All deductions since the start or the written-down-value date, to the end of the current FY. */
  depreciationClaimToDate: Cents;
}

export interface CalculationsResult {
  calcFYStartDate: CivilDate;
  calcFYEndDate: CivilDate;
  /** One per asset, in id order; the service joins the register's own columns by `assetId`. */
  modelAssetCalcParams: CalculationFigures[];
}

export function calculationsTab(schedule: Schedule): CalculationsResult {
  const fy = schedule.currentFinancialYear;
  const rows = schedule.assets.map((a, i) => {
    const y = assetYear(schedule, i, fy);
    const shown = fy >= a.displayFirstFinancialYear;
    return {
      assetId: a.input.id,
      openingWrittenDownValue: shown ? y.openingValue : 0,
      additions: shown ? y.additions : 0,
      depreciation: shown ? y.decline : 0,
      balancingAdjustment: shown ? y.balancingAdjustment : 0,
      closingWrittenDownValue: shown ? y.closingValue : 0,
      depreciationClaimToDate: shown ? claimToDate(schedule, i, fy) : 0,
    };
  });
  return { ...financialYearBounds(fy), modelAssetCalcParams: rows };
}

export interface SummaryTabAsset {
  assetId: string;
  assetName: string | null;
  originalCost: Cents;
  openingWrittenDownValue: Cents;
  additions: Cents;
  balancingAdjustment: Cents;
  depreciation: Cents;
  /** Opening + additions − closing: decline, write-offs, abandonment and the value disposed of. */
  claimsForDeductionsAndDisposals: Cents;
  closingWrittenDownValue: Cents;
}

export interface SummaryTabGroup {
  assetGroup: string;
  listOfAssetForSummaryTab: SummaryTabAsset[];
  total: Omit<SummaryTabAsset, 'assetId' | 'assetName'>;
}

export interface SummaryTab {
  eofyReportDate: CivilDate;
  categoryWiseAssetForSummaryTab: SummaryTabGroup[];
  total: Omit<SummaryTabAsset, 'assetId' | 'assetName'>;
}

const zeroTotals = () => ({
  originalCost: 0,
  openingWrittenDownValue: 0,
  additions: 0,
  balancingAdjustment: 0,
  depreciation: 0,
  claimsForDeductionsAndDisposals: 0,
  closingWrittenDownValue: 0,
});

function addTotals(into: ReturnType<typeof zeroTotals>, x: SummaryTabAsset): void {
  into.originalCost += x.originalCost;
  into.openingWrittenDownValue += x.openingWrittenDownValue;
  into.additions += x.additions;
  into.balancingAdjustment += x.balancingAdjustment;
  into.depreciation += x.depreciation;
  into.claimsForDeductionsAndDisposals += x.claimsForDeductionsAndDisposals;
  into.closingWrittenDownValue += x.closingWrittenDownValue;
}

const active = (y: AssetYear) =>
  y.openingValue !== 0 ||
  y.additions !== 0 ||
  y.decline !== 0 ||
  y.balancingAdjustment !== 0 ||
  y.closingValue !== 0;

export function summaryTab(schedule: Schedule): SummaryTab {
  const fy = schedule.currentFinancialYear;
  const groups = new Map<string, SummaryTabGroup>();
  const total = zeroTotals();
  schedule.assets.forEach((a, i) => {
    if (fy < a.displayFirstFinancialYear) return;
    const y = assetYear(schedule, i, fy);
    if (!active(y) && y.abandonment === 0) return;
    const item: SummaryTabAsset = {
      assetId: a.input.id,
      assetName: a.input.description ?? null,
      originalCost: a.input.originalCost,
      openingWrittenDownValue: y.openingValue,
      additions: y.additions,
      balancingAdjustment: y.balancingAdjustment,
      depreciation: y.decline,
      claimsForDeductionsAndDisposals: y.openingValue + y.additions - y.closingValue,
      closingWrittenDownValue: y.closingValue,
    };
    const key = a.input.assetGroup;
    let group = groups.get(key);
    if (!group) {
      group = { assetGroup: key, listOfAssetForSummaryTab: [], total: zeroTotals() };
      groups.set(key, group);
    }
    group.listOfAssetForSummaryTab.push(item);
    addTotals(group.total, item);
    addTotals(total, item);
  });
  const keys = [...groups.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return {
    eofyReportDate: schedule.settings.eofyReportDate,
    categoryWiseAssetForSummaryTab: keys.map((k) => groups.get(k) as SummaryTabGroup),
    total,
  };
}

/** The `category` values of GET /depreciationReports/{id}/categoryReport (docs/product/calls.md). */
export type CategoryReportCategory =
  | 'DiminishingValue'
  | '40'
  | 'L'
  | 'CapitalWorks'
  | 'Abandonment'
  | 'IA'
  | 'R';

export interface CategoryReport extends Omit<DeductionView, 'view'> {
  category: CategoryReportCategory;
  balanceSummaryTaxFlow: SummaryTaxFlowRow[];
  additionalAllowancesSummaryTaxFlow: SummaryTaxFlowRow | null;
  totalSummaryTaxFlow: SummaryTaxFlowRow | null;
}

const VIEW_OF = {
  '40': 'division40',
  L: 'lowValuePool',
  CapitalWorks: 'division43',
  Abandonment: 'abandonment',
  IA: 'instantWriteOff',
  R: 'otherDeductions',
} as const;

/** DiminishingValue is the Summary Tax Flow 40 Years view; the others are the deduction views. */
export function categoryReport(schedule: Schedule, category: CategoryReportCategory): CategoryReport {
  if (category === 'DiminishingValue') {
    const flow = summaryTaxFlow(schedule);
    return {
      category,
      financialYears: flow.balanceSummaryTaxFlow.map((_, k) => schedule.currentFinancialYear + k),
      categoryAsset: [],
      categoryAssetAsPerIndustryForTableA: [],
      balance: [],
      balanceSummaryTaxFlow: flow.balanceSummaryTaxFlow,
      additionalAllowancesSummaryTaxFlow: flow.additionalAllowancesSummaryTaxFlow,
      totalSummaryTaxFlow: flow.total,
    };
  }
  const { view: _view, ...rest } = deductionView(schedule, VIEW_OF[category]);
  return {
    ...rest,
    category,
    balanceSummaryTaxFlow: [],
    additionalAllowancesSummaryTaxFlow: null,
    totalSummaryTaxFlow: null,
  };
}

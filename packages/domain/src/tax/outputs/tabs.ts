/**
 * The Calculations tab (docs/product/calculations-deductions-summary-report.md#calculations-tab, docs/product/entities.md "Calculation row") and the Summary tab (docs/product/calculations-deductions-summary-report.md#summary-tab, docs/product/entities.md "Summary response"), for
 * the report's current FY, in cents, plus `categoryReport` which answers GET categoryReport?category= .
 */
import type { CivilDate } from '../calendar/civil-date';
import type { DeductionDenial } from '../law/second-hand-residential';
import type { Cents } from '../money/exact';
import { wholeCategoryReport } from './category-lines';
import type { CategoryReport, CategoryReportCategory } from './deduction-view-types';
import { assetYear, claimToDate, financialYearBounds, type Schedule } from './schedule';
import { SummaryState, type SummaryTab } from './summary-lines';

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

/** A Calculations tab row: the figures, and why they hold no deduction when the law denies it. */
export interface CalculationLine extends CalculationFigures {
  /**
   * Present when every deduction of the asset is nil by law (s40-27; its adjustable value still declines): the
   * screens show "$0 — s40-27 (second-hand asset in residential premises)" (DEDUCTION_DENIAL_TEXT).
   */
  deniedBy?: DeductionDenial;
  /**
   * Issue 26 item 9: present when the asset is in the low value pool in the FY, where it declines at the pool's
   * rate (`poolRateOf`), not its own.
   */
  pooled?: true;
}

export interface CalculationsResult {
  calcFYStartDate: CivilDate;
  calcFYEndDate: CivilDate;
  /** One per asset, in id order; the service joins the register's own columns by `assetId`. */
  modelAssetCalcParams: CalculationLine[];
}

/**
 * The pool's rate in percent of a pooled asset's Calculations line (s40-440): 18.75 on a low-cost asset's addition
 * in the FY it joins (its additions), else 37.5 of its opening balance.
 */
export function poolRateOf(line: Pick<CalculationFigures, 'additions'>): 18.75 | 37.5 {
  return line.additions > 0 ? 18.75 : 37.5;
}

export function calculationsTab(schedule: Schedule): CalculationsResult {
  const fy = schedule.currentFinancialYear;
  const rows = schedule.assets.map((a, i) => {
    const y = assetYear(schedule, i, fy);
    const shown = fy >= a.displayFirstFinancialYear;
    const line: CalculationLine = {
      assetId: a.input.id,
      openingWrittenDownValue: shown ? y.openingValue : 0,
      additions: shown ? y.additions : 0,
      depreciation: shown ? y.decline : 0,
      balancingAdjustment: shown ? y.balancingAdjustment : 0,
      closingWrittenDownValue: shown ? y.closingValue : 0,
      depreciationClaimToDate: shown ? claimToDate(schedule, i, fy) : 0,
    };
    if (a.deniedBy) line.deniedBy = a.deniedBy;
    if (shown && y.pooled) line.pooled = true;
    return line;
  });
  return { ...financialYearBounds(fy), modelAssetCalcParams: rows };
}

export type {
  SummaryFigureTotals,
  SummaryLineGroup,
  SummaryTab,
  SummaryTabAsset,
  SummaryTabGroup,
} from './summary-lines';

/** The Summary tab whole, every line made (summary-lines.ts keeps it typed and pages its lines). */
export function summaryTab(schedule: Schedule): SummaryTab {
  return SummaryState.build(schedule).whole();
}

export type { CategoryReport, CategoryReportCategory } from './deduction-view-types';

/** DiminishingValue is the Summary Tax Flow 40 Years view; the others are the deduction views (whole). */
export function categoryReport(schedule: Schedule, category: CategoryReportCategory): CategoryReport {
  return wholeCategoryReport(schedule, category);
}

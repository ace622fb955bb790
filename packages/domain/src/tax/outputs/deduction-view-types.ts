/**
 * The shapes of the deduction views (docs/product/entities.md "Category report response"; docs/tax-rules.md "Outputs"). Amounts in cents.
 */
import type { CivilDate } from '../calendar/civil-date';
import type { DeductionDenial } from '../law/second-hand-residential';
import type { Cents } from '../money/exact';
import type { PoolYear } from '../pool/low-value-pool';
import type { SummaryTaxFlowRow } from './tax-flow';

export type DeductionViewKind =
  | 'division40'
  | 'lowValuePool'
  | 'division43'
  | 'abandonment'
  | 'instantWriteOff'
  | 'otherDeductions';

export interface DeductionCell {
  calcFYStartDate: CivilDate;
  calcFYEndDate: CivilDate;
  owdv: Cents;
  additions: Cents;
  depreciation: Cents;
  balancingAdjustments: Cents;
  abandonment: Cents;
  cwdv: Cents;
}

export interface AssetInfo {
  assetId: string;
  assetName: string | null;
  effectiveLife: number | null;
  workStartDate: CivilDate;
  historicalBuildingCost: Cents | null;
  annualDepreciationClaim: Cents | null;
  originalCost: Cents;
  depreciationCalculations: DeductionCell[];
  /** Present when every deduction of the asset is nil by law (s40-27): why, for "$0 — s40-27 (…)". */
  deniedBy?: DeductionDenial;
}

export interface AssetGroupRow {
  assetGroup: string;
  years: DeductionCell[];
  assetsInfo: AssetInfo[];
}

export interface SubIndustryRow {
  subIndustryName: string;
  years: DeductionCell[];
  categoryAsset: AssetGroupRow[];
}

export interface IndustryRow {
  industryName: string;
  years: DeductionCell[];
  categoryAsset: SubIndustryRow[];
}

export interface DeductionView {
  view: DeductionViewKind;
  financialYears: number[];
  /** Table B. */
  categoryAsset: AssetGroupRow[];
  /** Table A. */
  categoryAssetAsPerIndustryForTableA: IndustryRow[];
  /** The Total row. */
  balance: DeductionCell[];
  /** The pool's own figures for the six FYs (low value pool view only). */
  pool?: PoolYear[];
  /** "18.75% / 37.5%" on the low value pool view (docs/product/calculations-deductions-summary-report.md#deductions-tab). */
  rateText?: string;
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

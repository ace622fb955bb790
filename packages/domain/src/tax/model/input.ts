/**
 * The engine's own inputs (docs/tax-rules.md "Asset fields"): integer cents, `YYYY-MM-DD` strings and exact rates.
 * The mapper in `mapping/` builds them from the API's asset shape (dollars).
 */
import type { CivilDate } from '../calendar/civil-date';
import type { LeapYearPolicy } from '../calendar/financial-year';
import type { IncentiveWindow } from '../law/incentive-rules';
import type { Taxpayer } from '../law/taxpayer';
import type { Cents, Ratio, RoundingUnit } from '../money/exact';
import type { ConstructionType } from '../rates/division43-rates';

/** GET /depreciationCategories (docs/tax-rules.md "Categories"). */
export type CategoryCode = '40' | 'AD' | '43' | 'L' | 'IA' | 'R';
export const CATEGORY_CODES: readonly CategoryCode[] = ['40', 'AD', '43', 'L', 'IA', 'R'];

export type MethodCode = 'DV' | 'PC';

/** Asset group `EX` on a tax code means expensed items (docs/tax-rules.md). */
export const EXPENSED_ASSET_GROUP = 'EX';

export interface TaxDemolition {
  date: CivilDate;
  /** Share of the original historical building cost removed (rule 7), e.g. 1/4 for 25%. */
  rate: Ratio;
}

export interface TaxDisposal {
  date: CivilDate;
  terminationValue: Cents;
}

export interface TaxAssetInput {
  /** Stable key; ties (pool allocation, listing order) are broken by it, never by input order. */
  id: string;
  categoryCode: CategoryCode;
  methodCode: MethodCode;
  assetGroup: string;
  industry: string;
  subIndustry: string;
  /** depreciationCommencementDate, else invoiceDate: first used or installed ready for use. */
  startDate: CivilDate;
  /** Acquisition date (invoiceDate, else the start date): the s40-72 10 May 2006 test. Informational here. */
  acquisitionDate?: CivilDate | null;
  /** The FY (year it ends) in which the asset enters this register (financialYearEndDate). */
  entryFinancialYear: number;
  originalCost: Cents;
  /** A known adjustable value at the end of `date`; the engine starts from it the next day. */
  writtenDownValue?: { value: Cents; date: CivilDate } | null;
  /** Yearly rate as an exact fraction (sourceTaxRate if set, else depreciationRate). */
  rate: Ratio;
  /** annualDepreciationClaim: the straight-line full-year claim, when stored. */
  annualClaim?: Cents | null;
  historicalBuildingCost?: Cents | null;
  demolitions?: readonly TaxDemolition[];
  /** The abandonment date of the asset's label, if the label carries one. */
  abandonmentDate?: CivilDate | null;
  /** Has an abandonment label (dated or not): the asset shows in the abandonment view. */
  abandonmentLabel?: string | null;
  disposal?: TaxDisposal | null;
  /** Passed through to the views (assetName, effectiveLife). */
  description?: string | null;
  effectiveLifeYears?: number | null;
  /** Issue 23: the set the item belongs to, for the $300 test of s40-80(2) (items of one set are costed together). */
  setName?: string | null;
  /**
   * Issue 23: the asset was not new when the owner acquired it (s40-27(2)(c)); null: derived from the report's
   * premises and settlement date (docs/tax-rules.md "Second-hand plant in residential premises").
   */
  secondHand?: boolean | null;
  /** Issue 23, Division 43 by construction (tax-rules.md 7.2): when construction began, when it was completed, its use. */
  constructionStartDate?: CivilDate | null;
  constructionCompletionDate?: CivilDate | null;
  constructionType?: ConstructionType | null;
  /**
   * Issue 23 item 7: set only on one owner's interest (owners/owner-inputs.ts): the whole asset's original cost, from
   * which the $300 and $1,000 tests take the largest interest's cost (owners/owner-shares.ts `costForThresholdTests`),
   * so every owner's run decides them alike.
   */
  wholeOriginalCost?: Cents | null;
}

export interface ReportSettings {
  /** A 30 June: the end of the report's current FY. */
  eofyReportDate: CivilDate;
  leapYearPolicy?: LeapYearPolicy;
  roundingUnit?: RoundingUnit;
  lowValuePoolFlag?: boolean;
  /** Years of the summary tax flow, from the current FY (default 40). */
  years?: number;
  /** The report's method, used by category `L` when the pool flag is clear (rule 18). */
  depreciationMethod?: MethodCode | null;
  /**
   * Issue 23: who claims. Absent, the engine computes decline in value only and applies none of the taxpayer's
   * limits (the arithmetic of the worked examples); the service and the CLI always give one (UNSET_TAXPAYER when
   * nothing is answered), so an incentive then needs its facts.
   */
  taxpayer?: Taxpayer | null;
  /** Issue 23: the incentives' windows in force (DEFAULT_INCENTIVE_WINDOWS unless a table was loaded). */
  incentiveWindows?: readonly IncentiveWindow[];
  /**
   * Issue 23 item 7: the largest owner's share of the report (absent = 1, no owners). The $300 and $1,000 tests apply
   * to the cost of each owner's interest (s40-35), for all owners alike: to `costForThresholdTests(asset, settings)`.
   */
  largestOwnerShare?: Ratio;
}

export interface NormalizedSettings {
  eofyReportDate: CivilDate;
  currentFinancialYear: number;
  leapYearPolicy: LeapYearPolicy;
  roundingUnit: RoundingUnit;
  unit: number;
  lowValuePoolFlag: boolean;
  years: number;
  depreciationMethod: MethodCode | null;
  /** Issue 23: the taxpayer (null: plain arithmetic, no limit of the law judged) and the incentives' windows. */
  taxpayer: Taxpayer | null;
  incentiveWindows: readonly IncentiveWindow[];
  /** The largest owner's share (ReportSettings.largestOwnerShare), 1 without owners. */
  largestOwnerShare: Ratio;
}

export interface TaxInputIssue {
  /** Which asset (its id) or `settings`. */
  assetId: string | null;
  /** Field name in the engine input, e.g. `disposal.date`. */
  field: string;
  message: string;
}

export class TaxInputError extends Error {
  constructor(readonly issues: readonly TaxInputIssue[]) {
    super(
      issues
        .map((i) => `${i.assetId === null ? 'settings' : `asset ${i.assetId}`}: ${i.field}: ${i.message}`)
        .join('\n'),
    );
    this.name = 'TaxInputError';
  }
}

/**
 * Requests and answers of the Calculations, Deductions and Summary tabs (issue 12; docs/product/entities.md
 * "Calculation row", "Category report response", "Summary response"; docs/product/calls.md). The engine computes
 * them in integer cents (`@taxdep/domain/tax` outputs/tabs.ts); on the wire amounts are dollars as JSON numbers,
 * like every other call (at most two decimals, converted exactly from cents). Bounds: ./wire-limits.
 */
import type { PageSizeOption } from './asset';
import type { CivilDate, Count, Id, SearchText } from './wire-limits';

/** The columns the Calculations table sorts by. */
export type CalculationSortColumn =
  | 'id'
  | 'assetCode'
  | 'description'
  | 'originalCost'
  | 'openingWrittenDownValue'
  | 'depreciation'
  | 'closingWrittenDownValue';

/**
 * Issue 23 item 7 (docs/tax-rules.md "Owners' shares"): the figures of one owner of the report, each that owner's
 * interest in whole units of the report's rounding; the owners' figures add up exactly to the whole report's.
 * Absent, the whole report's. An id that is not one of the report's owners (GET …/owners) is a 404.
 */
export interface OwnerQuery {
  ownerId?: Id;
}

/** Paging and sort of GET …/calculations (query) and POST …/calculations (body). */
export interface CalculationsControls extends OwnerQuery {
  /**
   * 1-based; a page beyond the last answers an empty list with the totals.
   * @default 1
   */
  pageNo?: Id;
  /** @default 50 */
  pageSize?: PageSizeOption;
  /** @default "id" */
  sortBy?: CalculationSortColumn;
  /** @default "ASC" */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc';
  /** Sent by the portal (true); ignored. */
  calculations?: boolean;
}

export interface CalculationsQuery extends CalculationsControls {
  searchValue?: SearchText;
}

export interface CalculationsBody extends CalculationsControls {
  /** Case-insensitive substring of the asset id, tax code, category, description or method. */
  searchValue?: SearchText | null;
}

/** One row of the Calculations tab: the asset's register columns and its figures for the current FY. */
export interface CalculationRow {
  id: Id;
  assetCode: string | null;
  depreciationCategory: string | null;
  description: string | null;
  originalCost: number | null;
  depreciationMethod: string | null;
  /** Percent. */
  depreciationRate: number | null;
  /** Years; null when the tax code has none. */
  effectiveLife: number | null;
  openingWrittenDownValue: number;
  additions: number;
  depreciation: number;
  balancingAdjustment: number;
  closingWrittenDownValue: number;
  depreciationClaimToDate: number;
  /**
   * Issue 23: present when the law denies every deduction of the asset (`s40-27`: a second-hand asset in residential
   * premises). Its deduction figures are 0 while its adjustable value still declines; the screens show
   * "$0 — s40-27 (second-hand asset in residential premises)".
   */
  deniedBy?: DeductionDenialCode;
  /**
   * Issue 26 item 9: present when the asset is in the low value pool in the current FY; its `depreciationRate` is
   * then the pool's (18.75% in the FY it joins as a low-cost asset, else 37.5%, s40-440), not its own.
   */
  pooled?: boolean;
}

/** Issue 26 item 9: the Calculations table's money columns added up over every row the search finds. */
export interface CalculationTotals {
  originalCost: number;
  openingWrittenDownValue: number;
  additions: number;
  depreciation: number;
  balancingAdjustment: number;
  closingWrittenDownValue: number;
  depreciationClaimToDate: number;
}

/** Why the law makes an asset's deductions nil (docs/tax-rules.md "Second-hand plant in residential premises"). */
export type DeductionDenialCode = 's40-27';

export interface CalculationsPage {
  modelAssetCalcParams: CalculationRow[];
  totalPages: Count;
  totalRecords: Count;
  /** 1 July of the current FY (the one ending on the report's EOFY date). */
  calcFYStartDate: CivilDate;
  /** 30 June of the current FY. */
  calcFYEndDate: CivilDate;
  /** Issue 26 item 9: the totals of every row the search finds (all pages), for the table's Total row. */
  totals?: CalculationTotals;
}

/** The `category` of GET …/categoryReport: one of the seven Deductions views. */
export type DeductionCategory = 'DiminishingValue' | '40' | 'L' | 'CapitalWorks' | 'Abandonment' | 'IA' | 'R';

/**
 * Paging of the asset lines of a Deductions view (Table B's assets, in its order) or of the Summary table (designed
 * here: a register of 100,000 assets is 30 MB of lines, which no screen shows at once). Every total (each group's,
 * Table A, the Total row, the tax flow) covers the whole register whatever the page. Without `pageNo` and
 * `pageSize` the answer holds every line, as docs/product/entities.md gives it (for a document or a BI tool).
 */
export interface AssetLinesPaging {
  /** 1-based, 1 when only `pageSize` is given; a page beyond the last answers no lines with the totals. */
  pageNo?: Id;
  /** Asset lines per page; 50 when only `pageNo` is given. */
  pageSize?: PageSizeOption;
}

export interface CategoryReportQuery extends AssetLinesPaging, OwnerQuery {
  category: DeductionCategory;
}

/** The lines of a paged answer: how many there are in all, and over how many pages. */
export interface AssetLinesTotals {
  /** Asset lines of the whole view (Table B) or table, on every page. */
  totalRecords: Count;
  /** As for any paged list (0 without lines); 1 when the answer is not paged and has lines. */
  totalPages: Count;
}

/** One FY column of a deduction table. */
export interface DeductionYear {
  calcFYStartDate: CivilDate;
  calcFYEndDate: CivilDate;
  owdv: number;
  additions: number;
  depreciation: number;
  balancingAdjustments: number;
  abandonment: number;
  cwdv: number;
}

export interface DeductionAsset {
  assetId: Id;
  assetName: string | null;
  effectiveLife: number | null;
  workStartDate: CivilDate;
  historicalBuildingCost: number | null;
  annualDepreciationClaim: number | null;
  originalCost: number;
  depreciationCalculations: DeductionYear[];
  /** Issue 23: present when the law denies every deduction of the asset (as on CalculationRow). */
  deniedBy?: DeductionDenialCode;
}

/** Table B: an asset group with its assets. */
export interface AssetGroupDeductions {
  assetGroup: string;
  years: DeductionYear[];
  /** The group's assets on this page (a page lists only the groups it has lines of). */
  assetsInfo: DeductionAsset[];
  /** The group's assets in all, on every page. */
  assetCount: Count;
}

export interface SubIndustryDeductions {
  subIndustryName: string;
  years: DeductionYear[];
  categoryAsset: AssetGroupDeductions[];
}

/** Table A: industry, sub-industry, asset group. */
export interface IndustryDeductions {
  industryName: string;
  years: DeductionYear[];
  categoryAsset: SubIndustryDeductions[];
}

/** A row of the Summary Tax Flow: every column is a deduction (an assessable adjustment is negative). */
export interface SummaryTaxFlowLine {
  /** A 30 June; null on the Additional Allowances and Total rows. */
  finYearEndDate: CivilDate | null;
  div40Depreciation: number;
  div40LVPDepreciation: number;
  div43Depreciation: number;
  div40BalancingAdjustment: number;
  div40LVPBalancingAdjustment: number;
  div43BalancingAdjustment: number;
  abandonment: number;
  repairs: number;
  expensedItem: number;
  total: number;
}

/** The low value pool's own figures for one FY (docs/tax-rules.md "Low value pool"; the engine's `PoolYear`). */
export interface PoolYearFigures {
  /** The year the FY ends in. */
  financialYear: number;
  openingBalance: number;
  /** Opening adjustable values of low-value assets (and 30 June WDVs of L assets) allocated this FY. */
  lowValueAdditions: number;
  lowCostAdditions: number;
  /** 18.75% of the low-cost additions. */
  lowCostDecline: number;
  /** 37.5% of the opening balance and the low-value additions. */
  balanceDecline: number;
  decline: number;
  terminationValues: number;
  /** Termination value beyond the pool balance: assessable (s40-445(2)). */
  assessableExcess: number;
  closingBalance: number;
}

export interface CategoryReportAnswer extends AssetLinesTotals {
  category: DeductionCategory;
  /** The FYs of the columns, by the year they end in (2025 = FY ending 30 June 2025). */
  financialYears: number[];
  /** Table B (empty on the Summary Tax Flow). */
  categoryAsset: AssetGroupDeductions[];
  /** Table A (empty on the Summary Tax Flow). */
  categoryAssetAsPerIndustryForTableA: IndustryDeductions[];
  /** The Total row (empty on the Summary Tax Flow). */
  balance: DeductionYear[];
  /** The Summary Tax Flow's 40 rows (DiminishingValue only). */
  balanceSummaryTaxFlow: SummaryTaxFlowLine[];
  additionalAllowancesSummaryTaxFlow: SummaryTaxFlowLine | null;
  totalSummaryTaxFlow: SummaryTaxFlowLine | null;
  /** "18.75% / 37.5%" on the low value pool view. */
  rateText?: string;
  /** The pool's own figures for the view's six FYs (low value pool view only). */
  pool?: PoolYearFigures[];
  /**
   * Issue 23: how many assets of the view (of the register, on the Summary Tax Flow) s40-27 denies every deduction,
   * on every page; absent when none. The screens say it under the tables with the section and the CGT note.
   */
  deniedCount?: Count;
}

export interface SummaryFigures {
  originalCost: number;
  openingWrittenDownValue: number;
  additions: number;
  balancingAdjustment: number;
  depreciation: number;
  /** Opening + additions − closing. */
  claimsForDeductionsAndDisposals: number;
  closingWrittenDownValue: number;
}

export interface SummaryAsset extends SummaryFigures {
  assetId: Id;
  assetName: string | null;
  /** Issue 23: present when the law denies every deduction of the asset (as on CalculationRow). */
  deniedBy?: DeductionDenialCode;
}

export interface SummaryGroup {
  assetGroup: string;
  /** The group's assets on this page (a page lists only the groups it has lines of). */
  listOfAssetForSummaryTab: SummaryAsset[];
  /** The group's assets in all, on every page. */
  assetCount: Count;
  /** Issue 23: how many of the group's assets s40-27 denies every deduction, on every page; absent when none. */
  deniedCount?: Count;
  total: SummaryFigures;
}

export interface SummaryQuery extends AssetLinesPaging, OwnerQuery {}

/**
 * Issue 23 item 9: the register's assets the Summary has no line for, so that its totals (the original cost's
 * included) leave them out, by reason (docs/product/calculations-deductions-summary-report.md#summary-tab).
 */
export interface SummaryLeftOut {
  /** Assets without figures: values missing or refused by the law (the register's error mode lists them). */
  withoutFigures: Count;
  /** Assets that start (or enter the register) after the current FY: their first line is in a later FY. */
  startingLater: Count;
  startingLaterOriginalCost: number;
  /** Assets with nothing left in the current FY: disposed of, abandoned, written off, expensed or fully deducted earlier. */
  endedEarlier: Count;
  endedEarlierOriginalCost: number;
}

/** Issue 26 item 5: an asset of the register left out of every figure, and why (its errors in the register). */
export interface LeftOutAsset {
  id: Id;
  description: string | null;
  reasons: string[];
}

/**
 * Issue 26 item 5: the assets of the register the figures leave out because the register flags them invalid (the
 * one rule: what is computed is exactly what is valid). `assets` lists the first 500 in id order.
 */
export interface LeftOutAnswer {
  count: Count;
  assets: LeftOutAsset[];
}

export interface SummaryAnswer extends AssetLinesTotals {
  eofyReportDate: CivilDate;
  categoryWiseAssetForSummaryTab: SummaryGroup[];
  total: SummaryFigures;
  /** Issue 23: how many assets of the whole register s40-27 denies every deduction; absent when none. */
  deniedCount?: Count;
  /** Issue 23 item 9: the assets the totals leave out; absent when they cover every asset of the register. */
  leftOut?: SummaryLeftOut;
}

/**
 * A financial year by the year it ends in (2025 = 1 July 2024 to 30 June 2025).
 * @asType integer
 * @minimum 1900
 * @maximum 2200
 */
export type FinancialYearNumber = number;

/**
 * Rows of a Power BI page.
 * @asType integer
 * @minimum 1
 * @maximum 5000
 */
export type PowerBiPageSize = number;

/** Body of POST …/powerBiCalculation: a page of the figures as one flat table, for BI tools (designed here). */
export interface PowerBiCalculationBody extends OwnerQuery {
  /** The first FY; default the report's current FY. */
  fromFinancialYear?: FinancialYearNumber;
  /** The last FY; default four after the first (as the Deductions views); at most 40 FYs in all. */
  toFinancialYear?: FinancialYearNumber;
  /** @default 1 */
  pageNo?: Id;
  /** @default 1000 */
  pageSize?: PowerBiPageSize;
}

/** One asset in one FY: the engine's row for it (docs/tax-rules.md "Outputs"). */
export interface PowerBiRow {
  assetId: Id;
  assetCode: string | null;
  description: string | null;
  depreciationCategory: string;
  /** The method the engine applied. */
  depreciationMethod: string;
  assetGroup: string;
  industry: string;
  subIndustry: string;
  financialYear: number;
  calcFYStartDate: CivilDate;
  calcFYEndDate: CivilDate;
  /** In the low value pool that FY. */
  pooled: boolean;
  openingWrittenDownValue: number;
  additions: number;
  /** Decline in value, additional allowances included. */
  depreciation: number;
  additionalAllowance: number;
  /** Termination value − adjustable value: positive assessable, negative deductible. */
  balancingAdjustment: number;
  abandonment: number;
  closingWrittenDownValue: number;
}

export interface PowerBiPage {
  eofyReportDate: CivilDate;
  fromFinancialYear: number;
  toFinancialYear: number;
  /** Every calculated asset in id order, each FY in order, where it is shown and any figure is not nil. */
  rows: PowerBiRow[];
  totalRows: Count;
  totalPages: Count;
}

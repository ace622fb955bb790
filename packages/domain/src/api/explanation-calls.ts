/**
 * Answers of the two explanation outputs of issue 12 (`@taxdep/domain/tax` outputs/explanation.ts and
 * outputs/method-comparison.ts): how one asset's figures for a FY were derived, and the register under prime cost
 * versus diminishing value. The engine computes them in integer cents; on the wire amounts are dollars as JSON
 * numbers like every other call (converted exactly from cents with centsToDollars; outputs/explanation-answers.ts
 * builds these shapes). The calls themselves are declared in calls.ts by the lead.
 */
import type { FinancialYearNumber, OwnerQuery } from './calculation-calls';
import type { CivilDate, Id } from './wire-limits';

/** Path of GET …/calculations/{assetId}/explanation. */
export interface ExplanationParams {
  /** The report's id. */
  id: Id;
  /** The asset's id. */
  assetId: Id;
}

/** Query of GET …/calculations/{assetId}/explanation. */
/**
 * `ownerId` (issue 23 item 7): the derivation of that owner's figures (a run over the owner's interests). Without it,
 * the whole asset's; on a report with several owners the whole's figures are the owners' sum, which may differ from
 * the whole asset's own derivation by a unit of rounding (docs/tax-rules.md "Owners' shares").
 */
export interface ExplanationQuery extends OwnerQuery {
  /** The FY to explain, by the year it ends in; default the report's current FY (the Calculations tab's). */
  financialYear?: FinancialYearNumber;
}

/** One step of a derivation: what is computed, the formula with its numbers, the result, the rule it follows. */
export interface ExplanationStepLine {
  /** Unique within the explanation (e.g. `decline`, `disposalAdjustment`). */
  key: string;
  label: string;
  /** e.g. "value $10,000.00 × 200% ÷ 8 × 365/365 = $2,500.00". */
  formula: string;
  /** Dollars. */
  amount: number;
  /** A section of the Act and/or a rule of docs/tax-rules.md. */
  citation: string;
}

export interface ExplanationDaysHeld {
  from: CivilDate;
  to: CivilDate;
  daysHeld: number;
  /** Always 365 (docs/tax-rules.md "Calendar"). */
  divisor: number;
  daysInFinancialYear: number;
  leapYearPolicy: 'statutory' | 'cap365';
  text: string;
  citation: string;
}

export interface ExplanationRate {
  /** Percent, rounded to 2 decimals. */
  percent: number;
  method: 'DV' | 'PC' | null;
  source:
    | 'effectiveLife'
    | 'division43Table'
    | 'customised'
    | 'asEntered'
    | 'lowValuePool'
    | 'wholeDeduction';
  assetCode: string | null;
  effectiveLifeYears: number | null;
  dateOfApplication: CivilDate | null;
  /** '200%', '150%' or '100%' (s40-72, s40-70, s40-75). */
  lifeMultiplier: string | null;
  constructionType: string | null;
  constructionStartDate: CivilDate | null;
  text: string;
  citation: string;
}

export interface ExplanationEvent {
  /** `immediateDeduction`: s40-80(2), an item of $300 or less; `deductionDenied`: s40-27, nil deduction (issue 23). */
  kind:
    | 'demolition'
    | 'disposal'
    | 'abandonment'
    | 'poolEntry'
    | 'additionalAllowance'
    | 'instantWriteOff'
    | 'immediateDeduction'
    | 'deductionDenied';
  date: CivilDate;
  text: string;
  citation: string;
}

/** The Calculations tab's figures of the FY (dollars), as in CalculationRow. */
export interface ExplainedFigureLine {
  openingWrittenDownValue: number;
  additions: number;
  depreciation: number;
  balancingAdjustment: number;
  closingWrittenDownValue: number;
  depreciationClaimToDate: number;
}

export interface AssetYearExplanationAnswer {
  assetId: Id;
  /** By the year it ends in (2025 = 1 July 2024 to 30 June 2025). */
  financialYear: number;
  /** False before the asset's entry FY: those FYs show nothing (docs/tax-rules.md rule 1). */
  shown: boolean;
  treatment: 'single' | 'pool' | 'whole' | 'nothing';
  note: string | null;
  days: ExplanationDaysHeld | null;
  rate: ExplanationRate | null;
  rounding: { unit: 'cent' | 'dollar'; text: string; citation: string };
  events: ExplanationEvent[];
  steps: ExplanationStepLine[];
  figures: ExplainedFigureLine;
  /** The `key` of the step giving each figure; null where the figure is nil. */
  derivation: Record<keyof ExplainedFigureLine, string | null>;
}

export interface MethodYearLine {
  /** A 30 June. */
  finYearEndDate: CivilDate;
  /** The FY's total deductions (dollars), additional allowances included. */
  total: number;
}

/** One method's claims from the report's current FY on (dollars), as the summary tax flow's Total column adds them. */
export interface MethodOutcomeLine {
  method: 'DV' | 'PC';
  firstYear: number;
  fiveYears: number;
  tenYears: number;
  fortyYears: number;
  /** 40 FYs, for a chart. */
  perFinancialYear: MethodYearLine[];
}

export interface MethodComparisonAnswer {
  currentFinancialYear: number;
  primeCost: MethodOutcomeLine;
  diminishingValue: MethodOutcomeLine;
}

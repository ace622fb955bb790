/**
 * What an explanation of an asset's figures is (issue 12, "every figure explains itself"): a list of steps, each
 * with its text formula and, as data, the calculation that gives its amount, so that anyone (a test, a reviewer, the
 * screen) can evaluate the steps again and get exactly the figure the schedule holds. Amounts are integer cents;
 * rounding is half away from zero (docs/tax-rules.md "Money and rounding").
 */
import type { CivilDate } from '../calendar/civil-date';
import type { LeapYearPolicy } from '../calendar/financial-year';
import type { MethodCode } from '../model/input';
import { type Cents, type Ratio, type RoundingUnit, roundDivBig } from '../money/exact';
import type { CalculationFigures } from './tabs';

/** One product `Π factors ÷ Π divisors`; factors may be other calculations (integers), divisors are positive. */
export interface ProductTerm {
  factors: Calculation[];
  divisors: number[];
}

/**
 * How a step's amount is obtained. A bare number is a figure taken as given (a cost, a termination value, a value
 * carried from the previous FY); `step` is the amount of an earlier step of the same explanation.
 */
export type Calculation =
  | number
  | { op: 'step'; key: string }
  /** Σ terms, exactly, then rounded once half away from zero to a multiple of `unit` cents (rule 8). */
  | { op: 'round'; terms: ProductTerm[]; unit: number }
  | { op: 'sum'; parts: { sign: 1 | -1; of: Calculation }[] }
  /** A cap: the smallest of (s40-72(3), s40-75: never more than the value left). */
  | { op: 'least'; of: Calculation[] }
  | { op: 'greatest'; of: Calculation[] }
  /**
   * A largest-remainder share (rule 5), in whole units of `unit` cents: (floor(total ÷ unit × weight ÷ weightTotal)
   * + extraUnits) × unit + balanceAdjustment. extraUnits (0 or 1) says whether this share's remainder is among the
   * largest (ties to the lower asset id, decision 10); balanceAdjustment (nil but at a pool's tail) is what keeps
   * every share within its member's balance (rule 5).
   */
  | {
      op: 'share';
      total: Calculation;
      weight: number;
      weightTotal: number;
      unit: number;
      extraUnits: number;
      balanceAdjustment: number;
    };

export interface ExplanationStep {
  /** Unique within the explanation; other steps refer to it. */
  key: string;
  label: string;
  /** The formula with the numbers put in, e.g. "opening $10,000.00 × 25% × 365/365 = $2,500.00". */
  formula: string;
  amount: Cents;
  /** The section of the Act and/or the rule of docs/tax-rules.md the step follows. */
  citation: string;
  calculation: Calculation;
}

/** The Calculations tab's figures for the FY (outputs/tabs.ts), without the asset id. */
export type ExplainedFigures = Omit<CalculationFigures, 'assetId'>;
export type FigureName = keyof ExplainedFigures;

export const FIGURE_NAMES: readonly FigureName[] = [
  'openingWrittenDownValue',
  'additions',
  'depreciation',
  'balancingAdjustment',
  'closingWrittenDownValue',
  'depreciationClaimToDate',
];

export interface DaysHeldExplanation {
  /** First and last day held in the FY (inclusive). */
  from: CivilDate;
  to: CivilDate;
  /** Days held as the formula uses them (after the cap365 policy). */
  daysHeld: number;
  /** The statutory divisor, always 365 (docs/tax-rules.md "Calendar"). */
  divisor: number;
  /** Days in the FY: 366 when it holds 29 February. */
  daysInFinancialYear: number;
  leapYearPolicy: LeapYearPolicy;
  text: string;
  citation: string;
}

export type RateSource =
  | 'effectiveLife'
  | 'division43Table'
  | 'customised'
  | 'asEntered'
  | 'lowValuePool'
  | 'wholeDeduction';

export interface RateExplanation {
  rate: Ratio;
  /** The rate in percent, rounded half away from zero to 2 decimals (decision 12). */
  percent: number;
  method: MethodCode | null;
  source: RateSource;
  /** Tax code (the firm's ATO Code) and its effective-life row, when known. */
  assetCode: string | null;
  effectiveLifeYears: number | null;
  dateOfApplication: CivilDate | null;
  /** '200%', '150%' or '100%' of s40-72 / s40-70 / s40-75, for a rate from the effective life. */
  lifeMultiplier: string | null;
  constructionType: string | null;
  constructionStartDate: CivilDate | null;
  /** How the rate reads inside a formula: "200% ÷ 8" when it is exactly the effective-life rule, else "25%". */
  inFormula: string;
  text: string;
  citation: string;
}

export interface RoundingExplanation {
  unit: RoundingUnit;
  text: string;
  citation: string;
}

export type ExplainedEventKind =
  | 'demolition'
  | 'disposal'
  | 'abandonment'
  | 'poolEntry'
  | 'additionalAllowance'
  | 'instantWriteOff'
  /** s40-80(2): an item of $300 or less deducted whole (decision 20). */
  | 'immediateDeduction'
  /** s40-27: the deduction is nil, the decline a capital loss on disposal (decision 19). */
  | 'deductionDenied';

export interface ExplainedEvent {
  kind: ExplainedEventKind;
  date: CivilDate;
  text: string;
  citation: string;
}

/** How the asset is treated in the FY. */
export type ExplanationTreatment = 'single' | 'pool' | 'whole' | 'nothing';

export interface AssetYearExplanation {
  assetId: string;
  financialYear: number;
  /** False before the entry FY: those FYs belong to an earlier register and the tab shows zeros (rule 1). */
  shown: boolean;
  treatment: ExplanationTreatment;
  /** Why the FY has no steps or is not shown, when that is so. */
  note: string | null;
  days: DaysHeldExplanation | null;
  rate: RateExplanation | null;
  rounding: RoundingExplanation;
  events: ExplainedEvent[];
  steps: ExplanationStep[];
  /** The Calculations tab's figures for the FY, as the schedule holds them. */
  figures: ExplainedFigures;
  /** The step whose amount is each figure; null means nil. */
  derivation: Record<FigureName, string | null>;
}

/** Evaluates one calculation against the amounts of the earlier steps, exactly. */
export function evaluateCalculation(c: Calculation, amounts: ReadonlyMap<string, Cents>): Cents {
  if (typeof c === 'number') return c;
  switch (c.op) {
    case 'step': {
      const v = amounts.get(c.key);
      if (v === undefined) throw new RangeError(`no earlier step ${c.key}`);
      return v;
    }
    case 'round': {
      let n = 0n;
      let d = 1n;
      for (const t of c.terms) {
        let tn = 1n;
        let td = 1n;
        for (const f of t.factors) tn *= BigInt(evaluateCalculation(f, amounts));
        for (const x of t.divisors) td *= BigInt(x);
        n = n * td + tn * d;
        d *= td;
      }
      return Number(roundDivBig(n, d * BigInt(c.unit))) * c.unit;
    }
    case 'sum':
      return c.parts.reduce((sum, p) => sum + p.sign * evaluateCalculation(p.of, amounts), 0);
    case 'least':
      return Math.min(...c.of.map((x) => evaluateCalculation(x, amounts)));
    case 'greatest':
      return Math.max(...c.of.map((x) => evaluateCalculation(x, amounts)));
    case 'share': {
      const units = BigInt(evaluateCalculation(c.total, amounts) / c.unit);
      if (c.weightTotal === 0) return c.balanceAdjustment;
      const quotient = Number((units * BigInt(c.weight)) / BigInt(c.weightTotal));
      return (quotient + c.extraUnits) * c.unit + c.balanceAdjustment;
    }
  }
}

/** Each step's amount evaluated again from its calculation, in order. */
export function evaluateSteps(steps: readonly ExplanationStep[]): Map<string, Cents> {
  const amounts = new Map<string, Cents>();
  for (const s of steps) amounts.set(s.key, evaluateCalculation(s.calculation, amounts));
  return amounts;
}

/** The figures the explanation's steps give: what the property test compares with the schedule. */
export function evaluateExplanation(e: AssetYearExplanation): ExplainedFigures {
  const amounts = evaluateSteps(e.steps);
  const out = {} as ExplainedFigures;
  for (const name of FIGURE_NAMES) {
    const key = e.derivation[name];
    out[name] = key === null ? 0 : (amounts.get(key) ?? Number.NaN);
  }
  return out;
}

/** The explanation as plain text, one line per step (for the CLI, logs and the report's example). */
export function explanationText(e: AssetYearExplanation): string {
  const lines = [`Asset ${e.assetId}, FY${e.financialYear}${e.shown ? '' : ' (not shown: rule 1)'}`];
  if (e.note) lines.push(`  ${e.note}`);
  if (e.days) lines.push(`  Days held: ${e.days.text} [${e.days.citation}]`);
  if (e.rate) lines.push(`  Rate: ${e.rate.text} [${e.rate.citation}]`);
  lines.push(`  Rounding: ${e.rounding.text} [${e.rounding.citation}]`);
  for (const ev of e.events) lines.push(`  Event ${ev.date}: ${ev.text} [${ev.citation}]`);
  for (const s of e.steps) lines.push(`  ${s.label}: ${s.formula} [${s.citation}]`);
  return lines.join('\n');
}

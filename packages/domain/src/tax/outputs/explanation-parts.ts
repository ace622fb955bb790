/**
 * What the three kinds of explanation (single asset, pooled asset, whole deduction) hand back to `explainAssetYear`,
 * which adds the claim to date (decision 3) and the Calculations tab's figures.
 */
import type {
  Calculation,
  DaysHeldExplanation,
  ExplainedEvent,
  ExplanationTreatment,
  RateExplanation,
} from './explanation-model';

/** Which steps give the FY's figures (null: nil). */
export interface BodyDerivation {
  /** The entry FY (and the start FY) shows the value under additions (rule 1). */
  valueFigure: 'additions' | 'openingWrittenDownValue';
  value: string | null;
  closing: string | null;
  depreciation: string | null;
  balancing: string | null;
  abandonment: string | null;
}

export interface ExplanationBody {
  treatment: ExplanationTreatment;
  note: string | null;
  days: DaysHeldExplanation | null;
  rate: RateExplanation | null;
  events: ExplainedEvent[];
  /** Absent when the FY has no figures of its own (before the start, after the end, nothing left). */
  derivation?: BodyDerivation;
}

/** Σ of the steps `plus` minus the steps `minus`. */
export function sumOf(plus: readonly string[], minus: readonly string[]): Calculation {
  return {
    op: 'sum',
    parts: [
      ...plus.map((key) => ({ sign: 1 as const, of: { op: 'step' as const, key } })),
      ...minus.map((key) => ({ sign: -1 as const, of: { op: 'step' as const, key } })),
    ],
  };
}

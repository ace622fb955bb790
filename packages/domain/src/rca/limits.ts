/**
 * The bounds of an assessment's inputs (docs/rca-rules.md "Inputs"): they catch typing slips (35 for 3.5) and keep
 * each input a safe integer. The build-up itself is worked in BigInt and refused whole if its total would pass 2^53
 * cents (assessment.ts), so no figure is ever inexact.
 */
import type { DecimalRule } from './decimal-reading';

export const MAX_AREAS_PER_BUILDING = 100;
export const MAX_BUILDINGS = 50;
export const MAX_ADJUSTMENTS = 50;
/** $50,000 per m²: above the dearest building type. */
export const MAX_RATE_CENTS_PER_M2 = 5_000_000;
/** $500 million for one lump sum. */
export const MAX_LUMP_SUM_CENTS = 50_000_000_000;
/** $20 billion: a current sum insured or an illustrative loss. */
export const MAX_SUM_CENTS = 2_000_000_000_000;
export const MAX_TEXT = 200;

export const AREA_RULE: DecimalRule = { max: 500_000, decimals: 2, zeroAllowed: false };
export const LOCALITY_RULE: DecimalRule = { max: 3, decimals: 4, zeroAllowed: false };
/** Fees, contingency, demolition and GST: at most 50% each. */
export const PERCENT_RULE: DecimalRule = { max: 50, decimals: 4, zeroAllowed: true };
export const ESCALATION_RULE: DecimalRule = { max: 25, decimals: 4, zeroAllowed: true };
export const INDEX_RULE: DecimalRule = { max: 100_000, decimals: 4, zeroAllowed: false };
/** The index's rise (to ÷ from) allowed: a fall to half or a rise to three times is already beyond any forecast. */
export const INDEX_RATIO = { min: 0.5, max: 3 } as const;

export const MONTHS = {
  policyMonths: { min: 1, max: 24 },
  leadMonths: { min: 0, max: 36 },
  constructionMonths: { min: 1, max: 60 },
} as const;

export const REVIEW_YEARS = { min: 1, max: 5 } as const;
/** A library rate priced this many days or more before the assessment date is flagged for checking. */
export const STALE_RATE_DAYS = 365;

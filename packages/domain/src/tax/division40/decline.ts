/**
 * The decline-in-value terms of one day segment, as exact products over exact divisors (rule 8: multiply before
 * dividing, round once per asset per FY).
 * - DV, s40-72(1): base value × days held / 365 × rate (rate = 200% ÷ life, or 150% ÷ life before 10 May 2006).
 * - PC, s40-75(1) and s43-210: annual claim × days held / 365.
 */
import { DAYS_DIVISOR } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
import {
  type Cents,
  type ExactCents,
  exactOf,
  mulDivRound,
  type Ratio,
  roundDiv,
  roundDivBig,
} from '../money/exact';

/** A product `nums / dens` of safe integers. */
export interface Term {
  nums: number[];
  dens: number[];
}

const SAFE = Number.MAX_SAFE_INTEGER;

/** round(term) to a multiple of `unit`, exactly, with plain numbers while they stay safe integers. */
export function roundTerm(t: Term, unit: number): Cents {
  if (t.nums.length <= 3 && t.dens.length === 1 && (t.dens[0] ?? 1) * unit <= SAFE) {
    return mulDivRound(t.nums[0] ?? 1, t.nums[1] ?? 1, t.nums[2] ?? 1, t.dens[0] ?? 1, unit);
  }
  let n = 1;
  let d = unit;
  let safe = true;
  for (const x of t.nums) {
    n *= x;
    if (n > SAFE) safe = false;
  }
  for (const x of t.dens) {
    d *= x;
    if (d > SAFE) safe = false;
  }
  if (safe) return roundDiv(n, d) * unit;
  let bn = 1n;
  let bd = BigInt(unit);
  for (const x of t.nums) bn *= BigInt(x);
  for (const x of t.dens) bd *= BigInt(x);
  return Number(roundDivBig(bn, bd)) * unit;
}

export function exactOfTerm(t: Term): ExactCents {
  return exactOf(t.nums, t.dens);
}

/**
 * round(decline of a day segment) with no demolition inside it, without building a `Term`: the same factors as
 * `diminishingValueSegment` / `primeCostSegment`, so the same exact figure as `roundTerm` of that term. The hot
 * path of the engine (one call per asset per FY); plain numbers while the products stay safe (`mulDivRound`).
 */
export function roundSegmentDecline(
  a: PreparedAsset,
  base: Cents,
  days: number,
  demolished: Ratio,
  unit: number,
): Cents {
  const input = a.input;
  if (a.method === 'DV') {
    return mulDivRound(base, input.rate.num, days, input.rate.den * DAYS_DIVISOR, unit);
  }
  const halve = input.categoryCode === 'AD' ? 2 : 1;
  if (demolished.num === 0 && input.annualClaim != null) {
    return mulDivRound(input.annualClaim, days, 1, halve * DAYS_DIVISOR, unit);
  }
  const rest = remainingShare(demolished);
  const claimDen = input.rate.den * rest.den * halve;
  // The divisor product must itself be exact to stand for the term's two divisors.
  if (claimDen * DAYS_DIVISOR * unit <= SAFE) {
    const basis = input.historicalBuildingCost ?? input.originalCost;
    return mulDivRound(basis, input.rate.num * rest.num, days, claimDen * DAYS_DIVISOR, unit);
  }
  return roundTerm(primeCostSegment(primeCostClaimTerm(a, demolished), days), unit);
}

/** (1 − demolished share) as num/den. */
function remainingShare(demolished: Ratio): Ratio {
  return { num: demolished.den - demolished.num, den: demolished.den };
}

/**
 * The full-year prime cost claim after `demolished` of the historical cost is gone:
 * the stored annualDepreciationClaim while nothing is demolished, otherwise the adjusted annual depreciation
 * = historical cost × (1 − demolished) × rate (docs/tax-rules.md "Demolition"). Rule 11: an AD asset's claim halves.
 */
export function primeCostClaimTerm(a: PreparedAsset, demolished: Ratio): Term {
  const input = a.input;
  const halve = input.categoryCode === 'AD' ? 2 : 1;
  if (demolished.num === 0 && input.annualClaim != null) {
    return { nums: [input.annualClaim], dens: [halve] };
  }
  const basis = input.historicalBuildingCost ?? input.originalCost;
  const rest = remainingShare(demolished);
  return { nums: [basis, input.rate.num * rest.num], dens: [input.rate.den * rest.den * halve] };
}

/** Decline of a PC segment: claim × days / 365. */
export function primeCostSegment(claim: Term, days: number): Term {
  return { nums: [...claim.nums, days], dens: [...claim.dens, DAYS_DIVISOR] };
}

/**
 * Decline of a DV segment: base × rate × days / 365, the base scaled to the part not yet demolished
 * ((1 − demolished now) ÷ (1 − demolished at the FY's start), rule 7).
 */
export function diminishingValueSegment(
  base: Cents,
  rate: Ratio,
  days: number,
  demolishedAtStart: Ratio,
  demolishedNow: Ratio,
): Term {
  if (demolishedNow.num === demolishedAtStart.num && demolishedNow.den === demolishedAtStart.den) {
    return { nums: [base, rate.num, days], dens: [rate.den * DAYS_DIVISOR] };
  }
  const now = remainingShare(demolishedNow);
  const atStart = remainingShare(demolishedAtStart);
  return {
    nums: [base, rate.num, days, now.num, atStart.den],
    dens: [rate.den, DAYS_DIVISOR, now.den, atStart.num],
  };
}

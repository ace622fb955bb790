/**
 * Escalation (issue 27 item 3): C_y = C_0 × (1 + e)^(y − y_0), with y_0 = 0 (the base year, whose prices the costs are
 * entered in). The rate is an exact percentage with at most four decimals, so e = p / 1,000,000 for an integer p
 * (parts per million) and (1 + e)^y = (1,000,000 + p)^y / 1,000,000^y exactly in BigInt; the product with C_0 is
 * rounded once, half away from zero, to the cent (docs/tax-rules.md "Money and rounding"). Each year's cost is worked
 * from C_0, never from the year before's rounded cost, so no rounding compounds.
 */
import { readPercent } from '../tax/mapping/percent';
import { type Cents, ratio, roundDivBig } from '../tax/money/exact';
import type { PercentPerYear } from './capex-item';

/** A percentage's exact fraction is p / PARTS (four decimals of a percent: 10^-6). */
export const PARTS_PER_UNIT = 1_000_000;

/**
 * The highest escalation or interest rate a forecast takes, 25% a year: a rate above it is almost surely a typing
 * slip (35 for 3.5), and it bounds the escalated costs well within exact integers (validation.ts).
 */
export const MAX_RATE_PERCENT = 25;

const TOO_HIGH = `must be at most ${MAX_RATE_PERCENT}% a year`;

/** readPercent's refusals (tax/mapping/percent.ts) in the forecast's words. */
const RATE_PROBLEMS: Record<string, string> = {
  has: 'has more than four decimals',
  'must be at most 10,000': TOO_HIGH,
  'must be a finite number': 'must be a number',
};

export type RateReading =
  | { partsPerMillion: number; problem: null }
  | { partsPerMillion: null; problem: string };

/** A rate per year in percent to parts per million, or what is wrong with it, in words a surveyor can act on. */
export function readRatePercent(value: PercentPerYear | null | undefined): RateReading {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return { partsPerMillion: null, problem: 'is required' };
  }
  const reading = readPercent(value);
  if (reading.rate === null) {
    const [first = 'must be a number'] = reading.problems;
    return {
      partsPerMillion: null,
      problem: RATE_PROBLEMS[first.split(' ')[0] === 'has' ? 'has' : first] ?? first,
    };
  }
  // readPercent's denominator divides 100 × 10^4, so the parts per million are a whole number.
  const parts = (reading.rate.num * PARTS_PER_UNIT) / reading.rate.den;
  if (parts > MAX_RATE_PERCENT * 10_000) {
    return { partsPerMillion: null, problem: TOO_HIGH };
  }
  return { partsPerMillion: parts, problem: null };
}

/**
 * The growth factors (1 + e)^y of one rate for years 0..lastYear, exact BigInt fractions: worked once per rate,
 * not once per item (issue 27: 10,000 items over 20 years in well under 200 ms).
 */
export interface EscalationFactors {
  readonly partsPerMillion: number;
  readonly numerators: readonly bigint[];
  readonly denominators: readonly bigint[];
}

export function escalationFactors(partsPerMillion: number, lastYear: number): EscalationFactors {
  // (1,000,000 + p) / 1,000,000 in lowest terms (3.25% is 413/400): the powers are a third as long, and the
  // BigInt product and division of every replacement that much cheaper.
  const growth = ratio(PARTS_PER_UNIT + partsPerMillion, PARTS_PER_UNIT);
  const base = BigInt(growth.den);
  const grown = BigInt(growth.num);
  const numerators: bigint[] = [1n];
  const denominators: bigint[] = [1n];
  for (let y = 1; y <= lastYear; y++) {
    numerators.push((numerators[y - 1] as bigint) * grown);
    denominators.push((denominators[y - 1] as bigint) * base);
  }
  return { partsPerMillion, numerators, denominators };
}

/** C_y: the base cost escalated to year y of the forecast, rounded once to the cent. */
export function escalatedCents(baseCents: Cents, factors: EscalationFactors, year: number): Cents {
  if (year === 0 || factors.partsPerMillion === 0) return baseCents;
  const numerator = factors.numerators[year];
  const denominator = factors.denominators[year];
  if (numerator === undefined || denominator === undefined) {
    throw new RangeError(`year ${year} is beyond the escalation factors' ${factors.numerators.length - 1}`);
  }
  return Number(roundDivBig(BigInt(baseCents) * numerator, denominator));
}

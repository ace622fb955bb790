/**
 * Escalation to the middle of the rebuild (issue 28 item 4; docs/rca-rules.md "Escalation"). A loss may happen on
 * the last day of the policy; the rebuild is then designed and approved (the lead time) and built, and its cost is
 * paid on average at the middle of construction. With a rate e per year:
 *   factor = (1 + e)^((policy + lead + construction ÷ 2) ÷ 12)
 * The exponent is a whole number of half months over 24, so factor = ((1 + e)^h)^(1/24) with h whole: the power is
 * exact in BigInt and the 24th root is taken by integer Newton steps to 18 decimals (truncated). The build-up
 * multiplies the base by that fixed-point factor less one and rounds once (build-up.ts). With a cost index the factor is the
 * exact fraction to ÷ from, as the published build-ups write it (BCIS: × 225/223).
 */
import { type Ratio, roundDivBig } from '../tax/money/exact';

export const FACTOR_DECIMALS = 18;
const SCALE = 10n ** BigInt(FACTOR_DECIMALS);

/** An escalation factor as the exact fraction `numerator / denominator` (a fixed-point value for the rate method). */
export interface EscalationFactor {
  numerator: bigint;
  denominator: bigint;
  /** The factor to six decimals, for the explanation ("1.046984"). */
  text: string;
}

/** floor(value^(1/n)) for a non-negative BigInt. */
export function integerRoot(value: bigint, n: number): bigint {
  if (value < 0n) throw new RangeError('no real root of a negative number');
  if (value < 2n || n === 1) return value;
  const big = BigInt(n);
  // Start above the root (2^ceil(bits/n)) so Newton's steps fall monotonically onto the floor.
  let x = 1n << BigInt(Math.ceil(value.toString(2).length / n));
  for (;;) {
    const next = ((big - 1n) * x + value / x ** (big - 1n)) / big;
    if (next >= x) return x;
    x = next;
  }
}

function factorText(numerator: bigint, denominator: bigint): string {
  const micro = roundDivBig(numerator * 1_000_000n, denominator);
  const whole = micro / 1_000_000n;
  return `${whole}.${String(micro % 1_000_000n).padStart(6, '0')}`;
}

/** The rate method's factor for a rate (exact ratio per year) over `halfMonths` half months. */
export function rateFactor(rate: Ratio, halfMonths: number): EscalationFactor {
  const growthNum = BigInt(rate.den + rate.num);
  const growthDen = BigInt(rate.den);
  const h = BigInt(halfMonths);
  const scaled = (growthNum ** h * SCALE ** 24n) / growthDen ** h;
  const numerator = integerRoot(scaled, 24);
  return { numerator, denominator: SCALE, text: factorText(numerator, SCALE) };
}

/** The index method's exact factor `to ÷ from`. */
export function indexFactor(from: Ratio, to: Ratio): EscalationFactor {
  const numerator = BigInt(to.num) * BigInt(from.den);
  const denominator = BigInt(to.den) * BigInt(from.num);
  return { numerator, denominator, text: factorText(numerator, denominator) };
}

/**
 * The escalation itself, base × (factor − 1), rounded once half away from zero to `unit` cents: the escalated cost is
 * the base plus this line, so a factor of 1 adds nothing and a base in cents keeps its cents under dollar rounding.
 */
export function escalationRise(base: bigint, factor: EscalationFactor, unit: number): bigint {
  const big = BigInt(unit);
  return roundDivBig(base * (factor.numerator - factor.denominator), factor.denominator * big) * big;
}

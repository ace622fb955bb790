/**
 * A rate in percent as the API carries it (docs/api.md "Rates": 0 to 10,000, at most four decimals, the numeric(9, 4)
 * column) to the engine's exact ratio. A refusal names what is wrong with the value, never a rule it does not break:
 * a rate with five decimals is not told it must not be negative.
 */
import { numberToPlainDecimal, type Ratio, ratio } from '../money/exact';

export const MAX_PERCENT_DECIMALS = 4;
export const MAX_PERCENT = 10_000;

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

export type PercentReading = { rate: Ratio; problems: [] } | { rate: null; problems: string[] };

/** The exact share of a percent (2.5 → 1/40), or every problem of the value. */
export function readPercent(value: unknown): PercentReading {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return { rate: null, problems: ['must be a finite number'] };
  }
  const text =
    typeof value === 'number' ? numberToPlainDecimal(value) : typeof value === 'string' ? value.trim() : null;
  const match = text === null ? null : DECIMAL_TEXT.exec(text);
  if (!match) return { rate: null, problems: ['must be a number'] };
  const [, sign = '', whole = '', fraction = ''] = match;
  // Trailing zeros say nothing about the rate (12.50000 is 12.5): only significant decimals count.
  const decimals = fraction.replace(/0+$/, '');
  const problems: string[] = [];
  const negative = sign === '-' && /[1-9]/.test(whole + decimals);
  if (negative) problems.push('must not be negative');
  if (decimals.length > MAX_PERCENT_DECIMALS) {
    problems.push(`has ${decimals.length} decimals; a percentage has at most four`);
  }
  const magnitude = Number(`${whole}.${decimals || '0'}`);
  if (!negative && magnitude > MAX_PERCENT) problems.push('must be at most 10,000');
  if (problems.length > 0) return { rate: null, problems };
  // At most four decimals and 10,000: the numerator stays well within a safe integer.
  return { rate: ratio(Number(`${whole}${decimals}`), 100 * 10 ** decimals.length), problems: [] };
}

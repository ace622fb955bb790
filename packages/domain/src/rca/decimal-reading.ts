/**
 * Reads the assessment's decimal inputs (areas, factors, percentages, index values) exactly, with their bounds, into
 * a ratio or the problem in words a surveyor can act on.
 */
import { type Ratio, ratio } from '../tax/money/exact';
import type { DecimalText } from './rca-inputs';

export interface DecimalRule {
  /** The largest value allowed. */
  max: number;
  decimals: number;
  /** Whether nil is allowed (a percentage may be 0; an area, a factor or an index may not). */
  zeroAllowed: boolean;
}

export type DecimalReading = { value: Ratio; problem: null } | { value: null; problem: string };

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

export function readDecimal(text: DecimalText | null | undefined, rule: DecimalRule): DecimalReading {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return { value: null, problem: 'is required' };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { value: null, problem: 'must be a number (no sign or separators)' };
  const whole = match[1] ?? '0';
  // Trailing zeros say nothing (1.100 is 1.1): only significant decimals count.
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > rule.decimals)
    return { value: null, problem: `has more than ${rule.decimals} decimals` };
  if (whole.replace(/^0+/, '').length > 9) return { value: null, problem: `must be at most ${rule.max}` };
  const value = ratio(Number(`${whole}${fraction}`), 10 ** fraction.length);
  if (value.num > rule.max * value.den) return { value: null, problem: `must be at most ${rule.max}` };
  if (value.num === 0 && !rule.zeroAllowed) return { value: null, problem: 'must be more than 0' };
  return { value, problem: null };
}

/** A percentage's decimal reading as a fraction of one (12.5 → 1/8). */
export function percentOf(reading: Ratio): Ratio {
  return ratio(reading.num, reading.den * 100);
}

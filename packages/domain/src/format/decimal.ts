/**
 * Exact decimal text <-> scaled integer conversion. Money is integer cents (TEAM-NOTES "Standards"), so amounts
 * are read digit by digit from their decimal text and never multiplied as floats (0.29 * 100 = 28.999999999999996).
 */

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Reads a plain decimal text (optional sign, digits, optional point, optional exponent) as an integer scaled by
 * 10^places, rounding half away from zero (docs/tax-rules.md "Money and rounding"). Null when the text is not a decimal
 * or the result is not a safe integer.
 */
export function decimalToScaled(text: string, places: number): number | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  // The point sits after `whole`; shifting by exponent + places leaves the scaled integer to its left.
  const digits = `${whole}${fraction}`;
  const pointAt = whole.length + exponent + places;
  const kept = pointAt <= 0 ? '' : digits.slice(0, pointAt).padEnd(pointAt, '0');
  const firstDropped = pointAt < 0 ? 0 : Number(digits.charAt(pointAt) || '0');
  const roundUp = firstDropped >= 5;
  const magnitudeText = kept.replace(/^0+/, '') || '0';
  if (magnitudeText.length > 16) return null;
  const magnitude = Number(magnitudeText) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  if (magnitude === 0) return 0;
  return sign === '-' ? -magnitude : magnitude;
}

/** Decimal places a decimal text is written with, its exponent applied: `1.50` -> 2, `15e-4` -> 4, `1.5e3` -> 0. */
export function decimalPlaces(text: string): number | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, , , fraction = '', exponentText] = match;
  return Math.max(0, fraction.length - (exponentText === undefined ? 0 : Number(exponentText)));
}

/** Writes an integer scaled by 10^places as plain decimal text: `-1234.5` for (-123450, 2); trailing zeros dropped. */
export function scaledToDecimalText(scaled: number, places: number): string {
  const negative = scaled < 0;
  const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  const text = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative ? `-${text}` : text;
}

/** Groups the digits of a whole number text in threes: `1234567` -> `1,234,567` (docs/product/calculations-deductions-summary-report.md#deductions-tab, docs/product/rules.md#constants-and-limits). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

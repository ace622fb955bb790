/**
 * Money display and parsing (docs/product/calculations-deductions-summary-report.md#deductions-tab, docs/product/rules.md#constants-and-limits: whole dollars with `$` and thousands separators; docs/product/rules.md: register
 * amounts typed with commas, brackets or `$`). Inside the domain money is integer cents (TEAM-NOTES "Standards").
 */
import { decimalPlaces, decimalToScaled, groupThousands, scaledToDecimalText } from './decimal';

/** Rounds cents to whole dollars, half away from zero (docs/tax-rules.md "Money and rounding"), still in cents. */
export function roundToDollar(cents: number): number {
  const dollars = Math.trunc(Math.abs(cents) / 100) + (Math.abs(cents) % 100 >= 50 ? 1 : 0);
  return cents < 0 && dollars !== 0 ? -dollars * 100 : dollars * 100;
}

function withSign(negative: boolean, text: string): string {
  return negative ? `-$${text}` : `$${text}`;
}

/** Whole-dollar display of the deduction views, summary and PDF: `$1,234`, `-$1,234`, `$0` (docs/product/calculations-deductions-summary-report.md#deductions-tab). */
export function formatMoney(cents: number): string {
  const rounded = roundToDollar(cents);
  return withSign(rounded < 0, groupThousands(String(Math.abs(rounded) / 100)));
}

/** Two-decimal display of register amounts: `$1,234.50`, `-$1,234.50`. */
export function formatMoneyCents(cents: number): string {
  return withSign(cents < 0, formatAmount(Math.abs(cents)));
}

/** Register input text, re-formatted on display (docs/product/rules.md "Field input"): `1,234.50`, `-1,234.50`, no `$`. */
export function formatAmount(cents: number): string {
  const magnitude = Math.abs(cents);
  const whole = groupThousands(String(Math.trunc(magnitude / 100)));
  const text = `${whole}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** Plain decimal text for CSV and the wire: `-1234.5`, `1234` (no separators, trailing zeros dropped). */
export function centsToDecimalText(cents: number): string {
  return scaledToDecimalText(cents, 2);
}

/**
 * Reads an amount typed or imported by a user into cents (docs/product/rules.md): commas, `$` and spaces are stripped, brackets
 * mean negative (`(1,234.50)` -> -123450), a leading minus is kept. More than two decimals round half away from
 * zero. Null when empty or not a number. Never multiplies a float: the decimal text is read digit by digit.
 */
export function parseAmount(text: string): number | null {
  let compact = text.replace(/[\s,$]/g, '');
  let bracketed = false;
  if (compact.startsWith('(') && compact.endsWith(')')) {
    bracketed = true;
    compact = compact.slice(1, -1);
  }
  // `-$12` and `$-12` both reduce to `-12` once `$` is gone; signs inside brackets are ambiguous.
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(compact)) return null;
  if (bracketed && compact.startsWith('-')) return null;
  const cents = decimalToScaled(compact, 2);
  if (cents === null) return null;
  return bracketed && cents !== 0 ? -cents : cents;
}

/** What `dollarsToCents` does with a third decimal: round half away from zero, or refuse the amount. */
export interface DollarsToCentsOptions {
  /** `refuse` applies the wire's "at most two decimals" rule (docs/calc-scenario.md); default `round`. */
  extraDecimals?: 'round' | 'refuse';
}

/** A dollar amount written as text: optional minus, digits, optional decimals (commas already stripped). */
const DOLLAR_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * Wire dollars (a JSON number, docs/product/calls.md and architecture "The API"; or its text, with thousands commas, as a
 * scenario file may carry it) to cents, exactly: the shortest decimal text is read digit by digit, so 0.29 gives
 * 29 and 1234.56 gives 123456. Throws on non-finite, non-numeric or out-of-range values, which no amount field
 * may carry, and with `extraDecimals: 'refuse'` on more than two decimals. The domain's one such conversion.
 */
export function dollarsToCents(dollars: number | string, options?: DollarsToCentsOptions): number;
export function dollarsToCents(
  dollars: number | string | null,
  options?: DollarsToCentsOptions,
): number | null;
export function dollarsToCents(
  dollars: number | string | null,
  options: DollarsToCentsOptions = {},
): number | null {
  if (dollars === null) return null;
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim().replace(/,/g, '');
  const readable = typeof dollars === 'number' ? Number.isFinite(dollars) : DOLLAR_TEXT.test(text);
  const cents = readable ? decimalToScaled(text, 2) : null;
  if (cents === null) throw new RangeError(`Amount ${dollars} cannot be held in cents`);
  if (options.extraDecimals === 'refuse' && (decimalPlaces(text) ?? 0) > 2) {
    throw new RangeError(`Amount ${dollars} has more than two decimals`);
  }
  return cents;
}

/** Cents to wire dollars. For any safe integer below 10^15 cents, `dollarsToCents(centsToDollars(c)) === c`. */
export function centsToDollars(cents: number): number;
export function centsToDollars(cents: number | null): number | null;
export function centsToDollars(cents: number | null): number | null {
  if (cents === null) return null;
  // Number() gives the double nearest to the decimal; up to 15 significant digits its shortest text is that decimal.
  return Number(scaledToDecimalText(cents, 2));
}

/**
 * Dollars on the wire (JSON numbers, commas stripped) to integer cents, exactly: the decimal text of the number is
 * parsed, never multiplied as a float (architecture.md "The API").
 */
import { type Cents, numberToPlainDecimal } from './exact';

/** Exact cents of a dollar amount; `null` when the text has more than two decimals or is not a number. */
export function dollarsToCents(value: number | string): Cents | null {
  let text: string;
  try {
    text = typeof value === 'number' ? numberToPlainDecimal(value) : value.trim().replace(/,/g, '');
  } catch {
    return null;
  }
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] === '-' ? -cents : cents;
}

/** Cents as a dollar JSON number for the wire (exact to the cent in its shortest decimal form). */
export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

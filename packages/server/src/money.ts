import {
  decimalPlaces,
  centsToDollars as domainCentsToDollars,
  dollarsToCents as domainDollarsToCents,
  groupThousands,
} from '@taxdep/domain/format';

/**
 * Dollars on the wire ↔ integer cents inside (docs/architecture.md "The API"). The conversion itself is the domain's
 * one exact decimal conversion (`@taxdep/domain/format`); this module only adapts it to the `bigint` columns.
 */

/**
 * The largest amount the domain holds exactly as integer cents in a number (about $90 trillion): larger wire
 * amounts are refused with a 400 before they are converted.
 */
export const MAX_DOLLARS = Number.MAX_SAFE_INTEGER / 100;

/** Dollars (a JSON number) → integer cents, rounding half away from zero at the third decimal. */
export function dollarsToCents(dollars: number): bigint {
  return BigInt(domainDollarsToCents(dollars));
}

/** Integer cents → dollars as the JSON number closest to the exact decimal. */
export function centsToDollars(cents: bigint): number {
  return domainCentsToDollars(Number(cents));
}

export function centsToDollarsOrNull(cents: bigint | null): number | null {
  return cents === null ? null : centsToDollars(cents);
}

/** Whether the number has at most two decimals exactly (e.g. 12.345 or 0.1 + 0.2 do not). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  const places = decimalPlaces(String(dollars));
  return places !== null && places <= 2;
}

/**
 * Display text of an amount as the General Info inputs format it (docs/product/rules.md: thousands separators added while
 * typing): `1234567.5` → `1,234,567.50`; whole dollars show no decimals.
 */
export function formatDollars(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = groupThousands((abs / 100n).toString());
  const rest = abs % 100n;
  const fraction = rest === 0n ? '' : `.${rest.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Dollars on the wire ↔ integer cents inside (architecture.md "The API": amounts cross the wire as dollars,
 * the server converts them to integer cents exactly, without floating-point drift). Conversions go through the
 * decimal text of the number, never through multiplication of floats.
 */

/** The shortest decimal text of a finite number, without exponent: 1e21 → "1000000000000000000000". */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Dollars (a JSON number) → integer cents, rounding half away from zero at the third decimal. */
export function dollarsToCents(dollars: number): bigint {
  const text = plainDecimal(dollars);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const padded = `${fraction}000`;
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return negative ? -cents : cents;
}

/** Integer cents → dollars as the JSON number closest to the exact decimal. */
export function centsToDollars(cents: bigint): number {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return Number(text);
}

export function centsToDollarsOrNull(cents: bigint | null): number | null {
  return cents === null ? null : centsToDollars(cents);
}

/** Whether the number has at most two decimals exactly (e.g. 12.345 or 0.1 + 0.2 do not). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  const fraction = plainDecimal(dollars).split('.')[1] ?? '';
  return fraction.length <= 2;
}

/**
 * Display text of an amount as the General Info inputs format it (spec 5: thousands separators added while
 * typing): `1234567.5` → `1,234,567.50`; whole dollars show no decimals.
 */
export function formatDollars(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100n;
  const fraction = rest === 0n ? '' : `.${rest.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Money in integer cents and exact rates (docs/tax-rules.md "Money and rounding"): every product is multiplied before
 * it is divided, and a figure is rounded once, half away from zero, to the cent or to the whole dollar.
 * Plain numbers are used while every intermediate stays a safe integer; BigInt takes over beyond that.
 */

export type Cents = number;
export type RoundingUnit = 'cent' | 'dollar';

/** An exact non-negative rate or fraction: `num / den`, both safe integers, `den > 0`. */
export interface Ratio {
  readonly num: number;
  readonly den: number;
}

const SAFE = Number.MAX_SAFE_INTEGER;

export function unitCents(unit: RoundingUnit): number {
  return unit === 'dollar' ? 100 : 1;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function ratio(num: number, den = 1): Ratio {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den <= 0) {
    throw new RangeError(`not an exact ratio: ${num}/${den}`);
  }
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

export const ZERO: Ratio = { num: 0, den: 1 };
export const ONE: Ratio = { num: 1, den: 1 };

export function ratioAdd(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function ratioSub(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function ratioMul(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

export function ratioDiv(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den, a.den * b.num);
}

export function ratioCompare(a: Ratio, b: Ratio): number {
  return Math.sign(a.num * b.den - b.num * a.den);
}

/** Exact ratio of a decimal written in text or as a JSON number ("13.3333" → 133333/10000). */
export function ratioOfDecimal(value: number | string): Ratio {
  const text = typeof value === 'number' ? numberToPlainDecimal(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal number: ${text}`);
  const fraction = match[3] ?? '';
  const num = Number(`${match[2]}${fraction}`) * (match[1] === '-' ? -1 : 1);
  return ratio(num, 10 ** fraction.length);
}

/** A percentage as an exact fraction (2.5 → 1/40). */
export function ratioOfPercent(value: number | string): Ratio {
  const r = ratioOfDecimal(value);
  return ratio(r.num, r.den * 100);
}

/** The shortest decimal text of a JSON number (no exponent), i.e. the digits the sender wrote. */
export function numberToPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa = '', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [intPart = '', fracPart = ''] = mantissa.replace('-', '').split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + body;
}

/** Round `n / d` (integers, `d > 0`) half away from zero. */
export function roundDiv(n: number, d: number): number {
  if (n < 0) return -roundDiv(-n, d);
  let q = Math.floor(n / d);
  let r = n - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  return 2 * r >= d ? q + 1 : q;
}

export function roundDivBig(n: bigint, d: bigint): bigint {
  if (n < 0n) return -roundDivBig(-n, d);
  const q = n / d;
  return 2n * (n - q * d) >= d ? q + 1n : q;
}

/** round(a × b × c / divisor) to a multiple of `unit` cents, half away from zero, exactly. */
export function mulDivRound(a: number, b: number, c: number, divisor: number, unit: number): Cents {
  const ab = a * b;
  if (ab <= SAFE && ab >= -SAFE) {
    const abc = ab * c;
    const den = divisor * unit;
    if (abc <= SAFE && abc >= -SAFE && den <= SAFE) return roundDiv(abc, den) * unit;
  }
  return Number(roundDivBig(BigInt(a) * BigInt(b) * BigInt(c), BigInt(divisor) * BigInt(unit))) * unit;
}

/** An exact rational amount of cents, for sums of day segments with different bases (rule 8). */
export interface ExactCents {
  n: bigint;
  d: bigint;
}

export const EXACT_ZERO: ExactCents = { n: 0n, d: 1n };

export function exactOf(factors: readonly number[], divisors: readonly number[]): ExactCents {
  let n = 1n;
  let d = 1n;
  for (const f of factors) n *= BigInt(f);
  for (const f of divisors) d *= BigInt(f);
  return { n, d };
}

export function exactAdd(a: ExactCents, b: ExactCents): ExactCents {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

export function exactSub(a: ExactCents, b: ExactCents): ExactCents {
  return exactAdd(a, { n: -b.n, d: b.d });
}

export function exactScale(a: ExactCents, r: Ratio): ExactCents {
  return { n: a.n * BigInt(r.num), d: a.d * BigInt(r.den) };
}

export function exactRound(a: ExactCents, unit: number): Cents {
  return Number(roundDivBig(a.n, a.d * BigInt(unit))) * unit;
}

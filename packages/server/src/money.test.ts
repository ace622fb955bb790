import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDollars, hasAtMostTwoDecimals, MAX_DOLLARS } from './money';

describe('money', () => {
  it('converts dollars to cents exactly, where float multiplication drifts', () => {
    expect(1.15 * 100).not.toBe(115);
    expect(dollarsToCents(1.15)).toBe(115n);
    expect(dollarsToCents(0.29)).toBe(29n);
    expect(dollarsToCents(18_250_000)).toBe(1_825_000_000n);
    expect(dollarsToCents(-12.5)).toBe(-1250n);
    expect(dollarsToCents(0)).toBe(0n);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(dollarsToCents(1.005)).toBe(101n);
    expect(dollarsToCents(1.004)).toBe(100n);
    expect(dollarsToCents(-1.005)).toBe(-101n);
  });

  it('handles numbers JavaScript prints with an exponent, and refuses what cents cannot hold exactly', () => {
    expect(dollarsToCents(5e-7)).toBe(0n);
    expect(dollarsToCents(1e13)).toBe(10n ** 15n);
    expect(() => dollarsToCents(1e21)).toThrow(RangeError);
    expect(MAX_DOLLARS).toBeLessThan(1e14);
  });

  it('converts cents back to the nearest JSON number', () => {
    expect(centsToDollars(115n)).toBe(1.15);
    expect(centsToDollars(-5n)).toBe(-0.05);
    expect(centsToDollars(999_999_999_999_99n)).toBe(999999999999.99);
  });

  it('formats like the General Info inputs and tells two-decimal amounts apart', () => {
    expect(formatDollars(123_456_700n)).toBe('1,234,567');
    expect(formatDollars(123_456_750n)).toBe('1,234,567.50');
    expect(formatDollars(99_999_999_999_900n)).toBe('999,999,999,999');
    expect(hasAtMostTwoDecimals(12.34)).toBe(true);
    expect(hasAtMostTwoDecimals(12.345)).toBe(false);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(false);
  });
});

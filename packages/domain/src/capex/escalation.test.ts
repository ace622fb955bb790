import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escalatedCents, escalationFactors, readRatePercent } from './escalation';

/** C_y of `baseCents` at `percent` a year, through the same reading the forecast uses. */
const escalate = (baseCents: number, percent: string, year: number): number => {
  const parts = readRatePercent(percent).partsPerMillion as number;
  return escalatedCents(baseCents, escalationFactors(parts, 20), year);
};

describe('escalation, C_y = C_0 × (1 + e)^y (issue 27 item 3)', () => {
  it('compounds $10,000.00 at 3% to $11,592.74 after 5 years', () => {
    // 1,000,000 × 1.03^5 = 1,000,000 × 1.1592740743 = 1,159,274.0743 cents → $11,592.74.
    expect(escalate(1_000_000, '3', 5)).toBe(1_159_274);
    expect(escalate(1_000_000, '3', 0)).toBe(1_000_000);
    expect(escalate(1_000_000, '3', 1)).toBe(1_030_000);
  });

  it('works each year from C_0 exactly, rounding once: no rounding is carried from year to year', () => {
    // $12,345.67 at 3.5%: 1,234,567 × 1.035^y = 1,277,776.845; 1,322,499.0346; 1,368,786.5008; 1,416,694.0283;
    // 1,466,278.3193. Carried from the rounded year 2 (1,322,499 × 1.035 = 1,368,786.465) year 3 would be a
    // cent short.
    expect([1, 2, 3, 4, 5].map((y) => escalate(1_234_567, '3.5', y))).toEqual([
      1_277_777, 1_322_499, 1_368_787, 1_416_694, 1_466_278,
    ]);
  });

  it('rounds half a cent away from zero (docs/tax-rules.md "Money and rounding")', () => {
    // $5,000.00 at 3% for 3 years: 500,000 × 1.092727 = 546,363.5 cents → 546,364.
    expect(escalate(500_000, '3', 3)).toBe(546_364);
    // 4 cents at 12.5%: 4.5 cents → 5.
    expect(escalate(4, '12.5', 1)).toBe(5);
  });

  it('reads a percentage with up to four decimals exactly, in parts per million', () => {
    expect(readRatePercent('3.5')).toEqual({ partsPerMillion: 35_000, problem: null });
    expect(readRatePercent(2.1234)).toEqual({ partsPerMillion: 21_234, problem: null });
    expect(readRatePercent('0')).toEqual({ partsPerMillion: 0, problem: null });
    expect(readRatePercent('25')).toEqual({ partsPerMillion: 250_000, problem: null });
  });

  it('names what is wrong with a rate', () => {
    expect(readRatePercent('').problem).toBe('is required');
    expect(readRatePercent(null).problem).toBe('is required');
    expect(readRatePercent('3.12345').problem).toBe('has more than four decimals');
    expect(readRatePercent('-1').problem).toBe('must not be negative');
    expect(readRatePercent('35').problem).toBe('must be at most 25% a year');
    expect(readRatePercent('20000').problem).toBe('must be at most 25% a year');
    expect(readRatePercent('three').problem).toBe('must be a number');
    expect(readRatePercent(Number.NaN).problem).toBe('must be a number');
  });

  it('property: a rate written with up to four decimals reads back to its own digits (0.0001% is one part per million)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250_000 }), (tenThousandths) => {
        const text = `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
        expect(readRatePercent(text).partsPerMillion).toBe(tenThousandths);
      }),
    );
  });

  it('property: escalation is monotone in the rate and in the year, and 0% leaves the cost as it is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 250_000 }),
        fc.integer({ min: 0, max: 250_000 }),
        fc.integer({ min: 0, max: 19 }),
        (baseCents, a, b, year) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lower = escalatedCents(baseCents, escalationFactors(low, 20), year);
          expect(lower).toBeLessThanOrEqual(escalatedCents(baseCents, escalationFactors(high, 20), year));
          expect(lower).toBeLessThanOrEqual(escalatedCents(baseCents, escalationFactors(low, 20), year + 1));
          expect(escalatedCents(baseCents, escalationFactors(0, 20), year)).toBe(baseCents);
        },
      ),
    );
  });
});

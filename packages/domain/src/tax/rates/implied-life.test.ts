/**
 * The life a customised rate implies (implied-life.ts): the inverse of division40Rate (s40-70, s40-72, s40-75),
 * exact, and shown to 2 decimals as the screens show lives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio, ratioOfPercent } from '../money/exact';
import { division40Rate } from './effective-life';
import { impliedEffectiveLife, lifeYearsText, sameLife } from './implied-life';

const date = fc.constantFrom('2001-07-01', '2006-05-09', '2006-05-10', '2025-07-22');
const method = fc.constantFrom('DV' as const, 'PC' as const);

describe('the effective life a rate implies', () => {
  it('is the published examples: DV 12.5% is 16 years, PC 10% is 10, DV 20% before 10 May 2006 is 7.5', () => {
    const text = (r: string, m: 'DV' | 'PC', d: string) => {
      const life = impliedEffectiveLife(r, m, d);
      return life && lifeYearsText(life);
    };
    expect(text('12.5', 'DV', '2025-07-01')).toBe('16');
    expect(text('10', 'PC', '2025-07-01')).toBe('10');
    expect(text('20', 'DV', '2005-07-01')).toBe('7.5');
    expect(text('15', 'DV', '2025-07-01')).toBe('13.33');
    expect(text('0.0003', 'PC', '2025-07-01')).toBe('333333.33');
    expect(impliedEffectiveLife('0', 'DV', '2025-07-01')).toBeNull();
  });

  it('gives back the life a tax-office rate was derived from, exactly', () => {
    // Lives whose rates are decimals of at most 4 places under every multiplier (the register holds 4 places).
    const lives = fc.constantFrom('1', '2', '2.5', '4', '5', '8', '10', '12.5', '16', '20', '25', '40', '50');
    fc.assert(
      fc.property(lives, method, date, (years, m, d) => {
        const rate = division40Rate(years, m, d);
        const tenThousandths = (rate.num * 1_000_000) / rate.den;
        expect(Number.isInteger(tenThousandths)).toBe(true);
        const percent = `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
        const back = impliedEffectiveLife(percent, m, d);
        expect(back && sameLife(back, years)).toBe(true);
        expect(back && lifeYearsText(back)).toBe(years);
      }),
    );
  });

  it('multiplied by the rate gives the method’s multiplier, and prints within half a hundredth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), method, date, (tenThousandths, m, d) => {
        const percent = `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
        const life = impliedEffectiveLife(percent, m, d);
        expect(life).not.toBeNull();
        if (!life) return;
        const rate = ratioOfPercent(percent);
        const multiplier = m === 'PC' ? ratio(1) : d >= '2006-05-10' ? ratio(2) : ratio(3, 2);
        expect(BigInt(life.num) * BigInt(rate.num) * BigInt(multiplier.den)).toBe(
          BigInt(life.den) * BigInt(rate.den) * BigInt(multiplier.num),
        );
        // |shown − life| ≤ 0.005, compared in integers: |shown×100×den − num×100| ≤ den/2.
        const shown = lifeYearsText(life);
        expect(shown).toMatch(/^\d+(\.\d?[1-9])?$/);
        const [whole, fraction = ''] = shown.split('.');
        const hundredths = BigInt(whole as string) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
        const gap = hundredths * BigInt(life.den) - BigInt(life.num) * 100n;
        expect(2n * (gap < 0n ? -gap : gap) <= BigInt(life.den)).toBe(true);
      }),
    );
  });
});

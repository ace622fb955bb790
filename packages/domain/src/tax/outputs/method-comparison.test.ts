/** Prime cost versus diminishing value (issue 12): hand-computed figures, the rates, and what holds between them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import type { CategoryCode, ReportSettings, TaxAssetInput } from '../model/input';
import { ratio } from '../money/exact';
import { asset } from '../test-support';
import { methodComparisonAnswer } from './explanation-answers';
import {
  compareMethods,
  rateUnderMethod,
  registerUnderMethod,
  totalsPerFinancialYear,
} from './method-comparison';
import { calculateSchedule, claimToDate } from './schedule';
import { summaryTaxFlow } from './tax-flow';

const settings: ReportSettings = { eofyReportDate: '2025-06-30', leapYearPolicy: 'cap365' };

/** $10,000, effective life 10 years, first used on 1 July 2024: the current FY2025 is its first full year. */
const tenYears = asset({
  startDate: '2024-07-01',
  acquisitionDate: '2024-07-01',
  entryFinancialYear: 2025,
  originalCost: 1_000_000,
  rate: ratio(1, 5),
  effectiveLifeYears: 10,
});

/** The DV tail by hand: 20% of the value left each year, rounded half up to the cent. */
function diminishingValueTotal(years: number): number {
  let value = 1_000_000;
  let total = 0;
  for (let k = 0; k < years; k++) {
    const decline = Math.round(value / 5);
    total += decline;
    value -= decline;
  }
  return total;
}

describe('compareMethods', () => {
  it('one $10,000 asset with a 10-year life: DV 20% of the value left, PC $1,000 a year', () => {
    const c = compareMethods([tenYears], settings);
    expect(c.currentFinancialYear).toBe(2025);
    expect(c.diminishingValue.firstYear).toBe(200_000);
    expect(c.primeCost.firstYear).toBe(100_000);
    // DV: $10,000 × (1 − 0.8^5) = $6,723.20; ten years leave $1,073.74 (each year rounded to the cent).
    expect(c.diminishingValue.fiveYears).toBe(672_320);
    expect(c.primeCost.fiveYears).toBe(500_000);
    expect(c.diminishingValue.tenYears).toBe(892_626);
    expect(c.primeCost.tenYears).toBe(1_000_000);
    // Forty years: PC has long written the asset off; the DV tail is still declining (rule 16).
    expect(c.primeCost.fortyYears).toBe(1_000_000);
    expect(c.diminishingValue.fortyYears).toBe(diminishingValueTotal(40));
    expect(c.diminishingValue.fortyYears).toBeLessThan(1_000_000);
    expect(c.primeCost.perFinancialYear).toHaveLength(40);
    expect(c.primeCost.perFinancialYear[9]).toEqual({ financialYear: 2034, total: 100_000 });
    expect(c.primeCost.perFinancialYear[10]).toEqual({ financialYear: 2035, total: 0 });
    const wire = methodComparisonAnswer(c);
    expect(wire.diminishingValue.fiveYears).toBe(6723.2);
    expect(wire.primeCost.perFinancialYear[0]).toEqual({ finYearEndDate: '2025-06-30', total: 1000 });
  });

  it('leaves Division 43, instant write-offs and repairs as they are, and counts the AD extra as a claim', () => {
    const others = [
      asset({ id: '1', categoryCode: '43', methodCode: 'PC', originalCost: 4_000_000, rate: ratio(1, 40) }),
      asset({ id: '2', categoryCode: 'IA', startDate: '2024-08-01', entryFinancialYear: 2025 }),
      asset({ id: '3', categoryCode: 'R', startDate: '2024-08-01', entryFinancialYear: 2025 }),
    ];
    const c = compareMethods(others, settings);
    expect(c.primeCost.perFinancialYear).toEqual(c.diminishingValue.perFinancialYear);
    // $1,000 IA + $1,000 repairs + $40,000 × 2.5% in FY2025.
    expect(c.primeCost.firstYear).toBe(300_000);
    const ad = asset({ ...tenYears, categoryCode: 'AD' });
    const withAd = compareMethods([ad], settings);
    // 50% extra, then the normal method on the other $5,000: DV 20% = $1,000, PC 10% = $500.
    expect(withAd.diminishingValue.firstYear).toBe(600_000);
    expect(withAd.primeCost.firstYear).toBe(550_000);
  });

  it('derives the other method’s rate from the effective life, or through the life a rate implies', () => {
    expect(rateUnderMethod(tenYears, 'PC', false)).toEqual(ratio(1, 10));
    // Life 3: the register holds 33.33% and 66.67% (decision 12).
    const three = asset({ ...tenYears, rate: ratio(6667, 10_000), effectiveLifeYears: 3 });
    expect(rateUnderMethod(three, 'PC', false)).toEqual(ratio(3333, 10_000));
    expect(
      rateUnderMethod(asset({ ...tenYears, effectiveLifeYears: null, rate: ratio(2, 7) }), 'PC', false),
    ).toEqual(ratio(1, 7));
    // Acquired before 10 May 2006: DV is 150% ÷ life (s40-70).
    const old = asset({
      ...tenYears,
      acquisitionDate: '2005-01-01',
      effectiveLifeYears: null,
      rate: ratio(3, 20),
    });
    expect(rateUnderMethod(old, 'PC', false)).toEqual(ratio(1, 10));
    expect(rateUnderMethod(asset({ ...tenYears, methodCode: 'PC', rate: ratio(1, 10) }), 'DV', true)).toEqual(
      ratio(1, 5),
    );
    const [pc] = registerUnderMethod([asset({ ...tenYears, historicalBuildingCost: 1_000_000 })], 'PC');
    expect(pc).toMatchObject({ methodCode: 'PC', annualClaim: 100_000 });
  });
});

const FIRST_DAY = dayNumber('2015-01-01');
const LAST_DAY = dayNumber('2026-12-31');

const registerArb = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.tuple(
    ...Array.from({ length: n }, (_, i) =>
      fc
        .record({
          categoryCode: fc.constantFrom<CategoryCode>('40', '40', 'AD', '43', 'L', 'IA', 'R'),
          methodCode: fc.constantFrom<'DV' | 'PC'>('DV', 'PC'),
          start: fc.integer({ min: FIRST_DAY, max: LAST_DAY }),
          originalCost: fc.integer({ min: 0, max: 50_000_000 }),
          life: fc.integer({ min: 1, max: 12 }),
          knownLife: fc.boolean(),
          disposal: fc.option(
            fc.record({ after: fc.integer({ min: 0, max: 6000 }), value: fc.nat(5_000_000) }),
          ),
        })
        .map((r): TaxAssetInput => {
          const startDate = civilDateOfDayNumber(r.start);
          const a = asset({
            id: String(i + 1),
            categoryCode: r.categoryCode,
            methodCode: r.methodCode,
            startDate,
            entryFinancialYear: 2015,
            originalCost: r.originalCost,
            rate: r.categoryCode === '43' ? ratio(1, 40) : ratio(r.methodCode === 'DV' ? 2 : 1, r.life),
            effectiveLifeYears: r.knownLife ? r.life : null,
          });
          if (r.disposal) {
            a.disposal = {
              date: civilDateOfDayNumber(r.start + r.disposal.after),
              terminationValue: r.disposal.value,
            };
          }
          return a;
        }),
    ),
  ),
);

describe('compareMethods properties', () => {
  it('the cumulative claims are the summary tax flow’s Total over 1, 5, 10 and 40 FYs', () => {
    fc.assert(
      fc.property(registerArb, fc.boolean(), (assets, pool) => {
        const c = compareMethods(assets, { ...settings, lowValuePoolFlag: pool });
        for (const [method, o] of [
          ['PC', c.primeCost],
          ['DV', c.diminishingValue],
        ] as const) {
          const s = calculateSchedule(registerUnderMethod(assets, method), {
            ...settings,
            lowValuePoolFlag: pool,
            depreciationMethod: method,
            years: 40,
          });
          expect(totalsPerFinancialYear(s)).toEqual(o.perFinancialYear);
          const flowTotal = (years: number) => summaryTaxFlow(s, years).total.total;
          expect([o.firstYear, o.fiveYears, o.tenYears, o.fortyYears]).toEqual([1, 5, 10, 40].map(flowTotal));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('each Division 40 asset deducts the same under both methods, what is left included; the same total once written off under both', () => {
    fc.assert(
      fc.property(registerArb, (assets) => {
        const pc = calculateSchedule(registerUnderMethod(assets, 'PC'), {
          ...settings,
          depreciationMethod: 'PC',
          years: 40,
        });
        const dv = calculateSchedule(registerUnderMethod(assets, 'DV'), {
          ...settings,
          depreciationMethod: 'DV',
          years: 40,
        });
        pc.assets.forEach((a, i) => {
          if (a.deductionClass !== 'division40') return;
          const last = pc.lastFinancialYear;
          const claimed = [claimToDate(pc, i, last), claimToDate(dv, i, last)];
          const left = [pc.rows[i]?.year(last).closingValue ?? 0, dv.rows[i]?.year(last).closingValue ?? 0];
          const disposedOf = a.disposalDay !== null && a.disposalDay <= dayNumber('2064-06-30');
          // Deductions + what is left = the start value, less a termination value received (s40-285).
          const canDeduct = a.startValue - (disposedOf ? a.terminationValue : 0);
          expect((claimed[0] ?? 0) + (left[0] ?? 0)).toBe(canDeduct);
          expect((claimed[1] ?? 0) + (left[1] ?? 0)).toBe(canDeduct);
          if (left[0] === 0 && left[1] === 0) expect(claimed[0]).toBe(claimed[1]);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('the report’s own method is its register as it stands: that row is the report’s tax flow, year by year', () => {
    fc.assert(
      fc.property(
        registerArb,
        fc.boolean(),
        fc.constantFrom<'DV' | 'PC'>('DV', 'PC'),
        (assets, pool, own) => {
          const reportSettings = { ...settings, lowValuePoolFlag: pool, depreciationMethod: own };
          const c = compareMethods(assets, reportSettings);
          const report = calculateSchedule(assets, { ...reportSettings, years: 40 });
          const row = own === 'DV' ? c.diminishingValue : c.primeCost;
          expect(row.perFinancialYear).toEqual(totalsPerFinancialYear(report));
          expect(row.fortyYears).toBe(summaryTaxFlow(report, 40).total.total);
          // The other row puts every asset that follows the method on it.
          const other = own === 'DV' ? 'PC' : 'DV';
          const forced = calculateSchedule(registerUnderMethod(assets, other), {
            ...reportSettings,
            depreciationMethod: other,
            years: 40,
          });
          expect((own === 'DV' ? c.primeCost : c.diminishingValue).perFinancialYear).toEqual(
            totalsPerFinancialYear(forced),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

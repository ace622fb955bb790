/**
 * Worked multi-year examples, whole dollars (`roundingUnit: 'dollar'`), as tables checked by hand:
 * [FY, opening value (incl. additions), days held, decline, balancing adjustment, abandonment, closing], in cents.
 * Balancing adjustment = termination value − adjustable value; a demolition write-off shows as negative.
 */
import { describe, expect, it } from 'vitest';
import type { ReportSettings, TaxAssetInput } from './model/input';
import { ratio } from './money/exact';
import { asset, run, yearsOf } from './test-support';

type Row = [number, number, number, number, number, number, number];

function table(a: TaxAssetInput, settings: Partial<ReportSettings>, from: number, to: number): Row[] {
  const s = run([a], { roundingUnit: 'dollar', ...settings });
  return yearsOf(s, 0, from, to).map((y) => [
    y.financialYear,
    y.openingValue + y.additions,
    y.daysHeld,
    y.decline,
    y.balancingAdjustment,
    y.abandonment,
    y.closingValue,
  ]);
}

const pc = (overrides: Partial<TaxAssetInput>) => asset({ methodCode: 'PC', ...overrides });

describe('worked examples', () => {
  const leapAsset = pc({
    startDate: '2023-07-01',
    entryFinancialYear: 2024,
    originalCost: 1_000_000,
    rate: ratio(1, 4),
  });

  it('leap FY2024 under the statutory policy: 366/365 ($10,000 × 25% × 366/365 = $2,506.85 → $2,507)', () => {
    expect(table(leapAsset, {}, 2024, 2028)).toEqual([
      [2024, 1000000, 366, 250700, 0, 0, 749300],
      [2025, 749300, 365, 250000, 0, 0, 499300],
      [2026, 499300, 365, 250000, 0, 0, 249300],
      [2027, 249300, 365, 249300, 0, 0, 0],
      [2028, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('leap FY2024 under cap365: days held never exceed 365', () => {
    expect(table(leapAsset, { leapYearPolicy: 'cap365' }, 2024, 2027)).toEqual([
      [2024, 1000000, 365, 250000, 0, 0, 750000],
      [2025, 750000, 365, 250000, 0, 0, 500000],
      [2026, 500000, 365, 250000, 0, 0, 250000],
      [2027, 250000, 365, 250000, 0, 0, 0],
    ]);
  });

  it('part-year start, DV 40%: 15 Jan to 30 Jun is 167 days ($5,000 × 40% × 167/365 = $915.07)', () => {
    expect(
      table(
        asset({
          startDate: '2022-01-15',
          entryFinancialYear: 2022,
          originalCost: 500_000,
          rate: ratio(2, 5),
        }),
        {},
        2022,
        2025,
      ),
    ).toEqual([
      [2022, 500000, 167, 91500, 0, 0, 408500],
      [2023, 408500, 365, 163400, 0, 0, 245100],
      [2024, 245100, 366, 98300, 0, 0, 146800],
      [2025, 146800, 365, 58700, 0, 0, 88100],
    ]);
  });

  it('written-down value taken over mid-life (PC, $4,500 at 31 Dec 2020, claim $1,000 a year)', () => {
    const a = pc({
      startDate: '2015-07-01',
      entryFinancialYear: 2021,
      originalCost: 1_000_000,
      annualClaim: 100_000,
      writtenDownValue: { value: 450_000, date: '2020-12-31' },
      rate: ratio(1, 10),
    });
    expect(table(a, {}, 2021, 2026)).toEqual([
      [2021, 450000, 181, 49600, 0, 0, 400400],
      [2022, 400400, 365, 100000, 0, 0, 300400],
      [2023, 300400, 365, 100000, 0, 0, 200400],
      [2024, 200400, 366, 100300, 0, 0, 100100],
      [2025, 100100, 365, 100000, 0, 0, 100],
      [2026, 100, 365, 100, 0, 0, 0],
    ]);
  });

  it('DV tail moving into the pool: OAV $750 < $1,000 on 1 July 2022, then 37.5% with no days', () => {
    const s = run(
      [
        asset({
          startDate: '2020-07-01',
          entryFinancialYear: 2021,
          originalCost: 300_000,
          rate: ratio(1, 2),
        }),
      ],
      { roundingUnit: 'dollar', lowValuePoolFlag: true },
    );
    const rows = yearsOf(s, 0, 2021, 2025);
    expect(
      rows.map((y) => [
        y.financialYear,
        y.openingValue + y.additions,
        y.daysHeld,
        y.decline,
        y.closingValue,
        y.pooled,
      ]),
    ).toEqual([
      [2021, 300000, 365, 150000, 150000, false],
      [2022, 150000, 365, 75000, 75000, false],
      [2023, 75000, 0, 28100, 46900, true],
      [2024, 46900, 0, 17600, 29300, true],
      [2025, 29300, 0, 11000, 18300, true],
    ]);
  });

  it('two demolitions of 25% each (rule 7: the second writes off 25% ÷ 75% of what remains), cap365', () => {
    const building = pc({
      categoryCode: '43',
      startDate: '2020-07-01',
      entryFinancialYear: 2021,
      originalCost: 10_000_000,
      historicalBuildingCost: 10_000_000,
      rate: ratio(1, 40),
      demolitions: [
        { date: '2022-12-31', rate: ratio(1, 4) },
        { date: '2024-06-30', rate: ratio(1, 4) },
      ],
    });
    // FY2023: 184 days × $2,500 + 181 days × $1,875 = $1,260.27 + $929.79 → $2,190; write-off 25% × ($95,000 − $1,260.27) → $23,435.
    expect(table(building, { leapYearPolicy: 'cap365' }, 2021, 2026)).toEqual([
      [2021, 10000000, 365, 250000, 0, 0, 9750000],
      [2022, 9750000, 365, 250000, 0, 0, 9500000],
      [2023, 9500000, 365, 219000, -2343500, 0, 6937500],
      [2024, 6937500, 365, 187500, -2250000, 0, 4500000],
      [2025, 4500000, 365, 125000, 0, 0, 4375000],
      [2026, 4375000, 365, 125000, 0, 0, 4250000],
    ]);
  });

  it('100% demolition on 30 Sep 2022: decline for 92 days, the rest written off, nothing after', () => {
    const building = pc({
      categoryCode: '43',
      startDate: '2020-07-01',
      entryFinancialYear: 2021,
      originalCost: 10_000_000,
      historicalBuildingCost: 10_000_000,
      rate: ratio(1, 40),
      demolitions: [{ date: '2022-09-30', rate: ratio(1) }],
    });
    expect(table(building, {}, 2021, 2024)).toEqual([
      [2021, 10000000, 365, 250000, 0, 0, 9750000],
      [2022, 9750000, 365, 250000, 0, 0, 9500000],
      [2023, 9500000, 92, 63000, -9437000, 0, 0],
      [2024, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('abandonment mid-year (label dated 31 Dec 2022): 184 days of decline, then the rest abandoned', () => {
    const fitOut = pc({
      startDate: '2020-07-01',
      entryFinancialYear: 2021,
      originalCost: 1_000_000,
      rate: ratio(1, 10),
      abandonmentDate: '2022-12-31',
      abandonmentLabel: 'Level 3',
    });
    expect(table(fitOut, {}, 2021, 2024)).toEqual([
      [2021, 1000000, 365, 100000, 0, 0, 900000],
      [2022, 900000, 365, 100000, 0, 0, 800000],
      [2023, 800000, 184, 50400, 0, 749600, 0],
      [2024, 0, 0, 0, 0, 0, 0],
    ]);
  });

  const sold = (terminationValue: number) =>
    asset({
      startDate: '2020-07-01',
      entryFinancialYear: 2021,
      originalCost: 1_000_000,
      rate: ratio(1, 5),
      disposal: { date: '2022-12-31', terminationValue },
    });

  it('disposal with a gain: sold for $8,000 with an adjustable value of $5,755 → $2,245 assessable', () => {
    expect(table(sold(800_000), {}, 2021, 2024)).toEqual([
      [2021, 1000000, 365, 200000, 0, 0, 800000],
      [2022, 800000, 365, 160000, 0, 0, 640000],
      [2023, 640000, 184, 64500, 224500, 0, 0],
      [2024, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('disposal with a loss: sold for $2,000 → $3,755 deductible', () => {
    expect(table(sold(200_000), {}, 2021, 2024)).toEqual([
      [2021, 1000000, 365, 200000, 0, 0, 800000],
      [2022, 800000, 365, 160000, 0, 0, 640000],
      [2023, 640000, 184, 64500, -375500, 0, 0],
      [2024, 0, 0, 0, 0, 0, 0],
    ]);
  });
});

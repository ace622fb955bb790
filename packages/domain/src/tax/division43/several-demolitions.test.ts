/**
 * Rule 7 (docs/tax-rules.md): rates are percentages of the original historical cost, and the k-th demolition
 * writes off rate_k ÷ (1 − the earlier rates) of the value left after the earlier write-offs as rounded (the
 * amounts actually deducted), after the decline up to its date (rule 8: the FY's decline is rounded once).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import { fyOfDay } from '../calendar/financial-year';
import { ratio } from '../money/exact';
import { calculateSchedule } from '../outputs/schedule';
import { asset, run, yearsOf } from '../test-support';
import { demolitionAdjustedFigures } from './demolition';

const building = (demolitions: { date: string; rate: ReturnType<typeof ratio> }[]) =>
  asset({
    categoryCode: '43',
    methodCode: 'PC',
    startDate: '2020-07-01',
    entryFinancialYear: 2021,
    originalCost: 10_000_000,
    historicalBuildingCost: 10_000_000,
    rate: ratio(1, 40),
    demolitions,
  });

describe('several demolitions (rule 7)', () => {
  const twoInOneYear = building([
    { date: '2022-11-30', rate: ratio(1, 10) },
    { date: '2023-03-31', rate: ratio(15, 100) },
  ]);

  /*
   * $100,000 building at 2.5% (claim $2,500), whole dollars. FY2021 and FY2022: $2,500 each → $95,000.
   * FY2023, in cents:
   *   1 Jul–30 Nov, 153 days at $2,500: 104,794.52; left 9,500,000 − 104,794.52 = 9,395,205.48;
   *     10% ÷ (1 − 0) of it = 939,520.55 → $9,395 written off.
   *   1 Dec–31 Mar, 121 days at $2,250 (90%): 74,589.04; decline so far 179,383.56;
   *     left 9,500,000 − 939,500 (the first write-off as rounded) − 179,383.56 = 8,381,116.44;
   *     15% ÷ (1 − 10%) = 1/6 of it = 1,396,852.74 → $13,969 written off. Had the first write-off been taken
   *     unrounded (939,520.55), 1/6 of 8,381,095.89 = 1,396,849.32 → $13,968: the rounding is carried, as deducted.
   *   1 Apr–30 Jun, 91 days at $1,875 (75%): 46,746.58; decline 226,130.14 → $2,261.
   *   Closing 9,500,000 − 226,100 − 939,500 − 1,396,900 = 6,937,500; balancing adjustment −$23,364.
   * FY2024 (leap, statutory): $1,875 × 366/365 = $1,880.14 → $1,880. FY2025: $1,875.
   */
  it('writes off 10% of what remains, then 15% ÷ 90% of what the rounded write-off left', () => {
    const s = run([twoInOneYear], { roundingUnit: 'dollar' });
    expect(
      yearsOf(s, 0, 2021, 2025).map((y) => [
        y.financialYear,
        y.openingValue + y.additions,
        y.daysHeld,
        y.decline,
        y.balancingAdjustment,
        y.closingValue,
      ]),
    ).toEqual([
      [2021, 10_000_000, 365, 250_000, 0, 9_750_000],
      [2022, 9_750_000, 365, 250_000, 0, 9_500_000],
      [2023, 9_500_000, 365, 226_100, -2_336_400, 6_937_500],
      [2024, 6_937_500, 366, 188_000, 0, 6_749_500],
      [2025, 6_749_500, 365, 187_500, 0, 6_562_000],
    ]);
  });

  it('shows the same shares and adjusted figures in the register (10% → 1/10, then 15% → 1/6)', () => {
    const figures = demolitionAdjustedFigures(10_000_000, ratio(1, 40), twoInOneYear.demolitions ?? []);
    expect(
      figures.map((f) => [f.writeOffShare, f.adjustedHistoricalCost, f.adjustedAnnualDepreciation]),
    ).toEqual([
      [ratio(1, 10), 9_000_000, 225_000],
      [ratio(1, 6), 7_500_000, 187_500],
    ]);
  });

  it('ends the asset on a demolition that reaches 100%, writing off whatever the earlier ones left', () => {
    // 40% on 31 Dec 2021 then 60% on 30 Jun 2023, cents. FY2022: 184 days at $2,500 = 126,027.40 and 181 days at
    // $1,500 = 74,383.56 → decline 200,411 (rounded once); write-off 40% × (9,750,000 − 126,027.40) = 3,849,589.04
    // → 3,849,589. Closing 9,750,000 − 200,411 − 3,849,589 = 5,700,000. FY2023: 365 days at $1,500 = 150,000, then
    // the 60% (the rest) writes off 5,550,000.
    const s = run([
      building([
        { date: '2021-12-31', rate: ratio(2, 5) },
        { date: '2023-06-30', rate: ratio(3, 5) },
      ]),
    ]);
    expect(yearsOf(s, 0, 2022, 2024).map((y) => [y.decline, y.balancingAdjustment, y.closingValue])).toEqual([
      [200_411, -3_849_589, 5_700_000],
      [150_000, -5_550_000, 0],
      [0, 0, 0],
    ]);
  });
});

/** round(n ÷ d) half away from zero for n, d > 0: the engine's rounding, written out again for the model. */
const roundHalfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

describe('several demolitions: property', () => {
  it('with no decline, each write-off is round(left × rate ÷ (1 − earlier rates)), left as rounded', () => {
    const demolitionArb = fc.array(
      fc.record({ gap: fc.integer({ min: 1, max: 500 }), percent: fc.integer({ min: 1, max: 60 }) }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        demolitionArb,
        fc.constantFrom<'cent' | 'dollar'>('cent', 'dollar'),
        (cost, specs, roundingUnit) => {
          const unit = roundingUnit === 'dollar' ? 100 : 1;
          let day = dayNumber('2020-07-01');
          let earlier = 0;
          const demolitions: { date: string; rate: ReturnType<typeof ratio>; percent: number }[] = [];
          for (const { gap, percent } of specs) {
            const p = Math.min(percent, 100 - earlier);
            if (p <= 0) break;
            day += gap;
            demolitions.push({ date: civilDateOfDayNumber(day), rate: ratio(p, 100), percent: p });
            earlier += p;
          }
          // The model: value left, as rounded, after each write-off; the last 100% takes what is left.
          const expected = new Map<number, number>();
          let left = cost;
          let before = 0;
          for (const d of demolitions) {
            const writeOff =
              before + d.percent >= 100
                ? left
                : Math.min(left, roundHalfUp(left * d.percent, (100 - before) * unit) * unit);
            const fy = fyOfDay(dayNumber(d.date));
            expected.set(fy, (expected.get(fy) ?? 0) - writeOff);
            left -= writeOff;
            before += d.percent;
          }
          const s = calculateSchedule(
            [
              asset({
                categoryCode: '43',
                methodCode: 'PC',
                startDate: '2020-07-01',
                entryFinancialYear: 2021,
                originalCost: cost,
                historicalBuildingCost: cost,
                rate: ratio(0),
                demolitions: demolitions.map(({ date, rate }) => ({ date, rate })),
              }),
            ],
            { eofyReportDate: '2025-06-30', roundingUnit },
          );
          for (const [fy, balancing] of expected) {
            expect(s.rows[0]?.year(fy).balancingAdjustment).toBe(balancing);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

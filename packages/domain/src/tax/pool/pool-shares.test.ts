/**
 * Rule 5 (docs/tax-rules.md): the pool's decline is one figure, shared over its assets by largest remainder in whole
 * units of the report's rounding, so that under dollar rounding every share is a whole dollar and the shares add up
 * to the pool's figure, in the rows, the views and the tax flow alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaxAssetInput } from '../model/input';
import { deductionView } from '../outputs/deduction-views';
import { calculateSchedule, type Schedule } from '../outputs/schedule';
import { summaryTaxFlow } from '../outputs/tax-flow';
import { asset, run, yearsOf } from '../test-support';
import { allocatePoolShares } from './allocation';

/** Three low-cost assets (category L) that join the pool in FY2025; one in another asset group. */
const pooled = [
  asset({
    id: '1',
    categoryCode: 'L',
    startDate: '2024-07-01',
    entryFinancialYear: 2025,
    originalCost: 80_000,
  }),
  asset({
    id: '2',
    categoryCode: 'L',
    startDate: '2024-07-01',
    entryFinancialYear: 2025,
    originalCost: 65_050,
  }),
  asset({
    id: '3',
    categoryCode: 'L',
    assetGroup: 'Furniture',
    startDate: '2024-07-01',
    entryFinancialYear: 2025,
    originalCost: 33_333,
  }),
];

/** [FY, value going in (opening + additions), share of the pool's decline, closing], in cents. */
const rowsOf = (s: Schedule, i: number) =>
  yearsOf(s, i, 2025, 2026).map((y) => [
    y.financialYear,
    y.openingValue + y.additions,
    y.decline,
    y.closingValue,
  ]);

describe('pool shares in whole units of the rounding (rule 5)', () => {
  /*
   * FY2025: additions $800.00 + $650.50 + $333.33 = $1,783.83; 18.75% = $334.468 → pool figure $334.
   *   Exact shares $334 × cost ÷ $1,783.83: $149.790, $121.798, $62.412. Whole dollars 149 + 121 + 62 = 332; the two
   *   dollars left go to the largest remainders, .798 (asset 2) and .790 (asset 1): $150, $122, $62.
   *   (In cents, as before this rule: $149.79, $121.80, $62.41, which the report cannot print.)
   * FY2026: balances $650.00 + $528.50 + $271.33 = $1,449.83; 37.5% = $543.686 → $544. Exact shares $243.891,
   *   $198.302, $101.807; 243 + 198 + 101 = 542, the two dollars left to .891 (asset 1) and .807 (asset 3):
   *   $244, $198, $102. Closing $406.00, $330.50, $169.33 (the costs' cents stay, rule 14).
   */
  const s = run(pooled, { roundingUnit: 'dollar', lowValuePoolFlag: true });

  it('shares each FY in whole dollars, by largest remainder', () => {
    expect(rowsOf(s, 0)).toEqual([
      [2025, 80_000, 15_000, 65_000],
      [2026, 65_000, 24_400, 40_600],
    ]);
    expect(rowsOf(s, 1)).toEqual([
      [2025, 65_050, 12_200, 52_850],
      [2026, 52_850, 19_800, 33_050],
    ]);
    expect(rowsOf(s, 2)).toEqual([
      [2025, 33_333, 6_200, 27_133],
      [2026, 27_133, 10_200, 16_933],
    ]);
    const poolFigure = (fy: number) => s.pool.find((p) => p.financialYear === fy)?.decline;
    expect([poolFigure(2025), poolFigure(2026)]).toEqual([33_400, 54_400]);
  });

  it('gives the views per asset group and the tax flow the same whole dollars', () => {
    const view = deductionView(s, 'lowValuePool');
    const groupFigures = view.categoryAsset.map((g) => [
      g.assetGroup,
      g.years[1]?.depreciation,
      g.years[2]?.depreciation,
    ]);
    // Furniture: asset 3 alone; Plant: $150 + $122 = $272 in FY2025, $244 + $198 = $442 in FY2026.
    expect(groupFigures).toEqual([
      ['Furniture', 6_200, 10_200],
      ['Plant', 27_200, 44_200],
    ]);
    expect(view.balance[1]?.depreciation).toBe(33_400);
    const flow = summaryTaxFlow(s);
    expect(flow.balanceSummaryTaxFlow.slice(0, 2).map((r) => r.div40LVPDepreciation)).toEqual([
      33_400, 54_400,
    ]);
  });

  it('keeps cent shares under cent rounding (FY2025: $334.47 → $150.00, $121.97, $62.50)', () => {
    // 18.75% × $1,783.83 = $334.468125 → $334.47. Exact: 15,000.084, 12,196.943 and 6,249.973 cents → 15,000 +
    // 12,196 + 6,249 = 33,445; the two cents left go to the largest remainders, .973 (asset 3) and .943 (asset 2).
    const cents = run(pooled, { lowValuePoolFlag: true });
    expect([0, 1, 2].map((i) => cents.rows[i]?.year(2025).decline)).toEqual([15_000, 12_197, 6_250]);
  });
});

describe('allocatePoolShares: no share beyond its member’s balance', () => {
  it('passes a unit a member cannot take whole to the next largest remainder', () => {
    // $2 over balances $0.90 and $2.00 (weights alike): exact 0.621 and 1.379 units → 0 + 1, the unit left goes to
    // .621, but member 1 holds only 90 cents: that unit goes to member 2, which can take it. Shares $0 and $2.
    expect(Array.from(allocatePoolShares(200, [90, 200], [90, 200], [1, 2], 100))).toEqual([0, 200]);
  });

  it('at a pool’s tail, shares the dollar no member can take whole in cents, largest balance first', () => {
    // $1 over three balances of 45 cents: no member can take a whole dollar; 45 + 45 + 10 cents, by id on ties.
    expect(Array.from(allocatePoolShares(100, [45, 45, 45], [45, 45, 45], [1, 2, 3], 100))).toEqual([
      45, 45, 10,
    ]);
  });

  it('refuses a pool figure that is not a whole number of units', () => {
    expect(() => allocatePoolShares(150, [1], [500], [1], 100)).toThrow(RangeError);
  });
});

const poolAsset = (id: number, cost: number, startDay: number): TaxAssetInput =>
  asset({
    id: String(id),
    categoryCode: 'L',
    assetGroup: id % 2 === 0 ? 'Plant' : 'Furniture',
    startDate: `20${String(18 + (startDay % 7)).padStart(2, '0')}-${String(1 + (startDay % 12)).padStart(2, '0')}-15`,
    entryFinancialYear: 2018,
    originalCost: cost,
  });

describe('pool shares: properties', () => {
  it('under dollar rounding each FY’s shares add up to the pool figure, are whole dollars and never exceed a balance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 83 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (specs) => {
          const assets = specs.map(([cost, day], i) => poolAsset(i + 1, cost, day));
          const s = calculateSchedule(assets, {
            eofyReportDate: '2025-06-30',
            roundingUnit: 'dollar',
            lowValuePoolFlag: true,
          });
          for (const p of s.pool) {
            let sum = 0;
            let tail = false;
            s.rows.forEach((r) => {
              const y = r.year(p.financialYear);
              if (!y.pooled) return;
              sum += y.decline;
              expect(y.closingValue).toBeGreaterThanOrEqual(0);
              expect(y.decline).toBeLessThanOrEqual(y.openingValue + y.additions);
              // A balance under $4 can leave no member able to take a whole dollar (the pool's tail).
              if (y.openingValue + y.additions < 400) tail = true;
            });
            expect(sum).toBe(p.decline);
            expect(p.decline % 100).toBe(0);
            if (!tail) {
              s.rows.forEach((r) => {
                const y = r.year(p.financialYear);
                if (y.pooled) expect(y.decline % 100).toBe(0);
              });
            }
          }
          const view = deductionView(s, 'lowValuePool');
          for (const cell of view.balance) expect(cell.depreciation % 100).toBe(0);
        },
      ),
      { numRuns: 100 },
    );
  });
});

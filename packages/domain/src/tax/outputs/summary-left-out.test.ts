/**
 * Issue 23 item 9: the Summary's original-cost total covers every line; the assets without one are counted by
 * reason, so the Total and the register reconcile (summary-left-out.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratio } from '../money/exact';
import { asset, run } from '../test-support';
import { summaryLines } from './category-lines';
import { summaryTab } from './tabs';

describe('the assets the Summary leaves out (issue 23 item 9)', () => {
  const register = [
    asset({ id: '1', description: 'In use' }),
    asset({
      id: '2',
      description: 'Sold FY2023',
      disposal: { date: '2022-10-01', terminationValue: 10_000 },
    }),
    asset({
      id: '3',
      description: 'Stripped out FY2023',
      abandonmentDate: '2023-03-01',
      abandonmentLabel: 'Lease',
    }),
    asset({
      id: '4',
      description: 'Written off FY2022',
      categoryCode: 'IA',
      originalCost: 50_000,
      rate: ratio(1, 1),
      startDate: '2021-07-01',
      entryFinancialYear: 2022,
    }),
    asset({
      id: '5',
      description: 'Bought FY2026',
      originalCost: 30_000,
      startDate: '2025-08-01',
      entryFinancialYear: 2025,
    }),
    asset({
      id: '6',
      description: 'Low-cost, this FY',
      categoryCode: 'L',
      originalCost: 80_000,
      rate: ratio(3, 8),
      startDate: '2024-07-01',
      entryFinancialYear: 2025,
    }),
    asset({ id: '7', description: 'Sold this FY', disposal: { date: '2024-10-01', terminationValue: 100 } }),
  ];

  it('counts the assets without a line by reason, with their original cost; lines and those add up to the register', () => {
    // Without the pool: with it, the sold and stripped-out assets would have gone into the pool first (lines).
    const s = run(register);
    const state = summaryLines(s);
    expect(state.leftOut).toEqual({
      startsLater: { count: 1, originalCost: 30_000 },
      endedEarlier: { count: 3, originalCost: 250_000 },
    });
    const lineIds = summaryTab(s).categoryWiseAssetForSummaryTab.flatMap((g) =>
      g.listOfAssetForSummaryTab.map((a) => a.assetId),
    );
    expect(lineIds).toEqual(['1', '6', '7']);
    expect(state.total.originalCost + 30_000 + 250_000).toBe(
      register.reduce((sum, a) => sum + a.originalCost, 0),
    );
  });

  it('property: every asset is a line or left out, once, and the original costs add up to the register', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: 2018, max: 2027 }),
            cost: fc.integer({ min: 0, max: 5_000_000 }),
            disposedAfter: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
            category: fc.constantFrom('40', 'IA', 'R', 'L'),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (drawn) => {
          const assets = drawn.map((d, i) =>
            asset({
              id: String(i + 1),
              categoryCode: d.category as '40',
              originalCost: d.category === 'L' ? Math.min(d.cost, 99_999) : d.cost,
              rate: d.category === 'IA' || d.category === 'R' ? ratio(1, 1) : ratio(1, 5),
              startDate: `${d.start - 1}-09-01`,
              entryFinancialYear: Math.min(d.start, 2025),
              disposal:
                d.disposedAfter === null
                  ? null
                  : { date: `${d.start - 1 + d.disposedAfter}-11-01`, terminationValue: 0 },
            }),
          );
          const s = run(assets, { lowValuePoolFlag: true });
          const state = summaryLines(s);
          const { startsLater, endedEarlier } = state.leftOut;
          expect(state.lineCount + startsLater.count + endedEarlier.count).toBe(assets.length);
          expect(state.total.originalCost + startsLater.originalCost + endedEarlier.originalCost).toBe(
            s.assets.reduce((sum, a) => sum + a.input.originalCost, 0),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

import {
  type CategoryCode,
  calculateSchedule,
  civilDateOfDayNumber,
  dayNumber,
  ratio,
  summaryTaxFlow,
  type TaxAssetInput,
} from '@taxdep/domain/tax';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listedYears } from './asset-years';

const base = (overrides: Partial<TaxAssetInput>): TaxAssetInput => ({
  id: '1',
  categoryCode: '40',
  methodCode: 'DV',
  assetGroup: 'Plant',
  industry: 'Property operators',
  subIndustry: 'Residential',
  startDate: '2020-09-01',
  entryFinancialYear: 2021,
  originalCost: 500_000,
  rate: ratio(1, 5),
  ...overrides,
});

describe('the FYs taxdep calc lists', () => {
  it('keeps the balancing adjustment of an instant write-off sold years later', () => {
    // $5,000 written off whole in FY2021 (IA), sold on 1 March 2030 for $1,200: its adjustable value is nil, so the
    // $1,200 is assessable in FY2030 (rule 13). FY2022-FY2029 are zero years between the two; they are listed, and
    // the listing ends with FY2030 instead of stopping at FY2022 and losing the $1,200.
    const s = calculateSchedule(
      [base({ categoryCode: 'IA', disposal: { date: '2030-03-01', terminationValue: 120_000 } })],
      { eofyReportDate: '2025-06-30' },
    );
    const years = listedYears(s, 0);
    expect(years.map((y) => y.financialYear)).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
    expect(years[0]).toMatchObject({ additions: 500_000, decline: 500_000, closingValue: 0 });
    expect(years.at(-1)).toMatchObject({ financialYear: 2030, balancingAdjustment: 120_000 });
    // The summary tax flow has it too, as a negative deduction (rule 15), in its sixth year.
    expect(summaryTaxFlow(s).balanceSummaryTaxFlow[5]).toMatchObject({
      finYearEndDate: '2030-06-30',
      div40BalancingAdjustment: -120_000,
    });
  });

  it('lists the entry FY, never history before it, and stops after the last FY with a figure', () => {
    // Repairs of $952 in FY2021: one row. A DV asset entering in FY2023: its rows start there (rule 1), opening.
    const s = calculateSchedule(
      [
        base({ id: '1', categoryCode: 'R', originalCost: 95_200 }),
        base({ id: '2', startDate: '2020-07-01', entryFinancialYear: 2023 }),
      ],
      { eofyReportDate: '2025-06-30' },
    );
    expect(listedYears(s, 0).map((y) => [y.financialYear, y.decline])).toEqual([[2021, 95_200]]);
    // Rule 1 (issue 26 item 10): held before its entry FY, the asset opens FY2023 with its value; no addition.
    expect(listedYears(s, 1)[0]).toMatchObject({ financialYear: 2023, additions: 0 });
    expect(listedYears(s, 1)[0]?.openingValue).toBeGreaterThan(0);
  });
});

const FIRST_DAY = dayNumber('2016-07-01');

const assetArb = (id: string) =>
  fc
    .record({
      categoryCode: fc.constantFrom<CategoryCode>('40', 'AD', '43', 'L', 'IA', 'R'),
      methodCode: fc.constantFrom<'DV' | 'PC'>('DV', 'PC'),
      start: fc.integer({ min: 0, max: 3000 }),
      cost: fc.integer({ min: 0, max: 5_000_000 }),
      life: fc.integer({ min: 1, max: 15 }),
      event: fc.option(
        fc.record({
          kind: fc.constantFrom('disposal', 'abandonment'),
          after: fc.integer({ min: 0, max: 8000 }),
          value: fc.integer({ min: 0, max: 3_000_000 }),
        }),
      ),
    })
    .map((r): TaxAssetInput => {
      const startDay = FIRST_DAY + r.start;
      const a = base({
        id,
        categoryCode: r.categoryCode,
        methodCode: r.methodCode,
        startDate: civilDateOfDayNumber(startDay),
        entryFinancialYear: 2017,
        originalCost: r.cost,
        historicalBuildingCost: r.categoryCode === '43' ? r.cost : null,
        rate: ratio(r.methodCode === 'DV' ? 2 : 1, r.life),
      });
      const date = r.event ? civilDateOfDayNumber(startDay + r.event.after) : '';
      if (r.event?.kind === 'disposal') a.disposal = { date, terminationValue: r.event.value };
      if (r.event?.kind === 'abandonment') a.abandonmentDate = date;
      return a;
    });

describe('the FYs taxdep calc lists: property', () => {
  it('the listed rows from the current FY add up to the summary tax flow’s total: nothing is lost', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => assetArb(String(i + 1))))),
        fc.boolean(),
        (assets, lowValuePoolFlag) => {
          const s = calculateSchedule(assets, { eofyReportDate: '2025-06-30', lowValuePoolFlag });
          let listed = 0;
          s.assets.forEach((_, i) => {
            const years = listedYears(s, i);
            // Contiguous from the entry FY: a zero year between two active ones is listed.
            const first = years[0]?.financialYear ?? 0;
            years.forEach((y, k) => {
              expect(y.financialYear).toBe(first + k);
              if (y.financialYear >= s.currentFinancialYear)
                listed += y.decline + y.abandonment - y.balancingAdjustment;
            });
          });
          expect(listed).toBe(summaryTaxFlow(s).total.total);
        },
      ),
      { numRuns: 150 },
    );
  });
});

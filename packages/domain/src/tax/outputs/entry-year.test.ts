/**
 * Rule 1 (docs/tax-rules.md): an asset's entry FY (financialYearEndDate) after the report's current FY is a
 * validation error, and the FYs before an entry FY are history: they appear in no output (no row, no prior-year
 * column, no share of any view or of the tax flow).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TaxInputError } from '../model/input';
import { ratio } from '../money/exact';
import { asset, run } from '../test-support';
import { DEDUCTION_VIEW_KINDS, deductionViews } from './deduction-views';
import { calculateSchedule, validateTaxInput } from './schedule';
import { calculationsTab, summaryTab } from './tabs';
import { summaryTaxFlow } from './tax-flow';

describe('entry FY after the report’s current FY (rule 1)', () => {
  const late = asset({ startDate: '2024-07-01', entryFinancialYear: 2026 });

  it('is an issue of the input, naming both FYs', () => {
    expect(validateTaxInput([late], { eofyReportDate: '2025-06-30' })).toEqual([
      { assetId: '1', field: 'entryFinancialYear', message: "FY2026 is after the report's current FY2025" },
    ]);
    expect(validateTaxInput([late], { eofyReportDate: '2026-06-30' })).toEqual([]);
    expect(() => run([late])).toThrow(TaxInputError);
  });
});

describe('history before the entry FY appears in no output (rule 1)', () => {
  /*
   * $10,000 at 10% prime cost from 1 July 2019 (claim $1,000), cap365, entering the register in FY2024, the report's
   * current FY. History FY2020-FY2023: 4 × $1,000 → $6,000 at 1 July 2023. FY2024: opening $6,000, additions 0
   * (rule 1: held before the entry FY, so its value carried in opens it), decline $1,000, closing $5,000. The prior-year column (FY2023) holds nothing of it, though the asset
   * then had $7,000 → $6,000.
   */
  const machine = asset({
    methodCode: 'PC',
    startDate: '2019-07-01',
    entryFinancialYear: 2024,
    originalCost: 1_000_000,
    rate: ratio(1, 10),
  });
  const settings = { eofyReportDate: '2024-06-30', leapYearPolicy: 'cap365' as const };

  it('shows the value at entry as the opening value in the Calculations and Summary tabs, not as additions', () => {
    const s = run([machine], settings);
    expect(calculationsTab(s).modelAssetCalcParams[0]).toMatchObject({
      openingWrittenDownValue: 600_000,
      additions: 0,
      depreciation: 100_000,
      closingWrittenDownValue: 500_000,
    });
    expect(summaryTab(s).total).toMatchObject({ openingWrittenDownValue: 600_000, additions: 0 });
  });

  it('leaves the prior-year column of every view empty, and the entry FY opens with the value', () => {
    const s = run([machine], settings);
    const division40 = deductionViews(s).division40;
    expect(division40.financialYears.slice(0, 2)).toEqual([2023, 2024]);
    expect(division40.balance[0]).toMatchObject({ owdv: 0, additions: 0, depreciation: 0, cwdv: 0 });
    expect(division40.balance[1]).toMatchObject({ owdv: 600_000, additions: 0, depreciation: 100_000 });
  });

  it('leaves a pooled asset’s history out of the pool view’s rows and the tax flow', () => {
    // Category L, pooled from FY2020 (18.75% of $800, then 37.5% a year): only FY2024 on is shown.
    const tool = asset({
      categoryCode: 'L',
      startDate: '2019-07-01',
      entryFinancialYear: 2024,
      originalCost: 80_000,
    });
    const s = run([tool], { ...settings, lowValuePoolFlag: true });
    const pool = deductionViews(s).lowValuePool;
    expect(pool.balance[0]).toMatchObject({ owdv: 0, additions: 0, depreciation: 0, cwdv: 0 });
    const entry = s.rows[0]?.year(2024);
    expect(entry?.additions).toBe(0);
    expect(pool.balance[1]).toMatchObject({
      owdv: entry?.openingValue,
      additions: 0,
      depreciation: entry?.decline,
    });
    expect(summaryTaxFlow(s).balanceSummaryTaxFlow[0]?.div40LVPDepreciation).toBe(entry?.decline);
  });
});

describe('a written-down value carried forward at 30 June opens the next FY (rule 1, issue 26 item 10)', () => {
  /*
   * A carpet of an earlier schedule, $18,000 written down at 30 June 2024, 20% diminishing value, entering the
   * register in FY2025, the current FY. FY2025: opening $18,000, additions $0, decline $18,000 × 20% × 365/365 =
   * $3,600, closing $14,400. A chair bought on 1 October 2024 for $1,800 at 20% is an addition of FY2025: $1,800.
   * The Summary's additions are the chair's $1,800 alone; its opening value is the carpet's $18,000.
   */
  const carpet = asset({
    id: '1',
    startDate: '2019-07-01',
    entryFinancialYear: 2025,
    originalCost: 3_000_000,
    writtenDownValue: { value: 1_800_000, date: '2024-06-30' },
    rate: ratio(1, 5),
  });
  const chair = asset({
    id: '2',
    startDate: '2024-10-01',
    entryFinancialYear: 2025,
    originalCost: 180_000,
    rate: ratio(1, 5),
  });

  it('is the opening value of the Calculations row and of the Summary, not an addition', () => {
    const s = run([carpet, chair], { eofyReportDate: '2025-06-30' });
    const [carpetRow, chairRow] = calculationsTab(s).modelAssetCalcParams;
    expect(carpetRow).toMatchObject({
      openingWrittenDownValue: 1_800_000,
      additions: 0,
      depreciation: 360_000,
      closingWrittenDownValue: 1_440_000,
    });
    expect(chairRow).toMatchObject({ openingWrittenDownValue: 0, additions: 180_000 });
    expect(summaryTab(s).total).toMatchObject({ openingWrittenDownValue: 1_800_000, additions: 180_000 });
  });

  it('joins a pool as its opening balance, not as an addition (rule 4)', () => {
    const tool = asset({
      categoryCode: 'L',
      startDate: '2020-07-01',
      entryFinancialYear: 2025,
      originalCost: 90_000,
      writtenDownValue: { value: 40_000, date: '2024-06-30' },
    });
    const s = run([tool], { eofyReportDate: '2025-06-30', lowValuePoolFlag: true });
    // 37.5% of the $400 opening balance: $150.
    expect(s.rows[0]?.year(2025)).toMatchObject({ openingValue: 40_000, additions: 0, decline: 15_000 });
  });
});

describe('history before the entry FY: property', () => {
  it('no view cell, tab figure or tax flow figure comes from a FY before the entry FY', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2015, max: 2025 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom<'40' | 'L' | '43' | 'IA'>('40', 'L', '43', 'IA'),
        fc.boolean(),
        (startYear, later, categoryCode, lowValuePoolFlag) => {
          const startFY = startYear + 1;
          const entry = Math.min(startFY + later, 2025);
          const a = asset({
            categoryCode,
            methodCode: categoryCode === '43' ? 'PC' : 'DV',
            startDate: `${startYear}-07-01`,
            entryFinancialYear: entry,
            originalCost: 150_000,
            historicalBuildingCost: categoryCode === '43' ? 150_000 : null,
            rate: categoryCode === '43' ? ratio(1, 40) : ratio(1, 4),
          });
          const s = calculateSchedule([a], { eofyReportDate: '2025-06-30', lowValuePoolFlag });
          const views = deductionViews(s);
          for (const kind of DEDUCTION_VIEW_KINDS) {
            views[kind].financialYears.forEach((fy, k) => {
              if (fy >= entry) return;
              const cell = views[kind].balance[k];
              expect([cell?.owdv, cell?.additions, cell?.depreciation, cell?.cwdv]).toEqual([0, 0, 0, 0]);
            });
          }
          // Rule 1: after its start FY, the value carried into the entry FY opens it, never as additions.
          const y = s.rows[0]?.year(entry);
          if (entry > startFY && y) expect(y.additions).toBe(0);
          if (entry === startFY && y) expect(y.openingValue).toBe(0);
          const flow = summaryTaxFlow(s);
          expect(flow.balanceSummaryTaxFlow[0]?.finYearEndDate).toBe('2025-06-30');
        },
      ),
      { numRuns: 150 },
    );
  });
});

/**
 * Issue 25 item 6: the earlier years' figures (earlier-years.ts) are the Deductions views' Total rows for those FYs,
 * on random registers: the year before the current one is the views' prior-year column, and each year is the first
 * column of the views built with the current FY a year later than it; the total is every shown asset's deduction of
 * the year; a year is offered only when an asset shows in it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryLines } from './category-lines';
import { amendableFinancialYears, earlierYears } from './earlier-years';
import { registerArb, settingsArb } from './register-arbitraries.test-support';
import { assetYear, calculateSchedule } from './schedule';
import type { CategoryReportCategory } from './tabs';

const VIEW_OF = {
  division40: '40',
  lowValuePool: 'L',
  division43: 'CapitalWorks',
  abandonment: 'Abandonment',
  instantWriteOff: 'IA',
  otherDeductions: 'R',
} as const satisfies Record<string, CategoryReportCategory>;

describe('the earlier years an owner may amend', () => {
  it('are the Deductions views’ totals for those years, and the year’s deduction of every asset', () => {
    let checkedYears = 0;
    fc.assert(
      fc.property(registerArb(14), settingsArb, (inputs, settings) => {
        const s = calculateSchedule(inputs, settings);
        const current = s.currentFinancialYear;
        const years = amendableFinancialYears(s);
        const shown = (fy: number) => s.assets.some((a) => a.displayFirstFinancialYear <= fy);
        expect(years).toEqual([current - 2, current - 1].filter(shown));
        for (const year of earlierYears(s, years)) {
          const fy = year.financialYear;
          for (const [view, category] of Object.entries(VIEW_OF)) {
            const asTab = categoryLines({ ...s, currentFinancialYear: fy + 1 }, category).balance[0];
            expect(year.views[view as keyof typeof VIEW_OF], `${view} FY${fy}`).toEqual(asTab);
            if (fy === current - 1)
              expect(year.views[view as keyof typeof VIEW_OF]).toEqual(categoryLines(s, category).balance[0]);
          }
          let total = 0;
          s.assets.forEach((a, i) => {
            if (a.displayFirstFinancialYear > fy) return;
            const y = assetYear(s, i, fy);
            total += y.decline + y.abandonment - y.balancingAdjustment;
          });
          expect(year.total, `FY${fy}`).toBe(total);
          checkedYears += 1;
        }
      }),
      { numRuns: 100 },
    );
    expect(checkedYears).toBeGreaterThan(100);
  }, 60_000);
});

/**
 * The deductions of the two FYs before the current one, whose returns the owner may still amend (issue 25 item 6;
 * docs/tax-rules.md "Amendment period"; docs/report-document.md "Earlier years you may still amend"). Each deduction
 * view's Total row for such a FY, summed from the same per-asset figures (`viewFigures`) as the Deductions tab sums
 * a view's Total row: the tab's figures for that FY, had the report's current FY been a year or two earlier. The
 * engine computes every FY of an asset from its start, so nothing is worked out again here.
 */
import { CELLS, FIELDS, ViewYears, viewFigures } from './deduction-cells';
import type { DeductionCell, DeductionViewKind } from './deduction-view-types';
import type { Schedule } from './schedule';

/** What a FY's figures are summed by: the Deductions tab's views. */
const VIEWS: readonly DeductionViewKind[] = [
  'division40',
  'lowValuePool',
  'division43',
  'abandonment',
  'instantWriteOff',
  'otherDeductions',
];

/** The views that share the register out by deduction class, each asset's FY in exactly one of them. */
const BY_CLASS: readonly DeductionViewKind[] = [
  'division40',
  'lowValuePool',
  'division43',
  'instantWriteOff',
  'otherDeductions',
];

export interface EarlierYear {
  /** The FY, by the year it ends in. */
  financialYear: number;
  /** Each view's Total row for the FY (cents). */
  views: Record<DeductionViewKind, DeductionCell>;
  /** The FY's abandonment written off, over the views by class (the abandonment view shows the same assets). */
  abandonment: number;
  /** The FY's balancing adjustments as a deduction: an assessable one (positive in the views) counts negative. */
  balancingAdjustments: number;
  /** The FY's deduction: decline + abandonment − balancing adjustment over the views by class. */
  total: number;
}

/**
 * The two FYs before the current one that the figures reach (an asset shows in it: its entry FY is no later), oldest
 * first: the returns an owner may still amend. Empty when every asset starts in the current FY.
 */
export function amendableFinancialYears(schedule: Schedule): number[] {
  const current = schedule.currentFinancialYear;
  let earliest = current;
  for (const a of schedule.assets) earliest = Math.min(earliest, a.displayFirstFinancialYear);
  return [current - 2, current - 1].filter((fy) => fy >= earliest);
}

/** The figures of `years` (each one or two FYs before the current one), in the order given. */
export function earlierYears(schedule: Schedule, years: readonly number[]): EarlierYear[] {
  // Six FYs from two before the current one: the two earlier FYs are the first two cells of each asset.
  const viewYears = new ViewYears(schedule.currentFinancialYear - 1);
  const scratch = new Float64Array(CELLS);
  const totals = {} as Record<DeductionViewKind, DeductionCell[]>;
  for (const view of VIEWS) {
    const sums = new Float64Array(CELLS);
    for (let i = 0; i < schedule.assets.length; i += 1) {
      if (!viewFigures(schedule, i, view, viewYears, scratch)) continue;
      for (let k = 0; k < 2 * FIELDS; k += 1) sums[k] = (sums[k] as number) + (scratch[k] as number);
    }
    totals[view] = viewYears.cells(sums);
  }
  return years.map((fy) => {
    const k = viewYears.years.indexOf(fy);
    if (k < 0 || k > 1) throw new RangeError(`FY${fy} is not one of the two before the current one`);
    const views = Object.fromEntries(VIEWS.map((v) => [v, totals[v][k] as DeductionCell])) as Record<
      DeductionViewKind,
      DeductionCell
    >;
    let abandonment = 0;
    let balancingAdjustments = 0;
    let total = 0;
    for (const v of BY_CLASS) {
      const cell = views[v];
      abandonment += cell.abandonment;
      balancingAdjustments -= cell.balancingAdjustments;
      total += cell.depreciation + cell.abandonment - cell.balancingAdjustments;
    }
    return { financialYear: fy, views, abandonment, balancingAdjustments, total };
  });
}

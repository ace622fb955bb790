/**
 * What the prime cost versus diminishing value comparison reports per method (issue 12, method-comparison.ts): the
 * claims of the current FY and the cumulative claims over 5, 10 and 40 FYs, as the summary tax flow's Total column
 * adds them (docs/tax-rules.md "Outputs": additional allowances included), and the 40 per-FY totals for a chart.
 */

import type { MethodCode } from '../model/input';
import { COL_ADDITIONAL_ALLOWANCE, COL_POOLED, COLUMNS } from '../model/rows';
import type { Cents } from '../money/exact';
import type { Schedule } from './schedule';
import { summaryTaxFlow } from './tax-flow';

/** The horizon of the comparison: the summary tax flow's 40 FYs. */
export const COMPARISON_YEARS = 40;

export interface MethodYearTotal {
  financialYear: number;
  /** The FY's total deductions, its additional allowances included. */
  total: Cents;
}

export interface MethodOutcome {
  method: MethodCode;
  /** The current FY. */
  firstYear: Cents;
  fiveYears: Cents;
  tenYears: Cents;
  fortyYears: Cents;
  perFinancialYear: MethodYearTotal[];
}

export interface MethodComparison {
  currentFinancialYear: number;
  primeCost: MethodOutcome;
  diminishingValue: MethodOutcome;
}

/** Per FY from the current one: the tax flow's total plus that FY's additional allowances (decision 2). */
export function totalsPerFinancialYear(schedule: Schedule, years = COMPARISON_YEARS): MethodYearTotal[] {
  const flow = summaryTaxFlow(schedule, years);
  const first = schedule.currentFinancialYear;
  const allowances = new Float64Array(flow.balanceSummaryTaxFlow.length);
  const last = first + allowances.length - 1;
  // The same assets and FYs as the flow's Additional Allowances row (outputs/tax-flow.ts).
  schedule.assets.forEach((a, i) => {
    const r = schedule.rows[i];
    const cls = a.deductionClass;
    if (!r || cls === 'division43' || cls === 'repairs' || cls === 'expensed') return;
    const from = Math.max(first, a.displayFirstFinancialYear, r.firstFinancialYear);
    for (let fy = from; fy <= Math.min(last, r.lastFinancialYear); fy++) {
      const at = (fy - r.firstFinancialYear) * COLUMNS;
      if (r.data[at + COL_POOLED] === 1) continue;
      allowances[fy - first] = (allowances[fy - first] ?? 0) + (r.data[at + COL_ADDITIONAL_ALLOWANCE] ?? 0);
    }
  });
  return flow.balanceSummaryTaxFlow.map((row, k) => ({
    financialYear: first + k,
    total: row.total + (allowances[k] ?? 0),
  }));
}

/** The outcome of one method from its per-FY totals. */
export function methodOutcome(method: MethodCode, perFinancialYear: MethodYearTotal[]): MethodOutcome {
  const upTo = (n: number) => perFinancialYear.slice(0, n).reduce((sum, y) => sum + y.total, 0);
  return {
    method,
    firstYear: upTo(1),
    fiveYears: upTo(5),
    tenYears: upTo(10),
    fortyYears: upTo(COMPARISON_YEARS),
    perFinancialYear,
  };
}

/**
 * Prime cost versus diminishing value (issue 12): the same register computed under each method, with the report's
 * method and every Division 40 asset's method forced to it (categories 40 and AD follow the report's method,
 * report/method.ts; L with the pool flag clear uses the report's method, rule 18). Division 43 stays straight line
 * (rule 9); IA, R, expensed items and the pool do not depend on the method. Per method: the claims of the current FY
 * and the cumulative claims over 5, 10 and 40 FYs, as the summary tax flow's Total column adds them
 * (docs/tax-rules.md "Outputs": additional allowances included), and the 40 per-FY totals for a chart.
 *
 * What holds between the two: over an asset's life, deductions + the value left at the horizon = what it can deduct
 * (its start value, less a termination value received, s40-285) under both methods. A diminishing value tail need
 * not reach zero (rule 16: no stop rule; it stays put once its rounded decline is nil), so the totals themselves are
 * equal only for an asset written off under both methods within the horizon (ended by a disposal or an abandonment,
 * or a rate high enough that the last rounded decline takes what is left).
 */

import { categoryFollowsReportMethod } from '../../report/method';
import type { MethodCode, ReportSettings, TaxAssetInput } from '../model/input';
import { COL_ADDITIONAL_ALLOWANCE, COL_POOLED, COLUMNS } from '../model/rows';
import { type Cents, type Ratio, ratio, ratioOfPercent } from '../money/exact';
import { DV_200_PERCENT_FROM, division40Rate, percentOf } from '../rates/effective-life';
import { calculateSchedule, type Schedule } from './schedule';
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

/** Options: ids of assets whose rate is the user's own (Customize mode); their rate keeps its implied life. */
export interface MethodComparisonOptions {
  customisedAssetIds?: ReadonlySet<string>;
}

/** s40-72 / s40-70 / s40-75: DV = 200% (150% before 10 May 2006) ÷ life, PC = 100% ÷ life. */
function multiplier(method: MethodCode, acquired: string): Ratio {
  if (method === 'PC') return ratio(1);
  return acquired >= DV_200_PERCENT_FROM ? ratio(2) : ratio(3, 2);
}

/**
 * The rate of an asset under `method`. A tax-office rate is derived again from the effective life, as the register
 * holds it (a percentage rounded to 2 decimals, decision 12); without a life, or for a customised rate, the rate is
 * converted through the life it implies (rate = multiplier ÷ life).
 */
export function rateUnderMethod(a: TaxAssetInput, method: MethodCode, customised: boolean): Ratio {
  if (a.methodCode === method) return a.rate;
  const acquired = a.acquisitionDate ?? a.startDate;
  const life = a.effectiveLifeYears ?? null;
  if (!customised && life !== null && life > 0) {
    return ratioOfPercent(percentOf(division40Rate(life, method, acquired)));
  }
  const to = multiplier(method, acquired);
  const from = multiplier(a.methodCode, acquired);
  return ratio(a.rate.num * to.num * from.den, a.rate.den * to.den * from.num);
}

/** The register under one method: every asset that follows the report's method takes it, with its rate. */
export function registerUnderMethod(
  assets: readonly TaxAssetInput[],
  method: MethodCode,
  options: MethodComparisonOptions = {},
): TaxAssetInput[] {
  return assets.map((a) => {
    const follows = categoryFollowsReportMethod(a.categoryCode) || a.categoryCode === 'L';
    if (!follows || a.methodCode === method) return a;
    const rate = rateUnderMethod(a, method, options.customisedAssetIds?.has(a.id) ?? false);
    // The service fills the PC annual claim as historical cost × rate, to the cent (docs/tax-rules.md
    // "Asset fields"); without a historical cost the engine uses original cost × rate, exact (decision 6).
    const basis = a.historicalBuildingCost;
    const annualClaim =
      method === 'PC' && basis != null
        ? Number((2n * BigInt(basis) * BigInt(rate.num) + BigInt(rate.den)) / (2n * BigInt(rate.den)))
        : null;
    return { ...a, methodCode: method, rate, annualClaim };
  });
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

function outcome(method: MethodCode, perFinancialYear: MethodYearTotal[]): MethodOutcome {
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

/** The register computed under PC and under DV over 40 FYs from the report's current FY. */
export function compareMethods(
  assets: readonly TaxAssetInput[],
  settings: ReportSettings,
  options: MethodComparisonOptions = {},
): MethodComparison {
  const run = (method: MethodCode) =>
    calculateSchedule(registerUnderMethod(assets, method, options), {
      ...settings,
      depreciationMethod: method,
      years: COMPARISON_YEARS,
    });
  const pc = run('PC');
  const dv = run('DV');
  return {
    currentFinancialYear: pc.currentFinancialYear,
    primeCost: outcome('PC', totalsPerFinancialYear(pc)),
    diminishingValue: outcome('DV', totalsPerFinancialYear(dv)),
  };
}

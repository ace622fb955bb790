/**
 * Prime cost versus diminishing value (issue 12): the same register computed under each method. The report's own
 * method (`settings.depreciationMethod`) is the register as it stands, so its row is the summary tax flow's, figure
 * for figure (issue 25 item 3); under the other method every Division 40 asset's method is forced to it (categories
 * 40 and AD follow the report's method, report/method.ts; L with the pool flag clear uses the report's method,
 * rule 18). Without a report method both rows force every such asset. Division 43 stays straight line
 * (rule 9); IA, R, expensed items and the pool do not depend on the method. Per method: the claims of the current FY
 * and the cumulative claims over 5, 10 and 40 FYs, as the summary tax flow's Total column adds them
 * (docs/tax-rules.md "Outputs": additional allowances included), and the 40 per-FY totals for a chart.
 *
 * What holds between the two: over an asset's life, deductions + the value left at the horizon = what it can deduct
 * (its start value, less a termination value received, s40-285) under both methods. A diminishing value tail need
 * not reach zero (rule 16: no stop rule; it stays put once its rounded decline is nil), so the totals themselves are
 * equal only for an asset written off under both methods within the horizon (ended by a disposal or an abandonment,
 * or a rate high enough that the last rounded decline takes what is left).
 *
 * `compareMethods` is the definition, in one go; `methodComparisonSteps` (method-comparison-steps.ts) gives the
 * same figures a batch of assets at a time, for a caller that must not be held up seconds on a large register.
 */

import type { MethodCode, ReportSettings, TaxAssetInput } from '../model/input';
import {
  COMPARISON_YEARS,
  type MethodComparison,
  methodOutcome,
  totalsPerFinancialYear,
} from './method-outcome';
import { comparedAsset, type MethodComparisonOptions } from './method-rates';
import { calculateSchedule } from './schedule';

export {
  DEFAULT_COMPARISON_BATCH,
  type MethodComparisonStepOptions,
  methodComparisonSteps,
} from './method-comparison-steps';
export * from './method-outcome';
export * from './method-rates';

/** The register computed under PC and under DV over 40 FYs from the report's current FY. */
export function compareMethods(
  assets: readonly TaxAssetInput[],
  settings: ReportSettings,
  options: MethodComparisonOptions = {},
): MethodComparison {
  const run = (method: MethodCode) =>
    calculateSchedule(
      assets.map((a) => comparedAsset(a, method, settings.depreciationMethod, options)),
      {
        ...settings,
        depreciationMethod: method,
        years: COMPARISON_YEARS,
      },
    );
  const pc = run('PC');
  const dv = run('DV');
  return {
    currentFinancialYear: pc.currentFinancialYear,
    primeCost: methodOutcome('PC', totalsPerFinancialYear(pc)),
    diminishingValue: methodOutcome('DV', totalsPerFinancialYear(dv)),
  };
}

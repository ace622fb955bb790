/**
 * The register under one method for the prime cost versus diminishing value comparison (issue 12,
 * method-comparison.ts): every asset that follows the report's method takes it, with its rate derived again
 * (categories 40 and AD follow the report's method, report/method.ts; L with the pool flag clear uses the report's
 * method, docs/tax-rules.md rule 18). Division 43 stays straight line (rule 9); IA, R and expensed items do not
 * depend on the method.
 */

import { categoryFollowsReportMethod } from '../../report/method';
import type { MethodCode, TaxAssetInput } from '../model/input';
import { type Ratio, ratio, ratioOfPercent } from '../money/exact';
import { DV_200_PERCENT_FROM, division40Rate, percentOf } from '../rates/effective-life';

/** Options: ids of assets whose rate is the user's own (Customize mode); their rate keeps its implied life. */
export interface MethodComparisonOptions {
  customisedAssetIds?: ReadonlySet<string>;
}

/**
 * The register under `method` for the comparison. The report's own method (`reportMethod`) is the register as it
 * stands, each asset on the method it has, so that row is the summary tax flow's (issue 25 item 3: a figure printed
 * twice is the same figure); the other method puts every asset that follows the report's method on it.
 */
export function comparedAsset(
  a: TaxAssetInput,
  method: MethodCode,
  reportMethod: MethodCode | null | undefined,
  options: MethodComparisonOptions = {},
): TaxAssetInput {
  return method === reportMethod ? a : assetUnderMethod(a, method, options);
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

/** Whether the asset takes the method compared (categories 40, AD and L). */
export function followsComparedMethod(a: TaxAssetInput): boolean {
  return categoryFollowsReportMethod(a.categoryCode) || a.categoryCode === 'L';
}

/** One asset under `method`: the very same object when it keeps its own (so a caller can tell nothing changed). */
export function assetUnderMethod(
  a: TaxAssetInput,
  method: MethodCode,
  options: MethodComparisonOptions = {},
): TaxAssetInput {
  if (!followsComparedMethod(a) || a.methodCode === method) return a;
  const rate = rateUnderMethod(a, method, options.customisedAssetIds?.has(a.id) ?? false);
  // The service fills the PC annual claim as historical cost × rate, to the cent (docs/tax-rules.md
  // "Asset fields"); without a historical cost the engine uses original cost × rate, exact (decision 6).
  const basis = a.historicalBuildingCost;
  const annualClaim =
    method === 'PC' && basis != null
      ? Number((2n * BigInt(basis) * BigInt(rate.num) + BigInt(rate.den)) / (2n * BigInt(rate.den)))
      : null;
  return { ...a, methodCode: method, rate, annualClaim };
}

/** The register under one method: every asset that follows the report's method takes it, with its rate. */
export function registerUnderMethod(
  assets: readonly TaxAssetInput[],
  method: MethodCode,
  options: MethodComparisonOptions = {},
): TaxAssetInput[] {
  return assets.map((a) => assetUnderMethod(a, method, options));
}

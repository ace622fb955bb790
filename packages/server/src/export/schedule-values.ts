/**
 * The values the accountants' layouts share (docs/api.md "Exports", "Accountants' layouts"): our asset type, the
 * rate and cost a decline is worked on, the pool's rates.
 */
import { rateCell } from './cells';
import type { ScheduleLine } from './schedule-lines';

/** The pool's rates (s40-440): a low-cost asset's first year, and a full year. */
export const POOL_FIRST_YEAR_RATE = '18.75';
export const POOL_FULL_YEAR_RATE = '37.5';

/** Our asset type, for the columns whose values the reference leaves to the user's own list. */
export function assetTypeOf(line: ScheduleLine): string {
  if (line.pool) return 'Low value pool';
  switch (line.deductionClass) {
    case 'division43':
      return 'Capital works';
    case 'instant':
      return 'Instant asset write-off';
    case 'repairs':
      return 'Repairs and maintenance';
    case 'expensed':
      return 'Expensed item';
    default:
      return 'Plant and equipment';
  }
}

/** Deducted whole in its year (IA, repairs, expensed items): no decline in value to carry. */
export const isImmediate = (line: ScheduleLine) =>
  !line.pool && ['instant', 'repairs', 'expensed'].includes(line.deductionClass);

export function poolRate(line: ScheduleLine): string {
  return line.pool?.firstYear ? POOL_FIRST_YEAR_RATE : POOL_FULL_YEAR_RATE;
}

export function rateOf(line: ScheduleLine): string {
  if (line.pool) return poolRate(line);
  return isImmediate(line) ? '' : rateCell(line.rate);
}

/** The cost a decline is worked out on: a Division 43 asset's historical building cost when stored. */
export function depreciableCost(line: ScheduleLine): number {
  return line.deductionClass === 'division43' && line.historicalBuildingCost !== null
    ? line.historicalBuildingCost
    : line.originalCost;
}

/**
 * The value the FY's decline is worked out from: the opening value plus what was added in the FY (an asset bought
 * in the FY: its cost). Class Super defines its Opening Written Down Value so ("Purchase Cost" less "Accumulated
 * Depreciation"), and it is what the pool's 18.75% is taken of in a low-cost asset's first year.
 */
export const valueBeforeDecline = (line: ScheduleLine) => line.openingValue + line.additions;

/**
 * s40-430(1) (issue 23; docs/tax-rules.md "Low value pool"): once a low-cost asset (cost under $1,000, s40-425(2)) is
 * allocated to the low value pool in a financial year, every low-cost asset started in a later year must be
 * allocated to it too. A register that pools an `L` asset and depreciates a later low-cost asset singly (category
 * `40` or `AD`) breaks the rule; the register and `taxdep check-import` show each such asset as a warning, since the
 * surveyor may know of a reason the register cannot (e.g. an owner's interest costing $1,000 or more, s40-35:
 * owners' shares change the cost tested and are not judged here yet).
 */
import type { CivilDate } from '../calendar/civil-date';
import { financialYearOf } from '../calendar/financial-year';
import type { Cents } from '../money/exact';
import { LOW_VALUE_LIMIT } from './category-limits';

/** What the rule reads of a register row; rows without a category, cost or start date are left out by the caller. */
export interface PoolingFacts {
  id: string;
  category: string;
  /** The cost the s40-425(2) test reads (today the asset's whole cost; an owner's interest later). */
  cost: Cents;
  startDate: CivilDate;
}

export interface PoolingBreach {
  id: string;
  message: string;
}

const SINGLY = new Set(['40', 'AD']);

/** Every asset that breaks s40-430(1); empty when the report does not pool or pools nothing. */
export function lowCostPoolingBreaches(
  assets: readonly PoolingFacts[],
  lowValuePoolFlag: boolean,
): PoolingBreach[] {
  if (!lowValuePoolFlag) return [];
  const pooledYears = assets
    .filter((a) => a.category === 'L' && a.cost < LOW_VALUE_LIMIT)
    .map((a) => financialYearOf(a.startDate));
  if (pooledYears.length === 0) return [];
  const first = Math.min(...pooledYears);
  return assets
    .filter((a) => SINGLY.has(a.category) && a.cost < LOW_VALUE_LIMIT && financialYearOf(a.startDate) > first)
    .map((a) => ({
      id: a.id,
      message: `A low-cost asset (under $1,000) must go to the low value pool (L): a low-cost asset was pooled in FY ${first}, and every later one must be too (s40-430(1)).`,
    }));
}

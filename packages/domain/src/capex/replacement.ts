/**
 * When an item is replaced and what it costs in base-year prices (issue 27 item 3, docs/capex-rules.md). Read
 * only from items that validation.ts passes.
 */
import { type Cents, mulDivRound, ratioOfDecimal } from '../tax/money/exact';
import type { CapexItem } from './capex-item';

/**
 * C_0: quantity × unit rate, or the lump sum. A quantity may have decimals (12.5 m²), so the product is exact and
 * rounded once, half away from zero, to the cent: C_0 is a figure of the schedule, and each year's escalated cost
 * is worked from it (escalation.ts), so a reader can reproduce every figure from the schedule.
 */
export function baseCostCents(item: Pick<CapexItem, 'quantity' | 'unitRateCents' | 'lumpSumCents'>): Cents {
  if (item.lumpSumCents !== null) return item.lumpSumCents;
  if (item.quantity === null || item.unitRateCents === null) {
    throw new RangeError('an item needs a lump sum or a quantity and a unit rate');
  }
  const quantity = ratioOfDecimal(item.quantity);
  return mulDivRound(quantity.num, item.unitRateCents, 1, quantity.den, 1);
}

/** The financial year the item was installed: given, or the base year less its age. */
export function installedYear(item: Pick<CapexItem, 'yearInstalled' | 'age'>, baseYear: number): number {
  if (item.yearInstalled !== null) return item.yearInstalled;
  if (item.age === null) throw new RangeError('an item needs a year installed or an age');
  return baseYear - item.age;
}

/**
 * Years until the item is first replaced: the surveyor's override, else life − (base year − year installed), not
 * below 0. An item past its life is immediate: replaced in year 0 (issue 27 item 3).
 */
export function remainingLife(
  item: Pick<CapexItem, 'yearInstalled' | 'age' | 'lifeYears' | 'remainingLifeOverride'>,
  baseYear: number,
): number {
  if (item.remainingLifeOverride !== null) return item.remainingLifeOverride;
  if (item.lifeYears === null) throw new RangeError('an item needs a life');
  return Math.max(0, item.lifeYears - (baseYear - installedYear(item, baseYear)));
}

/**
 * The forecast years (offsets from the base year) the item is replaced in: when its remaining life runs out, then
 * every `life` years, while the year is within the horizon (0..horizon). Issue 27's example: life 15, installed
 * 2012, base 2026 → remaining 1 → years 1 and 16 (FY2027 and FY2042); year 31 is beyond a 20-year horizon.
 */
export function replacementYears(firstYear: number, lifeYears: number, horizon: number): number[] {
  if (!Number.isSafeInteger(lifeYears) || lifeYears < 1)
    throw new RangeError(`not a life in years: ${lifeYears}`);
  const years: number[] = [];
  for (let year = firstYear; year <= horizon; year += lifeYears) years.push(year);
  return years;
}

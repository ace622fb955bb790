/**
 * The effective life a rate implies (issue 25 item 4; docs/report-document.md "Layout"): a rate set in the register
 * in place of the tax office's (Customize mode) stands for a life of its own, which the schedule prints instead of
 * the tax office's. The formulas of division40Rate turned round: diminishing value, life = 200% ÷ rate (s40-72;
 * 150% before 10 May 2006, s40-70); prime cost, life = 100% ÷ rate (s40-75). Exact throughout: the rate is read
 * from its decimal text, the life is a ratio and is shown rounded once, half away from zero, to 2 decimals.
 */
import type { CivilDate } from '../calendar/civil-date';
import type { MethodCode } from '../model/input';
import {
  type Ratio,
  ratio,
  ratioCompare,
  ratioDiv,
  ratioOfDecimal,
  ratioOfPercent,
  roundDivBig,
} from '../money/exact';
import { DV_200_PERCENT_FROM } from './effective-life';

/** The life `ratePercent` implies under `method` for an asset first held on `acquired`; null for a zero rate. */
export function impliedEffectiveLife(
  ratePercent: number | string,
  method: MethodCode,
  acquired: CivilDate,
): Ratio | null {
  return lifeImpliedBy(ratioOfPercent(ratePercent), method, acquired);
}

/** The same from the rate as the engine holds it, a fraction of a year (12.5% is 1/8). */
export function lifeImpliedBy(rate: Ratio, method: MethodCode, acquired: CivilDate): Ratio | null {
  if (rate.num <= 0) return null;
  const multiplier = method === 'PC' ? ratio(1) : acquired >= DV_200_PERCENT_FROM ? ratio(2) : ratio(3, 2);
  return ratioDiv(multiplier, rate);
}

/** A life in years as the screens show it: exact to 2 decimals, no trailing zeros (`16`, `13.33`, `6.5`). */
export function lifeYearsText(life: Ratio): string {
  const hundredths = roundDivBig(BigInt(life.num) * 100n, BigInt(life.den));
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return cents === '' ? whole.toString() : `${whole}.${cents}`;
}

/** Whether the implied life is the tax office's (`officeLife` in years, as the effective-life table holds it). */
export function sameLife(implied: Ratio, officeLife: number | string): boolean {
  return ratioCompare(implied, ratioOfDecimal(officeLife)) === 0;
}

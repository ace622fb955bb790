/**
 * Demolition figures the asset register shows (docs/product/asset-register.md Demolition view; docs/tax-rules.md "Demolition"): after each
 * demolition the adjusted historical cost = historical cost × (1 − total demolished rate) and the adjusted annual
 * depreciation = adjusted historical cost × rate, rounded to the cent where shown or stored (rule 8).
 */
import { dayNumber } from '../calendar/civil-date';
import type { TaxDemolition } from '../model/input';
import {
  type Cents,
  mulDivRound,
  ONE,
  type Ratio,
  ratioAdd,
  ratioCompare,
  ratioDiv,
  ratioSub,
} from '../money/exact';

export interface DemolitionFigures {
  date: string;
  rate: Ratio;
  /** Total share of the historical cost demolished up to and including this one. */
  cumulativeRate: Ratio;
  /** Rule 7: share of the remaining adjustable value this demolition writes off (s43-40). */
  writeOffShare: Ratio;
  adjustedHistoricalCost: Cents;
  adjustedAnnualDepreciation: Cents;
  /** 100% reached: the asset ends on this date. */
  endsAsset: boolean;
}

export function demolitionAdjustedFigures(
  historicalBuildingCost: Cents,
  depreciationRate: Ratio,
  demolitions: readonly TaxDemolition[],
): DemolitionFigures[] {
  const sorted = [...demolitions].sort((x, y) => dayNumber(x.date) - dayNumber(y.date));
  let cumulative: Ratio = { num: 0, den: 1 };
  return sorted.map((d) => {
    const before = cumulative;
    cumulative = ratioAdd(cumulative, d.rate);
    const rest = ratioSub(ONE, cumulative);
    const left = ratioSub(ONE, before);
    const rem = rest.num < 0 ? { num: 0, den: 1 } : rest;
    return {
      date: d.date,
      rate: d.rate,
      cumulativeRate: cumulative,
      writeOffShare: left.num <= 0 ? ONE : ratioDiv(d.rate, left),
      adjustedHistoricalCost: mulDivRound(historicalBuildingCost, rem.num, 1, rem.den, 1),
      adjustedAnnualDepreciation: mulDivRound(
        historicalBuildingCost,
        rem.num,
        depreciationRate.num,
        rem.den * depreciationRate.den,
        1,
      ),
      endsAsset: ratioCompare(cumulative, ONE) >= 0,
    };
  });
}

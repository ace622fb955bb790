/**
 * The forecast's time bands (issue 27 item 3): immediate (year 0), then 1–2, 3–5, 6–10, 11–15 and 16–20 years from
 * the base year. The bands meet the horizons' ends exactly (a horizon covers years 0..horizon, capex-item.ts), so a
 * 10-year forecast has the first four bands and a 20-year one all six; no band is cut short.
 */
import type { Cents } from '../tax/money/exact';

export const TIME_BANDS = [
  { id: 'immediate', label: 'Immediate', fromYear: 0, toYear: 0 },
  { id: 'years1To2', label: '1–2 years', fromYear: 1, toYear: 2 },
  { id: 'years3To5', label: '3–5 years', fromYear: 3, toYear: 5 },
  { id: 'years6To10', label: '6–10 years', fromYear: 6, toYear: 10 },
  { id: 'years11To15', label: '11–15 years', fromYear: 11, toYear: 15 },
  { id: 'years16To20', label: '16–20 years', fromYear: 16, toYear: 20 },
] as const;

export type TimeBandId = (typeof TIME_BANDS)[number]['id'];

export interface TimeBandTotal {
  band: TimeBandId;
  label: string;
  fromYear: number;
  toYear: number;
  capitalCents: Cents;
  repairsCents: Cents;
  totalCents: Cents;
}

const sum = (values: readonly Cents[], from: number, to: number): Cents => {
  let total = 0;
  for (let year = from; year <= to; year++) total += values[year] ?? 0;
  return total;
};

/** The bands within the horizon, each with the capital, repairs and total spending of its years. */
export function timeBandTotals(
  horizon: number,
  capitalByYear: readonly Cents[],
  repairsByYear: readonly Cents[],
): TimeBandTotal[] {
  return TIME_BANDS.filter((band) => band.fromYear <= horizon).map((band) => {
    const toYear = Math.min(band.toYear, horizon);
    const capitalCents = sum(capitalByYear, band.fromYear, toYear);
    const repairsCents = sum(repairsByYear, band.fromYear, toYear);
    return {
      band: band.id,
      label: band.label,
      fromYear: band.fromYear,
      toYear,
      capitalCents,
      repairsCents,
      totalCents: capitalCents + repairsCents,
    };
  });
}

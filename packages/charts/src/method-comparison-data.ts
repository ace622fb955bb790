/**
 * The data of the prime cost versus diminishing value chart (issue 12; docs/tax-rules.md "Methods"): per financial
 * year, each method's claims added up from the report's current FY. Plain data in, plain data out: the caller
 * passes each method's per-FY totals in integer cents, the chart only adds them up and draws them.
 */

/** The two series; colours keep a 3:1 contrast on white, and the dash tells them apart without colour. */
export const METHOD_SERIES = [
  { key: 'diminishingValue', label: 'Diminishing value', colour: '#0b4f8a', dash: undefined },
  { key: 'primeCost', label: 'Prime cost', colour: '#b4630f', dash: '6 4' },
] as const;

export type MethodSeriesKey = (typeof METHOD_SERIES)[number]['key'];

/** One financial year of the chart: each method's cumulative claims to the end of it, in integer cents. */
export type MethodComparisonYear = { yearEnding: number } & Record<MethodSeriesKey, number>;

/** One FY's claims under each method, in integer cents. */
export type MethodYearClaims = MethodComparisonYear;

/** Adds each method's FY claims up in order: the year's point is everything claimed to the end of it. */
export function cumulativeClaims(years: readonly MethodYearClaims[]): MethodComparisonYear[] {
  let diminishingValue = 0;
  let primeCost = 0;
  return years.map((year) => {
    diminishingValue += year.diminishingValue;
    primeCost += year.primeCost;
    return { yearEnding: year.yearEnding, diminishingValue, primeCost };
  });
}

/** The value axis' extent in cents: always includes zero; a claim can fall below it (rule 15). */
export function cumulativeExtent(years: readonly MethodComparisonYear[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const year of years) {
    for (const { key } of METHOD_SERIES) {
      low = Math.min(low, year[key]);
      high = Math.max(high, year[key]);
    }
  }
  return high === low ? [0, 100] : [low, high];
}

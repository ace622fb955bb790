/**
 * The data of the capex forecast's chart (issue 27 item 3: "a stacked bar chart by element"): each financial year's
 * spending in integer cents per series, the series being the building elements in the domain's closed order. The
 * charts know no domain: the caller gives the series' labels (the elements' names) and the cents in that order.
 */

/**
 * Ten colours for up to ten stacked series, bottom to top: each keeps a 3:1 contrast on white, and neighbours differ
 * in hue and in lightness, so adjacent pieces of a bar stay apart in grey print too.
 */
export const CAPEX_SERIES_COLOURS = [
  '#0b4f8a',
  '#b4630f',
  '#1d6b39',
  '#6b3d8f',
  '#4d7fb8',
  '#8a6a00',
  '#a33a3a',
  '#2f7f7f',
  '#5b5b5b',
  '#7a4a22',
] as const;

/** One financial year of the chart: its cents per series, in the series' order. */
export interface CapexChartYear {
  yearEnding: number;
  cents: readonly number[];
}

/** A drawn piece of a year's bar: series `series`, from `low` to `high` cents. */
export interface CapexChartSegment {
  yearEnding: number;
  series: number;
  low: number;
  high: number;
}

/** Each year's non-zero amounts stacked upwards from zero in the series' order (spending is never negative). */
export function stackCapexYears(years: readonly CapexChartYear[]): CapexChartSegment[] {
  const segments: CapexChartSegment[] = [];
  for (const year of years) {
    let up = 0;
    year.cents.forEach((value, series) => {
      if (value <= 0) return;
      segments.push({ yearEnding: year.yearEnding, series, low: up, high: up + value });
      up += value;
    });
  }
  return segments;
}

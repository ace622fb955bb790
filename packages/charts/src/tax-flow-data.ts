/**
 * The data of the 40-year tax-flow chart (docs/product/calculations-deductions-summary-report.md "Deductions tab",
 * view 1; "Report tab": charts drawn once as SVG for both the screen and the PDF). Plain data in, plain data out:
 * the caller maps its Summary Tax Flow rows to these years, the chart only stacks and draws them.
 */

/** The stacked series, bottom to top; colours keep a 3:1 contrast on white and differ in lightness too. */
export const TAX_FLOW_SERIES = [
  { key: 'division40', label: 'Division 40', colour: '#0b4f8a' },
  { key: 'lowValuePool', label: 'Low value pool', colour: '#4d8fcc' },
  { key: 'division43', label: 'Division 43', colour: '#1d6b39' },
  // Issue 26 item 9: each kind by its name (an abandonment of $17.3 million is no "other deduction").
  { key: 'balancing', label: 'Balancing adjustments', colour: '#6b3d8f' },
  { key: 'abandonment', label: 'Abandonment', colour: '#b4630f' },
  { key: 'repairs', label: 'Repairs, expensed items', colour: '#8a6a00' },
] as const;

export type TaxFlowSeriesKey = (typeof TAX_FLOW_SERIES)[number]['key'];

/** One financial year of the chart: its deductions in integer cents, by series. */
export type TaxFlowYear = { yearEnding: number } & Record<TaxFlowSeriesKey, number>;

/** A drawn piece of a year's bar: from `low` to `high` cents on the value axis. */
export interface TaxFlowSegment {
  yearEnding: number;
  key: TaxFlowSeriesKey;
  low: number;
  high: number;
}

/**
 * Stacks each year's series: deductions upwards from zero, negative amounts (an assessable balancing adjustment
 * counts against the deductions, docs/tax-rules.md rule 15) downwards, so no piece hides another. Zero pieces
 * are left out.
 */
export function stackTaxFlow(years: readonly TaxFlowYear[]): TaxFlowSegment[] {
  const segments: TaxFlowSegment[] = [];
  for (const year of years) {
    let up = 0;
    let down = 0;
    for (const { key } of TAX_FLOW_SERIES) {
      const value = year[key];
      if (value > 0) {
        segments.push({ yearEnding: year.yearEnding, key, low: up, high: up + value });
        up += value;
      } else if (value < 0) {
        segments.push({ yearEnding: year.yearEnding, key, low: down + value, high: down });
        down += value;
      }
    }
  }
  return segments;
}

/** The value axis' extent in cents: always includes zero, so bars start at the axis. */
export function valueExtent(segments: readonly TaxFlowSegment[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const segment of segments) {
    low = Math.min(low, segment.low);
    high = Math.max(high, segment.high);
  }
  // An empty or all-zero flow still gets an axis.
  return high === low ? [0, 100] : [low, high];
}

/** Axis labels in dollars, short: `$0`, `$950`, `$12K`, `$1.5M`, `-$20K` (display only; the table gives the exact figures). */
export function compactDollars(cents: number): string {
  const text = new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 }).format(
    Math.abs(cents) / 100,
  );
  return cents < 0 ? `-$${text}` : `$${text}`;
}

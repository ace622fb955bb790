import type { CapexForecastAnswer } from '@taxdep/domain';
import { formatMoney } from '@taxdep/domain/format';

/** One colour per building element, in the closed list's order; distinct in hue and lightness for print. */
export const ELEMENT_COLOURS = [
  '#0b4f8a',
  '#5b8fc7',
  '#2f7d5b',
  '#8cc084',
  '#b8860b',
  '#e0b84f',
  '#a63d40',
  '#d98a8c',
  '#6b4c9a',
  '#a995c9',
] as const;

const WIDTH = 880;
const HEIGHT = 320;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 84 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at or above the largest year (in cents). */
export function axisTop(cents: number): number {
  if (cents <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(cents));
  for (const step of [1, 2, 5, 10]) if (step * power >= cents) return step * power;
  return 10 * power;
}

/**
 * The forecast's spending per year stacked by element (issue 27 item 3), drawn as plain SVG: one bar a year, one
 * band an element, the closed list's order from the bottom. The year × element table beside it holds the same
 * figures for a screen reader (the chart is an image with a summary).
 */
export function ForecastChart(props: { forecast: CapexForecastAnswer }) {
  const { forecast } = props;
  const years = forecast.financialYears;
  const top = axisTop(Math.max(0, ...forecast.totalByYear));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, years.length);
  const barWidth = Math.max(4, slot * 0.7);
  const y = (cents: number) => MARGIN.top + plotHeight - (cents / top) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(top * share));
  const peak = forecast.totalByYear.reduce(
    (best, cents, index) => (cents > best.cents ? { cents, index } : best),
    { cents: 0, index: 0 },
  );
  const summary =
    peak.cents > 0
      ? `Spending by year and element; the most is ${formatMoney(peak.cents)} in FY${years[peak.index]}.`
      : 'No spending is forecast in these years.';
  return (
    <figure className="capex-chart" data-testid="capex-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="capex-chart-grid"
            />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="capex-chart-label">
              {formatMoney(tick)}
            </text>
          </g>
        ))}
        {years.map((year, index) => {
          const x = MARGIN.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={year} data-testid={`capex-chart-year-${year}`}>
              {forecast.matrix.map((row, element) => {
                const cents = row.cents[index] ?? 0;
                if (cents <= 0) return null;
                const bottom = base;
                base += cents;
                return (
                  <rect
                    key={row.element}
                    x={x}
                    width={barWidth}
                    y={y(base)}
                    height={Math.max(0.5, y(bottom) - y(base))}
                    fill={ELEMENT_COLOURS[element % ELEMENT_COLOURS.length]}
                  >
                    <title>{`FY${year}, ${row.label}: ${formatMoney(cents)}`}</title>
                  </rect>
                );
              })}
              {(index % Math.ceil(years.length / 11) === 0 || index === years.length - 1) && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - MARGIN.bottom + 18}
                  textAnchor="middle"
                  className="capex-chart-label"
                >
                  {`FY${year}`}
                </text>
              )}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} className="capex-chart-axis" />
      </svg>
      <figcaption>
        <ul className="capex-legend" aria-label="Elements">
          {forecast.matrix.map((row, element) => (
            <li key={row.element}>
              <span
                className="capex-swatch"
                style={{ background: ELEMENT_COLOURS[element % ELEMENT_COLOURS.length] }}
                aria-hidden="true"
              />
              {row.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

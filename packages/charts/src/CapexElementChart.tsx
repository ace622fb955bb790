import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId } from 'react';
import { CAPEX_SERIES_COLOURS, type CapexChartYear, stackCapexYears } from './capex-chart-data';
import { compactDollars } from './tax-flow-data';

export interface CapexElementChartProps {
  years: readonly CapexChartYear[];
  /** The stacked series' names, bottom to top (the building elements); `years[k].cents` follows this order. */
  series: readonly string[];
  /** The chart's accessible name, also drawn as its <title>. */
  title: string;
  width?: number;
  height?: number;
}

/** Room above the plot for two rows of legend (ten elements do not fit one row of 960 units). */
const MARGIN = { top: 58, right: 16, bottom: 44, left: 76 };
const LEGEND_PER_ROW = 5;
const INK = '#1f2933';
const GRID = '#d3dae3';
const FONT = 'Arial, Helvetica, sans-serif';

/**
 * Issue 27 item 3: the forecast's spending per financial year, stacked by building element. Like TaxFlowChart,
 * plain SVG from visx primitives without state or DOM access, so react-dom/server draws the same picture for the
 * forecast's PDF as a screen does; `role="img"` with a title and a description; the figures themselves are the
 * matrix's table beside it. A year label on every bar up to 21 years, the forecast's longest horizon.
 */
export function CapexElementChart(props: CapexElementChartProps) {
  const id = useId();
  const width = props.width ?? 960;
  const height = props.height ?? 360;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const segments = stackCapexYears(props.years);
  const high = Math.max(0, ...segments.map((s) => s.high));
  const x = scaleBand<number>({
    domain: props.years.map((year) => year.yearEnding),
    range: [0, innerWidth],
    padding: 0.25,
  });
  // An all-zero forecast still gets an axis.
  const y = scaleLinear<number>({ domain: [0, high || 100], range: [innerHeight, 0], nice: true });
  const first = props.years[0]?.yearEnding;
  const last = props.years.at(-1)?.yearEnding;
  const description =
    first === undefined
      ? 'No financial years to show.'
      : `Forecast spending per financial year ending 30 June, ${first} to ${last}, stacked by ${props.series.join(', ')}.`;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      className="capex-element-chart"
      data-testid="capex-element-chart"
    >
      <title id={`${id}-title`}>{props.title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Legend left={MARGIN.left} series={props.series} />
      <Group left={MARGIN.left} top={MARGIN.top}>
        {y.ticks(5).map((tick) => (
          <Line
            key={tick}
            from={{ x: 0, y: y(tick) }}
            to={{ x: innerWidth, y: y(tick) }}
            stroke={GRID}
            strokeWidth={1}
          />
        ))}
        {segments.map((segment) => (
          <Bar
            key={`${segment.yearEnding}-${segment.series}`}
            data-series={segment.series}
            x={x(segment.yearEnding) ?? 0}
            y={y(segment.high)}
            width={x.bandwidth()}
            height={Math.max(0, y(segment.low) - y(segment.high))}
            fill={CAPEX_SERIES_COLOURS[segment.series % CAPEX_SERIES_COLOURS.length]}
          />
        ))}
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(value) => compactDollars(Number(value))}
          stroke={INK}
          tickStroke={INK}
          tickLabelProps={{ fill: INK, fontSize: 11, fontFamily: FONT, textAnchor: 'end', dx: -4, dy: 4 }}
        />
        <AxisBottom
          scale={x}
          top={innerHeight}
          tickFormat={(value) => `FY${String(value).slice(2)}`}
          stroke={INK}
          tickStroke={INK}
          tickLabelProps={{ fill: INK, fontSize: 10, fontFamily: FONT, textAnchor: 'middle' }}
          label="Financial year ending 30 June"
          labelProps={{ fill: INK, fontSize: 12, fontFamily: FONT, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

/** The series' names and colours above the plot in rows of five, in the stacking order. */
function Legend(props: { left: number; series: readonly string[] }) {
  const columnWidth = 176;
  return (
    <g className="capex-element-legend">
      {props.series.map((label, k) => (
        <g
          key={label}
          transform={`translate(${props.left + (k % LEGEND_PER_ROW) * columnWidth}, ${8 + Math.floor(k / LEGEND_PER_ROW) * 18})`}
        >
          <rect width={12} height={12} fill={CAPEX_SERIES_COLOURS[k % CAPEX_SERIES_COLOURS.length]} />
          <text x={18} y={10} fontSize={12} fontFamily={FONT} fill={INK}>
            {label}
          </text>
        </g>
      ))}
    </g>
  );
}

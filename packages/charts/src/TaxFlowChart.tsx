import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId } from 'react';
import {
  compactDollars,
  stackTaxFlow,
  TAX_FLOW_SERIES,
  type TaxFlowYear,
  valueExtent,
} from './tax-flow-data';

export interface TaxFlowChartProps {
  years: readonly TaxFlowYear[];
  /** The chart's accessible name, also drawn as its <title>. */
  title: string;
  /** The drawing's own units; the SVG scales to its container's width by its viewBox (no measuring of the DOM). */
  width?: number;
  height?: number;
}

const MARGIN = { top: 40, right: 16, bottom: 44, left: 76 };
/** A label every 5 years keeps 40 years readable on a page or a screen. */
const YEAR_LABEL_STEP = 5;
const INK = '#1f2933';
const GRID = '#d3dae3';
/** One face for every label, so the browser and the PDF set the same text. */
const FONT = 'Arial, Helvetica, sans-serif';

/**
 * The 40-year tax flow as stacked bars (Division 40, low value pool, Division 43, balancing adjustments, abandonment, repairs), one bar per
 * financial year. Plain SVG from visx primitives, without state, effects or DOM access, so react-dom/server draws
 * the same picture for the PDF report as the browser does for the Deductions tab. `role="img"` with a title and
 * a description; the figures themselves are in TaxFlowTable (the data-table alternative).
 */
export function TaxFlowChart(props: TaxFlowChartProps) {
  const id = useId();
  const width = props.width ?? 960;
  const height = props.height ?? 340;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const segments = stackTaxFlow(props.years);
  const [low, high] = valueExtent(segments);
  const x = scaleBand<number>({
    domain: props.years.map((year) => year.yearEnding),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [low, high], range: [innerHeight, 0], nice: true });
  const first = props.years[0]?.yearEnding;
  const last = props.years.at(-1)?.yearEnding;
  const description =
    first === undefined
      ? 'No financial years to show.'
      : `Deductions per financial year ending 30 June, ${first} to ${last}, stacked by ${TAX_FLOW_SERIES.map((s) => s.label).join(', ')}.`;
  const colour = Object.fromEntries(TAX_FLOW_SERIES.map((s) => [s.key, s.colour]));
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      className="tax-flow-chart"
      data-testid="tax-flow-chart"
    >
      <title id={`${id}-title`}>{props.title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Legend left={MARGIN.left} />
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
            key={`${segment.yearEnding}-${segment.key}`}
            data-series={segment.key}
            x={x(segment.yearEnding) ?? 0}
            y={y(segment.high)}
            width={x.bandwidth()}
            height={Math.max(0, y(segment.low) - y(segment.high))}
            fill={colour[segment.key]}
          />
        ))}
        <Line from={{ x: 0, y: y(0) }} to={{ x: innerWidth, y: y(0) }} stroke={INK} strokeWidth={1} />
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
          tickValues={props.years
            .map((year) => year.yearEnding)
            .filter((_, index) => index % YEAR_LABEL_STEP === 0)}
          stroke={INK}
          tickStroke={INK}
          tickLabelProps={{ fill: INK, fontSize: 11, fontFamily: FONT, textAnchor: 'middle' }}
          label="Financial year ending 30 June"
          labelProps={{ fill: INK, fontSize: 12, fontFamily: FONT, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

/** The series' names and colours above the plot, in the stacking order (read out by the description). */
function Legend(props: { left: number }) {
  let x = props.left;
  return (
    <g className="tax-flow-legend">
      {TAX_FLOW_SERIES.map((series) => {
        const at = x;
        // Room for the swatch and the label at about 6.6 units a character in 12-unit Arial: the six series fit a
        // row of 960 units (issue 26 item 9 named three kinds where "other deductions" stood).
        x += 18 + Math.ceil(series.label.length * 6.6) + 14;
        return (
          <g key={series.key} transform={`translate(${at}, 12)`}>
            <rect width={12} height={12} fill={series.colour} />
            <text x={18} y={10} fontSize={12} fontFamily={FONT} fill={INK}>
              {series.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { useId } from 'react';
import { cumulativeExtent, METHOD_SERIES, type MethodComparisonYear } from './method-comparison-data';
import { compactDollars } from './tax-flow-data';

export interface MethodComparisonChartProps {
  /** Cumulative claims in cents, one entry per FY in order (cumulativeClaims). */
  years: readonly MethodComparisonYear[];
  /** The chart's accessible name, also drawn as its <title>. */
  title: string;
  width?: number;
  height?: number;
}

const MARGIN = { top: 40, right: 24, bottom: 44, left: 76 };
const YEAR_LABEL_STEP = 5;
const INK = '#1f2933';
const GRID = '#d3dae3';
const FONT = 'Arial, Helvetica, sans-serif';

/**
 * Prime cost versus diminishing value: each method's claims added up over the financial years, two lines. Like
 * TaxFlowChart, plain SVG from visx primitives without state or DOM access, so react-dom/server draws the same
 * picture for the PDF report; `role="img"` with a title and a description that gives the end points, and the
 * figures themselves in MethodComparisonTable.
 */
export function MethodComparisonChart(props: MethodComparisonChartProps) {
  const id = useId();
  const width = props.width ?? 960;
  const height = props.height ?? 300;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const first = props.years[0]?.yearEnding;
  const lastYear = props.years.at(-1);
  const x = scaleLinear<number>({
    domain: [first ?? 0, lastYear?.yearEnding ?? 1],
    range: [0, innerWidth],
  });
  const [low, high] = cumulativeExtent(props.years);
  const y = scaleLinear<number>({ domain: [low, high], range: [innerHeight, 0], nice: true });
  const description =
    first === undefined || !lastYear
      ? 'No financial years to show.'
      : `Claims added up from the financial year ending 30 June ${first} to ${lastYear.yearEnding}: ` +
        METHOD_SERIES.map((s) => `${s.label} ${compactDollars(lastYear[s.key])}`).join(', ') +
        ' by the end.';
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      className="method-comparison-chart"
      data-testid="method-comparison-chart"
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
        {METHOD_SERIES.map((series) => (
          <LinePath<MethodComparisonYear>
            key={series.key}
            data-series={series.key}
            data={[...props.years]}
            x={(year) => x(year.yearEnding)}
            y={(year) => y(year[series.key])}
            stroke={series.colour}
            strokeWidth={2.5}
            strokeDasharray={series.dash}
            fill="none"
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
          tickValues={props.years
            .map((year) => year.yearEnding)
            .filter((_, index) => index % YEAR_LABEL_STEP === 0)}
          tickFormat={(value) => String(value)}
          stroke={INK}
          tickStroke={INK}
          tickLabelProps={{ fill: INK, fontSize: 11, fontFamily: FONT, textAnchor: 'middle' }}
          label="Claims to the end of the financial year ending 30 June"
          labelProps={{ fill: INK, fontSize: 12, fontFamily: FONT, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

/** The two methods' names, colours and dashes above the plot. */
function Legend(props: { left: number }) {
  let x = props.left;
  return (
    <g className="method-comparison-legend">
      {METHOD_SERIES.map((series) => {
        const at = x;
        x += 36 + series.label.length * 7 + 20;
        return (
          <g key={series.key} transform={`translate(${at}, 12)`}>
            <line
              x1={0}
              x2={24}
              y1={6}
              y2={6}
              stroke={series.colour}
              strokeWidth={2.5}
              strokeDasharray={series.dash}
            />
            <text x={30} y={10} fontSize={12} fontFamily={FONT} fill={INK}>
              {series.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

import { CapexElementChart } from '@taxdep/charts';
import type { CapexForecastAnswer } from '@taxdep/domain';

/**
 * The forecast's spending per year stacked by element (issue 27 item 3): the charts package's CapexElementChart,
 * the same picture the forecast's PDF draws (server/src/capex-document/chart.ts). The year × element table beside
 * it holds the same figures for a screen reader (the chart is an image with a title and a description).
 */
export function ForecastChart(props: { forecast: CapexForecastAnswer }) {
  const { forecast } = props;
  const years = forecast.financialYears.map((yearEnding, y) => ({
    yearEnding,
    cents: forecast.matrix.map((line) => line.cents[y] ?? 0),
  }));
  return (
    <figure className="capex-chart" data-testid="capex-chart">
      <CapexElementChart
        years={years}
        series={forecast.matrix.map((line) => line.label)}
        title="Forecast spending per financial year, by building element"
      />
    </figure>
  );
}

import { TAX_FLOW_SERIES, type TaxFlowYear } from './tax-flow-data';

/**
 * The chart's figures as a table, the alternative to the picture for a screen reader or a printed page. Amounts
 * are cents; `formatMoney` turns them into the screens' text (the domain's `formatMoney`, whole dollars, passed
 * in so this package stays free of our other packages).
 */
export function TaxFlowTable(props: {
  years: readonly TaxFlowYear[];
  caption: string;
  formatMoney: (cents: number) => string;
}) {
  return (
    <table className="tax-flow-chart-table" data-testid="tax-flow-chart-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Financial year ending</th>
          {TAX_FLOW_SERIES.map((series) => (
            <th key={series.key} scope="col">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.years.map((year) => (
          <tr key={year.yearEnding}>
            <th scope="row">30 June {year.yearEnding}</th>
            {TAX_FLOW_SERIES.map((series) => (
              <td key={series.key}>{props.formatMoney(year[series.key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

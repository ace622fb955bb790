import { METHOD_SERIES, type MethodComparisonYear } from './method-comparison-data';

/**
 * MethodComparisonChart's figures as a table, the alternative to the picture for a screen reader or a printed
 * page: per FY, each method's claims to the end of it. `formatMoney` turns cents into the screens' text (passed in
 * so this package stays free of our other packages, as TaxFlowTable).
 */
export function MethodComparisonTable(props: {
  years: readonly MethodComparisonYear[];
  caption: string;
  formatMoney: (cents: number) => string;
}) {
  return (
    <table className="method-comparison-chart-table" data-testid="method-comparison-chart-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Claims to 30 June of</th>
          {METHOD_SERIES.map((series) => (
            <th key={series.key} scope="col">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.years.map((year) => (
          <tr key={year.yearEnding}>
            <th scope="row">{year.yearEnding}</th>
            {METHOD_SERIES.map((series) => (
              <td key={series.key}>{props.formatMoney(year[series.key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

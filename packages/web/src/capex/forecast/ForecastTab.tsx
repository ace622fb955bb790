import type { CapexForecastAnswer } from '@taxdep/domain';
import { uniqueMessages } from '@taxdep/domain/capex';
import { formatMoney } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import { ForecastChart } from './ForecastChart';
import type { ForecastStore } from './ForecastStore';
import '../../ui/figures.css';

const money = (cents: number | undefined) => formatMoney(cents ?? 0);

/**
 * The Forecast tab (issue 27 item 3; docs/product/capex-forecast.md "Forecast"): the year × element matrix with
 * its totals, capital and repairs apart, the time bands, the chart, the sinking fund with its short years marked,
 * and the items left out with their reasons, each a link to its row in the grid. Figures are the service's
 * (GET …/forecast), whole dollars as the figures tabs show them.
 */
export const ForecastTab = observer(function ForecastTab(props: {
  store: ForecastStore;
  onShowItem: (itemId: string) => void;
}) {
  const { store } = props;
  const forecast = store.figures;
  if (!forecast) {
    if (store.failure)
      return (
        <p className="figures-failure" role="alert" data-testid="capex-forecast-failure">
          {store.failure}
        </p>
      );
    return <LoaderOverlay label="Working out the forecast" />;
  }
  return (
    <section
      className="capex-forecast figures"
      aria-label="Forecast"
      data-testid="capex-forecast"
      aria-busy={store.loading}
    >
      {store.failure && (
        <p className="figures-failure" role="alert">
          {store.failure}
        </p>
      )}
      <p className="figures-note">
        {`FY${forecast.baseYear} to FY${forecast.baseYear + forecast.horizon}: ${forecast.horizon} years after the base year, in escalated dollars, GST exclusive. Total ${money(forecast.totalCents)}: capital ${money(forecast.capitalCents)}, repairs and maintenance ${money(forecast.repairsCents)}.`}
      </p>
      <LeftOut forecast={forecast} onShowItem={props.onShowItem} />
      <h2 className="figures-table-title">By year and element</h2>
      <MatrixTable forecast={forecast} />
      <h2 className="figures-table-title">Spending by year</h2>
      <ForecastChart forecast={forecast} />
      <h2 className="figures-table-title">Time bands</h2>
      <BandsTable forecast={forecast} />
      {forecast.sinkingFund && <SinkingFundTable forecast={forecast} />}
    </section>
  );
});

function MatrixTable(props: { forecast: CapexForecastAnswer }) {
  const { forecast } = props;
  const years = forecast.financialYears;
  const row = (label: string, cents: readonly number[], total: number, testId: string, strong = false) => (
    <tr key={testId} data-testid={testId} className={strong ? 'capex-total-row' : undefined}>
      <th scope="row" className="row-label-sticky">
        {label}
      </th>
      {years.map((year, index) => (
        <td key={year} className="num">
          {money(cents[index])}
        </td>
      ))}
      <td className="num capex-total-cell">{money(total)}</td>
    </tr>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16)
    <div className="figures-scroll" tabIndex={0}>
      <table className="figures-table capex-matrix" data-testid="capex-matrix">
        <thead>
          <tr>
            <th scope="col">Element</th>
            {years.map((year) => (
              <th key={year} scope="col" className="num">{`FY${year}`}</th>
            ))}
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {forecast.matrix.map((line) =>
            row(line.label, line.cents, line.totalCents, `capex-matrix-${line.element}`),
          )}
        </tbody>
        <tfoot>
          {row('Total', forecast.totalByYear, forecast.totalCents, 'capex-matrix-total', true)}
          {row('Capital', forecast.capitalByYear, forecast.capitalCents, 'capex-matrix-capital')}
          {row(
            'Repairs and maintenance',
            forecast.repairsByYear,
            forecast.repairsCents,
            'capex-matrix-repairs',
          )}
        </tfoot>
      </table>
    </div>
  );
}

function BandsTable(props: { forecast: CapexForecastAnswer }) {
  const { forecast } = props;
  return (
    <table className="figures-table capex-bands" data-testid="capex-bands">
      <thead>
        <tr>
          <th scope="col">Time band</th>
          <th scope="col" className="num">
            Capital
          </th>
          <th scope="col" className="num">
            Repairs and maintenance
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {forecast.bands.map((band) => (
          <tr key={band.band} data-testid={`capex-band-${band.band}`}>
            <th scope="row">{band.label}</th>
            <td className="num">{money(band.capitalCents)}</td>
            <td className="num">{money(band.repairsCents)}</td>
            <td className="num">{money(band.totalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="capex-total-row">
          <th scope="row">Total</th>
          <td className="num">{money(forecast.capitalCents)}</td>
          <td className="num">{money(forecast.repairsCents)}</td>
          <td className="num">{money(forecast.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function SinkingFundTable(props: { forecast: CapexForecastAnswer }) {
  const fund = props.forecast.sinkingFund;
  if (!fund) return null;
  const short = new Set(fund.shortYears);
  return (
    <>
      <h2 className="figures-table-title">Sinking fund</h2>
      <p className="figures-note" data-testid="capex-fund-summary">
        {fund.shortYears.length === 0
          ? 'The fund covers the spending in every year.'
          : `The fund falls short in ${fund.shortYears.length === 1 ? 'one year' : `${fund.shortYears.length} years`}: ${fund.years
              .filter((y) => short.has(y.year))
              .map((y) => `FY${y.financialYear}`)
              .join(', ')}.`}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16) */}
      <div className="figures-scroll" tabIndex={0}>
        <table className="figures-table capex-fund" data-testid="capex-fund">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col" className="num">
                Opening
              </th>
              <th scope="col" className="num">
                Contribution
              </th>
              <th scope="col" className="num">
                Interest
              </th>
              <th scope="col" className="num">
                Spending
              </th>
              <th scope="col" className="num">
                Closing
              </th>
            </tr>
          </thead>
          <tbody>
            {fund.years.map((year) => (
              <tr
                key={year.year}
                className={short.has(year.year) ? 'capex-short-year' : undefined}
                data-testid={`capex-fund-${year.financialYear}`}
              >
                <th scope="row">
                  {`FY${year.financialYear}`}
                  {short.has(year.year) && <span className="badge capex-short-badge">Short</span>}
                </th>
                <td className="num">{money(year.openingCents)}</td>
                <td className="num">{money(year.contributionCents)}</td>
                <td className="num">{money(year.interestCents)}</td>
                <td className="num">{money(year.spendingCents)}</td>
                <td className="num">{money(year.closingCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Issue 27 item 3: items the forecast could not read are never left out silently. */
function LeftOut(props: { forecast: CapexForecastAnswer; onShowItem: (itemId: string) => void }) {
  const { leftOut } = props.forecast;
  if (leftOut.length === 0) return null;
  return (
    <section className="capex-left-out" aria-label="Items left out" data-testid="capex-left-out">
      <h2 className="figures-table-title">
        {leftOut.length === 1 ? '1 item is' : `${leftOut.length} items are`} left out of the forecast
      </h2>
      <ul>
        {leftOut.map((item) => (
          <li key={item.itemId}>
            <a
              href={`#item-${item.itemId}`}
              onClick={(event) => {
                event.preventDefault();
                props.onShowItem(item.itemId);
              }}
              data-testid={`capex-left-out-${item.itemId}`}
            >
              {item.description || `Item ${item.itemId}`}
            </a>
            : {uniqueMessages(item.errors).join(' ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

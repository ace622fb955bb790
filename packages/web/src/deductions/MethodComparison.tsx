import { cumulativeClaims, MethodComparisonChart, MethodComparisonTable } from '@taxdep/charts';
import type { MethodComparisonAnswer, MethodOutcomeLine } from '@taxdep/domain';
import { formatMoney } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FIGURES_TYPES } from '../figures/identifiers';
import { useInjection } from '../ui/container-context';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { centsOf, wholeDollars } from '../ui/money';
import type { MethodComparisonStore } from './MethodComparisonStore';
import './method-comparison.css';

const CHART_TITLE = 'Prime cost versus diminishing value: claims added up over 40 years';

/** The periods of the comparison (outputs/method-comparison.ts): each a sum of claims from the current FY. */
const PERIODS = [
  { key: 'firstYear', label: 'First year', years: 1 },
  { key: 'fiveYears', label: '5 years', years: 5 },
  { key: 'tenYears', label: '10 years', years: 10 },
  { key: 'fortyYears', label: '40 years', years: 40 },
] as const;

/**
 * Prime cost versus diminishing value (issue 12), under the Summary Tax Flow's 40-year chart, where a surveyor
 * weighs the report's method: the claims of the first year and added up over 5, 10 and 40 years under each method,
 * and a chart of both over the 40 years. The service computes both (GET …/methodComparison); the screen lays out.
 */
export const MethodComparison = observer(function MethodComparison(props: { reportId: number }) {
  const store = useInjection<MethodComparisonStore>(FIGURES_TYPES.MethodComparisonStore);
  const { reportId } = props;
  useEffect(() => {
    void store.load(reportId);
  }, [store, reportId]);
  return (
    <section
      className="method-comparison"
      data-testid="method-comparison"
      aria-labelledby="method-comparison-title"
    >
      <h4 id="method-comparison-title">Prime cost vs diminishing value</h4>
      <p className="method-comparison-note">
        The register’s claims with every Division 40 asset that follows the report’s method on each method in
        turn; capital works stay straight line, and the low value pool, instant write-offs and repairs do not
        change. A customised rate keeps the effective life it implies. A year’s claim adds up as the Summary
        Tax Flow’s Total does, additional allowances included; the report’s own method equals the flow only
        where every such asset already uses it.
      </p>
      {store.failure && (
        <p className="figures-failure" role="alert" data-testid="method-comparison-failure">
          {store.failure}
        </p>
      )}
      {store.loading && <LoaderOverlay label="Loading the method comparison" />}
      {store.answer && <ComparisonFigures answer={store.answer} />}
    </section>
  );
});

function ComparisonFigures(props: { answer: MethodComparisonAnswer }) {
  const { answer } = props;
  const first = answer.currentFinancialYear;
  const methods: [string, MethodOutcomeLine][] = [
    ['Diminishing value', answer.diminishingValue],
    ['Prime cost', answer.primeCost],
  ];
  const years = cumulativeClaims(
    answer.diminishingValue.perFinancialYear.map((line, k) => ({
      yearEnding: Number(line.finYearEndDate.slice(0, 4)),
      diminishingValue: centsOf(line.total),
      primeCost: centsOf(answer.primeCost.perFinancialYear[k]?.total),
    })),
  );
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16) */}
      <div className="figures-scroll method-comparison-table" tabIndex={0}>
        <table className="figures-table" data-testid="method-comparison-table">
          <caption className="visually-hidden">Claims under each method from FY{first}</caption>
          <thead>
            <tr>
              <th scope="col">Method</th>
              {PERIODS.map((period) => (
                <th key={period.key} scope="col" className="num">
                  {period.label}
                  <br />
                  <span className="muted">
                    FY{first}
                    {period.years > 1 && `–FY${first + period.years - 1}`}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {methods.map(([label, line]) => (
              <tr key={line.method} data-testid={`method-comparison-${line.method}`}>
                <th scope="row">{label}</th>
                {PERIODS.map((period) => (
                  <td key={period.key} className="num">
                    {wholeDollars(line[period.key])}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="row-total" data-testid="method-comparison-difference">
              <th scope="row">Prime cost less diminishing value</th>
              {PERIODS.map((period) => (
                <td key={period.key} className="num">
                  {formatMoney(
                    centsOf(answer.primeCost[period.key]) - centsOf(answer.diminishingValue[period.key]),
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <figure className="method-comparison-figure">
        <MethodComparisonChart years={years} title={CHART_TITLE} />
        <details className="tax-flow-figures">
          <summary>The chart’s figures as a table</summary>
          <MethodComparisonTable years={years} caption={CHART_TITLE} formatMoney={formatMoney} />
        </details>
      </figure>
    </>
  );
}

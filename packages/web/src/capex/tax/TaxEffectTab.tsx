import type { CapexTaxEffectAnswer } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import type { TaxEffectStore } from './TaxEffectStore';
import { ReplacementsTable, YearsTable } from './TaxEffectTables';
import '../../ui/figures.css';

/**
 * The Tax effect tab (issue 27 item 4; docs/product/capex-forecast.md "Tax effect"): which method and report the
 * figures follow, the register assets that could not be scrapped with the reasons, the year-by-year tax-effected
 * capex (spending, deductions by kind, net) and every replacement with its treatment. Figures are the service's
 * (GET …/taxEffect), whole dollars as the figures tabs show them.
 */
export const TaxEffectTab = observer(function TaxEffectTab(props: {
  store: TaxEffectStore;
  onShowItem: (itemId: string) => void;
}) {
  const { store } = props;
  const answer = store.figures;
  if (!answer) {
    if (store.failure)
      return (
        <p className="figures-failure" role="alert" data-testid="capex-tax-failure">
          {store.failure}
        </p>
      );
    return <LoaderOverlay label="Working out the tax effect" />;
  }
  return (
    <section
      className="capex-tax figures"
      aria-label="Tax effect"
      data-testid="capex-tax"
      aria-busy={store.loading}
    >
      {store.failure && (
        <p className="figures-failure" role="alert">
          {store.failure}
        </p>
      )}
      <p className="figures-note" data-testid="capex-tax-basis">
        {basisOf(answer)}
      </p>
      <p className="figures-note">
        A replacement is taken to be installed, and what it replaces scrapped for nil, on 1 July of its
        financial year. Decline in value only: no immediate deduction, low value pool or incentives; capital
        works are not modelled.
      </p>
      <Refused answer={answer} onShowItem={props.onShowItem} />
      <h2 className="figures-table-title">Tax-effected capex by year</h2>
      <YearsTable answer={answer} />
      <h2 className="figures-table-title">Replacements</h2>
      <ReplacementsTable answer={answer} onShowItem={props.onShowItem} />
    </section>
  );
});

/** Which method, from which report, and the rounding: said in words. */
export function basisOf(answer: CapexTaxEffectAnswer): string {
  const report = answer.depreciationReport;
  const named = report ? (report.reportName ?? `report ${report.depreciationReportId}`) : null;
  const rounding = answer.roundingUnit === 'dollar' ? 'whole dollars' : 'cents';
  if (answer.methodSource === 'report')
    return `Deductions under ${answer.methodName.toLowerCase()} (${answer.method}), the method of ${named}, the property’s latest depreciation report; rounded to ${rounding}.`;
  const why = named ? `${named} names no depreciation method` : 'the property has no depreciation report';
  return `Deductions under diminishing value (DV) by default: ${why}; rounded to ${rounding}.`;
}

/** Register assets the replacements name but could not scrap: never left out silently. */
function Refused(props: { answer: CapexTaxEffectAnswer; onShowItem: (itemId: string) => void }) {
  const { refused } = props.answer;
  if (refused.length === 0) return null;
  return (
    <section className="capex-left-out" aria-label="Assets not scrapped" data-testid="capex-tax-refused">
      <h2 className="figures-table-title">
        {refused.length === 1 ? '1 register asset is' : `${refused.length} register assets are`} not scrapped
      </h2>
      <ul>
        {refused.map((r) => (
          <li key={r.itemId} data-testid={`capex-tax-refused-${r.itemId}`}>
            <a
              href={`#item-${r.itemId}`}
              onClick={(event) => {
                event.preventDefault();
                props.onShowItem(r.itemId);
              }}
            >
              {r.description || `Item ${r.itemId}`}
            </a>
            {` (asset ${r.assetId}): ${r.reasons.join(' ')}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { buildingElementLabel } from '@taxdep/domain/capex';
import { formatMoney } from '@taxdep/domain/format';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../ui/container-context';
import type { CapexStore } from '../CapexStore';
import { CAPEX_TYPES } from '../identifiers';
import { CommitDialog } from './CommitDialog';
import type { CommitStore } from './CommitStore';

/**
 * The forecast's replacements, each with "Commit to report" (issue 27 item 4; docs/product/capex-forecast.md):
 * under the Forecast tab's figures, in the forecast's order. Committing writes to a depreciation report, under that
 * report's own edit rule, so the button does not follow the forecast's read-only state.
 */
export const CommitReplacements = observer(function CommitReplacements(props: { store: CapexStore }) {
  const commit = useInjection<CommitStore>(CAPEX_TYPES.CommitStore);
  const forecast = props.store.forecast.figures;
  if (!forecast || forecast.replacements.length === 0) return null;
  const descriptions = new Map(
    props.store.items.rows.map((row) => [row.itemId, row.fields.description] as const),
  );
  return (
    <section
      className="capex-replacements figures"
      aria-label="Replacements"
      data-testid="capex-replacements"
    >
      <h2 className="figures-table-title">Replacements</h2>
      <p className="figures-note">
        Commit a replacement to a depreciation report In Progress: a new asset, and the asset it replaces
        disposed of.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling table must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable, issue 16) */}
      <div className="figures-scroll" tabIndex={0}>
        <table className="figures-table">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Item</th>
              <th scope="col">Element</th>
              <th scope="col">Kind</th>
              <th scope="col" className="num">
                Cost
              </th>
              <th scope="col">
                <span className="visually-hidden">Commit</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {forecast.replacements.map((r) => {
              const description = descriptions.get(r.itemId) ?? '';
              const key = `${r.itemId}-${r.financialYear}`;
              return (
                <tr key={key} data-testid={`capex-replacement-${key}`}>
                  <th scope="row">{`FY${r.financialYear}`}</th>
                  <td>{description || `Item ${r.itemId}`}</td>
                  <td>{buildingElementLabel(r.element)}</td>
                  <td>{r.expenditure === 'capital' ? 'Capital' : 'Repairs and maintenance'}</td>
                  <td className="num">{formatMoney(r.cents)}</td>
                  <td>
                    <button
                      type="button"
                      className="button-secondary"
                      onClick={() => void commit.start({ replacement: r, description })}
                      aria-label={`Commit to report: ${description || `item ${r.itemId}`}, FY${r.financialYear}`}
                      data-testid={`capex-commit-${key}`}
                    >
                      Commit to report
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <CommitDialog store={commit} />
    </section>
  );
});

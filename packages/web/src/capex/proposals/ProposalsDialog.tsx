import { BUILDING_ELEMENTS, type BuildingElementId } from '@taxdep/domain/capex';
import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import { shownValue } from '../items/ItemCell';
import { itemColumn } from '../items/item-columns';
import type { RegisterProposals } from './RegisterProposals';

const shown = (key: 'lumpSumCents' | 'yearInstalled' | 'lifeYears', value: number | null) => {
  const column = itemColumn(key);
  return column ? shownValue(column, value) : '';
};

/**
 * Start from the register (issue 27 item 2; docs/product/capex-forecast.md): the property's register assets
 * proposed as items in a staging table; tick which to add, choose each one's element, see what the forecast would
 * leave out; Add saves the ticked ones. Nothing is saved before.
 */
export const ProposalsDialog = observer(function ProposalsDialog(props: { store: RegisterProposals }) {
  const { store } = props;
  const chosen = store.chosen.length;
  return (
    <Modal
      title="Start from the register"
      subheader="Assets of the property’s latest depreciation report, proposed as items. Their cost is the asset’s cost as a lump sum in base-year prices: check it."
      staging
      scrollableBody
      onClose={() => store.close()}
      testId="capex-proposals"
      actions={[
        { label: 'Cancel', onClick: () => store.close() },
        {
          label: chosen === 1 ? 'Add 1 item' : `Add ${chosen} items`,
          onClick: () => void store.save(),
          primary: true,
          disabled: chosen === 0 || store.saving || store.loading,
          testId: 'capex-proposals-add',
        },
      ]}
    >
      {store.loading && <p className="muted">Reading the register…</p>}
      {store.failure && (
        <p className="field-error" role="alert" data-testid="capex-proposals-failure">
          {store.failure}
        </p>
      )}
      {!store.loading && store.staged.length === 0 && !store.failure && (
        <p className="muted">The register has no assets to start from.</p>
      )}
      {store.staged.length > 0 && (
        <table className="figures-table capex-staging-table" data-testid="capex-proposals-table">
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select every proposal"
                  checked={chosen === store.staged.length}
                  onChange={(e) => store.selectAll(e.target.checked)}
                />
              </th>
              <th scope="col">Description</th>
              <th scope="col">Element</th>
              <th scope="col">Cost</th>
              <th scope="col">Year installed</th>
              <th scope="col">Life</th>
              <th scope="col">Left out because</th>
            </tr>
          </thead>
          <tbody>
            {store.staged.map((proposal, index) => {
              const { fields } = proposal.row;
              const errors = store.errorsOf(proposal);
              const name = fields.description || `Proposal ${index + 1}`;
              return (
                <tr key={proposal.row.key} data-testid={`capex-proposal-${index}`}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Add ${name}`}
                      checked={proposal.selected}
                      onChange={() => store.toggle(proposal)}
                    />
                  </td>
                  <td>{fields.description}</td>
                  <td>
                    <select
                      aria-label={`Element of ${name}`}
                      value={fields.element}
                      onChange={(e) => store.setElement(proposal, e.target.value as BuildingElementId)}
                    >
                      {BUILDING_ELEMENTS.map((element) => (
                        <option key={element.id} value={element.id}>
                          {element.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="num">{shown('lumpSumCents', fields.lumpSumCents)}</td>
                  <td className="num">{shown('yearInstalled', fields.yearInstalled)}</td>
                  <td className="num">{shown('lifeYears', fields.lifeYears)}</td>
                  <td className={errors.length > 0 ? 'capex-reasons' : undefined}>{errors.join(' ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Modal>
  );
});

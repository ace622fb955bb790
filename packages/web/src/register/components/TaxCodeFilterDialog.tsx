import { observer } from 'mobx-react-lite';
import { Modal } from '../../ui/Modal';
import type { TaxCodeFilter } from '../store/TaxCodeFilter';

/** The tax code filter popup (docs/product/asset-register.md): search, checkboxes, Clear All Filters, Cancel, Apply. */
export const TaxCodeFilterDialog = observer(function TaxCodeFilterDialog(props: { filter: TaxCodeFilter }) {
  const { filter } = props;
  return (
    <Modal
      title="Filter Tax Codes"
      onClose={() => filter.cancel()}
      testId="tax-code-filter"
      actions={[
        {
          label: 'Clear All Filters',
          onClick: () => void filter.clearAll(),
          testId: 'tax-code-filter-clear',
        },
        { label: 'Cancel', onClick: () => filter.cancel(), testId: 'tax-code-filter-cancel' },
        {
          label: 'Apply',
          primary: true,
          onClick: () => void filter.apply(),
          testId: 'tax-code-filter-apply',
        },
      ]}
    >
      <input
        type="search"
        className="filter-search"
        aria-label="Search tax codes"
        placeholder="Search tax codes"
        data-testid="tax-code-filter-search"
        value={filter.search}
        onChange={(event) => filter.setSearch(event.target.value)}
      />
      <div className="check-list check-list-scroll">
        {filter.loading && <p className="muted">Loading…</p>}
        {!filter.loading && filter.visibleCodes.length === 0 && <p className="muted">No tax codes.</p>}
        {filter.visibleCodes.map((code) => (
          <label className="check" key={code}>
            <input
              type="checkbox"
              checked={filter.ticked.has(code)}
              onChange={() => filter.toggle(code)}
              data-testid={`tax-code-option-${code}`}
            />
            {filter.labelOf(code)}
          </label>
        ))}
      </div>
    </Modal>
  );
});

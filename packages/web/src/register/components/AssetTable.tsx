import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { SortHeader as SharedSortHeader } from '../../ui/SortHeader';
import { DATE_PICKER_DELAY_MS, type OptionalColumnFlag, type SortableColumn } from '../columns';
import type { RegisterStore } from '../store/RegisterStore';
import { AssetRowView } from './AssetRowView';
import { ShowCellReasons } from './CellReason';
import { DatePickersReady } from './cells';

/** Starts the date pickers DATE_PICKER_DELAY_MS after the list is displayed (docs/product/asset-register.md, docs/product/rules.md#constants-and-limits). */
export function useDatePickersReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), DATE_PICKER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The select-all box of the select column (docs/product/asset-register.md "There is also select-all"). */
export const SelectAllBox = observer(function SelectAllBox(props: { store: RegisterStore }) {
  const { store } = props;
  return (
    <th className="cell-select" scope="col">
      <input
        type="checkbox"
        aria-label="Select all assets"
        data-testid="select-all"
        checked={store.selection.allSelected}
        disabled={store.selection.selectable.length === 0}
        onChange={(event) => store.selection.selectAll(event.target.checked)}
      />
    </th>
  );
});

const SortHeader = observer(function SortHeader(props: {
  store: RegisterStore;
  column: SortableColumn;
  children: ReactNode;
}) {
  const { store, column } = props;
  return (
    <SharedSortHeader
      active={store.sortBy === column}
      order={store.order}
      onSort={() => void store.toggleSort(column)}
      testId={`sort-${column}`}
    >
      {props.children}
    </SharedSortHeader>
  );
});

/** The asset view (docs/product/asset-register.md "Asset view columns"), optional columns per Manage Output. */
export const AssetTable = observer(function AssetTable(props: { store: RegisterStore }) {
  const { store } = props;
  const ready = useDatePickersReady();
  const shown = (flag: OptionalColumnFlag) => store.output.isShown(flag);
  const th = (label: string) => <th scope="col">{label}</th>;
  return (
    <DatePickersReady.Provider value={ready}>
      <ShowCellReasons.Provider value={store.errorMode}>
        <table className="register-table" data-testid="asset-table">
          <thead>
            <tr>
              <SelectAllBox store={store} />
              {th('Asset ID')}
              <th scope="col">
                <span className="th-with-action">
                  Tax Code
                  <button
                    type="button"
                    className={
                      store.filterValues.length > 0 ? 'filter-button filter-active' : 'filter-button'
                    }
                    aria-label={`Filter tax codes${store.filterValues.length > 0 ? ` (${store.filterValues.length} chosen)` : ''}`}
                    data-testid="tax-code-filter-button"
                    onClick={() => void store.taxFilter.open()}
                  >
                    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                      <path d="M1 2h10L7 6.5V11L5 10V6.5z" fill="currentColor" />
                    </svg>
                  </button>
                </span>
              </th>
              {th('Category')}
              {shown('fundCodeFlag') && th('Fund Code')}
              {shown('propertyCodeFlag') && th('Property Code')}
              {shown('projectCodeFlag') && th('Project Code')}
              {th('Asset Description')}
              {shown('subCategoryFlag') && th('Subcategory')}
              {shown('locationFlag') && th('Location')}
              {shown('supplierFlag') && th('Supplier')}
              {shown('invoiceNumberFlag') && th('Inv#')}
              {shown('invoiceDateFlag') && (
                <SortHeader store={store} column="invoiceDate">
                  Invoice Date
                </SortHeader>
              )}
              <SortHeader store={store} column="depreciationCommencementDate">
                Depreciation Commencement Date
              </SortHeader>
              <SortHeader store={store} column="financialYearEndDate">
                Financial Year End
              </SortHeader>
              {th('Original Cost')}
              {shown('downValueFlag') && th('Written Down Value')}
              {shown('downDateFlag') && (
                <SortHeader store={store} column="writtenDownValueDate">
                  Written Down Value Date
                </SortHeader>
              )}
              {th('Depreciation Method')}
              {th('Depreciation Rate')}
              {shown('depreciationClaimFlag') && th('Annual Depreciation Claim')}
              {shown('historicalBuildingCostFlag') && th('Historical Building Cost')}
              {th('Demolition')}
            </tr>
          </thead>
          <tbody>
            {store.rows.map((row) => (
              <AssetRowView key={row.key} store={store} row={row} />
            ))}
          </tbody>
        </table>
      </ShowCellReasons.Provider>
    </DatePickersReady.Provider>
  );
});

import { observer } from 'mobx-react-lite';
import { type GridColumn, SORTABLE_COLUMNS, type SortableColumn } from '../columns';
import type { ColumnWidths } from '../store/ColumnWidths';
import { type GridCursor, HEADER_ROW } from '../store/GridCursor';
import type { RegisterStore } from '../store/RegisterStore';
import { stickyClass, useRowCursor } from './AssetRowView';
import { ColumnResize } from './ColumnResize';

function isSortable(key: string): key is SortableColumn {
  return (SORTABLE_COLUMNS as readonly string[]).includes(key);
}

/** The filter button of the Tax Code header (docs/product/asset-register.md "Tax code filter"). */
const TaxCodeFilterButton = observer(function TaxCodeFilterButton(props: { store: RegisterStore }) {
  const { store } = props;
  const chosen = store.filterValues.length;
  return (
    <button
      type="button"
      tabIndex={-1}
      className={chosen > 0 ? 'filter-button filter-active' : 'filter-button'}
      aria-label={`Filter tax codes${chosen > 0 ? ` (${chosen} chosen)` : ''}`}
      data-testid="tax-code-filter-button"
      onClick={() => void store.taxFilter.open()}
    >
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path d="M1 2h10L7 6.5V11L5 10V6.5z" fill="currentColor" />
      </svg>
    </button>
  );
});

/**
 * The grid's header row: its cells are the grid's first row, reached with the arrows (one Tab stop for the whole
 * grid), and their controls (sort, filter, select all) answer Enter and Space there (components/grid-keys.ts).
 */
export const GridHeader = observer(function GridHeader(props: {
  store: RegisterStore;
  cursor: GridCursor;
  widths: ColumnWidths;
  columns: readonly GridColumn[];
}) {
  const { store, cursor, widths, columns } = props;
  const state = useRowCursor(cursor, HEADER_ROW);
  const content = (column: GridColumn) => {
    if (column.kind === 'select') {
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label="Select all assets"
          data-testid="select-all"
          checked={store.selection.allSelected}
          disabled={store.selection.selectable.length === 0}
          onChange={(event) => store.selection.selectAll(event.target.checked)}
        />
      );
    }
    if (column.key === 'assetCode') {
      return (
        <span className="th-with-action">
          {column.label}
          <TaxCodeFilterButton store={store} />
        </span>
      );
    }
    const key = column.key;
    if (isSortable(key)) {
      const active = store.sortBy === key;
      return (
        <button
          type="button"
          tabIndex={-1}
          className="sort-button"
          data-testid={`sort-${key}`}
          onClick={() => void store.toggleSort(key)}
        >
          {column.label}
          <span aria-hidden="true" className="sort-mark">
            {active ? (store.order === 'ASC' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      );
    }
    return column.label;
  };
  return (
    <thead>
      <tr data-row-key={HEADER_ROW} aria-rowindex={1}>
        {columns.map((column) => {
          const sorted = isSortable(column.key) && store.sortBy === column.key;
          return (
            <th
              key={column.key}
              scope="col"
              data-column-key={column.key}
              tabIndex={state.column === column.key ? 0 : -1}
              className={`${column.kind === 'select' ? 'cell-select' : ''}${stickyClass(column.key)}`}
              aria-sort={sorted ? (store.order === 'ASC' ? 'ascending' : 'descending') : undefined}
              // Spoken when the header has focus: how to resize by keyboard.
              aria-keyshortcuts="Shift+ArrowLeft Shift+ArrowRight F2"
              // Named by its label alone: the resize handle's name is not part of the column's.
              aria-labelledby={`grid-header-${column.key}`}
            >
              <span id={`grid-header-${column.key}`} className="th-label">
                {content(column)}
              </span>
              <ColumnResize column={column} widths={widths} />
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

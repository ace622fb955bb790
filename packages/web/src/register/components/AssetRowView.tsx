import { isDemolitionTicked } from '@taxdep/domain/assets';
import { compareStructural, computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { type GridColumn, type GridColumnKey, NEW_ROW_ASSET_ID, STICKY_COLUMNS } from '../columns';
import type { AssetRow } from '../store/AssetRow';
import type { GridCursor } from '../store/GridCursor';
import { shutCellReason } from '../store/law-fact-cells';
import type { RegisterStore } from '../store/RegisterStore';
import { CellEditor, cellText, HISTORICAL_COST_WARNING } from './grid-cells';
import { RowSaveState } from './RowSaveState';
import { rowLabel } from './row-parts';

type FieldKey = Exclude<GridColumnKey, 'select' | 'id' | 'demolition'>;
type ErrorField = Parameters<AssetRow['errorOf']>[0];

/**
 * This row's part of the cursor: its active column and whether it is being edited. A computed compared by value,
 * so moving the cursor re-renders the row it leaves and the row it enters, not the 200 rows of the page.
 */
export function useRowCursor(
  cursor: GridCursor,
  rowKey: string,
): { column: GridColumnKey | null; editing: boolean } {
  const [state] = useState(() =>
    computed(
      () => {
        const column = cursor.activeColumnOf(rowKey);
        return { column, editing: column !== null && cursor.editing };
      },
      { equals: compareStructural },
    ),
  );
  return state.get();
}

/** The sticky classes of a column (issue 16: the asset id and description stay in view sideways). */
export function stickyClass(key: GridColumnKey): string {
  return STICKY_COLUMNS.includes(key) ? ` sticky sticky-${key}` : '';
}

/**
 * One row of the asset grid (docs/product/asset-register.md "Asset view columns"; issue 16 "a register that works
 * like a spreadsheet"). Cells read as text; only the active cell, while editing, holds the register's field for
 * its column. Each cell carries `data-asset-id` and `data-column-key` (the contract with the paste of a block,
 * register/paste). An observer of its own row only, so an edit re-renders this row and not the table.
 */
export const AssetRowView = observer(function AssetRowView(props: {
  store: RegisterStore;
  cursor: GridCursor;
  row: AssetRow;
  columns: readonly GridColumn[];
  /** The row's place in the whole register for `aria-rowindex` (the header is row 1). */
  rowIndex: number;
}) {
  const { store, cursor, row, columns } = props;
  const state = useRowCursor(cursor, row.key);
  const locked = store.readOnly || row.readOnly;
  const who = rowLabel(row);
  const assetId = row.isNew ? NEW_ROW_ASSET_ID : String(row.id);

  const cell = (column: GridColumn): ReactNode => {
    const active = state.column === column.key;
    const base = {
      'data-asset-id': assetId,
      'data-column-key': column.key,
      tabIndex: active ? 0 : -1,
    };
    if (column.kind === 'select' || column.kind === 'demolition') {
      const isSelect = column.kind === 'select';
      return (
        <td key={column.key} {...base} className={`cell-select${stickyClass(column.key)}`}>
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={isSelect ? `Select ${who}` : `Demolition of ${who}`}
            data-testid={isSelect ? 'select-asset' : 'demolition-tick'}
            checked={isSelect ? row.selected : isDemolitionTicked(row.asset)}
            disabled={locked || row.isNew}
            onChange={(event) =>
              isSelect ? store.selection.toggle(row) : void store.demolitions.tick(row, event.target.checked)
            }
          />
        </td>
      );
    }
    if (column.kind === 'id') {
      return (
        <td key={column.key} {...base} className={`cell-id${stickyClass(column.key)}`}>
          <RowSaveState row={row} />
        </td>
      );
    }
    const field = column.key as FieldKey;
    const error = row.errorOf(field as ErrorField);
    const warning =
      field === 'historicalBuildingCost' && row.historicalCostWarning
        ? HISTORICAL_COST_WARNING
        : field === 'depreciationCategory'
          ? store.poolingWarnings.get(row.asset.id)
          : undefined;
    // Issue 23: a fact that does not bear on the row's category is shut and says why, as is the rate's reason on
    // the tax office's rate (law-fact-cells.ts).
    const notApplicable = shutCellReason(row, column.key);
    let className = `kind-${column.kind}${stickyClass(column.key)}`;
    if (error) className += ' cell-invalid';
    if (warning) className += ' cell-warning';
    if (locked) className += ' cell-locked';
    if (notApplicable) className += ' cell-not-applicable';
    if (active && state.editing) {
      return (
        <td key={column.key} {...base} className={`${className} cell-editing`}>
          <CellEditor store={store} cursor={cursor} row={row} column={column} warning={warning} />
        </td>
      );
    }
    // Issue 16 item 7: in error mode the reason is written under the cell and tied to it.
    const reasonId = store.errorMode && error ? `${row.key}-${column.key}-reason` : undefined;
    const text = cellText(column, row.asset, store.lookups, row.rateMode);
    return (
      <td
        key={column.key}
        {...base}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={reasonId}
        // A text cut by a narrow column is read whole on hover (issue 16 item 6: category and method in full).
        title={error ?? warning ?? notApplicable ?? (text.length > 14 ? text : undefined)}
      >
        <span className="cell-value">{text}</span>
        {reasonId && (
          <span id={reasonId} className="cell-reason" data-testid="cell-reason">
            {error}
          </span>
        )}
      </td>
    );
  };

  return (
    <tr
      className={row.hasErrors ? 'register-row row-invalid' : 'register-row'}
      data-row-key={row.key}
      data-testid={`asset-row-${row.isNew ? row.key : row.id}`}
      aria-busy={row.saving || undefined}
      aria-rowindex={props.rowIndex}
    >
      {columns.map(cell)}
    </tr>
  );
});

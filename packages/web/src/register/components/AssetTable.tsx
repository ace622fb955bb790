import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type FocusEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { DATE_PICKER_DELAY_MS, type GridColumn, type GridColumnKey } from '../columns';
import { ColumnWidths } from '../store/ColumnWidths';
import { canEdit } from '../store/context';
import { GridCursor } from '../store/GridCursor';
import { shutCellReason } from '../store/law-fact-cells';
import type { RegisterStore } from '../store/RegisterStore';
import { AssetRowView } from './AssetRowView';
import { ShowCellReasons } from './CellReason';
import { DatePickersReady } from './cells';
import { GridHeader } from './GridHeader';
import { moveTo, onGridKeyDown, onGridPaste } from './grid-keys';
import './grid.css';

export { SelectAllBox } from './SelectAllBox';

/** Starts the date pickers DATE_PICKER_DELAY_MS after the list is displayed (docs/product/asset-register.md, docs/product/rules.md#constants-and-limits). */
export function useDatePickersReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), DATE_PICKER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The columns of the user's layout that Manage Output leaves shown, in the user's order (issue 26 item 1). */
function shownColumns(store: RegisterStore): GridColumn[] {
  return store.layout.columns((flag) => store.output.isShown(flag));
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The cell an event happened in, by the keys its row and cell carry. */
function cellAt(target: EventTarget): { rowKey: string; columnKey: GridColumnKey } | null {
  const element = (target as Element).closest?.<HTMLElement>('[data-column-key]');
  const rowKey = element?.closest<HTMLElement>('tr')?.dataset.rowKey;
  return element && rowKey ? { rowKey, columnKey: element.dataset.columnKey as GridColumnKey } : null;
}

/**
 * The asset view as a data grid (docs/product/asset-register.md "Asset view columns"; issue 16 "a register that
 * works like a spreadsheet"; the WAI-ARIA grid pattern): one Tab stop, arrow keys between cells, editors in place,
 * the select, id and description columns sticky, columns resized from their headers.
 */
export const AssetTable = observer(function AssetTable(props: { store: RegisterStore }) {
  const { store } = props;
  const ready = useDatePickersReady();
  const [columns] = useState(() => computed(() => shownColumns(store)));
  const [widths] = useState(() => new ColumnWidths(browserStorage()));
  const [cursor] = useState(
    () =>
      new GridCursor({
        rows: () => store.rows,
        columns: () => columns.get(),
        canEdit: (row, column) => canEdit(store, row) && shutCellReason(row, column.key) === null,
      }),
  );
  const shown = columns.get();
  const table = useRef<HTMLTableElement>(null);
  // Add Asset puts the new row's Tax Code under the cursor: what a new asset needs first (issue 16 item 4).
  const added = store.rows[0]?.isNew ? store.rows[0].key : null;
  useEffect(() => {
    if (added !== null && table.current)
      moveTo(table.current, cursor, { rowKey: added, columnKey: 'assetCode' });
  }, [added, cursor]);
  const selectWidth = widths.widthOf('select');
  const idWidth = widths.widthOf('id');
  const style = {
    width: shown.reduce((total, column) => total + widths.widthOf(column.key), 0),
    '--sticky-left-id': `${selectWidth}px`,
    '--sticky-left-description': `${selectWidth + idWidth}px`,
    '--sticky-width': `${selectWidth + idWidth + widths.widthOf('description')}px`,
  } as CSSProperties;

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = cellAt(event.target);
    if (cell) cursor.setActive(cell);
  };
  const onDoubleClick = (event: MouseEvent<HTMLTableElement>) => {
    const cell = cellAt(event.target);
    if (!cell) return;
    cursor.setActive(cell);
    cursor.startEditing();
  };

  return (
    <DatePickersReady.Provider value={ready}>
      <ShowCellReasons.Provider value={store.errorMode}>
        <table
          ref={table}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table: its cells are focused and edited in place (issue 16).
          role="grid"
          aria-label="Assets"
          // The register is paged: a screen reader says "row N of M" of the whole register (header row 1).
          aria-rowcount={store.totalRecords + 1}
          aria-readonly={store.readOnly || undefined}
          className={
            store.readOnly ? 'register-table register-grid grid-read-only' : 'register-table register-grid'
          }
          data-testid="asset-table"
          style={style}
          onKeyDown={(event) => onGridKeyDown(event, cursor, widths)}
          onPaste={(event) => onGridPaste(event, cursor)}
          onFocus={onFocus}
          onDoubleClick={onDoubleClick}
        >
          <colgroup>
            {shown.map((column) => (
              <col key={column.key} style={{ width: widths.widthOf(column.key) }} />
            ))}
          </colgroup>
          <GridHeader store={store} cursor={cursor} widths={widths} columns={shown} />
          <tbody>
            {store.rows.map((row, index) => (
              <AssetRowView
                key={row.key}
                store={store}
                cursor={cursor}
                row={row}
                columns={shown}
                rowIndex={(store.page - 1) * store.pageSize + index + 2}
              />
            ))}
          </tbody>
        </table>
      </ShowCellReasons.Provider>
    </DatePickersReady.Provider>
  );
});

import { observer } from 'mobx-react-lite';
import { type ClipboardEvent, type FocusEvent, useEffect, useId, useRef } from 'react';
import { cellElement, cellOf, onItemsGridKeyDown } from './grid-keys';
import { ItemCellEditor, shownValue } from './ItemCell';
import type { ItemRow } from './ItemRow';
import { SELECT_COLUMN } from './ItemsCursor';
import { ITEMS_PAGE_SIZE, type ItemsStore } from './ItemsStore';
import { ITEM_COLUMNS, type ItemColumn } from './item-columns';

/**
 * The items as a data grid (issue 27 item 6: "the web works like the register"; the WAI-ARIA grid pattern): one
 * Tab stop, the register's keys, editors in place, each faulty cell marked with the domain's reason, which the
 * line under the grid says for the active cell. A block pasted on the grid (tabs, lines) adds rows.
 */
export const ItemsGrid = observer(function ItemsGrid(props: { store: ItemsStore }) {
  const { store } = props;
  const { cursor } = store;
  const grid = useRef<HTMLTableElement>(null);
  const messageId = useId();
  const active = cursor.active;
  // A cell the store made active (Add item, a left-out item's link) takes the focus.
  const request = store.focusRequest;
  useEffect(() => {
    const cell = cursor.active;
    if (request > 0 && cell && grid.current) cellElement(grid.current, cell)?.focus();
  }, [request, cursor]);
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const found = cellOf(event.target);
    if (found) cursor.setActive(found.cell);
  };
  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const text = event.clipboardData.getData('text');
    // A single value is the editor's (or nothing); a block of cells (tabs or lines) is new rows.
    if (!/\t/.test(text) && !/[\r\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    store.paste(text);
  };
  const rows = store.shownRows;
  const firstIndex = (Math.min(store.page, store.pages) - 1) * ITEMS_PAGE_SIZE;
  const activeError =
    active && active.columnKey !== SELECT_COLUMN
      ? store.errorsByRow.get(active.rowKey)?.get(active.columnKey)
      : undefined;
  return (
    <>
      <div className="capex-grid-frame">
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table (issue 16).
          role="grid"
          aria-label="Items"
          aria-rowcount={store.rows.length + 1}
          aria-readonly={store.readOnly || undefined}
          aria-describedby={messageId}
          className="capex-grid"
          data-testid="capex-items-grid"
          onKeyDown={(event) => onItemsGridKeyDown(event, cursor)}
          onFocus={onFocus}
          onPaste={onPaste}
          onDoubleClick={(event) => {
            const found = cellOf(event.target);
            if (!found || store.readOnly) return;
            cursor.setActive(found.cell);
            cursor.startEditing();
          }}
        >
          <colgroup>
            <col style={{ width: 40 }} />
            {ITEM_COLUMNS.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all items on this page"
                  checked={store.allShownSelected}
                  disabled={store.readOnly}
                  onChange={(e) => store.selectAllShown(e.target.checked)}
                />
              </th>
              {ITEM_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <ItemRowView key={row.key} store={store} row={row} rowIndex={firstIndex + index + 2} />
            ))}
          </tbody>
        </table>
      </div>
      <p id={messageId} className="capex-cell-message" aria-live="polite" data-testid="capex-cell-message">
        {activeError ?? ''}
      </p>
    </>
  );
});

const ItemRowView = observer(function ItemRowView(props: {
  store: ItemsStore;
  row: ItemRow;
  rowIndex: number;
}) {
  const { store, row } = props;
  const { cursor } = store;
  const errors = store.errorsByRow.get(row.key);
  const name = row.fields.description || `Row ${props.rowIndex - 1}`;
  return (
    <tr
      data-row-key={row.key}
      aria-rowindex={props.rowIndex}
      aria-selected={row.selected}
      className={errors ? 'capex-row-left-out' : undefined}
      data-testid={`capex-item-row-${props.rowIndex - 1}`}
    >
      <td
        data-column-key={SELECT_COLUMN}
        tabIndex={cursor.isActive(row.key, SELECT_COLUMN) ? 0 : -1}
        className={cursor.isActive(row.key, SELECT_COLUMN) ? 'cell-active' : undefined}
      >
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={`Select ${name}`}
          checked={row.selected}
          disabled={store.readOnly}
          onChange={() => {
            row.selected = !row.selected;
          }}
        />
      </td>
      {ITEM_COLUMNS.map((column) => (
        <ItemGridCell
          key={column.key}
          store={store}
          row={row}
          column={column}
          error={errors?.get(column.key)}
        />
      ))}
    </tr>
  );
});

const ItemGridCell = observer(function ItemGridCell(props: {
  store: ItemsStore;
  row: ItemRow;
  column: ItemColumn;
  error: string | undefined;
}) {
  const { store, row, column, error } = props;
  const { cursor } = store;
  const active = cursor.isActive(row.key, column.key);
  const editing = !store.readOnly && cursor.isEditing(row.key, column.key);
  const classes = [
    column.kind === 'money' || column.kind === 'number' ? 'num' : '',
    active ? 'cell-active' : '',
    error ? 'cell-error' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td
      data-column-key={column.key}
      tabIndex={active && !editing ? 0 : -1}
      className={classes || undefined}
      aria-invalid={error ? true : undefined}
      title={error}
      data-testid={`capex-cell-${column.key}`}
    >
      {editing ? (
        <ItemCellEditor
          row={row}
          column={column}
          seed={cursor.seed}
          label={`${column.heading}, ${row.fields.description || 'new item'}`}
          onCommit={(value) => store.edit(row, column.key, value)}
        />
      ) : (
        shownValue(column, row.fields[column.key])
      )}
    </td>
  );
});

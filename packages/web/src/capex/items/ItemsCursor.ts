import { makeAutoObservable } from 'mobx';
import { ITEM_COLUMNS, type ItemFieldKey } from './item-columns';

/** The select column's key: the first column of the grid, before the item's fields. */
export const SELECT_COLUMN = 'select';
export type GridColumnKey = ItemFieldKey | typeof SELECT_COLUMN;
export const GRID_COLUMN_KEYS: readonly GridColumnKey[] = [SELECT_COLUMN, ...ITEM_COLUMNS.map((c) => c.key)];

/** Rows a PageUp or PageDown moves, as in the register. */
export const PAGE_ROWS = 10;

export interface GridCell {
  rowKey: string;
  columnKey: GridColumnKey;
}

/**
 * The items grid's active cell and edit state, as the register's grid keeps its own (the WAI-ARIA grid pattern,
 * issue 16): one cell is the grid's single Tab stop, the keys move it, at most that cell shows its editor. Kept by
 * row and column key, so a new row or a saved id does not move it.
 */
export class ItemsCursor {
  rowKey: string | null = null;
  columnKey: GridColumnKey = 'element';
  editing = false;
  /** Text that starts the editor instead of the value: the key typed in read mode, '' after Delete. */
  seed: string | null = null;

  constructor(private readonly rowKeys: () => readonly string[]) {
    makeAutoObservable<ItemsCursor, 'rowKeys'>(this, { rowKeys: false });
  }

  /** The active cell; without one (or when its row is gone), the first row's element. */
  get active(): GridCell | null {
    const keys = this.rowKeys();
    if (keys.length === 0) return null;
    const rowKey = this.rowKey !== null && keys.includes(this.rowKey) ? this.rowKey : (keys[0] as string);
    return { rowKey, columnKey: this.columnKey };
  }

  isActive(rowKey: string, columnKey: GridColumnKey): boolean {
    const active = this.active;
    return active !== null && active.rowKey === rowKey && active.columnKey === columnKey;
  }

  isEditing(rowKey: string, columnKey: GridColumnKey): boolean {
    return this.editing && this.isActive(rowKey, columnKey);
  }

  setActive(cell: GridCell): void {
    if (this.isActive(cell.rowKey, cell.columnKey)) return;
    this.rowKey = cell.rowKey;
    this.columnKey = cell.columnKey;
    this.editing = false;
    this.seed = null;
  }

  /** The cell `rows` down and `columns` right of the active one, kept inside the grid. */
  offset(rows: number, columns: number): GridCell | null {
    const active = this.active;
    if (!active) return null;
    const keys = this.rowKeys();
    const r = clamp(keys.indexOf(active.rowKey) + rows, 0, keys.length - 1);
    const c = clamp(GRID_COLUMN_KEYS.indexOf(active.columnKey) + columns, 0, GRID_COLUMN_KEYS.length - 1);
    return { rowKey: keys[r] as string, columnKey: GRID_COLUMN_KEYS[c] as GridColumnKey };
  }

  /** Home and End: the row's first or last cell; with Ctrl, the grid's first or last row too. */
  edge(end: boolean, wholeGrid: boolean): GridCell | null {
    const active = this.active;
    if (!active) return null;
    const keys = this.rowKeys();
    const rowKey = wholeGrid ? ((end ? keys.at(-1) : keys[0]) ?? active.rowKey) : active.rowKey;
    const columnKey = (end ? GRID_COLUMN_KEYS.at(-1) : GRID_COLUMN_KEYS[0]) as GridColumnKey;
    return { rowKey, columnKey };
  }

  /** Tab and Shift+Tab: the next or previous cell, row after row; null at either end (Tab leaves the grid). */
  next(backward: boolean): GridCell | null {
    const active = this.active;
    if (!active) return null;
    const keys = this.rowKeys();
    const width = GRID_COLUMN_KEYS.length;
    const index =
      keys.indexOf(active.rowKey) * width + GRID_COLUMN_KEYS.indexOf(active.columnKey) + (backward ? -1 : 1);
    if (index < 0 || index >= keys.length * width) return null;
    return {
      rowKey: keys[Math.floor(index / width)] as string,
      columnKey: GRID_COLUMN_KEYS[index % width] as GridColumnKey,
    };
  }

  /** Opens the active cell's editor (Enter, F2, a typed key, a double click); the select column has none. */
  startEditing(seed: string | null = null): boolean {
    const active = this.active;
    if (!active || active.columnKey === SELECT_COLUMN) return false;
    this.rowKey = active.rowKey;
    this.editing = true;
    this.seed = seed;
    return true;
  }

  stopEditing(): void {
    this.editing = false;
    this.seed = null;
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

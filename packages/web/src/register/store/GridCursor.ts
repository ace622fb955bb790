import { makeAutoObservable } from 'mobx';
import type { GridColumn, GridColumnKey, GridColumnKind } from '../columns';
import type { AssetRow } from './AssetRow';

/** The header row's key: the column headers are the grid's first row (sort, filter, select-all, resize). */
export const HEADER_ROW = 'header';

/** The kinds of cell that open an editor; the others (select, id, demolition) are controls or plain text. */
const EDITABLE_KINDS: ReadonlySet<GridColumnKind> = new Set([
  'taxCode',
  'category',
  'text',
  'date',
  'amount',
  'method',
  'rate',
  'secondHand',
  'constructionUse',
]);

/** Rows a PageUp or PageDown moves: about a screenful of the register's frame. */
export const PAGE_ROWS = 10;

/** What the cursor needs of the register: the rows and columns on screen and who may edit a row's cell. */
export interface GridSource {
  rows(): readonly AssetRow[];
  columns(): readonly GridColumn[];
  /** The column lets a fact that does not bear on the row stay shut (law-fact-cells.ts). */
  canEdit(row: AssetRow, column: GridColumn): boolean;
}

/** A cell of the grid: the row's key (AssetRow.key, or HEADER_ROW) and the column's key. */
export interface GridCell {
  rowKey: string;
  columnKey: GridColumnKey;
}

/**
 * The register grid's active cell and edit state (issue 16 "a register that works like a spreadsheet"; the WAI-ARIA
 * grid pattern): one cell is the grid's single Tab stop, the keys move it, and at most that cell shows its editor.
 * Kept by row and column key, not by index, so a reload or a new row does not move it to another asset.
 */
export class GridCursor {
  rowKey: string | null = null;
  columnKey: GridColumnKey | null = null;
  editing = false;
  /** Text that starts the editor instead of the value: the key typed on a cell in read mode, '' after Delete. */
  seed: string | null = null;
  /**
   * True while Escape leaves an editor: focus leaving the editor is what saves a cell, so the blur that Escape
   * causes must not save. Set and cleared around that one focus change.
   */
  cancelling = false;

  constructor(private readonly source: GridSource) {
    makeAutoObservable<GridCursor, 'source'>(this, { source: false, cancelling: false });
  }

  private get rowKeys(): string[] {
    return [HEADER_ROW, ...this.source.rows().map((row) => row.key)];
  }

  private get columnKeys(): GridColumnKey[] {
    return this.source.columns().map((column) => column.key);
  }

  /** The active cell; without one (or when its row or column is gone), the first row's Asset ID. */
  get active(): GridCell {
    const rows = this.rowKeys;
    const columns = this.columnKeys;
    const rowKey = this.rowKey !== null && rows.includes(this.rowKey) ? this.rowKey : (rows[1] ?? HEADER_ROW);
    const fallback = columns.includes('id') ? 'id' : (columns[0] ?? 'id');
    const columnKey = this.columnKey !== null && columns.includes(this.columnKey) ? this.columnKey : fallback;
    return { rowKey, columnKey };
  }

  /** The active column of a row, or null: each row observes only this, so a move re-renders two rows. */
  activeColumnOf(rowKey: string): GridColumnKey | null {
    const active = this.active;
    return active.rowKey === rowKey ? active.columnKey : null;
  }

  isEditing(rowKey: string, columnKey: GridColumnKey): boolean {
    const active = this.active;
    return this.editing && active.rowKey === rowKey && active.columnKey === columnKey;
  }

  /** Makes a cell active (a click, or focus arriving in it); an edit elsewhere ends. */
  setActive(cell: GridCell): void {
    const active = this.active;
    if (active.rowKey === cell.rowKey && active.columnKey === cell.columnKey) return;
    this.rowKey = cell.rowKey;
    this.columnKey = cell.columnKey;
    this.editing = false;
    this.seed = null;
  }

  /** The cell `rows` down and `columns` right of the active one, kept inside the grid. */
  offset(rows: number, columns: number): GridCell {
    const rowKeys = this.rowKeys;
    const columnKeys = this.columnKeys;
    const active = this.active;
    const r = clamp(rowKeys.indexOf(active.rowKey) + rows, 0, rowKeys.length - 1);
    const c = clamp(columnKeys.indexOf(active.columnKey) + columns, 0, columnKeys.length - 1);
    return { rowKey: rowKeys[r] ?? active.rowKey, columnKey: columnKeys[c] ?? active.columnKey };
  }

  /** The first or last cell of the active row, or of the grid's first or last asset row (Ctrl+Home, Ctrl+End). */
  edge(end: boolean, wholeGrid: boolean): GridCell {
    const rowKeys = this.rowKeys;
    const columnKeys = this.columnKeys;
    const active = this.active;
    const rowKey = wholeGrid ? (end ? rowKeys.at(-1) : rowKeys[1]) : active.rowKey;
    const columnKey = end ? columnKeys.at(-1) : columnKeys[0];
    return { rowKey: rowKey ?? active.rowKey, columnKey: columnKey ?? active.columnKey };
  }

  /**
   * Tab and Shift+Tab: the next or previous cell of the asset rows, row after row; null at either end, where Tab
   * leaves the grid as it would any control.
   */
  next(backward: boolean): GridCell | null {
    const rowKeys = this.rowKeys.slice(1);
    const columnKeys = this.columnKeys;
    const active = this.active;
    const width = columnKeys.length;
    const r = rowKeys.indexOf(active.rowKey);
    if (r < 0 || width === 0) return null;
    const index = r * width + columnKeys.indexOf(active.columnKey) + (backward ? -1 : 1);
    if (index < 0 || index >= rowKeys.length * width) return null;
    return { rowKey: rowKeys[Math.floor(index / width)] ?? '', columnKey: columnKeys[index % width] ?? 'id' };
  }

  /** Whether the active cell may open its editor: an asset row the user may change, in an editable column. */
  get canEditActive(): boolean {
    const active = this.active;
    const row = this.source.rows().find((r) => r.key === active.rowKey);
    const column = this.source.columns().find((c) => c.key === active.columnKey);
    return (
      row !== undefined &&
      column !== undefined &&
      EDITABLE_KINDS.has(column.kind) &&
      this.source.canEdit(row, column)
    );
  }

  /** Opens the active cell's editor (Enter, F2, a typed key, a double click); nothing on a cell that cannot change. */
  startEditing(seed: string | null = null): boolean {
    if (!this.canEditActive) return false;
    const active = this.active;
    this.rowKey = active.rowKey;
    this.columnKey = active.columnKey;
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

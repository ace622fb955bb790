import type { CapexItemWire } from '@taxdep/domain';
import type { CapexItemError } from '@taxdep/domain/capex';
import { readClipboardBlock } from '@taxdep/domain/paste';
import type { CapexPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { AutoSaver } from '../../ui/AutoSaver';
import { failureMessage } from '../../ui/failure-message';
import type { CapexContext } from '../context';
import { ItemRow } from './ItemRow';
import { ItemsCursor } from './ItemsCursor';
import { BLANK_ITEM, ITEM_COLUMNS, type ItemFieldKey, type ItemFields } from './item-columns';
import { readRow } from './item-rows';

/** Rows a page of the grid shows: enough to work in, few enough to draw at once. */
export const ITEMS_PAGE_SIZE = 100;
/** The most items one save sends (capex-calls.ts CapexItemsSave @maxItems). */
export const MAX_ITEMS_A_SAVE = 10_000;

export interface PasteNotice {
  added: number;
  /** Cells that could not be read: left blank in their row, said here. */
  problems: string[];
}

/**
 * The Items tab's grid (issue 27 item 2; "the web works like the register", item 6): every item of the forecast,
 * edited in place, a new row, delete selected, paste from Excel. An edit is saved after a pause, with every row
 * changed since the last save (PUT …/items, only changed rows); each row is judged by the domain's
 * `validateCapexItem` against the saved base year, so the grid marks the cells the forecast will leave out.
 */
export class ItemsStore {
  rows: ItemRow[] = [];
  page = 1;
  saving = false;
  saveError: string | null = null;
  /** The Delete confirmation is open. */
  confirmingDelete = false;
  deleting = false;
  pasteNotice: PasteNotice | null = null;
  /** Counts the times the store moved the cursor for the user (Add item, a link): the grid then focuses it. */
  focusRequest = 0;
  readonly cursor: ItemsCursor;
  private readonly saver: AutoSaver;

  constructor(
    private readonly port: CapexPort,
    private readonly context: CapexContext,
    typingDelayMs: number,
  ) {
    this.saver = new AutoSaver(() => this.put(), typingDelayMs);
    this.cursor = new ItemsCursor(() => this.shownRows.map((row) => row.key));
    makeAutoObservable<ItemsStore, 'port' | 'context' | 'saver'>(this, {
      port: false,
      context: false,
      saver: false,
      cursor: false,
      rows: observableShallow,
    });
  }

  seed(items: readonly CapexItemWire[]): void {
    this.rows = items.map(ItemRow.fromWire);
    this.page = 1;
  }

  get readOnly(): boolean {
    return this.context.readOnly;
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.rows.length / ITEMS_PAGE_SIZE));
  }

  get shownRows(): ItemRow[] {
    const start = (Math.min(this.page, this.pages) - 1) * ITEMS_PAGE_SIZE;
    return this.rows.slice(start, start + ITEMS_PAGE_SIZE);
  }

  setPage(page: number): void {
    this.page = Math.max(1, Math.min(page, this.pages));
  }

  /** Each row's errors by field, against the saved base year; one map, worked once per change. */
  get errorsByRow(): Map<string, Map<ItemFieldKey, string>> {
    const baseYear = this.context.baseYear;
    const all = new Map<string, Map<ItemFieldKey, string>>();
    for (const row of this.rows) {
      const errors = row.errorsAt(baseYear);
      if (errors.length > 0) all.set(row.key, byField(errors));
    }
    return all;
  }

  /** "N items, M left out": the items the forecast reads and the ones it leaves out (issue 27 item 3). */
  get counts(): { items: number; leftOut: number } {
    return { items: this.rows.length, leftOut: this.errorsByRow.size };
  }

  get selectedRows(): ItemRow[] {
    return this.rows.filter((row) => row.selected);
  }

  get allShownSelected(): boolean {
    const shown = this.shownRows;
    return shown.length > 0 && shown.every((row) => row.selected);
  }

  selectAllShown(selected: boolean): void {
    for (const row of this.shownRows) row.selected = selected;
  }

  edit(row: ItemRow, key: ItemFieldKey, value: ItemFields[ItemFieldKey]): void {
    if (this.readOnly) return;
    const before = row.revision;
    row.set(key, value);
    if (row.revision !== before) this.saver.schedule();
  }

  /** Add item: a new row at the end, its element under the cursor; stored with its first edit. */
  addRow(): ItemRow | null {
    if (this.readOnly) return null;
    const row = new ItemRow(null, { ...BLANK_ITEM });
    this.rows.push(row);
    this.page = this.pages;
    this.cursor.setActive({ rowKey: row.key, columnKey: 'element' });
    this.focusRequest += 1;
    return row;
  }

  /** Rows the service stored elsewhere (from the register, a file): added at the end, already saved. */
  addSaved(items: readonly CapexItemWire[]): void {
    this.rows.push(...items.map(ItemRow.fromWire));
  }

  /** A left-out item's link: the page with its row, and its first faulty cell under the cursor. */
  focusItem(itemId: string): void {
    const index = this.rows.findIndex((row) => row.itemId === itemId);
    const row = this.rows[index];
    if (!row) return;
    this.page = Math.floor(index / ITEMS_PAGE_SIZE) + 1;
    const first = this.errorsByRow.get(row.key)?.keys().next().value ?? 'description';
    this.cursor.setActive({ rowKey: row.key, columnKey: first });
    this.focusRequest += 1;
  }

  /**
   * A block pasted from Excel (tab-separated rows in the grid's column order, docs/product/capex-forecast.md):
   * each row is a new item; a first row of the grid's headings is skipped; a cell that cannot be read is left
   * blank and said. Saved with the next save.
   */
  paste(text: string): void {
    if (this.readOnly) return;
    const block = readClipboardBlock(text).filter((cells) => cells.some((cell) => cell.trim() !== ''));
    if (isHeadingRow(block[0])) block.shift();
    if (block.length === 0) return;
    const problems: string[] = [];
    const added = block.map((cells, index) => {
      const read = readRow(cells, ITEM_COLUMNS);
      for (const problem of read.problems) problems.push(`Row ${index + 1}: ${problem.message}`);
      const row = new ItemRow(null, read.fields);
      row.revision = 1;
      return row;
    });
    this.rows.push(...added);
    this.page = this.pages;
    this.pasteNotice = { added: added.length, problems };
    void this.saver.save();
  }

  dismissPasteNotice(): void {
    this.pasteNotice = null;
  }

  /** Leaving an editor saves what waits (the pause is for typing in one cell, not for leaving it). */
  flush(): void {
    void this.saver.flush();
  }

  retrySave(): Promise<boolean> {
    return this.saver.save();
  }

  askDelete(): void {
    if (!this.readOnly && this.selectedRows.length > 0) this.confirmingDelete = true;
  }

  cancelDelete(): void {
    this.confirmingDelete = false;
  }

  /** Deletes the selected rows: new ones at once, stored ones through …/items/delete. */
  async deleteSelected(): Promise<void> {
    const capexReportId = this.context.capexReportId;
    const selected = this.selectedRows;
    this.confirmingDelete = false;
    if (capexReportId === null || this.readOnly || selected.length === 0) return;
    const stored = selected.flatMap((row) => (row.itemId === null ? [] : [row.itemId]));
    this.deleting = true;
    const deleted = stored.length === 0 ? 0 : await this.port.deleteItems(capexReportId, stored);
    const failure = deleted === null ? this.port.lastFailure() : null;
    runInAction(() => {
      this.deleting = false;
      if (deleted === null) {
        this.saveError = failureMessage(
          { failed: 'The items could not be deleted', advice: 'Nothing was deleted.' },
          failure,
        );
        return;
      }
      const gone = new Set(selected);
      this.rows = this.rows.filter((row) => !gone.has(row));
      this.setPage(this.page);
      if (stored.length > 0) this.context.forecastChanged();
    });
  }

  dismissError(): void {
    this.saveError = null;
  }

  private async put(): Promise<boolean> {
    const capexReportId = this.context.capexReportId;
    if (capexReportId === null || this.readOnly) return false;
    const sent = this.rows
      .filter((row) => row.dirty)
      .slice(0, MAX_ITEMS_A_SAVE)
      .map((row) => ({ row, revision: row.revision, save: row.save }));
    if (sent.length === 0) return true;
    runInAction(() => {
      this.saving = true;
    });
    const answer = await this.port.saveItems(
      capexReportId,
      sent.map((s) => s.save),
    );
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      this.saving = false;
      if (!answer) {
        this.saveError = failureMessage(
          { failed: 'Your item changes could not be saved', advice: 'They are kept in the grid; try again.' },
          failure,
        );
        return;
      }
      this.saveError = null;
      // The answer is in the order sent (capex-calls.ts CapexItemsSaved).
      sent.forEach((s, index) => {
        const item = answer.items[index];
        if (item) s.row.stored(item, s.revision);
      });
      this.context.forecastChanged();
    });
    // Rows beyond one save's limit go in the next one (rows edited meanwhile have scheduled their own).
    if (answer && sent.length === MAX_ITEMS_A_SAVE) void this.saver.save();
    return Boolean(answer);
  }
}

function byField(errors: readonly CapexItemError[]): Map<ItemFieldKey, string> {
  const map = new Map<ItemFieldKey, string>();
  for (const error of errors) if (!map.has(error.field)) map.set(error.field, error.message);
  return map;
}

/** A first pasted row that names the grid's columns (copied with its heading row). */
function isHeadingRow(cells: readonly string[] | undefined): boolean {
  if (!cells) return false;
  return (
    cells.length > 1 && cells.every((cell, index) => cell.trim() === (ITEM_COLUMNS[index]?.heading ?? ''))
  );
}

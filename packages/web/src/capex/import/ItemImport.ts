import type { CapexItemWire } from '@taxdep/domain';
import { uniqueMessages } from '@taxdep/domain/capex';
import { isWorkbookFileName } from '@taxdep/domain/import';
import type { CapexPort, CsvReaderPort, CsvRecord, CsvSource } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { base64Of } from '../../ui/base64';
import { failureMessage } from '../../ui/failure-message';
import type { CapexContext } from '../context';
import { ItemRow } from '../items/ItemRow';
import { MAX_ITEMS_A_SAVE } from '../items/ItemsStore';
import type { ItemFields } from '../items/item-columns';
import { columnsOfHeader, readRow } from '../items/item-rows';

/** The file the user chose: a browser `File` fits. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** One row of the file, staged: what it reads as, and why it would not be imported (none: it will be). */
export interface StagedItem {
  /** The file line the row starts on. */
  line: number;
  fields: ItemFields;
  /** Cells that could not be read, then the domain's verdict (validateCapexItem). */
  reasons: string[];
}

export interface StagedItemFile {
  fileName: string;
  rows: StagedItem[];
  /** Headings no column takes (ignored) and columns the file lacks (left blank). */
  notes: string[];
}

/** Rows staged at most: one save's worth (capex-calls.ts CapexItemsSave @maxItems). */
const MAX_ROWS = MAX_ITEMS_A_SAVE;

/**
 * Import CSV/Excel into the items (issue 27 item 2), staged as the register's Import Assets is: the file is read
 * (CSV through the CSV port, papaparse; an .xlsx workbook through POST /importWorkbook, which answers its first
 * sheet as CSV), its columns found by their headings (items/item-columns.ts), and every row judged by the domain's
 * `validateCapexItem` before anything is saved. Accepting saves the rows that pass; nothing is saved before.
 */
export class ItemImport {
  open = false;
  reading = false;
  saving = false;
  /** Why the file was refused or the save failed; null otherwise. */
  failure: string | null = null;
  staged: StagedItemFile | null = null;
  onlyRefused = false;
  private choices = 0;

  constructor(
    private readonly port: CapexPort,
    private readonly csv: CsvReaderPort,
    private readonly context: CapexContext,
  ) {
    makeAutoObservable<ItemImport, 'port' | 'csv' | 'context' | 'choices'>(this, {
      port: false,
      csv: false,
      context: false,
      choices: false,
      staged: observableRef,
    });
  }

  get accepted(): StagedItem[] {
    return this.staged?.rows.filter((row) => row.reasons.length === 0) ?? [];
  }

  get refusedCount(): number {
    return (this.staged?.rows.length ?? 0) - this.accepted.length;
  }

  get shownRows(): StagedItem[] {
    const rows = this.staged?.rows ?? [];
    return this.onlyRefused ? rows.filter((row) => row.reasons.length > 0) : rows;
  }

  setOnlyRefused(only: boolean): void {
    this.onlyRefused = only;
  }

  begin(): void {
    if (this.context.readOnly) return;
    this.open = true;
    this.staged = null;
    this.failure = null;
    this.onlyRefused = false;
  }

  close(): void {
    this.choices += 1;
    this.open = false;
    this.staged = null;
    this.failure = null;
    this.reading = false;
  }

  async choose(file: ChosenFile): Promise<void> {
    const choice = ++this.choices;
    this.reading = true;
    this.failure = null;
    this.staged = null;
    const source = await this.sourceOf(file);
    if (choice !== this.choices) return;
    if (typeof source === 'object' && 'refused' in source) return this.refuse(choice, source.refused);
    const records: CsvRecord[] = [];
    const outcome = await this.csv.read(source, {
      onRecords: (chunk) => {
        records.push(...chunk);
        return records.length > MAX_ROWS + 1 ? 'stop' : undefined;
      },
    }).outcome;
    if (choice !== this.choices) return;
    if (outcome.kind === 'stopped')
      return this.refuse(
        choice,
        `The file has more than ${MAX_ROWS.toLocaleString('en-AU')} rows; split it.`,
      );
    if (outcome.kind === 'malformed')
      return this.refuse(
        choice,
        `The file is not valid CSV: a quoted value on line ${outcome.line} is not closed.`,
      );
    if (outcome.kind !== 'done') return this.refuse(choice, 'The file could not be read as UTF-8 CSV text.');
    const staged = this.stage(file.name, records);
    runInAction(() => {
      this.reading = false;
      if (typeof staged === 'string') this.failure = staged;
      else this.staged = staged;
    });
  }

  /** Saves the rows that pass; the rest stay out (the staging screen listed them and why). */
  async accept(): Promise<void> {
    const capexReportId = this.context.capexReportId;
    const rows = this.accepted;
    if (capexReportId === null || rows.length === 0 || this.saving) return;
    this.saving = true;
    this.failure = null;
    const answer = await this.port.saveItems(
      capexReportId,
      rows.map((row) => row.fields),
    );
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      this.saving = false;
      if (!answer) {
        this.failure = failureMessage(
          { failed: 'The items could not be imported', advice: 'Nothing was imported.' },
          failure,
        );
        return;
      }
      this.context.addSavedItems(answer.items as CapexItemWire[]);
      this.close();
    });
  }

  private async sourceOf(file: ChosenFile): Promise<CsvSource | { refused: string }> {
    if (!isWorkbookFileName(file.name)) return file;
    const answer = await this.port.readWorkbook({
      fileName: file.name,
      workbook: base64Of(await file.arrayBuffer()),
    });
    if (answer) return answer.csv;
    return { refused: failureMessage({ failed: 'The workbook could not be read' }, this.port.lastFailure()) };
  }

  private refuse(choice: number, message: string): void {
    runInAction(() => {
      if (choice !== this.choices) return;
      this.reading = false;
      this.failure = message;
    });
  }

  private stage(fileName: string, records: readonly CsvRecord[]): StagedItemFile | string {
    const [header, ...body] = records;
    if (!header) return 'The file is empty.';
    const found = columnsOfHeader(header.cells);
    const has = (key: string) => found.columns.some((column) => column?.key === key);
    if (!has('element') || !has('description'))
      return 'The file’s first row must name the columns, Element and Description among them (the Items grid’s headings).';
    const baseYear = this.context.baseYear;
    const rows = body
      .filter((record) => record.cells.some((cell) => cell.trim() !== ''))
      .map((record): StagedItem => {
        const read = readRow(record.cells, found.columns);
        const row = new ItemRow(null, read.fields);
        const reasons = uniqueMessages([...read.problems, ...row.errorsAt(baseYear)]);
        return { line: record.line, fields: read.fields, reasons };
      });
    const notes: string[] = [];
    if (found.unknown.length > 0) notes.push(`Columns not used: ${found.unknown.join(', ')}.`);
    if (found.missing.length > 0)
      notes.push(`Columns not in the file, left blank: ${found.missing.map((c) => c.heading).join(', ')}.`);
    return { fileName, rows, notes };
  }
}

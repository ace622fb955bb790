/**
 * Checking an import file from its name to its staged rows (docs/product/import-export.md), the one sequence the staging
 * screen and `taxdep check-import` share: the name (csv only, docs/product/rules.md "Import"), the size, the bytes
 * (UTF-8 only), then the records as the CSV reader hands them over, chunk by chunk: the header row, each row's shape
 * and limits, its staged values, its problems (docs/product/rules.md "Import") and warnings. A file refused at any step
 * answers its problem and no rows, never a partial result.
 */
import type { CsvReaderPort, CsvReadProgress, CsvRecord } from '../ports/csv-reader';
import { lowCostPoolingBreaches, type PoolingFacts } from '../tax/law/low-cost-pooling';
import { inspectImportBytes } from './file-bytes';
import { type ImportFileProblem, importFileProblems } from './file-problems';
import { checkImportHeader, type ImportColumns, otherSeparatorOfHeaderLine } from './header-check';
import { IMPORT_HEADINGS, type ImportHeading, type StagedRow, stagedRowOf } from './headings';
import { MAX_IMPORT_CELL_CHARS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from './limits';
import { normaliseImportValue } from './normalise';
import { poolingFactsOf, type StagedRowLaw, stagedRowLawProblems } from './row-law';
import { stagedRowWarnings } from './row-warnings';
import { isCsvFileName, type StagedRowProblem, stagedRowProblems } from './validation';

/** The file to check: a browser `File` wrapped with `bytes`, or a file the CLI found on disk. */
export interface ImportFile {
  readonly name: string;
  readonly size: number;
  bytes(): Promise<Uint8Array>;
}

/** A staged row with the file line it came from (1 = the header row), its problems and its warnings. */
export interface CheckedImportRow {
  line: number;
  values: StagedRow;
  /** docs/product/rules.md "Import": non-empty means the row is one of the invalid ones counted. */
  problems: readonly StagedRowProblem[];
  /** Values lost in normalising, unknown codes (row-warnings.ts); they do not make the row invalid. */
  warnings: readonly StagedRowProblem[];
}

export type ImportFileCheck =
  | {
      kind: 'staged';
      /** Every staged row, or with `keep: 'flagged'` only those with problems or warnings. */
      rows: CheckedImportRow[];
      /** Staged rows, blank rows dropped, whichever rows are kept. */
      rowCount: number;
      invalidCount: number;
      warningRowCount: number;
      /** About the file as a whole: ignored columns, absent optional columns. */
      notes: string[];
      /** Issue 23: rows that break s40-430(1) (warnings over the whole file), when a law was given. */
      poolingWarnings?: { line: number; message: string }[];
    }
  | { kind: 'refused'; problem: ImportFileProblem }
  | { kind: 'cancelled' };

export interface ImportFileCheckOptions {
  onProgress?: (progress: CsvReadProgress) => void;
  /**
   * 'all' (default) keeps every staged row, as the staging screen shows them; 'flagged' keeps only the rows with
   * problems or warnings, for a report such as `taxdep check-import`, which then holds far fewer objects.
   */
  keep?: 'all' | 'flagged';
  /**
   * When given, the kept rows are handed over a chunk at a time, in file order, instead of being collected in the
   * outcome (whose `rows` is then empty): a worker passes them on while it reads. They belong to the outcome only
   * if it is `staged`; any other outcome means none of them may be used (a refused file is never partly staged).
   */
  onRows?: (rows: CheckedImportRow[]) => void;
  /**
   * Issue 23: judge each row by the law's limits too (row-law.ts): `L` over $1,000, and with a taxpayer an `IA` or
   * `AD` row the law refuses, are problems; s40-430(1) over the file gives `poolingWarnings`.
   */
  law?: StagedRowLaw;
}

export interface ImportFileChecking {
  readonly outcome: Promise<ImportFileCheck>;
  cancel(): void;
}

/** The first non-blank line's ASCII text (other bytes as `?`), enough to tell its separator; at most 64 KiB read. */
function firstLineText(bytes: Uint8Array): string {
  let text = '';
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = start; i < Math.min(bytes.length, 65536); i += 1) {
    const byte = bytes[i] as number;
    if ((byte === 0x0a || byte === 0x0d) && text.trim() !== '') break;
    text += byte < 0x80 ? String.fromCharCode(byte) : '?';
  }
  return text;
}

const NONE: readonly StagedRowProblem[] = Object.freeze([]);

const refused = (problem: ImportFileProblem): ImportFileCheck => ({ kind: 'refused', problem });

/** Stages the records after the header row, as the reader hands them over. */
class RecordStager {
  problem: ImportFileProblem | null = null;
  rows: CheckedImportRow[] = [];
  rowCount = 0;
  invalidCount = 0;
  warningRowCount = 0;
  notes: string[] = [];
  private columns: ImportColumns | null = null;
  private headingCount = 0;
  private cells: readonly string[] = [];
  /** Per heading, in IMPORT_HEADINGS order, its column in the file or -1. */
  private columnAt: number[] = [];
  /** The current row's value under a heading, as written; one function for all rows (no closure per row). */
  private readonly raw = (heading: ImportHeading): string => this.rawAt(IMPORT_HEADINGS.indexOf(heading));
  private readonly rawAt = (index: number): string => {
    const column = this.columnAt[index] as number;
    return column < 0 ? '' : (this.cells[column] ?? '');
  };
  private readonly stagedAt = (index: number): string =>
    normaliseImportValue(IMPORT_HEADINGS[index] as ImportHeading, this.rawAt(index));

  /** `keepAll` false keeps only rows with problems or warnings (ImportFileCheckOptions `keep`, `onRows`). */
  constructor(
    private readonly keepAll: boolean,
    private readonly onRows?: (rows: CheckedImportRow[]) => void,
    private readonly law?: StagedRowLaw,
  ) {}

  /** The s40-430(1) facts of the rows that can take part (a few numbers a row). */
  readonly pooling: PoolingFacts[] = [];

  get sawHeader(): boolean {
    return this.columns !== null;
  }

  take(records: readonly CsvRecord[]): 'stop' | undefined {
    for (const record of records) {
      // Blank lines above the header row are passed over, as blank rows are (docs/product/rules.md "Import").
      if (this.columns === null && record.cells.every((cell) => cell.trim() === '')) continue;
      this.problem = this.columns === null ? this.header(record) : this.row(record);
      if (this.problem) return 'stop';
    }
    if (this.onRows && this.rows.length > 0) {
      const rows = this.rows;
      this.rows = [];
      this.onRows(rows);
    }
    return undefined;
  }

  private header(record: CsvRecord): ImportFileProblem | null {
    const check = checkImportHeader(record.cells);
    if (!check.ok) {
      return check.kind === 'separator'
        ? importFileProblems.separator(check.separator)
        : importFileProblems.headings(check.sentences);
    }
    this.columns = check.columns;
    this.columnAt = IMPORT_HEADINGS.map((heading) => check.columns[heading] ?? -1);
    this.headingCount = check.headingCount;
    this.notes = check.notes;
    return null;
  }

  private row({ line, cells }: CsvRecord): ImportFileProblem | null {
    const columns = this.columns as ImportColumns;
    let blank = true;
    for (let i = 0; i < cells.length; i += 1) {
      const cell = cells[i] as string;
      if (cell.length > MAX_IMPORT_CELL_CHARS) {
        const heading = IMPORT_HEADINGS.find((h) => columns[h] === i);
        return importFileProblems.cellTooLong(line, heading ? `'${heading}'` : String(i + 1), cell.length);
      }
      if (blank && cell.trim() !== '') blank = false;
    }
    if (blank) return null; // docs/product/rules.md "Import": blank rows are dropped.
    // More values than headings means the columns have shifted, usually at an unquoted comma (1,000.00): even when
    // the values past the last heading are empty, those before it are in the wrong columns.
    if (cells.length > this.headingCount)
      return importFileProblems.tooManyValues(line, cells.length, this.headingCount);
    if (this.rowCount >= MAX_IMPORT_ROWS) return importFileProblems.tooManyRows();
    this.cells = cells;
    const values = stagedRowOf(this.stagedAt);
    const problems = stagedRowProblems(values);
    if (this.law) {
      problems.push(...stagedRowLawProblems(values, this.law));
      const facts = poolingFactsOf(values, line);
      if (facts) this.pooling.push(facts);
    }
    const warnings = stagedRowWarnings(this.raw, values);
    this.rowCount += 1;
    if (problems.length > 0) this.invalidCount += 1;
    if (warnings.length > 0) this.warningRowCount += 1;
    if (!this.keepAll && problems.length === 0 && warnings.length === 0) return null;
    // Shared empty lists for the usual clean row: fewer objects kept for the whole file.
    this.rows.push({
      line,
      values,
      problems: problems.length > 0 ? problems : NONE,
      warnings: warnings.length > 0 ? warnings : NONE,
    });
    return null;
  }
}

async function check(
  file: ImportFile,
  reader: CsvReaderPort,
  options: ImportFileCheckOptions,
  control: { cancelled: boolean; cancelReading: () => void },
): Promise<ImportFileCheck> {
  if (!isCsvFileName(file.name)) return refused(importFileProblems.notCsv());
  if (file.size > MAX_IMPORT_FILE_BYTES) return refused(importFileProblems.tooLarge(file.size));
  let bytes: Uint8Array;
  try {
    bytes = await file.bytes();
  } catch (error) {
    return refused(importFileProblems.unreadable(error instanceof Error ? error.message : String(error)));
  }
  if (control.cancelled) return { kind: 'cancelled' };
  const byteProblem = inspectImportBytes(bytes);
  if (byteProblem) return refused(byteProblem);
  const separator = otherSeparatorOfHeaderLine(firstLineText(bytes));
  if (separator) return refused(importFileProblems.separator(separator));
  const stager = new RecordStager(options.keep !== 'flagged', options.onRows, options.law);
  const onRecords = (records: readonly CsvRecord[]) => stager.take(records);
  const reading = reader.read(bytes, {
    onRecords,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  control.cancelReading = () => reading.cancel();
  const outcome = await reading.outcome;
  switch (outcome.kind) {
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'unreadable':
      return refused(importFileProblems.unreadable(outcome.reason));
    case 'malformed':
      return refused(
        outcome.problem === 'unclosed-quote'
          ? importFileProblems.unclosedQuote(outcome.line)
          : importFileProblems.strayQuote(outcome.line),
      );
    case 'stopped':
      return refused(stager.problem ?? importFileProblems.unreadable('the reading stopped'));
    case 'done':
      break;
  }
  if (stager.problem) return refused(stager.problem);
  if (!stager.sawHeader) return refused(importFileProblems.empty());
  if (stager.rowCount === 0) return refused(importFileProblems.noRows());
  return {
    kind: 'staged',
    rows: stager.rows,
    rowCount: stager.rowCount,
    invalidCount: stager.invalidCount,
    warningRowCount: stager.warningRowCount,
    notes: stager.notes,
    ...(options.law
      ? {
          poolingWarnings: lowCostPoolingBreaches(stager.pooling, options.law.lowValuePoolFlag ?? false).map(
            (b) => ({ line: Number(b.id), message: b.message }),
          ),
        }
      : {}),
  };
}

/** Starts checking a file; `cancel` stops the reading at its next chunk and the outcome becomes `cancelled`. */
export function startImportFileCheck(
  file: ImportFile,
  reader: CsvReaderPort,
  options: ImportFileCheckOptions = {},
): ImportFileChecking {
  const control = { cancelled: false, cancelReading: () => {} };
  return {
    outcome: check(file, reader, options, control),
    cancel: () => {
      control.cancelled = true;
      control.cancelReading();
    },
  };
}

export function checkImportFile(
  file: ImportFile,
  reader: CsvReaderPort,
  options: ImportFileCheckOptions = {},
): Promise<ImportFileCheck> {
  return startImportFileCheck(file, reader, options).outcome;
}

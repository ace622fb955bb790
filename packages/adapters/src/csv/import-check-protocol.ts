/**
 * The messages between the staging screen's thread and the import check's worker (worker-import-checker.ts,
 * import-check.worker.ts), and the worker's side of them, kept apart from the worker's entry so a test can run it
 * without a worker. The worker runs the domain's whole check (startImportFileCheck on PapaCsvReader) and passes on
 * its progress and its rows a chunk at a time (ImportFileCheckOptions `onRows`), so the page only receives them.
 */
import {
  type CheckedImportRow,
  IMPORT_HEADINGS,
  type ImportFileCheck,
  type ImportFileCheckOptions,
  importFileProblems,
  type StagedRowProblem,
  stagedRowOf,
  startImportFileCheck,
} from '@taxdep/domain/import';
import type { CsvReadProgress } from '@taxdep/domain/ports';
import { PapaCsvReader } from './papa-csv-reader';

export interface ImportCheckRequest {
  name: string;
  size: number;
  /** The browser's File as chosen (cloned to the worker without copying its bytes), or its bytes, transferred. */
  file: Blob | ArrayBuffer;
  keep: NonNullable<ImportFileCheckOptions['keep']>;
  /** Issue 23: the report's law the rows are judged by (plain data, cloned to the worker). */
  law?: ImportFileCheckOptions['law'];
}

export type ImportCheckMessage =
  | { kind: 'progress'; progress: CsvReadProgress }
  | { kind: 'rows'; rows: PackedRows }
  /** The outcome, a `staged` one without its rows: they came before it in `rows` messages. */
  | { kind: 'outcome'; outcome: ImportFileCheck };

/**
 * Checks the requested file and posts what it finds. In a worker nothing else waits for the thread, so the reader
 * parses without pausing between chunks (cancelling is the worker's end).
 */
export function runImportCheck(
  request: ImportCheckRequest,
  post: (message: ImportCheckMessage) => void,
): void {
  const { file } = request;
  const checking = startImportFileCheck(
    {
      name: request.name,
      size: request.size,
      bytes: async () => new Uint8Array(file instanceof ArrayBuffer ? file : await file.arrayBuffer()),
    },
    new PapaCsvReader({ pauseBetweenChunks: false }),
    {
      keep: request.keep,
      ...(request.law ? { law: request.law } : {}),
      onProgress: (progress) => post({ kind: 'progress', progress }),
      onRows: (rows) => post({ kind: 'rows', rows: packRows(rows) }),
    },
  );
  checking.outcome.then(
    (outcome) => post({ kind: 'outcome', outcome }),
    (error: unknown) =>
      post({
        kind: 'outcome',
        outcome: { kind: 'refused', problem: importFileProblems.unreadable(String(error)) },
      }),
  );
}

/**
 * A chunk of staged rows as posted: their lines, their values in IMPORT_HEADINGS order end to end, and the problems
 * and warnings of the few rows that have any. Cloned between threads this is a few flat arrays: the same rows as
 * objects, each with its 18 named values, took the page 100 to 200 ms a chunk to receive (`pnpm bench:import-parse`),
 * longer than reading them.
 */
export interface PackedRows {
  lines: number[];
  values: string[];
  flagged: { at: number; problems: readonly StagedRowProblem[]; warnings: readonly StagedRowProblem[] }[];
}

const NONE: readonly StagedRowProblem[] = Object.freeze([]);
const WIDTH = IMPORT_HEADINGS.length;

export function packRows(rows: readonly CheckedImportRow[]): PackedRows {
  const packed: PackedRows = { lines: new Array(rows.length), values: [], flagged: [] };
  rows.forEach((row, at) => {
    packed.lines[at] = row.line;
    for (const heading of IMPORT_HEADINGS) packed.values.push(row.values[heading]);
    if (row.problems.length > 0 || row.warnings.length > 0)
      packed.flagged.push({ at, problems: row.problems, warnings: row.warnings });
  });
  return packed;
}

/** The rows of a packed chunk, appended to `into`. */
export function unpackRows(packed: PackedRows, into: CheckedImportRow[]): void {
  const first = into.length;
  const { lines, values } = packed;
  for (let at = 0; at < lines.length; at += 1) {
    const base = at * WIDTH;
    into.push({
      line: lines[at] as number,
      values: stagedRowOf((index) => values[base + index] as string),
      problems: NONE,
      warnings: NONE,
    });
  }
  for (const { at, problems, warnings } of packed.flagged) {
    const row = into[first + at] as CheckedImportRow;
    into[first + at] = { ...row, problems, warnings };
  }
}

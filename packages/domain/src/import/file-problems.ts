/**
 * Why a file cannot be staged at all (docs/product/import-export.md "Files refused"). Each refusal names the cause and,
 * where there is one, the line; no row of a refused file is staged (never a partial result). The wording is ours but
 * the non-csv alert, which is the spec's (docs/product/rules.md#messages-and-errors "Non-csv file").
 */
import { groupThousands } from '../format/decimal';
import { MAX_IMPORT_CELL_CHARS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from './limits';
import { NON_CSV_FILE_MESSAGE } from './validation';

export type ImportFileProblemCode =
  | 'not-csv'
  | 'too-large'
  | 'empty'
  | 'binary'
  | 'utf16'
  | 'not-utf8'
  | 'separator'
  | 'headings'
  | 'no-rows'
  | 'too-many-rows'
  | 'unclosed-quote'
  | 'stray-quote'
  | 'too-many-values'
  | 'cell-too-long'
  | 'unreadable';

export interface ImportFileProblem {
  code: ImportFileProblemCode;
  message: string;
  /** The file's line (1 = the header row) where the problem was found, when it has one. */
  line?: number;
}

const SAVE_AS_UTF8 = "Save it from the spreadsheet as 'CSV UTF-8 (Comma delimited)' and import that file.";

const count = (n: number) => groupThousands(String(n));
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const importFileProblems = {
  notCsv: (): ImportFileProblem => ({ code: 'not-csv', message: NON_CSV_FILE_MESSAGE }),
  tooLarge: (bytes: number): ImportFileProblem => ({
    code: 'too-large',
    message: `The file is ${megabytes(bytes)}; the import takes files up to ${megabytes(MAX_IMPORT_FILE_BYTES)}. Split it into smaller files.`,
  }),
  empty: (): ImportFileProblem => ({ code: 'empty', message: 'The file is empty.' }),
  binary: (what: string): ImportFileProblem => ({
    code: 'binary',
    message: `The file is not CSV text: ${what}. ${SAVE_AS_UTF8}`,
  }),
  utf16: (bom: string): ImportFileProblem => ({
    code: 'utf16',
    message: `The file is UTF-16 text (it starts with the bytes ${bom}); the import reads UTF-8 only. ${SAVE_AS_UTF8}`,
  }),
  notUtf8: (line: number, byte: number, offset: number): ImportFileProblem => ({
    code: 'not-utf8',
    line,
    message:
      `Line ${count(line)} is not UTF-8 text (byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} at byte ` +
      `${count(offset)}): the file is probably Latin-1 or Windows-1252, as Excel's plain 'CSV (Comma delimited)' ` +
      `writes accented letters. ${SAVE_AS_UTF8}`,
  }),
  separator: (name: string): ImportFileProblem => ({
    code: 'separator',
    line: 1,
    message:
      `The values are separated by ${name}, not commas. Save the file as CSV (comma delimited); a spreadsheet set to ` +
      'a European region may need its list separator set to a comma.',
  }),
  headings: (sentences: readonly string[]): ImportFileProblem => ({
    code: 'headings',
    line: 1,
    message: sentences.join(' '),
  }),
  noRows: (): ImportFileProblem => ({
    code: 'no-rows',
    message: 'The file has a header row but no asset rows: there is nothing to import.',
  }),
  tooManyRows: (): ImportFileProblem => ({
    code: 'too-many-rows',
    message: `The file has more than ${count(MAX_IMPORT_ROWS)} asset rows, the most one import takes. Split it into files of at most ${count(MAX_IMPORT_ROWS)} rows.`,
  }),
  unclosedQuote: (line: number): ImportFileProblem => ({
    code: 'unclosed-quote',
    line,
    message: `Line ${count(line)} opens a quoted value (") that is never closed, so the rest of the file would be read as one value. Close the quote or remove it.`,
  }),
  strayQuote: (line: number): ImportFileProblem => ({
    code: 'stray-quote',
    line,
    message: `Line ${count(line)} has a quoted value followed by more text before the next comma. Inside a quoted value write a quote as two quotes ("").`,
  }),
  tooManyValues: (line: number, values: number, headings: number): ImportFileProblem => ({
    code: 'too-many-values',
    line,
    message: `Line ${count(line)} has ${values} values but the header row has ${headings} headings. A value containing a comma (such as 1,000.00) must be in double quotes.`,
  }),
  cellTooLong: (line: number, column: string, length: number): ImportFileProblem => ({
    code: 'cell-too-long',
    line,
    message: `Line ${count(line)}, column ${column}: a value of ${count(length)} characters; values are limited to ${count(MAX_IMPORT_CELL_CHARS)} characters.`,
  }),
  unreadable: (reason: string): ImportFileProblem => ({
    code: 'unreadable',
    message: `The file cannot be read: ${reason}`,
  }),
};

/** Helpers of the corpus cases (cases.ts): file contents, byte encodings, and the case type. */
import { type ImportHeading, SPEC_IMPORT_HEADINGS } from '@taxdep/domain/import';
import { HEADER, row } from './rows';

export interface CorpusCase {
  file: string;
  /** 0 every row valid, 1 invalid rows or warnings, 2 refused. */
  exit: 0 | 1 | 2;
  /** For exit 2, the problem code of the refusal. */
  code?: string;
  /** A fragment of the message expected: stderr for exit 2, stdout otherwise. */
  includes: string;
  bytes: Uint8Array;
}

/** Records a case: file name, exit status, a fragment of the message, the content, the refusal's problem code. */
export type AddCase = (
  name: string,
  exit: 0 | 1 | 2,
  includes: string,
  bytes: Uint8Array | string,
  code?: string,
) => void;

export const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
export const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
export const join = (...bytes: Array<Uint8Array | number[]>) => Uint8Array.from(bytes.flatMap((b) => [...b]));
export const file = (...lines: string[]) => `${lines.join('\n')}\n`;
export const BOM = [0xef, 0xbb, 0xbf];
export const VALID = file(HEADER, row(), row({ 'ATO Code': 'ATO-0200' }));
export const header = (replace: (heading: ImportHeading) => string | null) =>
  SPEC_IMPORT_HEADINGS.map(replace)
    .filter((h): h is string => h !== null)
    .join(',');

/** A valid row without quoted values, so that a broken quote in another value is never closed by accident. */
export const plain = (changes: Partial<Record<ImportHeading, string>> = {}) =>
  row({ 'Original Cost': '12000', ...changes });

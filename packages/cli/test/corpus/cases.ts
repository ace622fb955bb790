/**
 * The bad-input corpus of `taxdep check-import` (docs/product/import-export.md "Files refused", "Row warnings"): each
 * case is a file and the outcome expected of it. `generate-corpus.ts` writes the small ones to `files/` with
 * `manifest.json`; the large ones (`largeCases`) are written at test time, never committed.
 */
import { type CorpusCase, file, utf8 } from './case-kit';
import { addByteCases, addFileCases } from './file-cases';
import { addRowCases } from './row-cases';
import { HEADER, row, validFile } from './rows';

export type { CorpusCase } from './case-kit';

const cases: CorpusCase[] = [];
const add = (name: string, exit: 0 | 1 | 2, includes: string, bytes: Uint8Array | string, code?: string) =>
  cases.push({
    file: name,
    exit,
    includes,
    bytes: typeof bytes === 'string' ? utf8(bytes) : bytes,
    ...(code ? { code } : {}),
  });
addFileCases(add);
addByteCases(add);
addRowCases(add);

const names = new Set(cases.map((item) => item.file));
if (names.size !== cases.length) throw new Error('Two corpus cases share a file name');

export const corpusCases: readonly CorpusCase[] = cases;

/** Cases too large to commit, written at test time: 200,000 rows, a 1 MB value, a file over 50 MB (sparse). */
export const largeCases = [
  {
    file: 'rows-200000.csv',
    exit: 2,
    code: 'too-many-rows',
    includes: 'more than 100,000 asset rows',
    text: () => validFile(200_000),
  },
  {
    file: 'rows-100000.csv',
    exit: 0,
    code: undefined,
    includes: '100,000 rows, 0 invalid',
    text: () => validFile(100_000),
  },
  {
    file: 'cell-1mb.csv',
    exit: 2,
    code: 'cell-too-long',
    includes: 'a value of 1,048,576 characters',
    text: () => file(HEADER, row({ 'Asset Description': 'x'.repeat(1024 * 1024) })),
  },
] as const;

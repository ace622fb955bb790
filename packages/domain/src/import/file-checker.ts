/**
 * Where an import file is checked (docs/product/import-export.md "Reading a file"): the staging screen hands the chosen
 * file to an `ImportFileChecker`, which runs `startImportFileCheck` on the calling thread (`inThreadImportFileChecker`,
 * the tests and the fallback) or in a worker of its own (`WorkerImportFileChecker`, packages/adapters/src/csv), so
 * a 100,000-row file never holds the page. Whichever runs it, the checks and the outcome are the same.
 */
import type { CsvReaderPort } from '../ports/csv-reader';
import { type ImportFileChecking, type ImportFileCheckOptions, startImportFileCheck } from './check-file';

/** The chosen file: a browser `File` fits (a worker checker sends it to its worker as it is). */
export interface ImportFileSource {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ImportFileChecker {
  start(file: ImportFileSource, options?: ImportFileCheckOptions): ImportFileChecking;
}

/** The check on the calling thread, reading through `reader`. */
export function inThreadImportFileChecker(reader: CsvReaderPort): ImportFileChecker {
  return {
    start: (file, options = {}) =>
      startImportFileCheck(
        { name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) },
        reader,
        options,
      ),
  };
}

/** CSV reading on papaparse: the CsvReaderPort of packages/domain/src/ports/csv-reader.ts. */
export { PapaCsvReader, type PapaCsvReaderOptions } from './papa-csv-reader';
/** The import check in a worker, for the staging screen (ImportFileChecker of packages/domain/src/import). */
export { type ImportCheckWorker, WorkerImportFileChecker } from './worker-import-checker';

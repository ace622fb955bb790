/** CSV reading on papaparse: the CsvReaderPort of packages/domain/src/ports/csv-reader.ts. */
export { PapaCsvReader, type PapaCsvReaderOptions } from './papa-csv-reader';

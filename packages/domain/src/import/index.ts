/** CSV import staging rules (docs/product/entities.md "Import file headings", 5 "Import", 8). No CSV parsing here: rows come as text. */
export {
  IMPORT_CURRENCY_HEADINGS,
  IMPORT_DATE_HEADINGS,
  IMPORT_HEADINGS,
  IMPORT_PERCENT_HEADINGS,
  type ImportHeading,
  missingImportHeadings,
  type RawImportRow,
  type StagedRow,
} from './headings';
export {
  isBlankImportRow,
  normaliseImportCurrency,
  normaliseImportDate,
  normaliseImportPercent,
  normaliseImportRow,
  stageImportRows,
} from './normalise';
export {
  checkImportFileName,
  countInvalidRows,
  invalidRowsMessage,
  isCsvFileName,
  isStagedRowValid,
  NO_RECORDS_UPLOADED_MESSAGE,
  NON_CSV_FILE_MESSAGE,
  NON_CSV_FILE_TITLE,
  type StagedRowProblem,
  stagedRowProblems,
  uploadResultMessage,
} from './validation';

/**
 * CSV import staging rules (docs/product/entities.md "Import file headings", docs/product/rules.md "Import", "Messages
 * and errors"; docs/product/import-export.md). No CSV parsing here: records come through the CsvReaderPort.
 */
export {
  type CheckedImportRow,
  checkImportFile,
  type ImportFile,
  type ImportFileCheck,
  type ImportFileChecking,
  type ImportFileCheckOptions,
  startImportFileCheck,
} from './check-file';
export {
  csvField,
  importAmountCell,
  importedText,
  importRowCells,
  spreadsheetSafeText,
  writeImportCsv,
} from './export-csv';
export { firstInvalidUtf8Offset, inspectImportBytes } from './file-bytes';
export { type ImportFileChecker, type ImportFileSource, inThreadImportFileChecker } from './file-checker';
export { type ImportFileProblem, type ImportFileProblemCode, importFileProblems } from './file-problems';
export { checkImportHeader, type HeaderCheck, type ImportColumns } from './header-check';
export {
  IMPORT_CURRENCY_HEADINGS,
  IMPORT_DATE_HEADINGS,
  IMPORT_EXTENSION_HEADINGS,
  IMPORT_HEADINGS,
  IMPORT_PERCENT_HEADINGS,
  type ImportHeading,
  missingImportHeadings,
  type RawImportRow,
  SPEC_IMPORT_HEADINGS,
  type StagedRow,
  stagedRowOf,
} from './headings';
export {
  IMPORT_CONSTRUCTION_USES,
  importConstructionUse,
  importSecondHand,
  lawColumnProblems,
} from './law-columns';
export { MAX_IMPORT_CELL_CHARS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from './limits';
export {
  displayImportDate,
  importAmountToCents,
  importDateToCivil,
  isBlankImportRow,
  normaliseImportCurrency,
  normaliseImportDate,
  normaliseImportPercent,
  normaliseImportRow,
  normaliseImportValue,
  stageImportRows,
} from './normalise';
export {
  fieldsOfStagedRow,
  type ImportedAssetFields,
  stagedDate,
  stagedRate,
  stagedRowOfFields,
} from './register-fields';
export { type RejudgedRows, rejudgeStagedRows } from './rejudge';
export { poolingFactsOf, type StagedRowLaw, stagedRowLawProblems } from './row-law';
export { IMPORT_CATEGORY_CODES, IMPORT_METHOD_CODES, stagedRowWarnings } from './row-warnings';
export {
  askStagedRates,
  STAGED_RATE_QUESTIONS_A_CALL,
  type StagedRates,
  stagedRateColumns,
  stagedRateKey,
  stagedRateOf,
  stagedRateQuestion,
  stagedRateQuestions,
  stagedRateText,
  unknownTaxCodeMessage,
} from './staged-rates';
export {
  checkImportFileName,
  countInvalidRows,
  invalidRowsMessage,
  isCsvFileName,
  isStagedRowValid,
  isWorkbookFileName,
  NO_RECORDS_UPLOADED_MESSAGE,
  NON_CSV_FILE_MESSAGE,
  NON_CSV_FILE_TITLE,
  NON_IMPORT_FILE_MESSAGE,
  type StagedRowProblem,
  stagedRowProblems,
  uploadResultMessage,
} from './validation';

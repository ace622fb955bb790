/**
 * Validity of staged import rows (docs/product/rules.md "Import") and the messages of the import flow (docs/product/rules.md). The staging
 * screen and `taxdep check-import` both use these, so they agree on which rows are invalid and why.
 */
import type { ImportHeading, StagedRow } from './headings';
import { lawColumnProblems } from './law-columns';
import { type StagedRates, stagedRateOf, unknownTaxCodeMessage } from './staged-rates';

export interface StagedRowProblem {
  /** The heading to mark; a missing start date names 'Inv Date'. */
  heading: ImportHeading;
  message: string;
}

const isEmpty = (value: string) => value.trim() === '';

/**
 * The reasons a staged row is invalid; empty when valid. docs/product/rules.md: code, category, description, an invoice or
 * commencement date, original cost, a written down date if a value is given, rate, method, and both or neither of
 * demolition date and rate. Values emptied by normalisation (a 2020-03-05 date, `abc` as a cost) count as missing.
 * Ours: an unreadable value of the optional issue 23 columns (law-columns.ts) makes the row invalid too. With the
 * rates the service derives (issue 26, staged-rates.ts; absent where there is no service, as `taxdep check-import`):
 * a missing rate the service derives is no problem, and a tax code the firm's table lacks is one.
 */
export function stagedRowProblems(row: StagedRow, rates?: StagedRates): StagedRowProblem[] {
  // Plain ifs, no helper closure: this runs for every row of a 100,000-row file (docs/product/import-export.md "Speed").
  const problems: StagedRowProblem[] = [];
  if (isEmpty(row['ATO Code'])) problems.push({ heading: 'ATO Code', message: 'ATO Code is missing.' });
  if (isEmpty(row.Category)) problems.push({ heading: 'Category', message: 'Category is missing.' });
  if (isEmpty(row['Asset Description']))
    problems.push({ heading: 'Asset Description', message: 'Asset Description is missing.' });
  if (isEmpty(row['Inv Date']) && isEmpty(row['Dep Commencement Date']))
    problems.push({ heading: 'Inv Date', message: 'Inv Date or Dep Commencement Date is missing.' });
  if (isEmpty(row['Original Cost']))
    problems.push({ heading: 'Original Cost', message: 'Original Cost is missing.' });
  if (!isEmpty(row['Written Down Value']) && isEmpty(row['WDV Date']))
    problems.push({ heading: 'WDV Date', message: 'WDV Date is missing for the Written Down Value.' });
  const rate = stagedRateOf(row, rates);
  if (rate !== undefined && !rate.knownTaxCode)
    problems.push({ heading: 'ATO Code', message: unknownTaxCodeMessage(row['ATO Code']) });
  if (isEmpty(row['Dep Rate']) && (rate?.depreciationRate ?? null) === null)
    problems.push({ heading: 'Dep Rate', message: 'Dep Rate is missing.' });
  if (isEmpty(row['Dep Method'])) problems.push({ heading: 'Dep Method', message: 'Dep Method is missing.' });
  const hasDemolitionDate = !isEmpty(row['Demolition date']);
  const hasDemolitionRate = !isEmpty(row['Demolition %']);
  if (hasDemolitionDate && !hasDemolitionRate)
    problems.push({ heading: 'Demolition %', message: 'Demolition % is missing for the Demolition date.' });
  if (hasDemolitionRate && !hasDemolitionDate)
    problems.push({
      heading: 'Demolition date',
      message: 'Demolition date is missing for the Demolition %.',
    });
  // Ours (issue 23 item 9): the optional columns of the asset's law facts, when the file has them.
  lawColumnProblems(row, problems);
  return problems;
}

export function isStagedRowValid(row: StagedRow, rates?: StagedRates): boolean {
  return stagedRowProblems(row, rates).length === 0;
}

export function countInvalidRows(rows: readonly StagedRow[]): number {
  return rows.filter((row) => !isStagedRowValid(row)).length;
}

/** docs/product/rules.md: the invalid-count notice, exactly as specified (also for N = 1); null when every row is valid. */
export function invalidRowsMessage(invalidCount: number): string | null {
  if (invalidCount <= 0) return null;
  return `${invalidCount} items have missing values for calculation. You can still import the data and enter values later, or import an updated file.`;
}

export const NON_CSV_FILE_TITLE = 'Compliance Problem';
export const NON_CSV_FILE_MESSAGE =
  'The file you tried to upload could not be recognised. Only csv file can be imported.';
export const NO_RECORDS_UPLOADED_MESSAGE = 'No Records have been uploaded.';

/**
 * Ours (issue 26 item 6d): the portal takes an Excel workbook too, read by the service as csv (POST
 * /importWorkbook); its message for a file that is neither names both. `taxdep check-import` reads csv only.
 */
export const NON_IMPORT_FILE_MESSAGE =
  'The file you tried to upload could not be recognised. Only a csv file or an Excel workbook (.xlsx) can be imported.';

/** An Excel workbook by its name (`.xlsx`, any case): the portal reads it through the service. */
export function isWorkbookFileName(fileName: string): boolean {
  return /\.xlsx$/i.test(fileName.trim());
}

/** docs/product/rules.md: only files with a csv extension, in any case, are accepted. */
export function isCsvFileName(fileName: string): boolean {
  return /\.csv$/i.test(fileName.trim());
}

/** docs/product/rules.md#messages-and-errors "Non-csv file": the alert message for a file name, or null when the file is accepted. */
export function checkImportFileName(fileName: string): string | null {
  return isCsvFileName(fileName) ? null : NON_CSV_FILE_MESSAGE;
}

/** docs/product/rules.md#messages-and-errors "Upload success" / "Upload with no records". */
export function uploadResultMessage(recordCount: number): string {
  return recordCount > 0
    ? `${recordCount} Records have been successfully uploaded.`
    : NO_RECORDS_UPLOADED_MESSAGE;
}

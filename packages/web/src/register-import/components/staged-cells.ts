import { formatAmount } from '@taxdep/domain/format';
import {
  type CheckedImportRow,
  displayImportDate,
  IMPORT_CURRENCY_HEADINGS,
  IMPORT_DATE_HEADINGS,
  IMPORT_PERCENT_HEADINGS,
  type ImportHeading,
  importAmountToCents,
  importedText,
  type StagedRowProblem,
} from '@taxdep/domain/import';

/**
 * A staged value as the staging screen shows it: dates like '05 Mar 2020' (docs/product/rules.md "Import"), amounts
 * as the register shows them ('1,234.50', docs/product/rules.md "Field input"), rates with their '%', texts as the
 * register will hold them (without the `'` an export put before a formula-like text, export-csv.ts `importedText`).
 * The value sent on Confirm to Import stays the staged text.
 */
export function stagedCellText(heading: ImportHeading, value: string): string {
  if (value === '') return '';
  if (IMPORT_DATE_HEADINGS.includes(heading)) return displayImportDate(value);
  if (IMPORT_CURRENCY_HEADINGS.includes(heading)) {
    const cents = importAmountToCents(value);
    return cents === null ? value : formatAmount(cents);
  }
  if (IMPORT_PERCENT_HEADINGS.includes(heading)) return `${value}%`;
  return importedText(value);
}

/** A cell's own reasons: the problems (the row is invalid) and the warnings (a value lost) under its heading. */
export function cellNotes(
  row: CheckedImportRow,
  heading: ImportHeading,
): { problems: StagedRowProblem[]; warnings: StagedRowProblem[] } {
  return {
    problems: row.problems.filter((problem) => problem.heading === heading),
    warnings: row.warnings.filter((warning) => warning.heading === heading),
  };
}

/**
 * Writing rows in the import layout (docs/product/import-export.md "Export in the import layout"), so that an exported
 * register can be edited and imported again (docs/product/asset-register.md "Import and export"). Cells are
 * spreadsheet-safe: a text starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula by a
 * spreadsheet, so it is prefixed with `'` (OWASP "CSV injection"). Amounts never need it: a negative amount is written
 * in brackets, `(1,000.00)`, which the import reads as negative (docs/product/rules.md "Import").
 */
// The format modules themselves, not '../format', whose date display loads date-fns: the CLI starts faster without.
import { formatAmount } from '../format/money';
import { IMPORT_CURRENCY_HEADINGS, IMPORT_HEADINGS, type StagedRow } from './headings';
import { importAmountToCents } from './normalise';

/**
 * A text a spreadsheet would run: a leading `=`, `+`, `-`, `@`, tab or carriage return, or apostrophes before one. A
 * text that already starts with `'=` gets its `'` too (`''=`, which a spreadsheet shows as `'=`), so that the import
 * can take off exactly the one `'` the export added (`importedText`) and a register text comes back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text a spreadsheet shows as text: with `'` before a leading `=`, `+`, `-`, `@`, tab or carriage return. */
export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A staged text as the register takes it (docs/product/import-export.md "Export in the import layout"): without the
 * `'` the export put before a formula-like text, and only that one: `'=SUM(A1)` gives `=SUM(A1)`, `''=x` gives `'=x`,
 * while `'Hello` (nothing the export would have guarded) stays as written. The exports write texts trimmed, as the
 * import stages them, so `importedText(spreadsheetSafeText(t))` is `t` for every trimmed text `t` (property-tested).
 */
export function importedText(staged: string): string {
  return staged.startsWith("'") && FORMULA_START.test(staged.slice(1)) ? staged.slice(1).trim() : staged;
}

/** An amount cell: `1,234.50`, `(1,234.50)` for a negative, empty when there is no amount. */
export function importAmountCell(text: string): string {
  const cents = importAmountToCents(text);
  if (cents === null) return '';
  return cents < 0 ? `(${formatAmount(-cents)})` : formatAmount(cents);
}

/** RFC 4180 field: in double quotes (quotes doubled) when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(cell: string): string {
  return /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The cells of a staged row in heading order: amounts formatted, text made spreadsheet-safe. */
export function importRowCells(row: StagedRow): string[] {
  return IMPORT_HEADINGS.map((heading) =>
    IMPORT_CURRENCY_HEADINGS.includes(heading)
      ? importAmountCell(row[heading])
      : spreadsheetSafeText(row[heading]),
  );
}

/** A whole file in the import layout: the header row, then one line per row, CRLF line ends (RFC 4180). */
export function writeImportCsv(rows: readonly StagedRow[]): string {
  const lines = [IMPORT_HEADINGS.map(csvField).join(',')];
  for (const row of rows) lines.push(importRowCells(row).map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The cells of every export (docs/api.md "Exports"), on the domain's CSV writer (`@taxdep/domain/import`
 * export-csv.ts), so the exports and the import agree on every value's form:
 * - text is spreadsheet-safe: a leading `=`, `+`, `-`, `@`, tab or carriage return gets a `'` (OWASP "CSV injection");
 * - amounts are `1,234.50`, a negative one in brackets, `(1,234.50)`, which the import reads as negative
 *   (docs/product/rules.md "Import") and a spreadsheet never runs, so no amount is ever altered by the guard;
 * - dates are day/month/year, `05/03/2020`, the only form the import reads;
 * - fields are quoted as RFC 4180 says, lines end in CRLF, and a file starts with a UTF-8 byte order mark, so that
 *   a spreadsheet opens non-ASCII text (`Café`) as UTF-8.
 */
import { centsToDecimalText, formatAmount } from '@taxdep/domain/format';
import { csvField, spreadsheetSafeText } from '@taxdep/domain/import';

export const BOM = '\uFEFF';
export const CRLF = '\r\n';

/** One line of the file: its fields quoted where needed, ended by CRLF. */
export function csvLine(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i += 1) {
    if (i > 0) line += ',';
    line += csvField(cells[i] as string);
  }
  return line + CRLF;
}

/**
 * A text as a spreadsheet shows it, never as a formula; empty for none. Trimmed, as the import stages it: so the
 * `'` guard stands right before the formula-like text and the import takes off exactly that one (`importedText`,
 * docs/product/import-export.md "Export in the import layout"); spaces at the ends would not survive an import anyway.
 */
export function textCell(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' ? '' : spreadsheetSafeText(text);
}

/** A civil date `YYYY-MM-DD` as the import reads it, `DD/MM/YYYY`; empty for none. */
export function dateCell(civil: string | null | undefined): string {
  if (!civil) return '';
  return `${civil.slice(8, 10)}/${civil.slice(5, 7)}/${civil.slice(0, 4)}`;
}

function centsNumber(cents: bigint | number): number {
  return typeof cents === 'bigint' ? Number(cents) : cents;
}

/**
 * An amount in integer cents as the import writes it (export-csv.ts `plainAmountCell`, which reads the value back
 * from text: here the cents are at hand, and the cells test holds the two equal): `1,234.50`, `(1,234.50)`.
 */
export function amountCell(cents: bigint | number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const value = centsNumber(cents);
  return value < 0 ? `(${formatAmount(-value)})` : formatAmount(value);
}

/**
 * An amount as an accountant's import program reads it (docs/api.md "Exports", "Amounts in the accountants'
 * layouts"): digits, a point and two decimals, no thousands separator, no currency sign, a minus sign for a
 * negative one: `1234.50`, `-1234.50`. Xero documents exactly this ("Number (no currency symbol or commas). For
 * example, 1250.75."); HandiTax and Class Super document no form, and a plain number is the one every CSV reader
 * takes. A spreadsheet opens `-1234.50` as a number, never a formula, so the spreadsheet guard has nothing to do.
 */
export function plainAmountCell(cents: bigint | number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const value = centsNumber(cents);
  const text = formatAmount(Math.abs(value)).replaceAll(',', '');
  return value < 0 ? `-${text}` : text;
}

/** A rate (percent) as exact decimal text without trailing zeros: `numeric` '12.5000' → `12.5`, '10.0000' → `10`. */
export function rateCell(decimal: string | number | null | undefined): string {
  if (decimal === null || decimal === undefined || decimal === '') return '';
  const text = String(decimal);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Cents as a plain decimal, `1234.5`, as the import stages an amount (normalise.ts `normaliseImportCurrency`). */
export function stagedAmount(cents: bigint | number | null | undefined): string {
  return cents === null || cents === undefined ? '' : centsToDecimalText(centsNumber(cents));
}

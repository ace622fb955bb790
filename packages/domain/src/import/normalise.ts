/**
 * Normalising imported CSV text (docs/product/rules.md "Import"): dates day/month/year with year 19xx or 20xx else empty,
 * currency without `$` and with brackets as negative, percent signs stripped, blank rows dropped.
 */
import { centsToDecimalText, parseAmount, toCivilDate } from '../format';
import {
  IMPORT_CURRENCY_HEADINGS,
  IMPORT_DATE_HEADINGS,
  IMPORT_HEADINGS,
  IMPORT_PERCENT_HEADINGS,
  type ImportHeading,
  type RawImportRow,
  type StagedRow,
} from './headings';

const IMPORT_DATE = /^(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})$/;

/**
 * docs/product/rules.md: a date must match day/month/year with a year 19xx or 20xx, otherwise it becomes empty. A day that does
 * not exist (31/02/2020) also becomes empty. The result is a civil date `YYYY-MM-DD` (shown as `05 Mar 2020`).
 */
export function normaliseImportDate(text: string | null | undefined): string {
  const match = IMPORT_DATE.exec((text ?? '').trim());
  if (!match) return '';
  return toCivilDate(Number(match[3]), Number(match[2]), Number(match[1])) ?? '';
}

/**
 * docs/product/rules.md: currency text loses the `$` sign, brackets mean negative (commas and spaces go too). The result is a
 * plain decimal text (`-1234.5`), or empty when the text is not an amount, which leaves the value missing.
 */
export function normaliseImportCurrency(text: string | null | undefined): string {
  const cents = parseAmount(text ?? '');
  return cents === null ? '' : centsToDecimalText(cents);
}

/** docs/product/rules.md: percent signs are stripped from rates; what is left must be a non-negative decimal, else empty. */
export function normaliseImportPercent(text: string | null | undefined): string {
  const stripped = (text ?? '').replace(/[%\s]/g, '');
  return /^(\d+\.?\d*|\.\d+)$/.test(stripped) ? stripped : '';
}

/** docs/product/rules.md: a row whose values are all empty or spaces is dropped. */
export function isBlankImportRow(row: RawImportRow): boolean {
  return Object.values(row).every((value) => value === null || value === undefined || value.trim() === '');
}

/** Finds a heading's value, tolerating stray spaces and case in the file's header row. */
function headingValue(row: RawImportRow, heading: ImportHeading): string {
  const exact = row[heading];
  if (exact !== undefined && exact !== null) return exact;
  const wanted = heading.toLowerCase();
  const key = Object.keys(row).find((candidate) => candidate.trim().toLowerCase() === wanted);
  return (key === undefined ? undefined : row[key]) ?? '';
}

/** One raw row as staged: every heading present, text trimmed, dates, currency and percents normalised. */
export function normaliseImportRow(row: RawImportRow): StagedRow {
  const staged = {} as StagedRow;
  for (const heading of IMPORT_HEADINGS) {
    const value = headingValue(row, heading).trim();
    if (IMPORT_DATE_HEADINGS.includes(heading)) staged[heading] = normaliseImportDate(value);
    else if (IMPORT_CURRENCY_HEADINGS.includes(heading)) staged[heading] = normaliseImportCurrency(value);
    else if (IMPORT_PERCENT_HEADINGS.includes(heading)) staged[heading] = normaliseImportPercent(value);
    else staged[heading] = value;
  }
  return staged;
}

/** The staging screen's rows: blank rows dropped, the rest normalised, in file order. */
export function stageImportRows(rows: readonly RawImportRow[]): StagedRow[] {
  return rows.filter((row) => !isBlankImportRow(row)).map(normaliseImportRow);
}

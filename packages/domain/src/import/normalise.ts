/**
 * Normalising imported CSV text (docs/product/rules.md "Import"): dates day/month/year with year 19xx or 20xx else empty,
 * currency without `$` and with brackets as negative, percent signs stripped, blank rows dropped. Values stay text
 * (docs/product/states-and-permissions.md "Import flow"), in the import's own forms, so that normalising a staged row
 * again changes nothing and a staged row is itself a valid line of an import file.
 */
// The format modules themselves, not '../format', whose date display loads date-fns: `taxdep check-import` starts
// a second faster without it (docs/product/import-export.md "Speed").
import { daysInMonth, toCivilDate } from '../format/civil-date';
import { centsToDecimalText, parseAmount } from '../format/money';
import {
  IMPORT_CURRENCY_HEADINGS,
  IMPORT_DATE_HEADINGS,
  IMPORT_HEADINGS,
  IMPORT_PERCENT_HEADINGS,
  type ImportHeading,
  type RawImportRow,
  type StagedRow,
  stagedRowOf,
} from './headings';
import { normaliseConstructionUse, normaliseSecondHand } from './law-columns';

const IMPORT_DATE = /^(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})$/;

/** The civil date (`YYYY-MM-DD`) of an import date text, or null when it is not a real day/month/year of 19xx or 20xx. */
export function importDateToCivil(text: string | null | undefined): string | null {
  const match = IMPORT_DATE.exec((text ?? '').trim());
  if (!match) return null;
  return toCivilDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/**
 * docs/product/rules.md: a date must match day/month/year with a year 19xx or 20xx, otherwise it becomes empty. A day that does
 * not exist (31/02/2020) also becomes empty. The result is the same day written `DD/MM/YYYY` (`5/3/2020` gives
 * `05/03/2020`); `displayImportDate` shows it as `05 Mar 2020` and `importDateToCivil` gives the civil date.
 */
export function normaliseImportDate(text: string | null | undefined): string {
  const match = IMPORT_DATE.exec((text ?? '').trim());
  if (!match) return '';
  const [, day = '', month = '', year = ''] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(Number(year), m)) return '';
  return `${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`;
}

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * docs/product/rules.md "Import": staged dates are shown like `05 Mar 2020` (as `formatDisplayDate` shows register
 * dates; the tests hold the two equal); empty when the date is missing.
 */
export function displayImportDate(text: string | null | undefined): string {
  const staged = normaliseImportDate(text);
  if (staged === '') return '';
  const [day, month, year] = staged.split('/');
  return `${day} ${MONTH_ABBREVIATIONS[Number(month) - 1]} ${year}`;
}

/**
 * An amount as the import reads it: optional `$` and sign (either order), digits with commas only between groups of
 * three, optional decimals, or all of it in brackets for a negative. A stricter reading than the register's, so that
 * `1.234,56` (a European amount) or `1,00` is refused instead of read as 1.23 or 100.
 */
const IMPORT_AMOUNT = /^(?:-?\$?\s*|\$?\s*-?)(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?$/;

/** Cents of an import amount text, or null when it is not an amount (docs/product/rules.md "Import"). */
export function importAmountToCents(text: string | null | undefined): number | null {
  let compact = (text ?? '').trim();
  const bracketed = compact.startsWith('(') && compact.endsWith(')');
  if (bracketed) compact = compact.slice(1, -1).trim();
  if (!IMPORT_AMOUNT.test(compact) || !/\d/.test(compact)) return null;
  if (bracketed && compact.includes('-')) return null;
  return parseAmount(bracketed ? `(${compact})` : compact);
}

/**
 * docs/product/rules.md: currency text loses the `$` sign, brackets mean negative. The result is a plain decimal text
 * (`-1234.5`), or empty when the text is not an amount, which leaves the value missing.
 */
export function normaliseImportCurrency(text: string | null | undefined): string {
  const cents = importAmountToCents(text);
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

type ValueKind = 'date' | 'currency' | 'percent' | 'secondHand' | 'constructionUse';
const VALUE_KIND = new Map<ImportHeading, ValueKind>([
  ...IMPORT_DATE_HEADINGS.map((heading) => [heading, 'date'] as const),
  ...IMPORT_CURRENCY_HEADINGS.map((heading) => [heading, 'currency'] as const),
  ...IMPORT_PERCENT_HEADINGS.map((heading) => [heading, 'percent'] as const),
  ['Second Hand', 'secondHand'],
  ['Construction Use', 'constructionUse'],
]);

/** One value as staged under its heading: text trimmed, dates, currency and percents normalised. */
export function normaliseImportValue(heading: ImportHeading, text: string): string {
  const value = text.trim();
  if (value === '') return ''; // most optional cells are empty: no rule to run (100,000 rows, docs/product/import-export.md)
  switch (VALUE_KIND.get(heading)) {
    case 'date':
      return normaliseImportDate(value);
    case 'currency':
      return normaliseImportCurrency(value);
    case 'percent':
      return normaliseImportPercent(value);
    case 'secondHand':
      return normaliseSecondHand(value);
    case 'constructionUse':
      return normaliseConstructionUse(value);
    default:
      return value;
  }
}

/** One raw row as staged: every heading present, each value normalised. */
export function normaliseImportRow(row: RawImportRow): StagedRow {
  return stagedRowOf((index) => {
    const heading = IMPORT_HEADINGS[index] as ImportHeading;
    return normaliseImportValue(heading, headingValue(row, heading));
  });
}

/** The staging screen's rows: blank rows dropped, the rest normalised, in file order. */
export function stageImportRows(rows: readonly RawImportRow[]): StagedRow[] {
  return rows.filter((row) => !isBlankImportRow(row)).map(normaliseImportRow);
}

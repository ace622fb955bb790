/**
 * Display forms of civil dates (`YYYY-MM-DD` strings, kept in `./civil-date`): `05 Mar 2020` in the
 * register and the import staging screen (docs/product/rules.md "Import"), `30 June 2025` for report names (docs/product/states-and-permissions.md) and the
 * demolition-date list (docs/product/asset-register.md). Parsing and formatting go through date-fns; no clock is read.
 */
import { format, parseISO } from 'date-fns';
import { eofyDate, isCivilDate, toCivilDate } from './civil-date';

export { daysInMonth, eofyDate, isCivilDate, toCivilDate } from './civil-date';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

function display(date: string | null | undefined, pattern: string): string {
  if (!date || !isCivilDate(date)) return '';
  return format(parseISO(date), pattern);
}

/** Register and import dates: `05 Mar 2020`; empty text for a missing or malformed date. */
export function formatDisplayDate(date: string | null | undefined): string {
  return display(date, 'dd MMM yyyy');
}

/** Report names (docs/product/states-and-permissions.md): day, full month name, year: `30 June 2025`; empty for a missing or malformed date. */
export function formatLongDate(date: string | null | undefined): string {
  return display(date, 'dd MMMM yyyy');
}

/** End-of-financial-year label of the demolition-date list (docs/product/asset-register.md): day and month, then the year. */
export function eofyLabel(year: number): string {
  return formatLongDate(eofyDate(year));
}

function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTH_NAMES.findIndex((month) => month.startsWith(lower));
  return index < 0 ? null : index + 1;
}

/**
 * Reads a date typed by a user: `5/3/2020` and `05-03-2020` (day first, the Australian order), `2020-03-05`,
 * and the display forms `05 Mar 2020` and `5 March 2020`. Years must have four digits. Null when the text is not
 * one of these or the day does not exist.
 */
export function parseUserDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return toCivilDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (dayFirst) return toCivilDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const named = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(trimmed);
  if (named) {
    const month = monthFromName(named[2] ?? '');
    return month === null ? null : toCivilDate(Number(named[3]), month, Number(named[1]));
  }
  return null;
}

/**
 * Civil dates (`YYYY-MM-DD` strings, TEAM-NOTES "Standards") and their display forms: `05 Mar 2020` in the
 * register and the import staging screen (spec 5 "Import"), `30 June 2025` for report names (spec 4) and the
 * demolition-date list (spec 2.3). Parsing and formatting go through date-fns; no clock is read.
 */
import { format, parseISO } from 'date-fns';

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Builds a civil date from its parts, or null when the day does not exist (31/02) or the year is not 4 digits. */
export function toCivilDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for an existing calendar day written `YYYY-MM-DD`. */
export function isCivilDate(text: string): boolean {
  const match = CIVIL_DATE.exec(text);
  return match !== null && toCivilDate(Number(match[1]), Number(match[2]), Number(match[3])) === text;
}

function display(date: string | null | undefined, pattern: string): string {
  if (!date || !isCivilDate(date)) return '';
  return format(parseISO(date), pattern);
}

/** Register and import dates: `05 Mar 2020`; empty text for a missing or malformed date. */
export function formatDisplayDate(date: string | null | undefined): string {
  return display(date, 'dd MMM yyyy');
}

/** Report names (spec 4): day, full month name, year: `30 June 2025`; empty for a missing or malformed date. */
export function formatLongDate(date: string | null | undefined): string {
  return display(date, 'dd MMMM yyyy');
}

/** The last day of a financial year, named by the year it ends in (domain.md "Calendar"): 2018 -> `2018-06-30`. */
export function eofyDate(year: number): string {
  return `${String(year).padStart(4, '0')}-06-30`;
}

/** End-of-financial-year label of the demolition-date list (spec 2.3): day and month, then the year. */
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

/**
 * Dates as a surveyor types and reads them (issue 16 item 9): Australian day/month/year, whatever the browser's
 * locale. The native `<input type=date>` shows and takes the browser's order (month first in a US browser), so
 * every date input is a text field ruled here instead. Stored and sent dates stay civil `YYYY-MM-DD`
 * (docs/product/rules.md); date-fns parses and formats, with the date read as a calendar day (no time zone).
 */
import { format, isValid, parse } from 'date-fns';

/** The shape shown in a date input and named in its hint: `05/03/2024` is 5 March 2024. */
export const DATE_ENTRY_FORMAT = 'dd/MM/yyyy';
export const DATE_ENTRY_HINT = 'day/month/year, e.g. 05/03/2024';

/** The typed shapes taken: day, month, four-digit year with `/`, `-`, `.` or a space between; or `YYYY-MM-DD`. */
const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Any calendar date as a reference for date-fns' parse: only the typed fields are used. */
const REFERENCE = new Date(2000, 0, 1);

export type DateEntry =
  | { kind: 'empty' }
  | { kind: 'date'; date: string }
  | { kind: 'unreadable'; problem: string };

/** Reads a typed date: empty, a civil date, or unreadable with the reason in words. */
export function readDateEntry(text: string): DateEntry {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const dayFirst = DAY_FIRST.exec(typed);
  const iso = dayFirst ? null : ISO.exec(typed);
  const parts = dayFirst
    ? { day: dayFirst[1], month: dayFirst[2], year: dayFirst[3] }
    : iso
      ? { day: iso[3], month: iso[2], year: iso[1] }
      : null;
  if (!parts)
    return { kind: 'unreadable', problem: `“${typed}” is not a date: type it as ${DATE_ENTRY_HINT}.` };
  const parsed = parse(`${parts.day}/${parts.month}/${parts.year}`, 'd/M/yyyy', REFERENCE);
  if (!isValid(parsed))
    return { kind: 'unreadable', problem: `“${typed}” is not a day of the calendar (day/month/year).` };
  return { kind: 'date', date: format(parsed, 'yyyy-MM-dd') };
}

/** A civil date as the input shows it (`dd/MM/yyyy`); empty for none or a malformed one. */
export function formatDateEntry(date: string | null | undefined): string {
  if (!date || !ISO.test(date)) return '';
  const parsed = parse(date, 'yyyy-MM-dd', REFERENCE);
  return isValid(parsed) ? format(parsed, DATE_ENTRY_FORMAT) : '';
}

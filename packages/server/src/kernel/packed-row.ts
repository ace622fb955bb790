/**
 * The one packed-text codec of a register row (issue 24 item 1), used by the two reads that take a whole register
 * at once: the figures' (calculations/repository.ts) and the export's (export/repository.ts). PGlite runs in the
 * service's own thread and builds one text several times faster than a result set or JSON (100,000 rows in about
 * 0.7 s instead of 2 to 3 s, docs/api.md "Figures at scale"), so a batch of rows travels as fields joined by the
 * unit separator and rows by the record separator.
 *
 * Each field is written by its kind (`packedColumn` of record-repository.ts, the SQL) (asset-record.ts in the domain): empty is null; references, money (cents),
 * rates and flags as their exact decimal text; dates as days from 2000-01-01 (the same whatever the server's
 * DateStyle, and cheaper than a date's text); text marked with a leading `=` (so an empty text is `=`) with the
 * three control characters it could hold escaped, so no value is ever altered and no row splits wrongly.
 */
import { civilDateOfDayNumber, dayNumber } from '@taxdep/domain/tax';

export const UNIT_SEPARATOR = '\u001f';
export const RECORD_SEPARATOR = '\u001e';
/** Escapes a separator (or itself) inside a text: `\u001d` then a letter (`a` itself, `b` record, `c` unit). */
const ESCAPE = '\u001d';

const UNESCAPED: Record<string, string> = { a: ESCAPE, b: RECORD_SEPARATOR, c: UNIT_SEPARATOR };

/** A packed text field's value (the `=` mark removed, escapes undone). */
export function unpackedText(raw: string): string {
  const text = raw.slice(1);
  if (!text.includes(ESCAPE)) return text;
  let unescaped = '';
  let from = 0;
  for (let at = text.indexOf(ESCAPE); at >= 0; at = text.indexOf(ESCAPE, from)) {
    unescaped += text.slice(from, at) + (UNESCAPED[text.charAt(at + 1)] ?? '');
    from = at + 2;
  }
  return unescaped + text.slice(from);
}

const DAY_ZERO = dayNumber('2000-01-01');
/**
 * Civil dates by their day number: a register's dates fall on a few thousand days, each met by many rows, so each
 * date's text is made once (bounded: every day of 1900–2100 is about 73,000 entries).
 */
const DATES = new Map<number, string>();
const DATES_KEPT = 100_000;

export function civilDateOfDays(days: number): string {
  let date = DATES.get(days);
  if (date === undefined) {
    date = civilDateOfDayNumber(DAY_ZERO + days);
    if (DATES.size >= DATES_KEPT) DATES.clear();
    DATES.set(days, date);
  }
  return date;
}

/**
 * One packed row's fields, located once it is to be read: numbers are read from the row's text in place, and only
 * the fields asked for become strings (a register of 100,000 rows would otherwise make millions of them).
 */
export class PackedRow {
  /** Where each field starts; one more entry, one past the end of the last field. */
  private readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let at = text.indexOf(UNIT_SEPARATOR); at >= 0; at = text.indexOf(UNIT_SEPARATOR, at + 1)) {
      starts.push(at + 1);
    }
    starts.push(text.length + 1);
    this.starts = starts;
  }

  /** How many fields the row holds. */
  get length(): number {
    return this.starts.length - 1;
  }

  /** The field as written; null when empty. */
  raw(field: number): string | null {
    const from = this.starts[field] as number;
    const to = (this.starts[field + 1] as number) - 1;
    return to > from ? this.text.slice(from, to) : null;
  }

  /**
   * A whole number field (ids, days, cents: at most 15 digits, as the wire's bounds keep them) read digit by
   * digit, exactly as `Number` would; null when empty. Longer texts go through `Number`.
   */
  integer(field: number): number | null {
    const text = this.text;
    const from = this.starts[field] as number;
    const to = (this.starts[field + 1] as number) - 1;
    if (to <= from) return null;
    const negative = text.charCodeAt(from) === 45; // '-'
    if (to - from > 15) return Number(text.slice(from, to));
    let value = 0;
    for (let i = negative ? from + 1 : from; i < to; i += 1) value = value * 10 + text.charCodeAt(i) - 48;
    return negative ? -value : value;
  }

  /** A text field (the `=` mark removed, escapes undone). */
  string(field: number): string | null {
    const raw = this.raw(field);
    return raw === null ? null : unpackedText(raw);
  }

  date(field: number): string | null {
    const days = this.integer(field);
    return days === null ? null : civilDateOfDays(days);
  }

  flag(field: number): boolean | null {
    const raw = this.raw(field);
    return raw === 'true' ? true : raw === 'false' ? false : null;
  }
}

/** The rows of a packed text (one `PackedRow` each), '' for none. */
export function packedRows(text: string | null): PackedRow[] {
  if (!text) return [];
  return text.split(RECORD_SEPARATOR).map((line) => new PackedRow(line));
}

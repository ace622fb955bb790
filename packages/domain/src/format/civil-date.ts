/**
 * Civil dates: `YYYY-MM-DD` strings (TEAM-NOTES "Standards"; docs/tax-rules.md "Calendar") and day numbers (days since
 * 1970-01-01), with no `Date` objects and no time zones. The one civil-date module of the domain: the display
 * helpers (`./dates`) and the tax engine (`../tax/calendar`) both build on it. The day-number conversion is the
 * proleptic Gregorian algorithm ("days_from_civil", H. Hinnant), exact for every year the portal can meet.
 */

export type CivilDate = string;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Builds a civil date from its parts, or null when the day does not exist (31/02) or the year is not 4 digits. */
export function toCivilDate(year: number, month: number, day: number): CivilDate | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function dayNumberOfCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = month > 2 ? month - 3 : month + 9;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The value of the ASCII digits of `text` from `from` (inclusive) to `to` (exclusive); -1 on any other char. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Day number of an existing calendar day written `YYYY-MM-DD` (year 0001 to 9999), else NaN. Reads the digits
 * in place (no pattern, no substrings), since the engine parses every date of every asset.
 */
export function civilDayNumber(text: unknown): number {
  if (typeof text !== 'string' || text.length !== 10) return Number.NaN;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return Number.NaN; // '-'
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  return dayNumberOfCivil(year, month, day);
}

/** True for an existing calendar day written `YYYY-MM-DD`. */
export function isCivilDate(text: unknown): text is CivilDate {
  return !Number.isNaN(civilDayNumber(text));
}

/** Day number of a `YYYY-MM-DD` date; throws on anything else. */
export function dayNumber(date: CivilDate): number {
  const dayNo = civilDayNumber(date);
  if (Number.isNaN(dayNo)) throw new RangeError(`not a civil date (YYYY-MM-DD): ${String(date)}`);
  return dayNo;
}

export function civilDateOfDayNumber(dayNo: number): CivilDate {
  const z = dayNo + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return civilDateOfDayNumber(dayNumber(date) + days);
}

/** The last day of a financial year, named by the year it ends in (docs/tax-rules.md "Calendar"): 2018 -> `2018-06-30`. */
export function eofyDate(year: number): CivilDate {
  return `${String(year).padStart(4, '0')}-06-30`;
}

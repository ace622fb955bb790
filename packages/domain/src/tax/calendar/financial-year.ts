/**
 * Financial years (1 July to 30 June, named by the year they end in) and days held (docs/tax-rules.md "Calendar":
 * inclusive count, divisor always 365, leap-year policy `statutory` or `cap365`).
 */
import { eofyDate } from '../../format/civil-date';
import { type CivilDate, dayNumber, dayNumberOfCivil, isLeapYear } from './civil-date';

export type LeapYearPolicy = 'statutory' | 'cap365';

/** s40-70/s40-72/s40-75/s43-210: the statutory divisor is a fixed 365 days. */
export const DAYS_DIVISOR = 365;

export function financialYearOf(date: CivilDate): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year + 1 : year;
}

export function financialYearStart(fy: number): CivilDate {
  return `${String(fy - 1).padStart(4, '0')}-07-01`;
}

/** The FY's last day: the civil-date module's `eofyDate`, under the engine's name. */
export const financialYearEnd: (fy: number) => CivilDate = eofyDate;

/**
 * The first days of FY1900 to FY2200 and the day after, computed once: the engine asks for a FY's bounds for every
 * asset in every FY (millions of times for a register of 100,000 assets).
 */
const TABLE_FIRST_FY = 1900;
const FY_START_DAYS = Float64Array.from({ length: 302 }, (_, i) =>
  dayNumberOfCivil(TABLE_FIRST_FY + i - 1, 7, 1),
);

export function financialYearStartDay(fy: number): number {
  const at = fy - TABLE_FIRST_FY;
  return at >= 0 && at < FY_START_DAYS.length
    ? (FY_START_DAYS[at] as number)
    : dayNumberOfCivil(fy - 1, 7, 1);
}

export function financialYearEndDay(fy: number): number {
  const at = fy + 1 - TABLE_FIRST_FY;
  return at >= 0 && at < FY_START_DAYS.length
    ? (FY_START_DAYS[at] as number) - 1
    : dayNumberOfCivil(fy, 6, 30);
}

/** 1969-07-01, the first day of FY1970. */
const FY1970_START_DAY = -184;

/**
 * The FY holding a day: an estimate from the mean length of a year, corrected against the FY's bounds (no date
 * text is made: the engine asks it of every asset).
 */
export function fyOfDay(dayNo: number): number {
  let fy = 1970 + Math.floor((dayNo - FY1970_START_DAY) / 365.2425);
  while (dayNo < financialYearStartDay(fy)) fy -= 1;
  while (dayNo > financialYearEndDay(fy)) fy += 1;
  return fy;
}

/** A FY is a leap FY when it contains 29 February (FY2024, FY2028, ...). */
export function isLeapFinancialYear(fy: number): boolean {
  return isLeapYear(fy);
}

/**
 * Days held in `fy` for a holding from `fromDay` to `toDay` (day numbers, both inclusive; the event day counts
 * as held). `cap365` (docs/tax-rules.md rule 2) caps the count at 365; `statutory` lets a full leap FY count 366.
 */
export function daysHeldInFinancialYear(
  fy: number,
  fromDay: number,
  toDay: number,
  policy: LeapYearPolicy,
): number {
  const from = Math.max(fromDay, financialYearStartDay(fy));
  const to = Math.min(toDay, financialYearEndDay(fy));
  if (to < from) return 0;
  const count = to - from + 1;
  return policy === 'cap365' ? Math.min(count, DAYS_DIVISOR) : count;
}

/** Convenience over civil dates: days held in `fy` between two dates (inclusive). */
export function daysHeld(fy: number, from: CivilDate, to: CivilDate, policy: LeapYearPolicy): number {
  return daysHeldInFinancialYear(fy, dayNumber(from), dayNumber(to), policy);
}

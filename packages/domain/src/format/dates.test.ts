import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  eofyDate,
  eofyLabel,
  formatDisplayDate,
  formatLongDate,
  isCivilDate,
  parseUserDate,
  toCivilDate,
} from './dates';

const civilDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => toCivilDate(year, month, Math.min(day, daysInMonth(year, month))) as string);

describe('civil dates', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(toCivilDate(2021, 2, 29)).toBeNull();
    expect(isCivilDate('2024-02-29')).toBe(true);
    expect(isCivilDate('2023-02-29')).toBe(false);
    expect(isCivilDate('2023-2-28')).toBe(false);
  });
});

describe('display dates', () => {
  it('formats register dates as 05 Mar 2020 and report names as 30 June 2025', () => {
    expect(formatDisplayDate('2020-03-05')).toBe('05 Mar 2020');
    expect(formatLongDate('2025-06-30')).toBe('30 June 2025');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('2020-02-30')).toBe('');
  });

  it('labels the end of a financial year (docs/product/asset-register.md)', () => {
    expect(eofyDate(2018)).toBe('2018-06-30');
    expect(eofyLabel(2018)).toBe('30 June 2018');
  });
});

describe('parseUserDate', () => {
  it.each([
    ['5/3/2020', '2020-03-05'],
    ['05-03-2020', '2020-03-05'],
    ['2020-03-05', '2020-03-05'],
    ['05 Mar 2020', '2020-03-05'],
    ['5 march 2020', '2020-03-05'],
    [' 30 June 2025 ', '2025-06-30'],
  ])('%s -> %s', (text, date) => {
    expect(parseUserDate(text)).toBe(date);
  });

  it.each(['', '31/02/2020', '5/3/20', '05 Ma 2020', '2020/03/05', 'tomorrow'])('rejects %j', (text) => {
    expect(parseUserDate(text)).toBeNull();
  });

  it('property: both display forms read back to the date', () => {
    fc.assert(
      fc.property(civilDate, (date) => {
        expect(parseUserDate(formatDisplayDate(date))).toBe(date);
        expect(parseUserDate(formatLongDate(date))).toBe(date);
      }),
    );
  });
});

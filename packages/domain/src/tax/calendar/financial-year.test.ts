/** The FY of a day (docs/tax-rules.md "Calendar": 1 July to 30 June, named by the year it ends in). */
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from './civil-date';
import { financialYearEndDay, financialYearOf, financialYearStartDay, fyOfDay } from './financial-year';

describe('fyOfDay', () => {
  it('is the FY of the day’s date, for every day from 1800 to 2300', () => {
    for (let day = dayNumber('1800-01-01'); day <= dayNumber('2300-12-31'); day += 1) {
      const fy = fyOfDay(day);
      if (fy !== financialYearOf(civilDateOfDayNumber(day))) {
        expect(fy, civilDateOfDayNumber(day)).toBe(financialYearOf(civilDateOfDayNumber(day)));
      }
    }
    expect(fyOfDay(dayNumber('2024-06-30'))).toBe(2024);
    expect(fyOfDay(dayNumber('2024-07-01'))).toBe(2025);
  });
});

describe('financialYearStartDay and financialYearEndDay', () => {
  it('are 1 July and 30 June of the FY, inside the table and beyond it', () => {
    for (let fy = 1500; fy <= 2600; fy += 1) {
      expect(civilDateOfDayNumber(financialYearStartDay(fy))).toBe(
        `${String(fy - 1).padStart(4, '0')}-07-01`,
      );
      expect(civilDateOfDayNumber(financialYearEndDay(fy))).toBe(`${String(fy).padStart(4, '0')}-06-30`);
    }
  });
});

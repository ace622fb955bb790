import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatDisplayDate,
  formatMoneyCents,
  isCivilDate,
  parseAmount,
  toCivilDate,
} from '../format';
import {
  displayImportDate,
  importDateToCivil,
  isBlankImportRow,
  normaliseImportCurrency,
  normaliseImportDate,
  normaliseImportPercent,
  normaliseImportRow,
  stageImportRows,
} from './normalise';

describe('normaliseImportDate (docs/product/rules.md: day/month/year, year 19xx or 20xx)', () => {
  it.each([
    ['05/03/2020', '05/03/2020'],
    ['5/3/2020', '05/03/2020'],
    [' 29/02/2024 ', '29/02/2024'],
    ['31/12/1900', '31/12/1900'],
    ['01/01/2099', '01/01/2099'],
  ])('%s -> %s', (text, date) => {
    expect(normaliseImportDate(text)).toBe(date);
  });

  it.each([
    '',
    '2020-03-05',
    '05/03/20',
    '05/03/1899',
    '05/03/2100',
    '31/02/2020',
    '29/02/2023',
    '05-03-2020',
    '13/13/2020',
    'soon',
  ])('empties %j', (text) => {
    expect(normaliseImportDate(text)).toBe('');
  });

  it('property: a real day/month/year of 19xx or 20xx stays that day, padded or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.boolean(),
        (year, month, rawDay, padded) => {
          const day = Math.min(rawDay, daysInMonth(year, month));
          const part = (n: number) => (padded ? String(n).padStart(2, '0') : String(n));
          const staged = normaliseImportDate(`${part(day)}/${part(month)}/${year}`);
          expect(importDateToCivil(staged)).toBe(toCivilDate(year, month, day));
          expect(staged).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        },
      ),
    );
  });

  it('property: the result is always empty or a real civil date in 1900..2099', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{1,3}\/\d{1,3}\/\d{2,5}$/)), (text) => {
        const date = importDateToCivil(normaliseImportDate(text)) ?? '';
        if (normaliseImportDate(text) !== '') {
          expect(isCivilDate(date)).toBe(true);
          expect(date >= '1900-01-01' && date <= '2099-12-31').toBe(true);
        }
      }),
    );
  });
});

describe('displayImportDate (docs/product/rules.md: shown like 05 Mar 2020)', () => {
  it('shows staged dates and leaves missing ones empty', () => {
    expect(displayImportDate('05/03/2020')).toBe('05 Mar 2020');
    expect(displayImportDate('5/3/2020')).toBe('05 Mar 2020');
    expect(displayImportDate('')).toBe('');
    expect(displayImportDate('2020-03-05')).toBe('');
  });

  it('property: shows every day as the register shows it (formatDisplayDate)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const day = Math.min(d, daysInMonth(y, m));
          expect(displayImportDate(`${day}/${m}/${y}`)).toBe(formatDisplayDate(toCivilDate(y, m, day)));
        },
      ),
    );
  });
});

describe('normaliseImportCurrency (docs/product/rules.md: $ removed, brackets negative)', () => {
  it.each([
    ['$1,234.50', '1234.5'],
    ['(1,234.50)', '-1234.5'],
    ['($99)', '-99'],
    ['-12', '-12'],
    ['  7 ', '7'],
    ['', ''],
    ['n/a', ''],
    ['(1,000)', '-1000'],
    ['$-5', '-5'],
    ['-$5', '-5'],
    ['$ 1,000.5', '1000.5'],
    ['12.', '12'],
    ['1.234,56', ''],
    ['1,00', ''],
    ['12,34,567', ''],
    ['(-5)', ''],
    ['$', ''],
    ['-', ''],
    ['1e5', ''],
  ])('%j -> %j', (text, value) => {
    expect(normaliseImportCurrency(text)).toBe(value);
  });

  it('property: any formatted amount, bracketed or not, normalises to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), fc.boolean(), (cents, bracket) => {
        const text = bracket && cents > 0 ? `(${formatMoneyCents(cents)})` : formatMoneyCents(cents);
        const expected = bracket && cents > 0 ? -cents : cents;
        expect(parseAmount(normaliseImportCurrency(text))).toBe(expected);
      }),
    );
  });

  it('property: the result is empty or a plain decimal without $, commas or brackets', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normaliseImportCurrency(text)).toMatch(/^(-?\d+(\.\d{1,2})?)?$/);
      }),
    );
  });
});

describe('percent and blank rows', () => {
  it('strips percent signs', () => {
    expect(normaliseImportPercent('12.5%')).toBe('12.5');
    expect(normaliseImportPercent(' 40 % ')).toBe('40');
    expect(normaliseImportPercent('%')).toBe('');
    expect(normaliseImportPercent('ten')).toBe('');
  });

  it('drops blank rows and normalises the others', () => {
    const rows = [
      { 'ATO Code': ' ', Category: '' },
      { 'ATO Code': 'ATO-0105', 'Inv Date': '05/03/2020', 'Original Cost': '($1,000)', 'Dep Rate': '20%' },
      {},
    ];
    expect(isBlankImportRow(rows[0] ?? {})).toBe(true);
    const staged = stageImportRows(rows);
    expect(staged).toHaveLength(1);
    expect(staged[0]).toMatchObject({
      'ATO Code': 'ATO-0105',
      'Inv Date': '05/03/2020',
      'Original Cost': '-1000',
      'Dep Rate': '20',
      Location: '',
    });
  });

  it('tolerates stray spaces and case in headings', () => {
    expect(normaliseImportRow({ ' ato code ': 'X1', 'DEP RATE': '5%' })).toMatchObject({
      'ATO Code': 'X1',
      'Dep Rate': '5',
    });
  });
});

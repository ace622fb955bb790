/**
 * The export's cells agree with the domain's CSV writer (export-csv.ts) and reader (normalise.ts), and file names
 * hold safe characters only (docs/api.md "Exports").
 */
import { centsToDecimalText } from '@taxdep/domain/format';
import {
  importAmountCell,
  importAmountToCents,
  normaliseImportDate,
  spreadsheetSafeText,
} from '@taxdep/domain/import';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountCell, dateCell, plainAmountCell, rateCell, textCell } from './cells';

const cents = fc.integer({ min: -(10 ** 15), max: 10 ** 15 });

describe('the export’s cells', () => {
  it('write amounts as the import layout’s writer does, and the import reads them back', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(amountCell(value)).toBe(importAmountCell(centsToDecimalText(value)));
        expect(amountCell(BigInt(value))).toBe(amountCell(value));
        expect(importAmountToCents(amountCell(value))).toBe(value);
        expect(importAmountToCents(plainAmountCell(value))).toBe(value);
        // The accountants' layouts: a plain number, two decimals, no separator, a minus sign when negative.
        expect(plainAmountCell(value)).toMatch(/^-?\d+\.\d{2}$/);
        expect(Number(plainAmountCell(value))).toBe(value / 100);
        // Never altered by the spreadsheet guard: no amount starts with a sign.
        expect(spreadsheetSafeText(amountCell(value))).toBe(amountCell(value));
      }),
    );
    expect(amountCell(-123_456)).toBe('(1,234.56)');
    expect(plainAmountCell(-123_456)).toBe('-1234.56');
    expect(plainAmountCell(123_456_789)).toBe('1234567.89');
    expect(amountCell(null)).toBe('');
  });

  it('write dates day/month/year, as the import reads them', () => {
    expect(dateCell('2024-03-05')).toBe('05/03/2024');
    expect(normaliseImportDate(dateCell('1999-12-31'))).toBe('31/12/1999');
    expect(dateCell(null)).toBe('');
  });

  it('write rates without trailing zeros, and text made safe', () => {
    expect(['12.5000', '10.0000', '0.0000', '100', '13.3333'].map(rateCell)).toEqual([
      '12.5',
      '10',
      '0',
      '100',
      '13.3333',
    ]);
    expect(textCell('=1+2')).toBe("'=1+2");
    expect(textCell(null)).toBe('');
  });
});

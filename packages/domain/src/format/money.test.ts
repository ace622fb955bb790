import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimalText,
  centsToDollars,
  dollarsToCents,
  formatAmount,
  formatMoney,
  formatMoneyCents,
  parseAmount,
  roundToDollar,
} from './money';

const cents = fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 });

describe('formatMoney (docs/product/calculations-deductions-summary-report.md#deductions-tab: whole dollars, $ and thousands separators)', () => {
  it.each([
    [0, '$0'],
    [123456, '$1,235'],
    [123449, '$1,234'],
    [-123456, '-$1,235'],
    [-40, '$0'],
    [-50, '-$1'],
    [100000000, '$1,000,000'],
    [99999, '$1,000'],
  ])('%i cents -> %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('rounds half away from zero', () => {
    expect(roundToDollar(150)).toBe(200);
    expect(roundToDollar(-150)).toBe(-200);
    expect(roundToDollar(149)).toBe(100);
    expect(roundToDollar(-149)).toBe(-100);
  });
});

describe('formatMoneyCents and formatAmount (register amounts, 2 decimals)', () => {
  it('shows cents and a clear negative', () => {
    expect(formatMoneyCents(123450)).toBe('$1,234.50');
    expect(formatMoneyCents(-123405)).toBe('-$1,234.05');
    expect(formatMoneyCents(7)).toBe('$0.07');
    expect(formatAmount(-100000000)).toBe('-1,000,000.00');
    expect(centsToDecimalText(-123450)).toBe('-1234.5');
    expect(centsToDecimalText(100)).toBe('1');
  });
});

describe('parseAmount (docs/product/rules.md: commas, $ and spaces stripped, brackets negative)', () => {
  it.each([
    ['1,234', 123400],
    ['$1,234.56', 123456],
    [' $ 1 234.5 ', 123450],
    ['(1,234.56)', -123456],
    ['($12)', -1200],
    ['-$1,234', -123400],
    ['$-1,234', -123400],
    ['0.29', 29],
    ['.5', 50],
    ['5.', 500],
    ['1.005', 101],
    ['-1.005', -101],
    ['1.004', 100],
    ['-0', 0],
  ])('%s -> %i cents', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each([
    '',
    ' ',
    '-',
    '$',
    '()',
    'abc',
    '12a',
    '1.2.3',
    '--1',
    '(-5)',
    '(5',
    '1e5',
    '99999999999999999999',
  ])('rejects %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('property: formatting then parsing gives the amount back', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseAmount(formatMoneyCents(value))).toBe(value);
        expect(parseAmount(formatAmount(value))).toBe(value);
        expect(parseAmount(centsToDecimalText(value))).toBe(value);
        expect(parseAmount(formatMoney(value))).toBe(roundToDollar(value));
      }),
    );
  });

  it('property: brackets negate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (value) => {
        expect(parseAmount(`(${formatMoneyCents(value)})`)).toBe(-value);
      }),
    );
  });
});

describe('dollarsToCents and centsToDollars (the wire)', () => {
  it('converts without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1234.56)).toBe(123456);
    expect(dollarsToCents(-0.07)).toBe(-7);
    expect(dollarsToCents(1e-7)).toBe(0);
    expect(dollarsToCents(1.5e10)).toBe(1500000000000);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(null)).toBeNull();
    expect(centsToDollars(29)).toBe(0.29);
    expect(centsToDollars(-123456)).toBe(-1234.56);
    expect(centsToDollars(null)).toBeNull();
  });

  it('refuses values no amount can carry', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => dollarsToCents(1e20)).toThrow(RangeError);
  });

  it('property: cents -> dollars -> cents is the identity, also through JSON', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(dollarsToCents(centsToDollars(value))).toBe(value);
        expect(dollarsToCents(JSON.parse(JSON.stringify(centsToDollars(value))) as number)).toBe(value);
      }),
    );
  });
});

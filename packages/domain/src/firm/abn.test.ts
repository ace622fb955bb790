import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABN_WEIGHTS, abnDigits, formatAbn, isValidAbn } from './abn';

/** Published ABNs: the ATO's own worked example, then companies' ABNs as the ABN Lookup shows them. */
const PUBLISHED = [
  '51 824 753 556', // the ATO's example in "Format of the ABN"
  '33 051 775 556', // Telstra Group Limited
  '48 123 123 124', // Commonwealth Bank of Australia
  '49 004 028 077', // BHP Group Limited
  '88 000 014 675', // Woolworths Group Limited
  '16 009 661 901', // Qantas Airways Limited
];

const elevenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 });

/** The check sum the ATO describes, written out again for the properties. */
const checkSum = (digits: number[]) =>
  digits.reduce((sum, d, k) => sum + (k === 0 ? d - 1 : d) * (ABN_WEIGHTS[k] as number), 0);

describe('isValidAbn', () => {
  it.each(PUBLISHED)('accepts the published ABN %s, with or without spaces', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
    expect(isValidAbn(abn.replace(/ /g, ''))).toBe(true);
  });

  it('refuses the ATO example with one digit changed, and text that is not 11 digits', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('51 824 753 55')).toBe(false);
    expect(isValidAbn('51 824 753 5566')).toBe(false);
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });

  it('accepts 11 digits exactly when the weighted sum is a multiple of 89', () => {
    fc.assert(
      fc.property(elevenDigits, (digits) => {
        expect(isValidAbn(digits.join(''))).toBe(checkSum(digits) % 89 === 0);
      }),
    );
  });

  it('refuses any ABN with a single digit changed (the weights are all prime to 89)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PUBLISHED),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (abn, at, by) => {
          const digits = [...(abnDigits(abn) as string)].map(Number);
          digits[at] = ((digits[at] as number) + by) % 10;
          expect(isValidAbn(digits.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('formatAbn', () => {
  it('prints the ABN as 2, 3, 3 and 3 digits', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn(' 51 8247 53556 ')).toBe('51 824 753 556');
  });

  it('keeps the digits of any 11 digits, and leaves other text as it is', () => {
    fc.assert(
      fc.property(elevenDigits, (digits) => {
        const formatted = formatAbn(digits.join(''));
        expect(formatted.replace(/ /g, '')).toBe(digits.join(''));
        expect(formatted).toMatch(/^[0-9]{2} [0-9]{3} [0-9]{3} [0-9]{3}$/);
      }),
    );
    expect(formatAbn('not an ABN')).toBe('not an ABN');
  });
});

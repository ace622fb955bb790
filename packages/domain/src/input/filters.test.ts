import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsKey,
  filterPaste,
  formatWhileTyping,
  readAmountEntry,
  toWireAmount,
  toWireRate,
} from './filters';
import { DEMOLITION_RATE_RULES, GENERAL_INFO_AMOUNT_RULES, REGISTER_AMOUNT_RULES } from './rules';

const register = REGISTER_AMOUNT_RULES;
const rate = DEMOLITION_RATE_RULES;
const generalInfo = GENERAL_INFO_AMOUNT_RULES;

/** Any text the register filter could have let through, built key by key. */
const typedRegisterValue = fc
  .array(fc.constantFrom(...'0123456789-.'.split('')), { maxLength: 25 })
  .map((keys) =>
    keys.reduce(
      (value, key) => (acceptsKey(value, value.length, value.length, key, register) ? value + key : value),
      '',
    ),
  );

describe('acceptsKey, register amounts (docs/product/rules.md)', () => {
  it('accepts digits, one leading minus, one point and two decimals', () => {
    expect(acceptsKey('', 0, 0, '-', register)).toBe(true);
    expect(acceptsKey('-12', 3, 3, '.', register)).toBe(true);
    expect(acceptsKey('-12.3', 5, 5, '4', register)).toBe(true);
    expect(acceptsKey('1,234', 5, 5, '5', register)).toBe(true);
  });

  it('blocks letters, a second minus, a minus not in front, a second point, a third decimal', () => {
    expect(acceptsKey('12', 2, 2, 'a', register)).toBe(false);
    expect(acceptsKey('-12', 0, 0, '-', register)).toBe(false);
    expect(acceptsKey('-12', 3, 3, '-', register)).toBe(false);
    expect(acceptsKey('12', 2, 2, '-', register)).toBe(false);
    expect(acceptsKey('1.2', 3, 3, '.', register)).toBe(false);
    expect(acceptsKey('1.23', 4, 4, '4', register)).toBe(false);
    expect(acceptsKey('12', 2, 2, ',', register)).toBe(false);
  });

  it('judges the text after replacing the selection', () => {
    expect(acceptsKey('1.23', 2, 4, '9', register)).toBe(true);
    expect(acceptsKey('-12', 0, 1, '-', register)).toBe(true);
    expect(acceptsKey('1.23', 3, 3, '4', register)).toBe(false);
  });

  it('enforces max length 20 and lets named keys through', () => {
    const full = '1'.repeat(20);
    expect(acceptsKey(full, 20, 20, '1', register)).toBe(false);
    expect(acceptsKey(full, 0, 1, '9', register)).toBe(true);
    expect(acceptsKey(full, 20, 20, 'Backspace', register)).toBe(true);
    expect(acceptsKey('12', 2, 2, 'ArrowLeft', register)).toBe(true);
  });

  it('property: never lets a letter or a second minus sign through', () => {
    fc.assert(
      fc.property(
        typedRegisterValue,
        fc.nat(),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (value, a, b, key) => {
          const start = a % (value.length + 1);
          const end = b % (value.length + 1);
          if (/[A-Za-z]/.test(key)) expect(acceptsKey(value, start, end, key, register)).toBe(false);
          const remainsMinus = (
            value.slice(0, Math.min(start, end)) + value.slice(Math.max(start, end))
          ).includes('-');
          if (key === '-' && remainsMinus) expect(acceptsKey(value, start, end, key, register)).toBe(false);
        },
      ),
    );
  });

  it('property: whatever is typed stays a number of at most 20 characters with at most one minus', () => {
    fc.assert(
      fc.property(typedRegisterValue, (value) => {
        expect(value.length).toBeLessThanOrEqual(20);
        expect(value).toMatch(/^-?\d*(\.\d{0,2})?$/);
      }),
    );
  });
});

describe('acceptsKey, demolition rate and General Info amounts', () => {
  it('demolition rate: max 5, digits and one point, no minus', () => {
    expect(acceptsKey('12.5', 4, 4, '5', rate)).toBe(true);
    expect(acceptsKey('12.55', 5, 5, '5', rate)).toBe(false);
    expect(acceptsKey('', 0, 0, '-', rate)).toBe(false);
    expect(acceptsKey('1.5', 3, 3, '.', rate)).toBe(false);
  });

  it('General Info: digits only, max 16 characters with separators', () => {
    expect(acceptsKey('1,234', 5, 5, '5', generalInfo)).toBe(true);
    expect(acceptsKey('1,234', 5, 5, '.', generalInfo)).toBe(false);
    expect(acceptsKey('', 0, 0, '-', generalInfo)).toBe(false);
    expect(acceptsKey('12,345,678,901', 14, 14, '2', generalInfo)).toBe(true);
    expect(acceptsKey('123,456,789,012', 15, 15, '3', generalInfo)).toBe(false);
  });
});

describe('filterPaste', () => {
  it('accepts numeric text and strips commas', () => {
    expect(filterPaste('', 0, 0, '1,234.50', register)).toBe('1234.50');
    expect(filterPaste('12', 2, 2, '345', generalInfo)).toBe('12,345');
    expect(filterPaste('1,234', 0, 5, ' 9 876 ', generalInfo)).toBe('9,876');
  });

  it('blocks non-numeric text, overflow and empty pastes', () => {
    expect(filterPaste('', 0, 0, 'abc', register)).toBeNull();
    expect(filterPaste('12', 2, 2, '-3', register)).toBeNull();
    expect(filterPaste('', 0, 0, '12.5', generalInfo)).toBeNull();
    expect(filterPaste('', 0, 0, '1'.repeat(21), register)).toBeNull();
    expect(filterPaste('', 0, 0, '1'.repeat(13), generalInfo)).toBeNull();
    expect(filterPaste('12', 0, 0, ' ', register)).toBeNull();
  });
});

describe('formatWhileTyping (General Info amounts)', () => {
  it('adds separators and keeps the caret after the same digits', () => {
    expect(formatWhileTyping('1234', 4, generalInfo)).toEqual({ value: '1,234', caret: 5 });
    expect(formatWhileTyping('12,3456', 4, generalInfo)).toEqual({ value: '123,456', caret: 3 });
    expect(formatWhileTyping('', 0, generalInfo)).toEqual({ value: '', caret: 0 });
    expect(formatWhileTyping('1a2', 3, generalInfo)).toEqual({ value: '12', caret: 2 });
  });

  it('property: never exceeds the max length and keeps the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d,a-z ]{0,24}$/), fc.nat(), (text, caret) => {
        const { value, caret: after } = formatWhileTyping(text, caret, generalInfo);
        const digits = text.replace(/\D/g, '');
        const kept = value.replace(/,/g, '');
        expect(value.length).toBeLessThanOrEqual(generalInfo.maxLength);
        expect(digits.startsWith(kept)).toBe(true);
        // 12 digits make 15 characters with separators; a 13th would make 17.
        if (digits.length <= 12) expect(kept).toBe(digits);
        expect(value).toMatch(/^(\d{1,3}(,\d{3})*)?$/);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(value.length);
      }),
    );
  });
});

describe('wire values', () => {
  it('strips commas; empty becomes null', () => {
    expect(toWireAmount('1,234,567')).toBe(1234567);
    expect(toWireAmount('-1,234.56')).toBe(-1234.56);
    expect(toWireAmount('')).toBeNull();
    expect(toWireAmount('  ')).toBeNull();
    expect(toWireRate('12.5')).toBe(12.5);
    expect(toWireRate('')).toBeNull();
    expect(toWireRate('1.2.3')).toBeNull();
  });
});

describe('readAmountEntry: leaving a register amount field', () => {
  it('clears on empty text, reads amounts, and never turns unreadable text into a cleared amount', () => {
    expect(readAmountEntry(' ')).toEqual({ kind: 'cleared' });
    expect(readAmountEntry('12,500.50')).toEqual({ kind: 'amount', dollars: 12500.5 });
    expect(readAmountEntry('9999999999999.99')).toEqual({ kind: 'amount', dollars: 9999999999999.99 });
    expect(readAmountEntry('12345678901234567.89')).toEqual({
      kind: 'unreadable',
      problem: 'An amount may have at most 13 digits before the decimal point.',
    });
    expect(readAmountEntry('-')).toEqual({ kind: 'unreadable', problem: 'Type an amount such as 1234.56.' });
  });

  it('property: whatever the key filter lets through is cleared, read exactly, or kept as unreadable', () => {
    fc.assert(
      fc.property(typedRegisterValue, (text) => {
        const entry = readAmountEntry(text);
        if (entry.kind === 'cleared') expect(text).toBe('');
        if (entry.kind === 'amount') expect(entry.dollars).toBe(toWireAmount(text));
        if (entry.kind === 'unreadable') expect(toWireAmount(text)).toBeNull();
        expect(entry.kind === 'cleared').toBe(text.trim() === '');
      }),
    );
  });
});

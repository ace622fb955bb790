import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToScaled, groupThousands, scaledToDecimalText } from './decimal';

describe('decimalToScaled', () => {
  it.each([
    ['12.5', 2, 1250],
    ['0.005', 2, 1],
    ['-0.005', 2, -1],
    ['1e-7', 2, 0],
    ['1.5e3', 2, 150000],
    ['007', 0, 7],
    ['33.335', 2, 3334],
  ])('%s at %i places -> %i', (text, places, value) => {
    expect(decimalToScaled(text, places)).toBe(value);
  });

  it.each(['', '.', '-', '1..2', 'x', '1e', '1e999'])('rejects %j', (text) => {
    expect(decimalToScaled(text, 2)).toBeNull();
  });

  it('property: writing then reading is the identity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 52), max: 2 ** 52 }),
        fc.integer({ min: 0, max: 6 }),
        (value, places) => {
          expect(decimalToScaled(scaledToDecimalText(value, places), places)).toBe(value);
        },
      ),
    );
  });

  it('groups thousands', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
  });
});

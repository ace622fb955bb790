/** The answers' cents-to-dollars conversion is the domain's exact one (wire-figures.ts says why it divides). */
import { centsToDollars } from '@taxdep/domain/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollars } from './wire-figures';

describe('dollars', () => {
  it('is the double of the exact decimal, as centsToDollars gives it, for every amount in cents', () => {
    const safe = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    const everyday = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 });
    fc.assert(
      fc.property(fc.oneof(safe, everyday), (cents) => {
        expect(Object.is(dollars(cents), centsToDollars(cents))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    for (const cents of [0, 1, -1, 29, 123_456, 1_999_999_999_999, Number.MAX_SAFE_INTEGER]) {
      expect(dollars(cents)).toBe(centsToDollars(cents));
    }
  });
});

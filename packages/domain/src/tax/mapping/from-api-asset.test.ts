/**
 * Wire dollars read as cents by the mapper (from-api-asset.ts): the short way for amounts of whole cents gives what
 * `dollarsToCents` gives reading the decimal text, and amounts that are not whole cents are refused as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '../../format/money';
import { assetFixture } from '../../testing/asset.fixture';
import { assetToTaxInput } from './from-api-asset';

const taxCode = { assetGroup: 'Plant', industry: 'Property operators', subIndustry: 'Residential' };
const costOf = (originalCost: number) => assetToTaxInput(assetFixture({ originalCost }), taxCode);

describe('assetToTaxInput reads dollars as cents', () => {
  it('property: any amount of whole cents reads as dollarsToCents reads it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (cents) => {
        const dollars = cents / 100;
        expect(costOf(dollars).input?.originalCost).toBe(dollarsToCents(dollars));
        expect(costOf(dollars).input?.originalCost).toBe(cents);
      }),
    );
  });

  it('refuses a third decimal and a negative amount, reads -0 as 0', () => {
    expect(costOf(12.345).issues.map((i) => i.message)).toEqual([
      'must be an amount in dollars with at most two decimals',
    ]);
    expect(costOf(-1.5).issues.map((i) => i.message)).toEqual(['must not be negative']);
    expect(Object.is(costOf(-0).input?.originalCost, 0)).toBe(true);
    expect(costOf(0.29).input?.originalCost).toBe(29);
  });
});

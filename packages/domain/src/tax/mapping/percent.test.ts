/**
 * Rates in percent (docs/api.md "Rates": 0 to 10,000, at most four decimals): each refusal names what is wrong with
 * the value. Before, every refusal said "must be a percentage, not negative", also for 100 ÷ 3 written out
 * (33.333333333333336), which is not negative but has fifteen decimals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../../api/asset';
import { assetFixture } from '../../testing/asset.fixture';
import { ratio } from '../money/exact';
import { assetToTaxInput } from './from-api-asset';
import { readPercent } from './percent';

const taxCode = { assetGroup: 'Plant', industry: 'Property operators', subIndustry: 'Residential' };

describe('readPercent', () => {
  it.each([
    // [value, exact share, problems]
    [2.5, ratio(1, 40), []],
    [13.3333, ratio(133_333, 1_000_000), []],
    ['12.50000', ratio(1, 8), []], // trailing zeros are not decimals of the rate
    [0, ratio(0), []],
    [10_000, ratio(100), []],
    [33.33333, null, ['has 5 decimals; a percentage has at most four']],
    [100 / 3, null, ['has 15 decimals; a percentage has at most four']],
    [1e-7, null, ['has 7 decimals; a percentage has at most four']],
    [-5, null, ['must not be negative']],
    [-0.123456, null, ['must not be negative', 'has 6 decimals; a percentage has at most four']],
    [10_000.5, null, ['must be at most 10,000']],
    [Number.NaN, null, ['must be a finite number']],
    [Number.POSITIVE_INFINITY, null, ['must be a finite number']],
    ['twelve', null, ['must be a number']],
    [true, null, ['must be a number']],
  ] as const)('%s → %o, %o', (value, rate, problems) => {
    expect(readPercent(value)).toEqual({ rate, problems: [...problems] });
  });

  it('property: a percent with at most four decimals reads as exactly its value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (tenThousandths) => {
        expect(readPercent(tenThousandths / 10_000)).toEqual({
          rate: ratio(tenThousandths, 1_000_000),
          problems: [],
        });
      }),
    );
  });

  it('property: five to eight significant decimals are refused for their decimals, never as negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 8 }), fc.integer({ min: 1, max: 9 }), (places, last) => {
        const text = `7.${'0'.repeat(places - 1)}${last}`;
        expect(readPercent(Number(text)).problems).toEqual([
          `has ${places} decimals; a percentage has at most four`,
        ]);
      }),
    );
  });
});

describe('assetToTaxInput names the rate’s problem with its field', () => {
  const map = (overrides: Partial<Asset>) =>
    assetToTaxInput(assetFixture(overrides), taxCode).issues.map((i) => [i.field, i.message]);

  it('too many decimals on a customized rate, a negative demolition rate', () => {
    expect(map({ sourceTaxRate: 100 / 3 })).toEqual([
      ['sourceTaxRate', 'has 15 decimals; a percentage has at most four'],
    ]);
    expect(map({ depreciationRate: -2.5 })).toEqual([['depreciationRate', 'must not be negative']]);
    const demolition = {
      id: 1,
      demoDate: '2025-01-31',
      rate: -10,
      adjustedHistoricalCost: null,
      adjustedAnnualDepreciation: null,
      modelAsset: { id: 101, depreciationReportId: 7 },
    };
    expect(map({ assetDemolitions: [demolition] })).toEqual([
      ['assetDemolitions[0].rate', 'must not be negative'],
    ]);
  });
});

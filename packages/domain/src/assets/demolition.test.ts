import { describe, expect, it } from 'vitest';
import { assetFixture, demolitionFixture } from '../testing/asset.fixture';
import {
  adjustedDemolitionFieldsDisabled,
  demolitionDateOptions,
  demolitionRatesExceed100,
  emptyDemolition,
  isDemolitionPaired,
  isDemolitionTicked,
} from './demolition';

describe('demolition rules (docs/product/asset-register.md, docs/product/states-and-permissions.md, docs/product/rules.md)', () => {
  it('offers 80 end-of-year dates from 30 June 2018', () => {
    const options = demolitionDateOptions();
    expect(options).toHaveLength(80);
    expect(options[0]).toEqual({ value: '2018-06-30', label: '30 June 2018' });
    expect(options[79]).toEqual({ value: '2097-06-30', label: '30 June 2097' });
    expect(
      options.every((option) => option.value.endsWith('-06-30') && option.label.startsWith('30 June ')),
    ).toBe(true);
  });

  it('DV disables the adjusted fields', () => {
    expect(adjustedDemolitionFieldsDisabled(assetFixture())).toBe(true);
    expect(
      adjustedDemolitionFieldsDisabled(assetFixture({ depreciationMethod: { id: 1, code: 'PC' } })),
    ).toBe(false);
  });

  it('ticking creates an empty demolition, and demolitions show the box ticked', () => {
    const asset = assetFixture();
    expect(isDemolitionTicked(asset)).toBe(false);
    const demolition = emptyDemolition(asset);
    expect(demolition).toMatchObject({
      id: 0,
      demoDate: null,
      rate: null,
      modelAsset: { id: 101, depreciationReportId: 7 },
    });
    expect(isDemolitionTicked({ assetDemolitions: [demolition] })).toBe(true);
    expect(isDemolitionPaired(demolition)).toBe(true);
  });

  it('pairs date and rate', () => {
    expect(isDemolitionPaired(demolitionFixture())).toBe(true);
    expect(isDemolitionPaired(demolitionFixture({ rate: null }))).toBe(false);
    expect(isDemolitionPaired(demolitionFixture({ demoDate: '' }))).toBe(false);
  });

  it('sums rates exactly against 100%', () => {
    expect(demolitionRatesExceed100([{ rate: 100 }])).toBe(false);
    expect(demolitionRatesExceed100([{ rate: 0.1 }, { rate: 0.2 }, { rate: 99.7 }])).toBe(false);
    expect(demolitionRatesExceed100([{ rate: 50 }, { rate: null }, { rate: 50.001 }])).toBe(true);
    expect(demolitionRatesExceed100([])).toBe(false);
  });
});

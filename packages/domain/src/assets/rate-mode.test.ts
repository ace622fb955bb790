import { describe, expect, it } from 'vitest';
import { assetFixture } from '../testing/asset.fixture';
import { changesRateInputs, customizeRate, effectiveRate, rateModeOf, switchToAtoRate } from './rate-mode';

describe('rate mode (docs/product/states-and-permissions.md)', () => {
  it('is ATO without sourceTaxRate and Customize with it', () => {
    expect(rateModeOf(assetFixture())).toBe('ATO');
    expect(rateModeOf(assetFixture({ sourceTaxRate: 10 }))).toBe('Customize');
    expect(rateModeOf(assetFixture({ sourceTaxRate: 0 }))).toBe('Customize');
  });

  it('Customize stores the typed rate in sourceTaxRate, which is the rate used', () => {
    const custom = customizeRate(assetFixture({ depreciationRate: 13.33 }), 10);
    expect(custom.sourceTaxRate).toBe(10);
    expect(custom.depreciationRate).toBe(13.33);
    expect(effectiveRate(custom)).toBe(10);
    expect(rateModeOf(customizeRate(custom, null))).toBe('ATO');
  });

  it('switching to ATO clears sourceTaxRate and uses the tax-office rate', () => {
    const ato = switchToAtoRate(assetFixture({ depreciationRate: 13.33, sourceTaxRate: 10 }));
    expect(ato.sourceTaxRate).toBeNull();
    expect(effectiveRate(ato)).toBe(13.33);
    expect(effectiveRate(assetFixture({ depreciationRate: null }))).toBeNull();
  });
});

describe('changesRateInputs', () => {
  it('is true for a change of code, category, method or start dates, not of other fields', () => {
    const asset = assetFixture();
    expect(changesRateInputs(asset, { ...asset, invoiceDate: '2020-01-01' })).toBe(true);
    expect(changesRateInputs(asset, { ...asset, depreciationMethod: { id: 1, code: 'PC' } })).toBe(true);
    expect(changesRateInputs(asset, { ...asset, assetCode: { id: 0, assetCode: 'ATO-0105' } })).toBe(false);
    expect(changesRateInputs(asset, { ...asset, description: 'Other', originalCost: 1 })).toBe(false);
  });
});

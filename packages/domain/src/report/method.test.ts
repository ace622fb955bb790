import { describe, expect, it } from 'vitest';
import { assetFixture } from '../testing/asset.fixture';
import { assetsFollowingMethod, categoryFollowsReportMethod } from './method';

const primeCost = { id: 1, code: 'PC', description: 'Prime cost' };

describe('report method change (docs/product/states-and-permissions.md)', () => {
  it('categories 40 and AD follow the report method', () => {
    expect(categoryFollowsReportMethod('40')).toBe(true);
    expect(categoryFollowsReportMethod('AD')).toBe(true);
    expect(categoryFollowsReportMethod('43')).toBe(false);
    expect(categoryFollowsReportMethod('L')).toBe(false);
    expect(categoryFollowsReportMethod(null)).toBe(false);
  });

  it('returns the following assets with the new method, skipping read-only and unchanged ones', () => {
    const assets = [
      assetFixture({ id: 1 }),
      assetFixture({ id: 2, depreciationCategory: { id: 2, code: 'AD' } }),
      assetFixture({ id: 3, depreciationCategory: { id: 3, code: '43' } }),
      assetFixture({ id: 4, readOnly: true }),
      assetFixture({ id: 5, depreciationMethod: { id: 1, code: 'PC' } }),
    ];
    const changed = assetsFollowingMethod(assets, primeCost);
    expect(changed.map((asset) => asset.id)).toEqual([1, 2]);
    expect(
      changed.every((asset) => asset.depreciationMethod?.code === 'PC' && asset.depreciationMethod.id === 1),
    ).toBe(true);
    expect(assets[0]?.depreciationMethod?.code).toBe('DV');
  });
});

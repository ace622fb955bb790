import { describe, expect, it } from 'vitest';
import { ASSET_VIEW, DEMOLITION_VIEW } from '../columns';
import { assetCountText, isListNarrowed } from './asset-count';

const whole = { appliedSearch: '', filterValues: [], errorMode: false, view: ASSET_VIEW } as const;

describe('the subheader’s count (issue 26 item 8)', () => {
  it('says what a narrowed list shows of the whole register', () => {
    expect(assetCountText(12, 421, true)).toBe('Number of Assets: 12 of 421');
    expect(assetCountText(421, 421, false)).toBe('Number of Assets: 421');
    expect(assetCountText(12, null, true)).toBe('Number of Assets: 12');
  });

  it('says the count is coming before the first listing answers, not 0', () => {
    expect(assetCountText(null, null, false)).toBe('Number of Assets: counting…');
  });

  it('a search, a tax-code filter, error mode and the demolition view narrow the list', () => {
    expect(isListNarrowed(whole)).toBe(false);
    expect(isListNarrowed({ ...whole, appliedSearch: 'lift' })).toBe(true);
    expect(isListNarrowed({ ...whole, filterValues: ['A0001'] })).toBe(true);
    expect(isListNarrowed({ ...whole, errorMode: true })).toBe(true);
    expect(isListNarrowed({ ...whole, view: DEMOLITION_VIEW })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { assetFixture } from '../testing';
import {
  CONSTRUCTION_USES,
  lawFactApplies,
  readConstructionUse,
  readSecondHand,
  secondHandText,
} from './law-facts';
import { validateAsset } from './validation';

describe('issue 23’s asset facts as the register enters them', () => {
  it('reads second-hand as Yes/No and a use by its code or its name', () => {
    expect(['Yes', 'y', 'TRUE', '1'].map(readSecondHand)).toEqual([true, true, true, true]);
    expect(['no', 'N', 'false', '0'].map(readSecondHand)).toEqual([false, false, false, false]);
    expect(readSecondHand(' ')).toBeNull();
    expect(readSecondHand('maybe')).toBeUndefined();
    expect(secondHandText(null)).toBe('');
    expect(readConstructionUse('Short-term traveller accommodation')).toBe('shortTermTravellerAccommodation');
    expect(readConstructionUse('nonresidential')).toBe('nonResidential');
    expect(readConstructionUse('hotel')).toBeNull();
    expect(CONSTRUCTION_USES).toHaveLength(6);
  });

  it('construction bears on capital works, the set and second-hand on Division 40 items', () => {
    expect(lawFactApplies('constructionUse', '43')).toBe(true);
    expect(lawFactApplies('constructionStartDate', '40')).toBe(false);
    expect(lawFactApplies('secondHand', 'L')).toBe(true);
    expect(lawFactApplies('setName', '43')).toBe(false);
    expect(lawFactApplies('setName', 'R')).toBe(false);
    expect(lawFactApplies('setName', null)).toBe(true);
  });

  it('validateAsset names the faults the service refuses on their cells', () => {
    const asset = assetFixture({
      constructionStartDate: '2000-01-01',
      constructionCompletionDate: '1999-12-31',
      constructionUse: 'hotel',
    });
    expect(validateAsset(asset).map((e) => e.field)).toEqual([
      'constructionCompletionDate',
      'constructionUse',
    ]);
    const fine = assetFixture({
      constructionStartDate: '2000-01-01',
      constructionCompletionDate: '2000-01-01',
    });
    expect(validateAsset(fine)).toEqual([]);
  });
});

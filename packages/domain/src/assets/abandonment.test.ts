import { describe, expect, it } from 'vitest';
import type { AbandonmentLabel } from '../api';
import { assetFixture } from '../testing/asset.fixture';
import {
  blankLabelDialog,
  DUPLICATE_LABEL_MESSAGE,
  isLabelMappingSuccess,
  LABEL_TOO_LONG_MESSAGE,
  labelHasLinkedAssets,
  labelMappingConflict,
  validateLabels,
} from './abandonment';

const label = (id: number, name: string): AbandonmentLabel => ({ id, label: name, depreciationReportId: 7 });

describe('abandonment labels (docs/product/rules.md)', () => {
  it('accepts non-empty unique labels up to 100 characters', () => {
    expect(validateLabels([{ label: 'Fit-out A' }, { label: 'x'.repeat(100) }])).toEqual([]);
  });

  it('marks later duplicates, ignoring case and spaces', () => {
    expect(validateLabels([{ label: 'Fit-out A' }, { label: ' fit-out a ' }, { label: 'B' }])).toEqual([
      { index: 1, problem: 'duplicate', message: DUPLICATE_LABEL_MESSAGE },
    ]);
  });

  it('names blank labels by position, and refuses long ones', () => {
    expect(validateLabels([{ label: 'A' }, { label: '  ' }, { label: 'y'.repeat(101) }])).toEqual([
      {
        index: 1,
        problem: 'blank',
        message: 'Label 2 is currently blank, the abandonment label cannot be saved without details',
      },
      { index: 2, problem: 'tooLong', message: LABEL_TOO_LONG_MESSAGE },
    ]);
  });

  it('builds the blank-label dialog of docs/product/rules.md#messages-and-errors', () => {
    expect(blankLabelDialog([{ label: 'A' }])).toBeNull();
    expect(blankLabelDialog([{ label: '' }, { label: 'A' }, { label: '' }])).toEqual({
      title: 'Compliance Problem',
      subheader: 'Please fill in the required field.',
      messages: [
        'Label 1 is currently blank, the abandonment label cannot be saved without details',
        'Label 3 is currently blank, the abandonment label cannot be saved without details',
        'Please fill out the required field before continuing.',
      ],
    });
  });
});

describe('label mapping (docs/product/rules.md#messages-and-errors "Failed label mapping")', () => {
  const linked = assetFixture({ id: 1, abandonmentLabel: label(9, 'Fit-out A') });
  const sameCode = assetFixture({ id: 2, assetCode: { id: 5, assetCode: 'ato-0105' } });
  const otherCode = assetFixture({ id: 3, assetCode: { id: 6, assetCode: 'ATO-0200' } });
  const assets = [linked, sameCode, otherCode];

  it('refuses a second asset with the same ATO code on one label', () => {
    expect(labelMappingConflict(assets, sameCode, 9)).toBe(true);
    expect(labelMappingConflict(assets, otherCode, 9)).toBe(false);
    expect(labelMappingConflict(assets, sameCode, 8)).toBe(false);
    expect(labelMappingConflict(assets, linked, 9)).toBe(false);
    expect(labelMappingConflict(assets, sameCode, 0)).toBe(false);
  });

  it('reads the two success answers', () => {
    expect(isLabelMappingSuccess('Successfully Mapped')).toBe(true);
    expect(isLabelMappingSuccess('Label Unmapped')).toBe(true);
    expect(isLabelMappingSuccess('Error')).toBe(false);
    expect(isLabelMappingSuccess(null)).toBe(false);
  });

  it('knows when a label has linked assets', () => {
    expect(labelHasLinkedAssets(assets, 9)).toBe(true);
    expect(labelHasLinkedAssets(assets, 8)).toBe(false);
  });
});

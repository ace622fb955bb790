/**
 * Issue 23 (docs/product/rules.md "Asset row" and "Import"): a pasted row is judged by the report's law as the
 * register and the import judge it: `L` over $1,000 (s40-425), an `IA` row the law refuses, named with its window.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_INCENTIVE_WINDOWS } from '../tax/law/incentive-rules';
import { UNSET_TAXPAYER } from '../tax/law/taxpayer';
import { assetFixture } from '../testing';
import { writeClipboardBlock } from './excel-clipboard';
import { type PasteTarget, stagePaste } from './stage-paste';

const target: PasteTarget = {
  columns: [
    { key: 'id', label: 'Asset ID' },
    { key: 'depreciationCategory', label: 'Category' },
    { key: 'originalCost', label: 'Original Cost' },
  ],
  rows: [assetFixture({ id: 1, invoiceDate: '2016-07-28' }), assetFixture({ id: 2 })],
};
const smallBusiness = {
  ...UNSET_TAXPAYER,
  propertyUse: 'business' as const,
  turnoverBand: 'under2m' as const,
};

describe('pasting under the report’s law (issue 23)', () => {
  const block = writeClipboardBlock([
    ['IA', '40000'],
    ['L', '1500'],
  ]);

  it("refuses Daryl's $40,000 ute as an instant write-off, and L over $1,000", () => {
    const law = { taxpayer: smallBusiness, incentiveWindows: DEFAULT_INCENTIVE_WINDOWS };
    const result = stagePaste(block, { ...target, law }, { row: 0, column: 'depreciationCategory' });
    if (result.outcome !== 'staged') throw new Error(result.message);
    expect(result.invalid.map((i) => i.assetId)).toEqual([1, 2]);
    expect(result.invalid[0]?.messages.join(' ')).toContain('$20,000 instant asset write-off');
    expect(result.invalid[1]?.messages.join(' ')).toContain('s40-425');
  });

  it('without the law only the import’s own rules apply', () => {
    const result = stagePaste(block, target, { row: 0, column: 'depreciationCategory' });
    if (result.outcome !== 'staged') throw new Error(result.message);
    expect(result.invalid).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../api/asset';
import { assetFixture } from '../testing';
import { assetEditsSince, EDITABLE_ASSET_FIELDS, mergeAssetEdits } from './edits';

const base = assetFixture({ disposalDate: null, terminationValue: null });

/** A change of some editable text, date or amount fields of `base`. */
const edit = fc
  .record(
    {
      description: fc.string({ maxLength: 8 }),
      location: fc.option(fc.string({ maxLength: 8 })),
      supplier: fc.option(fc.string({ maxLength: 8 })),
      invoiceDate: fc.constantFrom('2023-07-01', '2024-09-01', null),
      originalCost: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      historicalBuildingCost: fc.option(fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100)),
    },
    { requiredKeys: [] },
  )
  .map((patch): Asset => ({ ...base, ...patch }));

describe('three-way merge of a register row save', () => {
  it('writes what the client changed and keeps what someone else changed meanwhile', () => {
    const theirs = { ...base, originalCost: 15000, location: 'Level 2' };
    const mine = { ...base, description: 'Split system', location: 'Level 3' };
    const merged = mergeAssetEdits(base, theirs, mine);
    expect(merged.originalCost).toBe(15000);
    expect(merged.description).toBe('Split system');
    // Both changed the location: the later save wins for that field.
    expect(merged.location).toBe('Level 3');
  });

  it('reads a reference named by code (id 0) as the same reference', () => {
    const byCode = { ...base, assetCode: { id: 0, assetCode: 'ATO-0105' } };
    expect(assetEditsSince(base, byCode)).toEqual({});
    expect(assetEditsSince(base, { ...base, depreciationMethod: { id: 1, code: 'PC' } })).toEqual({
      depreciationMethod: { id: 1, code: 'PC' },
    });
  });

  it('property: a client that changed nothing leaves the current row as it is', () => {
    fc.assert(
      fc.property(edit, (current) => {
        expect(mergeAssetEdits(base, current, base)).toEqual(current);
      }),
    );
  });

  it('property: with no change meanwhile, the client’s row is written whole', () => {
    fc.assert(
      fc.property(edit, (mine) => {
        const merged = mergeAssetEdits(base, base, mine);
        for (const field of EDITABLE_ASSET_FIELDS) expect(merged[field] ?? null).toEqual(mine[field] ?? null);
      }),
    );
  });

  it('property: every field ends as the later save’s change, else the earlier one’s, else the base', () => {
    fc.assert(
      fc.property(edit, edit, (first, second) => {
        const afterFirst = mergeAssetEdits(base, base, first);
        const merged = mergeAssetEdits(base, afterFirst, second);
        for (const field of EDITABLE_ASSET_FIELDS) {
          const expected = field in assetEditsSince(base, second) ? second[field] : afterFirst[field];
          expect(merged[field] ?? null).toEqual(expected ?? null);
          if (!(field in assetEditsSince(base, first)) && !(field in assetEditsSince(base, second))) {
            expect(merged[field] ?? null).toEqual(base[field] ?? null);
          }
        }
      }),
    );
  });
});

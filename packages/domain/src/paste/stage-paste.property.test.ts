import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_USES, constructionUseLabel } from '../assets/law-facts';
import { formatAmount } from '../format/money';
import { assetFixture } from '../testing';
import { writeClipboardBlock } from './excel-clipboard';
import { assetPasteCells, PASTE_FIELDS } from './paste-fields';
import { stagePaste } from './stage-paste';

/** A text as the register keeps it: trimmed (the import trims every value). */
const text = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((value) => value.trim())
  .filter((value) => value !== '');
const cents = fc.integer({ min: -99_999_999_99, max: 99_999_999_99 });
const civilDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Issue 23's construction dates, the completion never before the start (the service refuses that). */
const construction = fc
  .tuple(fc.option(civilDate, { nil: null }), fc.option(civilDate, { nil: null }))
  .map(([a, b]) => (a !== null && b !== null && b < a ? [b, a] : [a, b]));

const asset = fc.record({
  description: text,
  location: fc.option(text, { nil: null }),
  invoiceDate: fc.option(civilDate, { nil: null }),
  originalCost: fc.option(cents, { nil: null }),
  setName: fc.option(text, { nil: null }),
  secondHand: fc.option(fc.boolean(), { nil: null }),
  construction,
  constructionUse: fc.option(fc.constantFrom(...CONSTRUCTION_USES.map((u) => u.code)), { nil: null }),
});

/** A cell as the grid shows it, so as a copy from the grid puts it on the clipboard. */
function shownCell(field: string, staged: string, dollars: number | null | undefined): string {
  if (['originalCost', 'writtenDownValue', 'historicalBuildingCost'].includes(field) && dollars != null) {
    const value = Math.round(dollars * 100);
    return value < 0 ? `(${formatAmount(-value)})` : formatAmount(value);
  }
  // The grid names a construction use (Tables 43-140/43-145) in words; the paste reads the words back.
  if (field === 'constructionUse') return constructionUseLabel(staged);
  return staged;
}

describe('staging a paste, for any register (docs/product/asset-register.md "Paste from Excel")', () => {
  it('property: the grid’s own rows copied and pasted back over themselves change nothing', () => {
    const columns = PASTE_FIELDS.map(({ field, label }) => ({ key: field, label }));
    fc.assert(
      fc.property(fc.array(asset, { minLength: 1, maxLength: 8 }), (values) => {
        const rows = values.map(({ construction: [start, completion], ...v }, index) =>
          assetFixture({
            ...v,
            constructionStartDate: start ?? null,
            constructionCompletionDate: completion ?? null,
            id: index + 1,
            originalCost: v.originalCost === null ? null : v.originalCost / 100,
          }),
        );
        const block = rows.map((row) => {
          const cells = assetPasteCells(row);
          return columns.map(({ key }) =>
            shownCell(key, cells[key as keyof typeof cells], row[key as keyof typeof row] as number | null),
          );
        });
        const staging = stagePaste(
          writeClipboardBlock(block),
          { columns, rows },
          { row: 0, column: 'assetCode' },
        );
        expect(staging).toMatchObject({
          outcome: 'staged',
          changes: [],
          additions: [],
          unchangedCount: rows.length,
        });
      }),
    );
  });
});

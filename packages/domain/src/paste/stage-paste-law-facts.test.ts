/**
 * Issue 23's facts pasted into the grid (docs/product/asset-register.md "Paste from Excel"): read as the grid's
 * editors take them (Yes/No, a use by name or code, day/month/year dates); a value the service cannot hold (an
 * unreadable second-hand, an unknown use, a completion before the start) refuses the paste whole, as the service
 * refuses a typed one (kernel/wire.ts).
 */
import { describe, expect, it } from 'vitest';
import { assetFixture } from '../testing';
import { writeClipboardBlock } from './excel-clipboard';
import { assetPasteCells } from './paste-fields';
import { type PasteTarget, stagePaste } from './stage-paste';

const target: PasteTarget = {
  columns: [
    { key: 'setName', label: 'Set' },
    { key: 'secondHand', label: 'Second-hand' },
    { key: 'constructionStartDate', label: 'Construction Start' },
    { key: 'constructionCompletionDate', label: 'Construction Completed' },
    { key: 'constructionUse', label: 'Construction Use' },
  ],
  rows: [assetFixture({ id: 1 }), assetFixture({ id: 2, secondHand: true, constructionUse: 'residential' })],
};
const paste = (lines: string[][], column = 'setName') =>
  stagePaste(writeClipboardBlock(lines), target, { row: 0, column });

describe('pasting the asset’s law facts (issue 23)', () => {
  it('reads Yes/No, a use by its name and day/month/year dates into their staged forms', () => {
    const result = paste([['Dining suite', 'yes', '1/8/1986', '30/6/1987', 'Residential']]);
    if (result.outcome !== 'staged') throw new Error(result.message);
    expect(result.invalid).toEqual([]);
    expect(result.changes[0]?.values).toEqual({
      setName: 'Dining suite',
      secondHand: 'Yes',
      constructionStartDate: '01/08/1986',
      constructionCompletionDate: '30/06/1987',
      constructionUse: 'residential',
    });
    expect(result.changes[0]?.fields.map((f) => f.label)).toContain('Construction Use');
  });

  it('a stored row pasted back as the grid shows it changes nothing', () => {
    const cells = assetPasteCells(target.rows[1]!);
    expect(cells.secondHand).toBe('Yes');
    const result = stagePaste(writeClipboardBlock([['No'], ['Yes']]), target, {
      row: 0,
      column: 'secondHand',
    });
    if (result.outcome !== 'staged') throw new Error(result.message);
    expect(result.unchangedCount).toBe(1);
    expect(result.changes.map((c) => c.values)).toEqual([{ secondHand: 'No' }]);
  });

  it('an emptied second-hand clears the answer, so the report’s facts decide again (s40-27)', () => {
    const result = stagePaste(writeClipboardBlock([['Lounge', '']]), target, { row: 1, column: 'setName' });
    if (result.outcome !== 'staged') throw new Error(result.message);
    expect(result.changes[0]?.fields).toContainEqual({
      field: 'secondHand',
      label: 'Second-hand',
      from: 'Yes',
      to: '',
    });
  });

  it('refuses a second-hand that is not Yes or No, naming the line', () => {
    expect(paste([['', 'maybe']])).toEqual({
      outcome: 'refused',
      message: "Line 1: Second-hand 'maybe' is not Yes or No. Nothing was pasted.",
    });
  });

  it('refuses an unknown construction use and a completion before the start', () => {
    const use = paste([['hotel-ish']], 'constructionUse');
    expect(use.outcome === 'refused' && use.message).toContain("Construction Use 'hotel-ish' must be one of");
    const backwards = paste([['1/1/2000', '1/1/1999']], 'constructionStartDate');
    expect(backwards).toEqual({
      outcome: 'refused',
      message: 'Line 1: Construction completed is before construction start. Nothing was pasted.',
    });
  });

  it('warns that a construction date not in day/month/year is left empty', () => {
    const result = paste([['Lounge', '', '13/13/2000']]);
    if (result.outcome !== 'staged') throw new Error(result.message);
    expect(result.warnings[0]?.messages).toEqual([
      "Construction Start '13/13/2000' is not a date in day/month/year: it is left empty.",
    ]);
  });
});

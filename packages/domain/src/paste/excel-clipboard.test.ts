import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readClipboardBlock, writeClipboardBlock } from './excel-clipboard';

describe('reading Excel\'s clipboard (docs/product/asset-register.md "Paste from Excel")', () => {
  it('splits cells at tabs and rows at CRLF, dropping the line break after the last row', () => {
    expect(readClipboardBlock('A0001\tFan\t$1,234.50\r\nA0002\tPump\t30/06/2024\r\n')).toEqual([
      ['A0001', 'Fan', '$1,234.50'],
      ['A0002', 'Pump', '30/06/2024'],
    ]);
  });

  it('reads LF and lone CR line ends, and a block without the last line break', () => {
    expect(readClipboardBlock('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(readClipboardBlock('a\rb\r')).toEqual([['a'], ['b']]);
  });

  it('reads a quoted cell with a line break, a tab and doubled quotes inside', () => {
    expect(readClipboardBlock('"Fan\r\nLevel ""2"""\tx\r\n"a\tb"\t\r\n')).toEqual([
      ['Fan\r\nLevel "2"', 'x'],
      ['a\tb', ''],
    ]);
  });

  it('keeps a quote that does not close a cell as text (12" pipe, "Fan"s)', () => {
    expect(readClipboardBlock('12" pipe\t"Fan"s\t"open\r\n')).toEqual([['12" pipe', '"Fan"s', '"open']]);
  });

  it('keeps ragged rows ragged and empty cells empty', () => {
    expect(readClipboardBlock('a\t\tc\r\nd\r\n\r\ne\t\r\n')).toEqual([
      ['a', '', 'c'],
      ['d'],
      [''],
      ['e', ''],
    ]);
  });

  it('reads an empty clipboard, or a lone line break, as no rows', () => {
    expect(readClipboardBlock('')).toEqual([]);
    expect(readClipboardBlock('\r\n')).toEqual([]);
  });

  it('property: any block written as Excel writes it reads back the same', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('', '"', '""', '\t', '\r\n', '\n', '\r', '"a"', 'a"b', '$1,234.50', '30/06/2024'),
    );
    const block = fc
      .array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 })
      // One row of one empty cell is a lone line break on the clipboard: no block at all.
      .filter((rows) => !(rows.length === 1 && rows[0]!.length === 1 && rows[0]![0] === ''));
    fc.assert(
      fc.property(block, (rows) => {
        expect(readClipboardBlock(writeClipboardBlock(rows))).toEqual(rows);
      }),
    );
  });

  it('property: reading never throws and every row has a cell', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '"', '\t', '\r', '\n', ' ') }), (text) => {
        for (const row of readClipboardBlock(text)) expect(row.length).toBeGreaterThan(0);
      }),
    );
  });
});

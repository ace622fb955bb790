import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeUtf8 } from './csv-reader.test-support';
import { firstInvalidUtf8Offset, inspectImportBytes } from './file-bytes';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('inspectImportBytes (docs/product/import-export.md "Files refused")', () => {
  it('accepts UTF-8 with or without its byte order mark, accents included', () => {
    expect(inspectImportBytes(encodeUtf8('ATO Code\nCafé'))).toBeNull();
    expect(inspectImportBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...encodeUtf8('a,b\r\n1,2')]))).toBeNull();
  });

  it('calls a file of nothing, spaces or a lone byte order mark empty', () => {
    for (const file of [bytes(), encodeUtf8(' \r\n\t\n'), bytes(0xef, 0xbb, 0xbf)]) {
      expect(inspectImportBytes(file)?.code).toBe('empty');
    }
  });

  it('names UTF-16 by its byte order mark', () => {
    expect(inspectImportBytes(bytes(0xff, 0xfe, 0x41, 0))?.message).toContain(
      'UTF-16 text (it starts with the bytes FF FE)',
    );
    expect(inspectImportBytes(bytes(0xfe, 0xff, 0, 0x41))?.message).toContain('FE FF');
  });

  it('refuses binary files: NUL bytes, workbooks renamed .csv', () => {
    expect(inspectImportBytes(bytes(0x41, 0x2c, 0, 0x42))?.message).toContain(
      'NUL bytes (the first at byte 2)',
    );
    expect(inspectImportBytes(bytes(0x50, 0x4b, 3, 4, 0x14))?.message).toContain('(.xlsx)');
    expect(inspectImportBytes(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1))?.message).toContain('(.xls)');
  });

  it('says where Latin-1 text breaks UTF-8, and what to do', () => {
    const latin1 = Uint8Array.from([...encodeUtf8('ATO Code\nA1,Caf'), 0xe9, 0x0a]);
    const problem = inspectImportBytes(latin1);
    expect(problem).toMatchObject({ code: 'not-utf8', line: 2 });
    expect(problem?.message).toContain('byte 0xE9 at byte 15');
    expect(problem?.message).toContain("'CSV UTF-8 (Comma delimited)'");
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['a truncated sequence', [0xe2, 0x82]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('finds %s', (_, sequence) => {
    expect(firstInvalidUtf8Offset(bytes(0x41, ...sequence))).toBe(1);
  });

  it('property: any text encoded as UTF-8 is valid, and one stray byte is found where it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (before, after) => {
        const head = encodeUtf8(before);
        expect(firstInvalidUtf8Offset(Uint8Array.from([...head, ...encodeUtf8(after)]))).toBe(-1);
        expect(firstInvalidUtf8Offset(Uint8Array.from([...head, 0xff, ...encodeUtf8(after)]))).toBe(
          head.length,
        );
      }),
    );
  });
});

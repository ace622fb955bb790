/**
 * What a file's bytes say before any CSV is read (docs/product/import-export.md "Files refused"): the import reads
 * UTF-8 text only, with or without its byte order mark. UTF-16 (Excel's 'Unicode Text'), binary files renamed .csv
 * (a workbook, an image) and 8-bit text (Latin-1 or Windows-1252, Excel's plain 'CSV') are refused by name, because
 * read as UTF-8 they would stage garbage, or replacement characters in place of the accented letters.
 */
import { type ImportFileProblem, importFileProblems } from './file-problems';

export const UTF8_BOM_LENGTH = 3;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** The 1-based line of a byte offset: one more than the line feeds before it. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (bytes[i] === 0x0a) line += 1;
  return line;
}

/**
 * The offset of the first byte that breaks UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above
 * U+10FFFF, no truncated sequence), or -1. ASCII, nearly all of a register, takes the fast path.
 */
export function firstInvalidUtf8Offset(bytes: Uint8Array, from = 0): number {
  const end = bytes.length;
  let i = from;
  while (i < end) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    let max = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2;
      min = lead === 0xe0 ? 0xa0 : 0x80;
      if (lead === 0xed) max = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3;
      min = lead === 0xf0 ? 0x90 : 0x80;
      if (lead === 0xf4) max = 0x8f;
    } else {
      return i;
    }
    if (i + need >= end) return i;
    const second = bytes[i + 1] as number;
    if (second < min || second > max) return i;
    for (let k = 2; k <= need; k += 1) {
      const next = bytes[i + k] as number;
      if (next < 0x80 || next > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** Only spaces, tabs and line breaks after `from`. */
function onlyWhitespace(bytes: Uint8Array, from: number): boolean {
  for (let i = from; i < bytes.length; i += 1) {
    const b = bytes[i];
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  return true;
}

/** A file's bytes as the import takes them: refused with the reason, or accepted as UTF-8 text. */
export function inspectImportBytes(bytes: Uint8Array): ImportFileProblem | null {
  if (startsWith(bytes, [0xff, 0xfe])) return importFileProblems.utf16('FF FE');
  if (startsWith(bytes, [0xfe, 0xff])) return importFileProblems.utf16('FE FF');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return importFileProblems.binary('it is a zip archive, such as an Excel workbook (.xlsx) renamed .csv');
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]))
    return importFileProblems.binary('it is an older Excel workbook (.xls) renamed .csv');
  const textStart = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? UTF8_BOM_LENGTH : 0;
  if (onlyWhitespace(bytes, textStart)) return importFileProblems.empty();
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    return importFileProblems.binary(
      `it holds NUL bytes (the first at byte ${nul}), as binary files and UTF-16 text without a byte order mark do`,
    );
  }
  const invalid = firstInvalidUtf8Offset(bytes, textStart);
  if (invalid >= 0)
    return importFileProblems.notUtf8(lineAt(bytes, invalid), bytes[invalid] as number, invalid);
  return null;
}

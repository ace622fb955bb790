/**
 * The text a spreadsheet puts on the clipboard for a block of cells (docs/product/asset-register.md "Paste from
 * Excel"): cells separated by tabs, rows by CRLF (Excel on Windows) or LF (Excel on a Mac, LibreOffice, Google
 * Sheets), a line break after the last row, and a cell holding a line break, a tab or a double quote written in
 * double quotes with its quotes doubled. Read leniently: a quote that does not close a cell before the next tab or
 * line break is text, as Excel itself reads `12" pipe` pasted back.
 */

/** A block as rows of cell texts; rows may differ in length (a ragged block: missing cells are not pasted). */
export type ClipboardBlock = string[][];

/** Where a quoted cell ends: its closing quote, or -1 when it does not close before a tab or line end. */
function closingQuote(text: string, start: number): number {
  let at = start + 1;
  while (at < text.length) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return -1;
    if (text[quote + 1] === '"') {
      at = quote + 2;
      continue;
    }
    const next = text[quote + 1];
    return next === undefined || next === '\t' || next === '\n' || next === '\r' ? quote : -1;
  }
  return -1;
}

/** The end of an unquoted cell: the next tab or line break. */
function plainEnd(text: string, start: number): number {
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\t' || char === '\n' || char === '\r') return at;
  }
  return text.length;
}

/** Reads a clipboard text into its block; an empty text (or a lone line break) is an empty block. */
export function readClipboardBlock(clipboard: string): ClipboardBlock {
  // The one line break a spreadsheet puts after the last row is not a row of its own.
  const text = clipboard.replace(/\r?\n$|\r$/, '');
  if (text === '') return [];
  const rows: ClipboardBlock = [];
  let row: string[] = [];
  let at = 0;
  for (;;) {
    let cell: string;
    let end: number;
    const closing = text[at] === '"' ? closingQuote(text, at) : -1;
    if (closing >= 0) {
      cell = text.slice(at + 1, closing).replaceAll('""', '"');
      end = closing + 1;
    } else {
      end = plainEnd(text, at);
      cell = text.slice(at, end);
    }
    row.push(cell);
    if (end >= text.length) {
      rows.push(row);
      return rows;
    }
    if (text[end] === '\t') {
      at = end + 1;
      continue;
    }
    rows.push(row);
    row = [];
    at = text[end] === '\r' && text[end + 1] === '\n' ? end + 2 : end + 1;
  }
}

/** A cell as Excel writes it: quoted when it holds a tab, a line break or a quote, or starts with a quote. */
function clipboardCell(cell: string): string {
  return /[\t\r\n"]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A block as Excel puts it on the clipboard (CRLF after every row); the tests' and the browser spec's source. */
export function writeClipboardBlock(block: readonly (readonly string[])[]): string {
  return block.map((row) => `${row.map(clipboardCell).join('\t')}\r\n`).join('');
}

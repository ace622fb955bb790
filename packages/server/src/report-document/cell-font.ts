/**
 * The table cells' fonts (canvas.ts): DejaVu Sans Condensed and its bold, each character mapped once to its glyph
 * in the embedded subset, its advance known, so a cell is one `Tj` operator and a table can measure and wrap its
 * text before drawing it (table-rows.ts). Table text is Latin without ligatures, so nothing that shaping would
 * change is lost.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const FONT_DIR = new URL('./fonts/', import.meta.url);
/** Read once per process: about 1.3 MB, parsed by pdfkit per document. */
export const FONT_FILES = {
  regular: readFileSync(new URL('DejaVuSansCondensed.ttf', FONT_DIR)),
  bold: readFileSync(new URL('DejaVuSansCondensed-Bold.ttf', FONT_DIR)),
};
export type Face = keyof typeof FONT_FILES;
export const FACES: Record<Face, string> = { regular: 'Body', bold: 'Bold' };

/** What pdfkit keeps of an embedded TrueType font (pdfkit 0.20.2 `EmbeddedFont`, pinned exactly). */
export interface EmbeddedFont {
  id: string;
  ascender: number;
  font: { glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number } };
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  ref(): unknown;
}

interface Glyph {
  hex: string;
  /** Advance in thousandths of the font size. */
  advance: number;
}

/** A face's glyphs as the table cells use them: each character looked up once, then reused. */
export class CellFont {
  private readonly glyphs = new Map<number, Glyph>();
  constructor(readonly embedded: EmbeddedFont) {}

  private glyph(codePoint: number): Glyph {
    let known = this.glyphs.get(codePoint);
    if (known) return known;
    const e = this.embedded;
    const glyph = e.font.glyphForCodePoint(codePoint);
    const gid = e.subset.includeGlyph(glyph.id);
    const advance = glyph.advanceWidth * e.scale;
    e.widths[gid] ??= advance;
    e.unicode[gid] ??= [codePoint];
    known = { hex: gid.toString(16).padStart(4, '0'), advance };
    this.glyphs.set(codePoint, known);
    return known;
  }

  width(text: string, size: number): number {
    let sum = 0;
    for (const char of text) sum += this.glyph(char.codePointAt(0) as number).advance;
    return (sum * size) / 1000;
  }

  /**
   * `text` broken into lines no wider than `width` at `size`: at spaces, and at a forced break (`\n`); a word wider
   * than the width alone is broken between characters. Measured from the glyphs' advances (no layout engine), so a
   * table knows each row's height before drawing it (table.ts).
   */
  wrap(text: string, size: number, width: number): string[] {
    const limit = (width * 1000) / size;
    const space = this.glyph(32).advance;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let used = 0;
      for (const word of paragraph.split(' ')) {
        if (word === '') continue;
        let advance = 0;
        for (const char of word) advance += this.glyph(char.codePointAt(0) as number).advance;
        if (line !== '' && used + space + advance <= limit) {
          line += ` ${word}`;
          used += space + advance;
          continue;
        }
        if (line !== '') lines.push(line);
        if (advance <= limit) {
          line = word;
          used = advance;
          continue;
        }
        // A word wider than the column: as many characters per line as fit.
        line = '';
        used = 0;
        for (const char of word) {
          const a = this.glyph(char.codePointAt(0) as number).advance;
          if (line !== '' && used + a > limit) {
            lines.push(line);
            line = '';
            used = 0;
          }
          line += char;
          used += a;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  hex(text: string): string {
    let out = '';
    for (const char of text) out += this.glyph(char.codePointAt(0) as number).hex;
    return out;
  }
}

let measuring: Record<Face, CellFont> | null = null;

/**
 * The cells' fonts for measuring only (a document of their own, made once per process, never written): a table's
 * rows are measured before its section's page count is known (table.ts), before the document's canvas exists. The
 * glyphs' advances are the same as the canvas's fonts'.
 */
function measuringFonts(): Record<Face, CellFont> {
  if (!measuring) {
    const doc = new PDFDocument({ autoFirstPage: false });
    const internal = doc as unknown as { _font: EmbeddedFont };
    doc.registerFont(FACES.bold, FONT_FILES.bold);
    doc.font(FACES.bold);
    const bold = new CellFont(internal._font);
    doc.registerFont(FACES.regular, FONT_FILES.regular);
    doc.font(FACES.regular);
    measuring = { regular: new CellFont(internal._font), bold };
  }
  return measuring;
}

/** `text` as the lines a cell of `width` shows it in at `size` (CellFont `wrap`): the same on every canvas. */
export function wrapText(text: string, face: Face, size: number, width: number): string[] {
  return measuringFonts()[face].wrap(text, size, width);
}

/** The width of `text` at `size`, as a cell draws it. */
export function textWidth(text: string, face: Face, size: number): number {
  return measuringFonts()[face].width(text, size);
}

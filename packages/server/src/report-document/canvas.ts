/**
 * The PDF being written (docs/report-document.md "Determinism", "Speed"): pdfkit 0.20.2 with two embedded
 * DejaVu Sans Condensed faces, pages written in order and handed to the caller as soon as a page is done
 * (no `bufferPages`: memory stays flat on 100,000 assets), and a fast path for table cells.
 *
 * Table cells bypass pdfkit's `text()` (line wrapping, shaping, and a layout cache that would keep every distinct
 * word of 100,000 asset lines to the end of the document): each character is mapped once to its glyph in the embedded subset and a cell is
 * written as one `Tj` operator. Table text is Latin without ligatures, so nothing that shaping would change is
 * lost; headings and paragraphs still go through `text()`.
 */
import PDFDocument from 'pdfkit';
import { CellFont, type EmbeddedFont, FACES, type Face, FONT_FILES } from './cell-font';
import { Tagging } from './tagging';

export { FACES, type Face, textWidth, wrapText } from './cell-font';

export type Orientation = 'portrait' | 'landscape';
/** A4 in points. */
export const A4 = { short: 595.28, long: 841.89 };

/** Fixed decimals: the same coordinates always print the same bytes. */
const n = (value: number) => String(Math.round(value * 100) / 100);

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  /** A stored instant (never the clock): CreationDate and ModDate, and so the trailer's /ID (an MD5 of the info). */
  date: Date;
  /** The report is not Completed: every page says it is a draft. */
  draft?: boolean;
  /** The draft mark's words, when not the schedule's (issue 27: a forecast is not lodged). */
  draftText?: string;
}

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  /** The structure tree (tagging.ts): headings, paragraphs, tables in reading order. */
  readonly tags: Tagging;
  /** Issue 25 item 5: "DRAFT — not for lodgement" on every page until the report is Completed (draft-mark.ts). */
  readonly draft: boolean;
  /** Null: draft-mark.ts's own words. */
  readonly draftText: string | null;
  private readonly cells: Record<Face, CellFont>;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  bytes = 0;
  pageNumber = 0;
  orientation: Orientation = 'portrait';

  constructor(
    info: DocumentInfo,
    private readonly write: (chunk: Uint8Array) => void | Promise<void>,
  ) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      bufferPages: false,
      size: 'A4',
      margin: 0,
      pdfVersion: '1.7',
      // Issue 25 item 7: a tagged PDF in Australian English, its title shown by viewers (tagging.ts).
      tagged: true,
      lang: 'en-AU',
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Creator: 'taxdep',
        Producer: 'taxdep (PDFKit 0.20.2)',
        CreationDate: info.date,
        ModDate: info.date,
      },
    } as PDFKit.PDFDocumentOptions);
    // The header the constructor wrote waits in the Readable's buffer; from now on everything pdfkit writes comes
    // through `push`: kept until the page is done, then handed to `write` (awaited, so a slow reader holds the
    // writer back).
    const head = this.doc.read() as Uint8Array | null;
    if (head) {
      this.pending.push(head);
      this.pendingBytes += head.length;
    }
    (this.doc as unknown as { push(chunk: Uint8Array | null): boolean }).push = (chunk) => {
      if (chunk) {
        this.pending.push(chunk);
        this.pendingBytes += chunk.length;
      }
      return true;
    };
    const internal = this.doc as unknown as { _font: EmbeddedFont };
    this.doc.registerFont(FACES.bold, FONT_FILES.bold);
    this.doc.font(FACES.bold);
    const bold = new CellFont(internal._font);
    this.doc.registerFont(FACES.regular, FONT_FILES.regular);
    this.doc.font(FACES.regular);
    this.cells = { regular: new CellFont(internal._font), bold };
    this.tags = new Tagging(this.doc);
    this.draft = info.draft ?? false;
    this.draftText = info.draftText ?? null;
  }

  get width(): number {
    return this.orientation === 'portrait' ? A4.short : A4.long;
  }

  get height(): number {
    return this.orientation === 'portrait' ? A4.long : A4.short;
  }

  /** Hands what pdfkit wrote so far to `write`, in one chunk. */
  async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const chunk =
      this.pending.length === 1
        ? (this.pending[0] as Uint8Array)
        : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.bytes += this.pendingBytes;
    this.pendingBytes = 0;
    await this.write(chunk);
  }

  /** Ends the page under way (pdfkit writes it out) and starts the next one. */
  async addPage(orientation: Orientation): Promise<void> {
    this.orientation = orientation;
    this.tags.closePage();
    this.doc.addPage({ size: 'A4', layout: orientation, margin: 0 });
    this.pageNumber += 1;
    // The running head and foot (page.ts) and the DRAFT mark, until draft-mark.ts ends the artifact.
    this.tags.startArtifact();
    await this.flush();
  }

  async end(): Promise<void> {
    this.tags.closePage();
    this.tags.root.end();
    this.doc.end();
    await this.flush();
  }

  cellWidth(text: string, face: Face, size: number): number {
    return this.cells[face].width(text, size);
  }

  /**
   * A line of text with its top at `top`, cut to `width` (an ellipsis marks the cut) and aligned in the box; a
   * right-aligned text (an amount) is shrunk instead (down to 60%) and never cut: it keeps all its digits.
   */
  cell(
    text: string,
    x: number,
    top: number,
    width: number,
    options: {
      face?: Face;
      size: number;
      align?: 'left' | 'right' | 'center';
      colour?: Rgb;
      /** Shrink rather than cut (default for right-aligned text). */
      shrink?: boolean;
    },
  ): void {
    if (text === '') return;
    const face = options.face ?? 'regular';
    const font = this.cells[face];
    let size = options.size;
    let shown = text;
    let measured = font.width(shown, size);
    if (measured > width) {
      // Amounts (right-aligned) shrink before they are cut; words are cut at their size.
      const shrink = options.shrink ?? options.align === 'right';
      if (shrink) {
        size = Math.max(options.size * 0.6, (options.size * width) / measured);
        measured = font.width(shown, size);
      }
      while (!shrink && measured > width && shown.length > 1) {
        shown = `${shown.slice(0, -2).trimEnd()}…`;
        measured = font.width(shown, size);
      }
      if (!shrink) shown = atWordEnd(text, shown);
    }
    const align = options.align ?? 'left';
    const left =
      align === 'right' ? x + width - measured : align === 'center' ? x + (width - measured) / 2 : x;
    // On the nominal size's baseline: a shrunk amount stays on its row's line (text extraction reads it there).
    const baseline = top + (font.embedded.ascender * options.size) / 1000;
    const page = this.doc.page as unknown as { fonts: Record<string, unknown> };
    page.fonts[font.embedded.id] ??= font.embedded.ref();
    const [r, g, b] = options.colour ?? [0.12, 0.16, 0.2];
    // The page's matrix turns y downwards (pdfkit); the text matrix turns the glyphs upright again. `q`/`Q`
    // keep the colour from leaking into what pdfkit draws next.
    this.emit(
      `q BT ${n(r)} ${n(g)} ${n(b)} rg /${font.embedded.id} ${n(size)} Tf 1 0 0 -1 ${n(left)} ${n(baseline)} Tm <${font.hex(shown)}> Tj ET Q`,
    );
  }

  /**
   * One line of text at `angle` degrees (counter-clockwise) about its start (`x`, `baseline`): the DRAFT mark.
   */
  rotatedText(
    text: string,
    x: number,
    baseline: number,
    angle: number,
    options: { face?: Face; size: number; colour: Rgb },
  ): void {
    const font = this.cells[options.face ?? 'regular'];
    const page = this.doc.page as unknown as { fonts: Record<string, unknown> };
    page.fonts[font.embedded.id] ??= font.embedded.ref();
    const [r, g, b] = options.colour;
    const cos = Math.cos((angle * Math.PI) / 180);
    const sin = Math.sin((angle * Math.PI) / 180);
    // y runs down the page (pdfkit's matrix): the text's x axis is (cos, −sin), its upright y axis (−sin, −cos).
    // Text extraction reads glyphs on a slant one by one: the ActualText (UTF-16BE) gives it the words whole.
    const actual = Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('hex');
    this.emit(
      `/Span <</ActualText <${actual}>>> BDC q BT ${n(r)} ${n(g)} ${n(b)} rg /${font.embedded.id} ${n(options.size)} Tf ${n(cos)} ${n(-sin)} ${n(-sin)} ${n(-cos)} ${n(x)} ${n(baseline)} Tm <${font.hex(text)}> Tj ET Q EMC`,
    );
  }

  /**
   * Page content operators as bytes: pdfkit's `addContent` converts a string character by character in
   * JavaScript, the largest cost of a table page; the operators are ASCII, so `latin1` is the same bytes.
   */
  private emit(operators: string): void {
    (this.doc.page as unknown as { write(chunk: Uint8Array): void }).write(
      Buffer.from(`${operators}\n`, 'latin1'),
    );
  }

  /** A filled rectangle (row shading, rules). */
  fill(x: number, y: number, width: number, height: number, colour: Rgb): void {
    this.emit(
      `q ${n(colour[0])} ${n(colour[1])} ${n(colour[2])} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f Q`,
    );
  }
}

/**
 * A cut text ends at a whole word (issue 25: "it cuts words"): `cut` (text's start and an ellipsis) goes back to the
 * last word boundary it holds, with trailing separators dropped; a single word too long for its box is still cut.
 */
export function atWordEnd(text: string, cut: string): string {
  const kept = cut.slice(0, -1);
  if (kept.length === 0 || /[\s,;·—–-]/.test(text.charAt(kept.length))) return cut;
  const boundary = kept.search(/[\s,;·—–-][^\s,;·—–-]*$/);
  if (boundary <= 0) return cut;
  return `${kept.slice(0, boundary).replace(/[\s,;·—–-]+$/, '')}…`;
}

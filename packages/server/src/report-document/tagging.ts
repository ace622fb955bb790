/**
 * The tagged PDF (issue 25 item 7; docs/report-document.md "Tagged PDF"): the document's structure tree in reading
 * order, through pdfkit 0.20's marked content (`markStructureContent`, `endMarkedContent`, `struct`). Headings are
 * H1/H2, paragraphs P, charts Figure with their caption as alternate text, tables Table with a TR per row. Short
 * tables (the summaries, Table A, the pool) have a TH or TD per cell; a table of asset lines has one TH for a page's
 * column headers and one TD per row (one marked-content sequence per row rather than per cell, so that 100,000
 * asset lines stay fast and the structure tree stays a few tens of MB at most). The running head and foot
 * and the DRAFT mark are artifacts (pagination), which a screen reader skips; content drawn outside any tag (rules,
 * shading) is left unmarked.
 */

import { releaseWrittenRow } from './structure-release';

/** What pdfkit 0.20.2 answers for a structure element (`doc.struct`), pinned exactly. */
export interface StructureElement {
  add(child: StructureElement | unknown): StructureElement;
  end(): void;
}

export type StructureType = 'H1' | 'H2' | 'P' | 'Figure' | 'Table' | 'TR' | 'TH' | 'TD' | 'Document' | 'Sect';

interface Markings {
  markStructureContent(tag: string, options?: object): unknown;
  endMarkedContent(): void;
  markContent(tag: string, options?: object | null): void;
  endPageMarkings(page: unknown): unknown[];
  struct(type: string, options?: object, children?: unknown[]): StructureElement;
  addStructure(element: StructureElement): void;
  page: { markings: unknown[] } | undefined;
}

const OF_DOCUMENT = new WeakMap<object, Tagging>();

/**
 * What `draw` puts on the page as one element of `type`, in the document's structure tree when it is tagged (the
 * front matter's helpers, front.ts, draw on the pdfkit document rather than on the canvas).
 */
export function tagged(
  doc: PDFKit.PDFDocument,
  type: StructureType,
  draw: () => void,
  options: { alt?: string } = {},
): void {
  const tagging = OF_DOCUMENT.get(doc);
  if (tagging) tagging.tag(type, draw, undefined, options);
  else draw();
}

export class Tagging {
  private readonly doc: Markings;
  readonly root: StructureElement;
  /** Rows whose written structure elements were let go (structure-release.ts; its test reads it). */
  released = 0;
  /** Where `tag` adds elements when no parent is given: the document, or a table being drawn. */
  private parents: StructureElement[] = [];

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc as unknown as Markings;
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    OF_DOCUMENT.set(doc, this);
  }

  private get parent(): StructureElement {
    return this.parents.at(-1) ?? this.root;
  }

  /** Closes what is open on the page (before the page ends). */
  closePage(): void {
    const page = this.doc.page;
    if (page && page.markings.length > 0) this.doc.endPageMarkings(page);
  }

  /** A new page's running head and foot, and the DRAFT mark, are pagination artifacts until `endArtifact`. */
  startArtifact(): void {
    this.doc.markContent('Artifact', { type: 'Pagination' });
  }

  endArtifact(): void {
    this.closePage();
  }

  /** What `draw` puts on the page, as one element of `type` (under `parent`, else the current one). */
  tag(type: StructureType, draw: () => void, parent?: StructureElement, options: object = {}): void {
    const content = this.doc.markStructureContent(type);
    draw();
    this.doc.endMarkedContent();
    (parent ?? this.parent).add(this.doc.struct(type, options, [content]));
  }

  /**
   * A row of a table: TR holding one TH or TD with the row's marked content. pdfkit writes both at once; what it
   * would keep of them until the document ends is then let go (structure-release.ts).
   */
  row(table: StructureElement, cell: 'TH' | 'TD', draw: () => void): void {
    const content = this.doc.markStructureContent(cell);
    draw();
    this.doc.endMarkedContent();
    const td = this.doc.struct(cell, {}, [content]);
    const tr = this.doc.struct('TR', {}, [td]);
    table.add(tr);
    if (releaseWrittenRow(this.doc, table, tr, td, content)) this.released += 1;
  }

  /** A row of a short table: TR holding a TH or TD per cell, each its own marked content. */
  cells(table: StructureElement, cell: 'TH' | 'TD', draws: readonly (() => void)[]): void {
    const children = draws.map((draw) => {
      const content = this.doc.markStructureContent(cell);
      draw();
      this.doc.endMarkedContent();
      return this.doc.struct(cell, {}, [content]);
    });
    table.add(this.doc.struct('TR', {}, children));
  }

  /** What `draw` puts on the page as an artifact (a continued table's repeated title), skipped by a reader. */
  artifact(draw: () => void): void {
    this.doc.markContent('Artifact');
    draw();
    this.doc.endMarkedContent();
  }

  /** An element holding others (a Table): `tag`'s default parent until `close`. */
  open(type: StructureType): StructureElement {
    const element = this.doc.struct(type);
    this.parent.add(element);
    this.parents.push(element);
    return element;
  }

  close(element: StructureElement): void {
    const k = this.parents.lastIndexOf(element);
    if (k >= 0) this.parents.splice(k, 1);
    element.end();
  }
}

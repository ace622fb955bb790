/**
 * The layout of the assessment's portrait pages of text and small tables (flow.ts draws them): each block is
 * measured with pdfkit's own line breaking (`heightOfString`, the same as `text` draws) before the first page is
 * written, so a section's page count, the contents list and "Page X of Y" are right; a heading is kept with what
 * follows it, a build-up line with its notes, and a table's headers (with a caption naming what it continues) head
 * each page it runs onto.
 */
import { LEFT, TYPE, WIDTH } from '../report-document';

export interface FlowColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table of a flow: its rows are `row` blocks naming it; its headers head each page it is on. */
export interface FlowTable {
  columns: readonly FlowColumn[];
  /** Over the headers where the table runs onto a new page: "Office tower" is captioned "Office tower (continued)". */
  continued?: string;
}

export type RowStyle = 'line' | 'subtotal' | 'total';

export type FlowBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string; small?: boolean }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'row'; table: FlowTable; cells: readonly string[]; style?: RowStyle }
  /** Small type under the row before it, kept on its page. */
  | { kind: 'note'; table: FlowTable; text: string }
  /** A figure in large type in a shaded box (the recommended sum insured). */
  | { kind: 'figure'; label: string; value: string; detail: string };

const TOP = 60;
/** Above the running foot (page.ts draws its rule 30 points from the bottom). */
const BOTTOM = 841.89 - 52;
export const LABEL_WIDTH = 150;
export const ROW_SIZE = 8;
export const NOTE_SIZE = 6.9;
export const HEAD_HEIGHT = 16;
export const FIGURE_HEIGHT = 70;
const GAP_BEFORE = { heading: 12, subheading: 8 } as const;
const TABLE_GAP = 6;
export const CAPTION_HEIGHT = 16;

type Doc = PDFKit.PDFDocument;

function textHeight(doc: Doc, text: string, face: 'Body' | 'Bold', size: number, width: number, lineGap = 0) {
  return doc
    .font(face)
    .fontSize(size)
    .heightOfString(text === '' ? ' ' : text, { width, lineGap });
}

export function columnLefts(table: FlowTable): number[] {
  let x = LEFT;
  return table.columns.map((c) => {
    const left = x;
    x += c.width;
    return left;
  });
}

export const rowFace = (style: RowStyle | undefined) =>
  style === undefined || style === 'line' ? 'Body' : 'Bold';

/** The block's height on the page, without the space before it. */
function measure(doc: Doc, block: FlowBlock): number {
  switch (block.kind) {
    case 'heading':
      return textHeight(doc, block.text, 'Bold', TYPE.heading + 3, WIDTH) + 16;
    case 'subheading':
      return textHeight(doc, block.text, 'Bold', TYPE.subheading, WIDTH) + 5;
    case 'paragraph':
      return textHeight(doc, block.text, 'Body', block.small ? TYPE.small : TYPE.body, WIDTH, 1.5) + 7;
    case 'field':
      return Math.max(
        15,
        textHeight(doc, block.label, 'Body', TYPE.body, LABEL_WIDTH - 8) + 4,
        textHeight(doc, block.value, 'Body', TYPE.body + 0.6, WIDTH - LABEL_WIDTH) + 4,
      );
    case 'row': {
      const face = rowFace(block.style);
      const heights = block.cells.map((cell, k) => {
        const column = block.table.columns[k];
        // Amounts keep one line (shrunk to fit); text wraps within its column.
        if (!column || column.align === 'right') return 0;
        return textHeight(doc, cell, face, ROW_SIZE, column.width - 8);
      });
      return Math.max(15, Math.max(...heights) + 7);
    }
    case 'note':
      return textHeight(doc, block.text, 'Body', NOTE_SIZE, tableWidth(block.table) - 24) + 5;
    case 'figure':
      return FIGURE_HEIGHT + 10;
  }
}

export const tableWidth = (table: FlowTable) => table.columns.reduce((sum, c) => sum + c.width, 0);
export const tableOf = (block: FlowBlock) =>
  block.kind === 'row' || block.kind === 'note' ? block.table : null;

export interface Placed {
  block: FlowBlock;
  y: number;
  height: number;
  /** The table's column headers go here first (the table starts, or runs onto this page). */
  headAt: number | null;
  /** The table's continuation caption, above its headers, on a page it runs onto. */
  caption: string | null;
  /** A table's row or note ends its line: ruled under it (a line's notes come between it and the rule). */
  ruled: boolean;
}

/**
 * The blocks in units that stay together: a heading or subheading with the unit after it, a table's row with its
 * notes.
 */
function units(blocks: readonly FlowBlock[]): FlowBlock[][] {
  const out: FlowBlock[][] = [];
  let pending: FlowBlock[] = [];
  for (const block of blocks) {
    const last = out.at(-1);
    if (block.kind === 'note' && pending.length === 0 && last) {
      last.push(block);
      continue;
    }
    pending.push(block);
    if (block.kind !== 'heading' && block.kind !== 'subheading') {
      out.push(pending);
      pending = [];
    }
  }
  if (pending.length > 0) out.push(pending);
  return out;
}

/** The blocks placed on pages (measured on `doc`, whose fonts the canvas has registered). */
export function layFlow(doc: Doc, blocks: readonly FlowBlock[]): Placed[][] {
  const pages: Placed[][] = [[]];
  let y = TOP;
  let headed: FlowTable | null = null;
  const plan = (
    unit: readonly FlowBlock[],
    top: number,
    onPage: FlowTable | null,
    continuing: FlowTable | null,
  ) => {
    let at = top;
    let table = onPage;
    let headsNext = false;
    const placed: Placed[] = [];
    for (const [k, block] of unit.entries()) {
      const kind = block.kind;
      if ((kind === 'heading' || kind === 'subheading') && at > TOP) at += GAP_BEFORE[kind];
      const of = tableOf(block);
      // A table starting under a paragraph or a field is set apart from it (a heading is close to what it heads).
      if (of !== null && of !== table && at > TOP && !headsNext) at += TABLE_GAP;
      if (of === null && table !== null) at += TABLE_GAP;
      headsNext = kind === 'heading' || kind === 'subheading';
      const caption = k === 0 && of !== null && of === continuing ? (of.continued ?? null) : null;
      if (caption !== null) at += CAPTION_HEIGHT;
      const headAt = of !== null && of !== table ? at : null;
      if (headAt !== null) at += HEAD_HEIGHT;
      table = of;
      const height = measure(doc, block);
      placed.push({ block, y: at, height, headAt, caption, ruled: unit[k + 1]?.kind !== 'note' });
      at += height;
    }
    return { placed, end: at, table };
  };
  for (const unit of units(blocks)) {
    let laid = plan(unit, y, headed, null);
    if (laid.end > BOTTOM && (pages.at(-1) as Placed[]).length > 0) {
      pages.push([]);
      laid = plan(unit, TOP, null, headed);
    }
    (pages.at(-1) as Placed[]).push(...laid.placed);
    y = laid.end;
    headed = laid.table;
  }
  return pages;
}

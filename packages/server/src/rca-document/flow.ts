/**
 * Portrait pages of flowing text and small tables (the assessment's basis, exclusions, build-up, recommendation,
 * averaging and reviews): the report document's pages are one page each or landscape tables (report-document), and
 * an assessment's text is the assessor's and its tables as long as its buildings. Each block is measured with
 * pdfkit's own line breaking (`heightOfString`, the same as `text` draws) before the first page is written, so the
 * section's page count, the contents list and "Page X of Y" are right; a table's column headers are repeated on
 * each page it runs onto; a heading is kept with what follows it and a build-up line with its notes.
 */
import {
  type Canvas,
  fields,
  heading,
  INK,
  LEFT,
  MUTED,
  type Section,
  subheading,
  TYPE,
  tagged,
  WIDTH,
} from '../report-document';

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
const LABEL_WIDTH = 150;
const ROW_SIZE = 8;
const NOTE_SIZE = 6.9;
const HEAD_HEIGHT = 16;
const FIGURE_HEIGHT = 70;
const GAP_BEFORE = { heading: 12, subheading: 8 } as const;
const TABLE_GAP = 6;
const CAPTION_HEIGHT = 16;

type Doc = PDFKit.PDFDocument;

function textHeight(doc: Doc, text: string, face: 'Body' | 'Bold', size: number, width: number, lineGap = 0) {
  return doc
    .font(face)
    .fontSize(size)
    .heightOfString(text === '' ? ' ' : text, { width, lineGap });
}

function columnLefts(table: FlowTable): number[] {
  let x = LEFT;
  return table.columns.map((c) => {
    const left = x;
    x += c.width;
    return left;
  });
}

const rowFace = (style: RowStyle | undefined) => (style === undefined || style === 'line' ? 'Body' : 'Bold');

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

const tableWidth = (table: FlowTable) => table.columns.reduce((sum, c) => sum + c.width, 0);
const tableOf = (block: FlowBlock) => (block.kind === 'row' || block.kind === 'note' ? block.table : null);

interface Placed {
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

function drawHead(canvas: Canvas, table: FlowTable, y: number) {
  const lefts = columnLefts(table);
  canvas.fill(LEFT, y, tableWidth(table), HEAD_HEIGHT - 2, [0.09, 0.25, 0.42]);
  table.columns.forEach((c, k) => {
    canvas.cell(c.header, (lefts[k] as number) + 4, y + 3.5, c.width - 8, {
      face: 'bold',
      size: 7.4,
      align: c.align ?? 'left',
      colour: [1, 1, 1],
      shrink: true,
    });
  });
}

/** "Name (continued)" on one line: a long name is cut at a word (with an ellipsis), never the "(continued)". */
function drawCaption(canvas: Canvas, name: string, y: number) {
  const options = { face: 'bold', size: TYPE.subheading, colour: [0.04, 0.23, 0.4] } as const;
  const suffix = ' (continued)';
  const room = WIDTH - canvas.cellWidth(suffix, 'bold', TYPE.subheading);
  let shown = name;
  const words = name.split(' ');
  while (canvas.cellWidth(shown, 'bold', TYPE.subheading) > room && words.length > 1) {
    words.pop();
    shown = `${words.join(' ').replace(/[\s,;·—–-]+$/, '')}…`;
  }
  canvas.cell(`${shown}${suffix}`, LEFT, y + 2, WIDTH, options);
}

const RULE = [0.85, 0.87, 0.9] as const;
const SHADE = { line: null, subtotal: [0.93, 0.95, 0.97], total: [0.82, 0.87, 0.93] } as const;

function drawRow(canvas: Canvas, block: Extract<FlowBlock, { kind: 'row' }>, placed: Placed) {
  const { y, height } = placed;
  const doc = canvas.doc;
  const style = block.style ?? 'line';
  const width = tableWidth(block.table);
  const shade = SHADE[style];
  if (shade) canvas.fill(LEFT, y, width, height, shade);
  // A subtotal is ruled above, as a surveyor's build-up adds up; every row is ruled below.
  if (style !== 'line') canvas.fill(LEFT, y, width, 0.8, [0.35, 0.42, 0.5]);
  if (placed.ruled) canvas.fill(LEFT, y + height - 0.4, width, 0.4, RULE);
  const lefts = columnLefts(block.table);
  const face = rowFace(style);
  block.cells.forEach((cell, k) => {
    const column = block.table.columns[k];
    if (!column || cell === '') return;
    const x = (lefts[k] as number) + 4;
    if (column.align === 'right') {
      canvas.cell(cell, x, y + 4, column.width - 8, {
        face: face === 'Bold' ? 'bold' : 'regular',
        size: ROW_SIZE,
        align: 'right',
        colour: [0.12, 0.16, 0.2],
      });
    } else {
      doc
        .font(face)
        .fontSize(ROW_SIZE)
        .fillColor(INK)
        .text(cell, x, y + 4, { width: column.width - 8 });
    }
  });
}

type Element = ReturnType<Canvas['tags']['open']>;

function drawBlock(canvas: Canvas, placed: Placed, table: () => Element) {
  const doc = canvas.doc;
  const { block, y } = placed;
  switch (block.kind) {
    case 'heading':
      heading(doc, block.text, y);
      return;
    case 'subheading':
      subheading(doc, block.text, y);
      return;
    case 'paragraph':
      tagged(doc, 'P', () => {
        doc
          .font('Body')
          .fontSize(block.small ? TYPE.small : TYPE.body)
          .fillColor(block.small ? MUTED : INK)
          .text(block.text, LEFT, y, { width: WIDTH, lineGap: 1.5 });
      });
      return;
    case 'field':
      fields(doc, [[block.label, block.value]], y, LABEL_WIDTH);
      return;
    case 'row':
      canvas.tags.cells(table(), 'TD', [() => drawRow(canvas, block, placed)]);
      return;
    case 'note':
      // A row of its own in the table (a TR of one TD), so a reader hears it with the line above.
      canvas.tags.cells(table(), 'TD', [
        () => {
          doc
            .font('Body')
            .fontSize(NOTE_SIZE)
            .fillColor(MUTED)
            .text(block.text, LEFT + 16, y, { width: tableWidth(block.table) - 24 });
          if (placed.ruled) canvas.fill(LEFT, y + placed.height - 0.4, tableWidth(block.table), 0.4, RULE);
        },
      ]);
      return;
    case 'figure':
      doc.rect(LEFT, y, WIDTH, FIGURE_HEIGHT).fill('#eef3f8');
      doc.rect(LEFT, y, 4, FIGURE_HEIGHT).fill('#0b3a66');
      tagged(doc, 'P', () => {
        doc
          .font('Bold')
          .fontSize(8)
          .fillColor(MUTED)
          .text(block.label.toUpperCase(), LEFT + 16, y + 10, { width: WIDTH - 32, characterSpacing: 0.6 });
        doc
          .font('Bold')
          .fontSize(24)
          .fillColor('#0b3a66')
          .text(block.value, LEFT + 16, y + 22, { width: WIDTH - 32, lineBreak: false });
        doc
          .font('Body')
          .fontSize(TYPE.small)
          .fillColor(MUTED)
          .text(block.detail, LEFT + 16, y + 52, { width: WIDTH - 32, lineBreak: false });
      });
      return;
  }
}

/** A portrait section of `blocks`, laid out now on the canvas's document (its fonts), drawn when its turn comes. */
export function flowSection(canvas: Canvas, title: string, blocks: readonly FlowBlock[]): Section {
  const pages = layFlow(canvas.doc, blocks);
  return {
    title,
    orientation: 'portrait',
    pages: pages.length,
    async draw(context) {
      const tags = context.canvas.tags;
      // One Table element of the structure tree per table, across its pages; closed when other text follows it.
      let open: { table: FlowTable; element: Element } | null = null;
      const close = () => {
        if (open) tags.close(open.element);
        open = null;
      };
      const elementOf = (table: FlowTable): Element => {
        if (open?.table !== table) {
          close();
          open = { table, element: tags.open('Table') };
        }
        return open.element;
      };
      for (const page of pages) {
        await context.next();
        for (const placed of page) {
          const table = tableOf(placed.block);
          if (table === null) close();
          else if (placed.headAt !== null) {
            const headAt = placed.headAt;
            const caption = placed.caption;
            if (caption !== null)
              tagged(context.canvas.doc, 'P', () =>
                drawCaption(context.canvas, caption, headAt - CAPTION_HEIGHT),
              );
            tags.cells(elementOf(table), 'TH', [() => drawHead(context.canvas, table, headAt)]);
          }
          drawBlock(context.canvas, placed, () => elementOf(table as FlowTable));
        }
      }
      close();
    },
  };
}

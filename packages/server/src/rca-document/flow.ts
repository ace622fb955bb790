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
import {
  CAPTION_HEIGHT,
  columnLefts,
  FIGURE_HEIGHT,
  type FlowBlock,
  type FlowTable,
  HEAD_HEIGHT,
  LABEL_WIDTH,
  layFlow,
  NOTE_SIZE,
  type Placed,
  ROW_SIZE,
  rowFace,
  tableOf,
  tableWidth,
} from './flow-layout';

export type { FlowBlock, FlowColumn, FlowTable, RowStyle } from './flow-layout';

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

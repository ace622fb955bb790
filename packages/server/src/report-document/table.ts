/**
 * Tables whose text wraps (docs/report-document.md "Layout"): a description or a group's name runs onto further
 * lines rather than being cut, so a row's height varies. Each row's lines are measured from the glyphs' advances
 * (canvas.ts `wrapText`) before anything is drawn: a first pass over the rows counts the table's pages, so "Page X
 * of Y" and the contents list are right on the first page, and the rows are then read again and drawn as they come
 * (a page of asset lines at a time), never all held. Each page repeats the section's title and the column headers.
 * Amounts stay on one line (shrunk down to 60% when wide, never cut).
 */
import { type Canvas, type Face, type Rgb, wrapText } from './canvas';
import { type PageContext, type Section, TYPE } from './page';
import type { StructureElement } from './tagging';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** Text that runs onto further lines (a description, a name); other cells keep one line and shrink to fit. */
  wrap?: boolean;
}

/** A heading over several columns (a financial year over its opening value, additions and deduction). */
export interface ColumnGroup {
  label: string;
  from: number;
  count: number;
  emphasis?: boolean;
}

/**
 * `line`: an asset line (counted by the progress); `more`: a further row of the same asset; `note`: a legend under
 * the table, across every column, in smaller type.
 */
export type RowStyle = 'line' | 'more' | 'group' | 'sub' | 'level2' | 'total' | 'subtotal' | 'note';

export interface Row {
  style: RowStyle;
  /** One text per column; with `span`, the first text covers the first `span` columns. `\n` starts a new line. */
  cells: readonly string[];
  span?: number;
}

export interface TableSpec {
  title: string;
  /** One line under the title, on every page. */
  note?: string;
  columns: readonly Column[];
  groups?: readonly ColumnGroup[];
  /** A one-line row's height in points (default 10.6). */
  rowHeight?: number;
  /** How many of the rows are asset lines (the progress counts them). */
  lineCount: number;
  rows(): Iterable<Row>;
  /** A short table drawn whole at the top of the first page, under its caption (the pool's own figures). */
  lead?: { caption: string; spec: TableSpec; followedBy: string };
}

const DEFAULT_ROW = 10.6;
const SIZE = 6.8;
const NOTE_SIZE = 6.4;
/** Each further line of a wrapped row. */
const LINE = 7.8;
const HEADER_ROW = 12;
const TITLE_TOP = 50;
const TABLE_TOP = 86;
const PAGE_HEIGHT = 595.28;
const BOTTOM = PAGE_HEIGHT - 42;
const MARGIN = 28;
const CAPTION = 16;
const LEAD_GAP = 10;
/** Rows measured between two turns of the event loop while a large table is counted. */
const ROWS_BETWEEN_BREAKS = 4000;

const SHADE: Record<RowStyle, Rgb | null> = {
  line: null,
  more: null,
  group: [0.9, 0.93, 0.96],
  sub: [0.94, 0.95, 0.97],
  level2: null,
  total: [0.82, 0.87, 0.93],
  subtotal: [0.9, 0.93, 0.96],
  note: null,
};
const HEAD_FILL: Rgb = [0.09, 0.25, 0.42];
const WHITE: Rgb = [1, 1, 1];
const RULE: Rgb = [0.85, 0.87, 0.9];
const NOTE_INK: Rgb = [0.3, 0.35, 0.4];

/** A row as drawn: each cell's lines, its left edge and width, and the row's height. */
interface Laid {
  row: Row;
  cells: {
    lines: string[];
    x: number;
    width: number;
    align: 'left' | 'right' | 'center';
    face: Face;
    shrink: boolean;
  }[];
  face: Face;
  size: number;
  height: number;
}

const faceOf = (style: RowStyle): Face =>
  style === 'line' || style === 'more' || style === 'level2' || style === 'note' ? 'regular' : 'bold';

function columnLefts(columns: readonly Column[]): number[] {
  const lefts: number[] = [];
  let x = MARGIN;
  for (const c of columns) {
    lefts.push(x);
    x += c.width;
  }
  return lefts;
}

const tableWidth = (spec: TableSpec) => spec.columns.reduce((sum, c) => sum + c.width, 0);

/** The row's cells broken into lines: text (left-aligned) wraps, amounts keep one line. */
function layRow(spec: TableSpec, lefts: readonly number[], row: Row): Laid {
  const face = faceOf(row.style);
  if (row.style === 'note') {
    const width = tableWidth(spec) - 4;
    const lines = wrapText(row.cells[0] ?? '', face, NOTE_SIZE, width);
    return {
      row,
      cells: [{ lines, x: MARGIN + 2, width, align: 'left', face, shrink: false }],
      face,
      size: NOTE_SIZE,
      height: 4 + lines.length * LINE,
    };
  }
  const indent = row.style === 'sub' ? 8 : row.style === 'level2' ? 16 : 0;
  const cells: Laid['cells'] = [];
  let k = 0;
  let most = 1;
  for (const text of row.cells) {
    const span = k === 0 && row.span ? row.span : 1;
    let width = 0;
    for (let c = k; c < k + span; c += 1) width += spec.columns[c]?.width ?? 0;
    const align = span > 1 ? 'left' : (spec.columns[k]?.align ?? 'left');
    const inset = k === 0 ? indent : 0;
    const inner = width - 4 - inset;
    const wraps = span > 1 || spec.columns[k]?.wrap === true;
    const lines = wraps && text !== '' ? wrapText(text, k === 0 ? face : 'regular', SIZE, inner) : [text];
    most = Math.max(most, lines.length);
    // A group's or total's label is bold; its amounts keep the regular face, which fits more digits.
    cells.push({
      lines,
      x: (lefts[k] as number) + 2 + inset,
      width: inner,
      align,
      face: k === 0 ? face : 'regular',
      shrink: !wraps,
    });
    k += span;
  }
  return { row, cells, face, size: SIZE, height: (spec.rowHeight ?? DEFAULT_ROW) + (most - 1) * LINE };
}

/**
 * The row on the page, as a TR of `table`: a TD per cell in a short table (`perCell`), one TD for the whole row in
 * a table of asset lines (tagging.ts).
 */
function drawLaid(
  canvas: Canvas,
  spec: TableSpec,
  laid: Laid,
  y: number,
  table: StructureElement,
  perCell: boolean,
): void {
  const shade = SHADE[laid.row.style];
  const total = tableWidth(spec);
  if (shade) canvas.fill(MARGIN, y, total, laid.height, shade);
  else if (laid.row.style !== 'note') canvas.fill(MARGIN, y + laid.height - 0.4, total, 0.4, RULE);
  const first = laid.row.style === 'note' ? y + 2 : y + ((spec.rowHeight ?? DEFAULT_ROW) - SIZE) / 2 - 0.6;
  const draws = laid.cells.map((cell) => () => {
    cell.lines.forEach((line, k) => {
      canvas.cell(line, cell.x, first + k * LINE, cell.width, {
        face: cell.face,
        size: laid.size,
        align: cell.align,
        shrink: cell.shrink,
        ...(laid.row.style === 'note' ? { colour: NOTE_INK } : {}),
      });
    });
  });
  if (perCell) canvas.tags.cells(table, 'TD', draws);
  else
    canvas.tags.row(table, 'TD', () => {
      for (const draw of draws) draw();
    });
}

const headerHeight = (spec: TableSpec) => (spec.groups ? 2 : 1) * HEADER_ROW;

/** Rows of the lead table and its height, measured once (a handful of rows). */
function layLead(spec: TableSpec): { laid: Laid[]; height: number } | null {
  if (!spec.lead) return null;
  const lead = spec.lead.spec;
  const lefts = columnLefts(lead.columns);
  const laid = [...lead.rows()].map((row) => layRow(lead, lefts, row));
  const height =
    CAPTION + headerHeight(lead) + laid.reduce((sum, l) => sum + l.height, 0) + LEAD_GAP + CAPTION;
  return { laid, height };
}

/** Where the first row of a page goes: under the title, the lead table (first page) and the column headers. */
const bodyTop = (spec: TableSpec, leadHeight: number) => tableTop(spec) + leadHeight + headerHeight(spec);

const NOTE_LINE = 9;
/** The note under the title: up to two lines. */
const noteLines = (spec: TableSpec) =>
  spec.note ? wrapText(spec.note, 'regular', 7.5, 780).slice(0, 2) : [];
/** Where the table starts: under the title and its note. */
const tableTop = (spec: TableSpec) => TABLE_TOP + Math.max(0, noteLines(spec).length - 1) * NOTE_LINE;

/** The pages the table takes: its rows measured and placed as `draw` places them. */
async function countPages(spec: TableSpec, leadHeight: number): Promise<number> {
  const lefts = columnLefts(spec.columns);
  let pages = 1;
  let y = bodyTop(spec, leadHeight);
  let onPage = 0;
  let measured = 0;
  for (const row of spec.rows()) {
    const height = layRow(spec, lefts, row).height;
    if (onPage > 0 && y + height > BOTTOM) {
      pages += 1;
      y = bodyTop(spec, 0);
      onPage = 0;
    }
    y += height;
    onPage += 1;
    measured += 1;
    if (measured % ROWS_BETWEEN_BREAKS === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return pages;
}

function drawTitle(canvas: Canvas, spec: TableSpec, continued: boolean): void {
  const doc = canvas.doc;
  const title = () => {
    doc
      .font('Bold')
      .fontSize(TYPE.heading)
      .fillColor('#0b3a66')
      .text(continued ? `${spec.title} (continued)` : spec.title, MARGIN, TITLE_TOP, { lineBreak: false });
  };
  const note = () => {
    noteLines(spec).forEach((line, k) => {
      canvas.cell(line, MARGIN, TITLE_TOP + 20 + k * NOTE_LINE, 780, { size: 7.5, colour: [0.3, 0.35, 0.4] });
    });
  };
  // The section's heading and note once; a continued page's repeated ones are pagination.
  if (continued)
    canvas.tags.artifact(() => {
      title();
      note();
    });
  else {
    canvas.tags.tag('H1', title);
    if (spec.note) canvas.tags.tag('P', note);
  }
}

function drawHead(
  canvas: Canvas,
  spec: TableSpec,
  table: StructureElement,
  top: number,
  perCell: boolean,
): number {
  const lefts = columnLefts(spec.columns);
  canvas.fill(MARGIN, top, tableWidth(spec), headerHeight(spec), HEAD_FILL);
  const labels = (spec.groups ?? []).map((g) => () => {
    const x = lefts[g.from] as number;
    const width = spec.columns.slice(g.from, g.from + g.count).reduce((sum, c) => sum + c.width, 0);
    if (g.emphasis) canvas.fill(x, top, width, 2 * HEADER_ROW, [0.16, 0.36, 0.58]);
    canvas.cell(g.label, x, top + 2.5, width, {
      face: 'bold',
      size: SIZE,
      align: 'center',
      colour: WHITE,
      shrink: true,
    });
  });
  const y = spec.groups ? top + HEADER_ROW : top;
  const headers = spec.columns.map((c, k) => () => {
    canvas.cell(c.header, (lefts[k] as number) + 2, y + 2.5, c.width - 4, {
      face: 'bold',
      size: SIZE,
      align: c.align ?? 'left',
      colour: WHITE,
      shrink: true,
    });
  });
  if (perCell) {
    if (labels.length > 0) canvas.tags.cells(table, 'TH', labels);
    canvas.tags.cells(table, 'TH', headers);
  } else
    canvas.tags.row(table, 'TH', () => {
      for (const draw of [...labels, ...headers]) draw();
    });
  return y + HEADER_ROW;
}

/** The lead table under its caption, then the caption of the table that follows; answers the y under them. */
function drawLead(canvas: Canvas, spec: TableSpec, lead: { laid: Laid[] }, top: number): number {
  const given = spec.lead as NonNullable<TableSpec['lead']>;
  const caption = (text: string, at: number) =>
    canvas.tags.tag('H2', () =>
      canvas.cell(text, MARGIN, at + 3, 780, {
        face: 'bold',
        size: TYPE.subheading,
        colour: [0.04, 0.23, 0.4],
      }),
    );
  caption(given.caption, top);
  const table = canvas.tags.open('Table');
  let y = drawHead(canvas, given.spec, table, top + CAPTION, true);
  for (const laid of lead.laid) {
    drawLaid(canvas, given.spec, laid, y, table, true);
    y += laid.height;
  }
  canvas.tags.close(table);
  caption(given.followedBy, y + LEAD_GAP);
  return y + LEAD_GAP + CAPTION;
}

/** The table as a section of the document: its rows measured to count its pages, then drawn in order. */
export async function tableSection(spec: TableSpec, contentsTitle = spec.title): Promise<Section> {
  const lead = layLead(spec);
  const pages = await countPages(spec, lead?.height ?? 0);
  return {
    title: contentsTitle,
    orientation: 'landscape',
    pages,
    lines: spec.lineCount,
    async draw(page: PageContext) {
      const lefts = columnLefts(spec.columns);
      // A cell per TD where the table is short; a TD per row in a table of asset lines (tagging.ts).
      const perCell = spec.lineCount === 0;
      let y = 0;
      let started = 0;
      let onPage = 0;
      let table: StructureElement | null = null;
      const start = async () => {
        await page.next();
        drawTitle(page.canvas, spec, started > 0);
        let top = tableTop(spec);
        if (started === 0 && lead) top = drawLead(page.canvas, spec, lead, top);
        table ??= page.canvas.tags.open('Table');
        y = drawHead(page.canvas, spec, table, top, perCell);
        started += 1;
        onPage = 0;
      };
      for (const row of spec.rows()) {
        const laid = layRow(spec, lefts, row);
        if (started === 0 || (onPage > 0 && y + laid.height > BOTTOM)) await start();
        drawLaid(page.canvas, spec, laid, y, table as unknown as StructureElement, perCell);
        y += laid.height;
        onPage += 1;
        if (row.style === 'line' && spec.lineCount > 0) page.lineDone();
      }
      if (started === 0) await start();
      if (table) page.canvas.tags.close(table);
      if (started !== pages) throw new Error(`${spec.title}: counted ${pages} pages, drew ${started}`);
    },
  };
}

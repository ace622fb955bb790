/**
 * Tables laid out with fixed row heights (docs/report-document.md "Layout"): how many pages a table takes is known
 * from its number of rows before anything is drawn, so "Page X of Y" and the contents list are right on the first
 * page, and the rows are drawn as they are read (a page of asset lines at a time), never all held. Each page
 * repeats the section's title and the column headers.
 */
import type { Canvas, Rgb } from './canvas';
import { type PageContext, type Section, TYPE } from './page';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A heading over several columns (a financial year over its opening value and deduction). */
export interface ColumnGroup {
  label: string;
  from: number;
  count: number;
  emphasis?: boolean;
}

/** `line`: an asset line (counted by the progress); `more`: a further row of the same asset. */
export type RowStyle = 'line' | 'more' | 'group' | 'sub' | 'level2' | 'total' | 'subtotal';

export interface Row {
  style: RowStyle;
  /** One text per column; with `span`, the first text covers the first `span` columns. */
  cells: readonly string[];
  span?: number;
}

export interface TableSpec {
  title: string;
  /** One line under the title, on every page. */
  note?: string;
  columns: readonly Column[];
  groups?: readonly ColumnGroup[];
  rowCount: number;
  /** Row height in points (default 10.6). */
  rowHeight?: number;
  /** How many of the rows are asset lines (the progress counts them). */
  lineCount: number;
  rows(): Iterable<Row>;
}

const DEFAULT_ROW = 10.6;
const SIZE = 6.8;
const HEADER_ROW = 12;
const TITLE_TOP = 50;
const TABLE_TOP = 86;
const BOTTOM_SPACE = 42;
const MARGIN = 28;

const SHADE: Record<RowStyle, Rgb | null> = {
  line: null,
  more: null,
  group: [0.9, 0.93, 0.96],
  sub: [0.94, 0.95, 0.97],
  level2: null,
  total: [0.82, 0.87, 0.93],
  subtotal: [0.9, 0.93, 0.96],
};
const HEAD_FILL: Rgb = [0.09, 0.25, 0.42];
const WHITE: Rgb = [1, 1, 1];
const RULE: Rgb = [0.85, 0.87, 0.9];

/** Table pages are landscape A4. */
export function rowsPerPage(spec: TableSpec): number {
  const headerRows = spec.groups ? 2 : 1;
  const height = 595.28 - BOTTOM_SPACE - (TABLE_TOP + headerRows * HEADER_ROW);
  return Math.floor(height / (spec.rowHeight ?? DEFAULT_ROW));
}

export function tablePages(spec: TableSpec): number {
  return Math.max(1, Math.ceil(spec.rowCount / rowsPerPage(spec)));
}

function columnLefts(columns: readonly Column[]): number[] {
  const lefts: number[] = [];
  let x = MARGIN;
  for (const c of columns) {
    lefts.push(x);
    x += c.width;
  }
  return lefts;
}

function drawHead(canvas: Canvas, spec: TableSpec, lefts: number[], continued: boolean): number {
  const doc = canvas.doc;
  doc
    .font('Bold')
    .fontSize(TYPE.heading)
    .fillColor('#0b3a66')
    .text(continued ? `${spec.title} (continued)` : spec.title, MARGIN, TITLE_TOP, { lineBreak: false });
  if (spec.note) canvas.cell(spec.note, MARGIN, TITLE_TOP + 20, 780, { size: 7.5, colour: [0.3, 0.35, 0.4] });
  const total = lefts.length > 0 ? spec.columns.reduce((sum, c) => sum + c.width, 0) : 0;
  let y = TABLE_TOP;
  const rows = spec.groups ? 2 : 1;
  canvas.fill(MARGIN, y, total, rows * HEADER_ROW, HEAD_FILL);
  for (const g of spec.groups ?? []) {
    const x = lefts[g.from] as number;
    const width = spec.columns.slice(g.from, g.from + g.count).reduce((sum, c) => sum + c.width, 0);
    if (g.emphasis) canvas.fill(x, y, width, 2 * HEADER_ROW, [0.16, 0.36, 0.58]);
    canvas.cell(g.label, x, y + 2.5, width, {
      face: 'bold',
      size: SIZE,
      align: 'center',
      colour: WHITE,
      shrink: true,
    });
  }
  if (spec.groups) y += HEADER_ROW;
  spec.columns.forEach((c, k) => {
    canvas.cell(c.header, (lefts[k] as number) + 2, y + 2.5, c.width - 4, {
      face: 'bold',
      size: SIZE,
      align: c.align ?? 'left',
      colour: WHITE,
      shrink: true,
    });
  });
  return y + HEADER_ROW;
}

function drawRow(canvas: Canvas, spec: TableSpec, lefts: number[], row: Row, y: number): void {
  const ROW = spec.rowHeight ?? DEFAULT_ROW;
  const total = spec.columns.reduce((sum, c) => sum + c.width, 0);
  const shade = SHADE[row.style];
  if (shade) canvas.fill(MARGIN, y, total, ROW, shade);
  else canvas.fill(MARGIN, y + ROW - 0.4, total, 0.4, RULE);
  const face = row.style === 'line' || row.style === 'more' || row.style === 'level2' ? 'regular' : 'bold';
  const indent = row.style === 'sub' ? 8 : row.style === 'level2' ? 16 : 0;
  let k = 0;
  for (const text of row.cells) {
    const span = k === 0 && row.span ? row.span : 1;
    const columns = spec.columns.slice(k, k + span);
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    const align = span > 1 ? 'left' : (columns[0]?.align ?? 'left');
    const inset = k === 0 ? indent : 0;
    canvas.cell(text, (lefts[k] as number) + 2 + inset, y + (ROW - SIZE) / 2 - 0.6, width - 4 - inset, {
      face,
      size: SIZE,
      align,
    });
    k += span;
  }
}

/** The table as a section of the document: its pages, its rows drawn in order. */
export function tableSection(spec: TableSpec, contentsTitle = spec.title): Section {
  return {
    title: contentsTitle,
    orientation: 'landscape',
    pages: tablePages(spec),
    lines: spec.lineCount,
    async draw(page: PageContext) {
      const perPage = rowsPerPage(spec);
      const lefts = columnLefts(spec.columns);
      let onPage = perPage;
      let y = 0;
      let pages = 0;
      let drawn = 0;
      const start = async () => {
        await page.next();
        y = drawHead(page.canvas, spec, lefts, pages > 0);
        pages += 1;
        onPage = 0;
      };
      for (const row of spec.rows()) {
        if (onPage === perPage) await start();
        drawRow(page.canvas, spec, lefts, row, y);
        y += spec.rowHeight ?? DEFAULT_ROW;
        onPage += 1;
        drawn += 1;
        if (row.style === 'line' && spec.lineCount > 0) page.lineDone();
      }
      if (pages === 0) await start();
      if (drawn !== spec.rowCount) {
        throw new Error(`${spec.title}: planned ${spec.rowCount} rows, drew ${drawn}`);
      }
    },
  };
}

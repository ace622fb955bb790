/**
 * A table's rows as drawn (table.ts; docs/report-document.md "Layout"): the row and column types, each row's cells
 * broken into lines from the glyphs' advances (`wrapText`) so its height is known before it is drawn, and the row
 * drawn as a TR of the structure tree (tagging.ts).
 */
import { type Canvas, type Face, type Rgb, wrapText } from './canvas';
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
  /**
   * The rows in order. `measuring`: the first pass, which needs only the text that wraps; a table of asset lines may
   * leave its amounts empty then (they never wrap), sparing their formatting.
   */
  rows(measuring?: boolean): Iterable<Row>;
  /** A short table drawn whole at the top of the first page, under its caption (the pool's own figures). */
  lead?: { caption: string; spec: TableSpec; followedBy: string };
}

export const DEFAULT_ROW = 10.6;
export const SIZE = 6.8;
const NOTE_SIZE = 6.4;
/** Each further line of a wrapped row. */
const LINE = 7.8;
export const HEADER_ROW = 12;
export const TITLE_TOP = 50;
export const TABLE_TOP = 86;
const PAGE_HEIGHT = 595.28;
export const BOTTOM = PAGE_HEIGHT - 42;
export const MARGIN = 28;

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
export const HEAD_FILL: Rgb = [0.09, 0.25, 0.42];
export const WHITE: Rgb = [1, 1, 1];
const RULE: Rgb = [0.85, 0.87, 0.9];
const NOTE_INK: Rgb = [0.3, 0.35, 0.4];

/** A row as drawn: each cell's lines, its left edge and width, and the row's height. */
export interface Laid {
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

export function columnLefts(columns: readonly Column[]): number[] {
  const lefts: number[] = [];
  let x = MARGIN;
  for (const c of columns) {
    lefts.push(x);
    x += c.width;
  }
  return lefts;
}

export const tableWidth = (spec: TableSpec) => spec.columns.reduce((sum, c) => sum + c.width, 0);

/** The row's cells broken into lines: text (left-aligned) wraps, amounts keep one line. */
export function layRow(spec: TableSpec, lefts: readonly number[], row: Row): Laid {
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
export function drawLaid(
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

export const headerHeight = (spec: TableSpec) => (spec.groups ? 2 : 1) * HEADER_ROW;

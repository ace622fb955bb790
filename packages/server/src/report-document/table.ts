/**
 * Tables whose text wraps (docs/report-document.md "Layout"): a description or a group's name runs onto further
 * lines rather than being cut, so a row's height varies. Each row's lines are measured from the glyphs' advances
 * (canvas.ts `wrapText`) before anything is drawn: a first pass over the rows counts the table's pages, so "Page X
 * of Y" and the contents list are right on the first page, and the rows are then read again and drawn as they come
 * (a page of asset lines at a time), never all held. Each page repeats the section's title and the column headers.
 * Amounts stay on one line (shrunk down to 60% when wide, never cut).
 */

import { type Canvas, wrapText } from './canvas';
import { type PageContext, type Section, TYPE } from './page';
import {
  BOTTOM,
  columnLefts,
  drawLaid,
  HEAD_FILL,
  HEADER_ROW,
  headerHeight,
  type Laid,
  layRow,
  MARGIN,
  SIZE,
  TABLE_TOP,
  type TableSpec,
  TITLE_TOP,
  tableWidth,
  WHITE,
} from './table-rows';
import type { StructureElement } from './tagging';

export type { Column, ColumnGroup, Row, RowStyle, TableSpec } from './table-rows';

const CAPTION = 16;
const LEAD_GAP = 10;
/** Rows measured between two turns of the event loop while a large table is counted. */
const ROWS_BETWEEN_BREAKS = 4000;

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

/** Each row laid out, with the next one's (a group's heading is kept with its first line). */
function* laidOut(spec: TableSpec, measuring: boolean): Generator<{ laid: Laid; next: Laid | null }> {
  const lefts = columnLefts(spec.columns);
  let held: Laid | null = null;
  for (const row of spec.rows(measuring)) {
    const laid = layRow(spec, lefts, row);
    if (held) yield { laid: held, next: laid };
    held = laid;
  }
  if (held) yield { laid: held, next: null };
}

/** A new page before this row: it does not fit, or it heads a group whose first line would not fit under it. */
const breaksBefore = (y: number, laid: Laid, next: Laid | null) =>
  y + laid.height > BOTTOM ||
  (laid.row.style === 'group' && next !== null && y + laid.height + next.height > BOTTOM);

/**
 * A continued page that starts with the legends under the table (the customised rates' list can run over) repeats
 * the title but not the column headers, which head no row of it.
 */
const headless = (laid: Laid) => laid.row.style === 'note';

/** The pages the table takes: its rows measured and placed as `draw` places them. */
async function countPages(spec: TableSpec, leadHeight: number): Promise<number> {
  let pages = 1;
  let y = bodyTop(spec, leadHeight);
  let onPage = 0;
  let measured = 0;
  for (const { laid, next } of laidOut(spec, true)) {
    if (onPage > 0 && breaksBefore(y, laid, next)) {
      pages += 1;
      y = bodyTop(spec, 0) - (headless(laid) ? headerHeight(spec) : 0);
      onPage = 0;
    }
    y += laid.height;
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
      // A cell per TD where the table is short; a TD per row in a table of asset lines (tagging.ts).
      const perCell = spec.lineCount === 0;
      let y = 0;
      let started = 0;
      let onPage = 0;
      let table: StructureElement | null = null;
      const start = async (first: Laid | null) => {
        await page.next();
        drawTitle(page.canvas, spec, started > 0);
        let top = tableTop(spec);
        if (started === 0 && lead) top = drawLead(page.canvas, spec, lead, top);
        table ??= page.canvas.tags.open('Table');
        y =
          started > 0 && first !== null && headless(first)
            ? top
            : drawHead(page.canvas, spec, table, top, perCell);
        started += 1;
        onPage = 0;
      };
      for (const { laid, next } of laidOut(spec, false)) {
        if (started === 0 || (onPage > 0 && breaksBefore(y, laid, next))) await start(laid);
        drawLaid(page.canvas, spec, laid, y, table as unknown as StructureElement, perCell);
        y += laid.height;
        onPage += 1;
        if (laid.row.style === 'line' && spec.lineCount > 0) page.lineDone();
      }
      if (started === 0) await start(null);
      if (table) page.canvas.tags.close(table);
      if (started !== pages) throw new Error(`${spec.title}: counted ${pages} pages, drew ${started}`);
    },
  };
}

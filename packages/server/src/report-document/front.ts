/**
 * The front of the document (docs/report-document.md "Contents"): the contents list and the executive summary, and
 * the portrait pages' text helpers (the cover is cover.ts). Portrait A4, one page each; a field General Info leaves
 * empty is left out, never invented.
 */
import { dollarsToCents, formatMoney } from '@taxdep/domain/format';
import { summaryLeftOutText } from '@taxdep/domain/tax';
import { COMPARISON_TITLE, comparisonYears, drawComparisonChart } from './charts';
import type { ReportFacts } from './facts';
import type { ReportFigures } from './figures';
import { ACCENT, INK, MUTED, type Section, TYPE } from './page';
import { tagged } from './tagging';

/** The portrait pages' left margin and text width (points). */
export const LEFT = 56;
export const WIDTH = 595.28 - 2 * LEFT;

export type Field = readonly [label: string, value: string | null | undefined];

/** Label and value lines; empty values are left out. Answers the y under the last line. */
export function fields(
  doc: PDFKit.PDFDocument,
  items: readonly Field[],
  y: number,
  labelWidth = 150,
): number {
  let at = y;
  for (const [label, value] of items) {
    if (!value) continue;
    // One paragraph per field for a screen reader: the label, then its value (tagging.ts).
    tagged(doc, 'P', () => {
      doc
        .font('Body')
        .fontSize(TYPE.body)
        .fillColor(MUTED)
        .text(label, LEFT, at, { width: labelWidth - 8 });
      doc
        .font('Body')
        .fontSize(TYPE.body + 0.6)
        .fillColor(INK)
        .text(value, LEFT + labelWidth, at, { width: WIDTH - labelWidth });
    });
    at = Math.max(at + 15, doc.y + 4);
  }
  return at;
}

export function heading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  tagged(doc, 'H1', () => {
    doc
      .font('Bold')
      .fontSize(TYPE.heading + 3)
      .fillColor(ACCENT)
      .text(text, LEFT, y, { width: WIDTH });
  });
  doc.rect(LEFT, doc.y + 3, 40, 2).fill(ACCENT);
  return doc.y + 16;
}

export function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  size: number = TYPE.body,
): number {
  tagged(doc, 'P', () => {
    doc.font('Body').fontSize(size).fillColor(INK).text(text, LEFT, y, { width: WIDTH, lineGap: 1.5 });
  });
  return doc.y + 7;
}

export function subheading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  tagged(doc, 'H2', () => {
    doc.font('Bold').fontSize(TYPE.subheading).fillColor(ACCENT).text(text, LEFT, y, { width: WIDTH });
  });
  return doc.y + 5;
}

export function contentsSection(entries: () => readonly { title: string; page: number }[]): Section {
  return {
    title: 'Contents',
    orientation: 'portrait',
    pages: 1,
    listed: false,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Contents', 60);
      for (const entry of entries()) {
        tagged(doc, 'P', () => {
          doc
            .font('Body')
            .fontSize(TYPE.body + 1)
            .fillColor(INK)
            .text(entry.title, LEFT, y, { width: WIDTH - 60, lineBreak: false });
          doc.text(String(entry.page), LEFT + WIDTH - 50, y, { width: 50, align: 'right' });
        });
        doc
          .moveTo(LEFT, y + 14)
          .lineTo(LEFT + WIDTH, y + 14)
          .lineWidth(0.3)
          .stroke('#d3dae3');
        y += 20;
      }
    },
  };
}

const PERIODS = [
  ['firstYear', 'First year', 1],
  ['fiveYears', '5 years', 5],
  ['tenYears', '10 years', 10],
  ['fortyYears', '40 years', 40],
] as const;

export function executiveSummarySection(facts: ReportFacts, figures: ReportFigures): Section {
  return {
    title: 'Executive summary',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      const c = figures.comparison;
      const first = c.currentFinancialYear;
      let y = heading(doc, 'Executive summary', 60);
      y = paragraph(
        doc,
        `This schedule sets out the deductions for the decline in value of plant and equipment (Division 40) and ` +
          `for capital works (Division 43) at ${facts.record.property_name ?? 'the property'}, for the financial year ` +
          `ending 30 June ${first} and the years after it. The claims below add up each year's deductions, ` +
          'additional allowances included, under each method.',
        y,
      );
      const columnWidth = (WIDTH - 170) / 4;
      // Issue 25 item 7: the comparison is a Table of the structure tree, a TH or TD per cell.
      const tags = page.canvas.tags;
      const comparisonTable = tags.open('Table');
      const table = (cells: string[], at: number, bold: boolean, fill?: string) => {
        if (fill) doc.rect(LEFT, at - 4, WIDTH, 18).fill(fill);
        const draws = cells.map((text, k) => () => {
          doc
            .font(bold ? 'Bold' : 'Body')
            .fontSize(TYPE.body + 0.4)
            .fillColor(at === headerTop ? '#ffffff' : INK);
          if (k === 0) doc.text(text, LEFT + 6, at, { width: 164, lineBreak: false });
          else
            doc.text(text, LEFT + 170 + (k - 1) * columnWidth, at, {
              width: columnWidth - 6,
              align: 'right',
              lineBreak: false,
            });
        });
        tags.cells(comparisonTable, at === headerTop ? 'TH' : 'TD', draws);
      };
      y += 4;
      const headerTop = y;
      doc.rect(LEFT, y - 4, WIDTH, 30).fill(ACCENT);
      table(['Claims', ...PERIODS.map(([, label]) => label)], y, true);
      PERIODS.forEach(([, , years], k) => {
        const range = `FY${first}${years > 1 ? `–FY${first + years - 1}` : ''}`;
        doc.font('Body').fontSize(TYPE.small).fillColor('#cfe0f1');
        doc.text(range, LEFT + 170 + k * columnWidth, y + 12, {
          width: columnWidth - 6,
          align: 'right',
          lineBreak: false,
        });
      });
      y += 32;
      const own = facts.methodCode;
      for (const [label, line] of [
        ['Diminishing value', c.diminishingValue],
        ['Prime cost', c.primeCost],
      ] as const) {
        const mark = line.method === own ? ' (this report)' : '';
        table(
          [`${label}${mark}`, ...PERIODS.map(([key]) => formatMoney(dollarsToCents(line[key])))],
          y,
          mark !== '',
        );
        y += 18;
      }
      const difference = PERIODS.map(([key]) =>
        formatMoney(dollarsToCents(c.primeCost[key]) - dollarsToCents(c.diminishingValue[key])),
      );
      table(['Prime cost less diminishing value', ...difference], y, true, '#e4ebf2');
      tags.close(comparisonTable);
      y += 26;
      y = paragraph(
        doc,
        `This report uses the ${facts.methodName ?? 'depreciation'} method${own ? ` (${own})` : ''}. ` +
          'The row marked “this report” is the register as it stands, the summary tax flow’s figures; in the other ' +
          'row every Division 40 asset that follows the report’s method takes the other method from its start. ' +
          'Capital works stay straight line and the low value pool, instant write-offs and repairs do not change. ' +
          'Diminishing value gives larger deductions in the early years, prime cost the same deduction each year.' +
          firstYearNote(own, figures),
        y,
      );
      drawComparisonChart(page.canvas, comparisonYears(c), { x: LEFT, y: y + 4, width: WIDTH, height: 230 });
      doc
        .font('Body')
        .fontSize(TYPE.small)
        .fillColor(MUTED)
        .text(COMPARISON_TITLE, LEFT, y + 238, { width: WIDTH, align: 'center' });
      y += 262;
      const flowTotal = figures.flow.totalSummaryTaxFlow?.total;
      if (flowTotal !== undefined) {
        y = paragraph(
          doc,
          `Under this report’s methods the deductions over the ${figures.flow.balanceSummaryTaxFlow.length} years of the ` +
            `summary tax flow add up to ${formatMoney(flowTotal)} (the Total of the summary tax flow).`,
          y,
        );
      }
      // Issue 23 item 9: the Summary's totals reconcile with the register, in the Summary tab's words.
      const leftOut = summaryLeftOutText(figures.summaryLeftOut, figures.summary.lineCount);
      if (leftOut) paragraph(doc, leftOut, y);
    },
  };
}

/**
 * Issue 25 item 3: the report's first-year claim and the tax flow's first row differ by design when the year has
 * additional allowances (the flow prints them in a row of their own); the page says so, with both figures.
 */
function firstYearNote(own: string | null, figures: ReportFigures): string {
  const c = figures.comparison;
  const row = own === 'PC' ? c.primeCost : c.diminishingValue;
  const flowFirst = figures.flow.balanceSummaryTaxFlow[0]?.total;
  if (flowFirst === undefined) return '';
  const claimed = dollarsToCents(row.firstYear);
  if (claimed === flowFirst) return '';
  return (
    ` The first-year claim of this report, ${formatMoney(claimed)}, is the tax flow’s FY${c.currentFinancialYear} row ` +
    `(${formatMoney(flowFirst)}) plus that year’s additional allowances (${formatMoney(claimed - flowFirst)}), ` +
    'which the tax flow prints in its Additional allowances row.'
  );
}

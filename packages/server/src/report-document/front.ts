/**
 * The front of the document (docs/report-document.md "Contents"): the cover, the contents list and the executive
 * summary. Portrait A4, one page each; a field General Info leaves empty is left out, never invented.
 */
import { dollarsToCents, formatLongDate, formatMoney } from '@taxdep/domain/format';
import {
  formatShare,
  PROPERTY_USE_LABELS,
  summaryLeftOutText,
  TAXPAYER_ENTITY_LABELS,
} from '@taxdep/domain/tax';
import { COMPARISON_TITLE, comparisonYears, drawComparisonChart } from './charts';
import { drawCoverLogo, drawDateOfIssue, drawParties, LOGO_CARD } from './cover-firm';
import type { ReportFacts } from './facts';
import type { ReportFigures } from './figures';
import { ACCENT, INK, MUTED, type Section, TYPE } from './page';
import { tagged } from './tagging';

const LEFT = 56;
const WIDTH = 595.28 - 2 * LEFT;

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

const address = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;
const date = (d: string | null) => (d ? formatLongDate(d) : null);

const NOT_SET = 'Not set';

/** The cover's taxpayer lines (docs/report-document.md "Cover"): each shown, "Not set" where General Info has none. */
export function taxpayerFields(r: ReportFacts['record']): Field[] {
  return [
    ['Entity type', r.taxpayer_entity_type ? TAXPAYER_ENTITY_LABELS[r.taxpayer_entity_type] : NOT_SET],
    ['Property use', r.property_use ? PROPERTY_USE_LABELS[r.property_use] : NOT_SET],
    ['Contract (exchange) date', date(r.exchange_date) ?? NOT_SET],
    ['Settlement date', date(r.settlement_date) ?? NOT_SET],
  ];
}

export function coverSection(facts: ReportFacts): Section {
  const r = facts.record;
  return {
    title: 'Cover',
    orientation: 'portrait',
    pages: 1,
    listed: false,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      doc.rect(0, 40, 595.28, 250).fill(ACCENT);
      // Issue 25 item 1: the firm's logo at the top right; the title keeps clear of it.
      const titleWidth = (await drawCoverLogo(doc, facts)) ? LOGO_CARD.x - LEFT - 16 : WIDTH;
      // Issue 25 item 7: the band in reading order: the report type, the property as the document's first
      // heading, its address, the report's name and year, the date of issue (tagging.ts).
      tagged(doc, 'P', () => {
        doc
          .font('Bold')
          .fontSize(9)
          .fillColor('#9fc3e6')
          .text((r.report_type ?? 'Tax depreciation schedule').toUpperCase(), LEFT, 82, {
            characterSpacing: 1.5,
          });
      });
      tagged(doc, 'H1', () => {
        doc
          .font('Bold')
          .fontSize(26)
          .fillColor('#ffffff')
          .text(r.property_name ?? 'Depreciation schedule', LEFT, 104, { width: titleWidth });
      });
      const where = address(
        r.property_street_address,
        r.property_suburb,
        r.property_state,
        r.property_post_code,
      );
      if (where)
        tagged(doc, 'P', () => {
          doc
            .font('Body')
            .fontSize(12)
            .fillColor('#dbe8f5')
            .text(where, LEFT, doc.y + 6, { width: titleWidth });
        });
      const eofy = date(r.eofy_report_date);
      tagged(doc, 'P', () => {
        doc
          .font('Bold')
          .fontSize(13)
          .fillColor('#ffffff')
          .text(r.report_name ?? eofy ?? '', LEFT, 236, { width: WIDTH - 220 });
        if (eofy)
          doc
            .font('Body')
            .fontSize(9)
            .fillColor('#dbe8f5')
            .text(`Financial year ending ${eofy}`, LEFT, doc.y + 3);
      });
      const under = doc.y;
      tagged(doc, 'P', () => drawDateOfIssue(doc, facts, 236));
      doc.y = under;
      // Issue 23 item 7: an owner's document says whose it is where the reader looks first.
      if (facts.owner) {
        const owner = facts.owner;
        tagged(doc, 'P', () => {
          doc
            .font('Bold')
            .fontSize(11)
            .fillColor('#ffffff')
            .text(`${owner.name}’s schedule: ${formatShare(owner.share)} interest`, LEFT, doc.y + 8);
        });
      }
      let y = fields(
        doc,
        [
          ['Tax paying entity', r.reliant_party],
          // Issue 23: who claims, and how; the rules of the schedule depend on it, so an unanswered fact says so.
          ...taxpayerFields(r),
          ...ownerFields(facts),
          ['Client', facts.clientName],
          ['Fund', facts.fundName ? `${facts.fundName} (${r.fund_code})` : null],
          ['Instructed by', [r.instructed_person, r.instructed_company].filter(Boolean).join(', ')],
          ['Property', [r.property_name, r.lot_number].filter(Boolean).join(' · ')],
          ['Our reference', r.reference],
          ['Instruction reference', r.instruction_ref],
          ['Date of instruction', date(r.instruction_date)],
          ['Date of inspection', date(r.inspection_date)],
          ['Date of assessment', date(r.assessment_date)],
          ['Depreciation method', facts.methodName],
          [
            'Quantity surveyor',
            facts.surveyor ? `${facts.surveyor.name}${r.office ? `, ${r.office} office` : ''}` : null,
          ],
        ],
        drawParties(doc, facts, 308) + 12,
      );
      y = Math.max(y + 16, 660);
      doc.rect(LEFT, y, WIDTH, 62).fill('#eef3f8');
      doc.rect(LEFT, y, 3, 62).fill(ACCENT);
      doc
        .font('Body')
        .fontSize(TYPE.body)
        .fillColor(INK)
        .text(
          'The method of working out the decline in value, prime cost or diminishing value, is chosen for each ' +
            'depreciating asset in the first income year it is claimed and cannot be changed for that asset ' +
            'afterwards. Please give this schedule to your accountant or tax agent before that return is lodged.',
          LEFT + 14,
          y + 10,
          { width: WIDTH - 26, lineGap: 1.5 },
        );
    },
  };
}

/**
 * Issue 23 item 7: whose figures these are. An owner's document says every figure is that owner's interest (s40-35);
 * the whole's lists the owners, whose own documents add up to it.
 */
function ownerFields(facts: ReportFacts): [string, string | null][] {
  if (facts.owner) {
    const { name, share } = facts.owner;
    return [['Owner', `${name}, ${formatShare(share)} interest: every figure is this owner’s share`]];
  }
  if (facts.owners.length === 0) return [];
  return [['Owners', facts.owners.map((o) => `${o.name} ${formatShare(o.share)}`).join(', ')]];
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

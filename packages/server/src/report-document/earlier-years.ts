/**
 * "Earlier years you may still amend" (issue 25 item 6; docs/report-document.md "Earlier years you may still
 * amend"): the deductions of the two FYs before the current one that the figures reach, by schedule, with who may
 * amend those returns and by when (docs/tax-rules.md "Amendment period") and where the accountant gets those years'
 * files (docs/api.md "Exports", "Which FY"). One portrait page after the summary by asset group; left out when the
 * figures reach neither year (a property acquired in the current FY).
 */
import { formatLongDate, formatMoney } from '@taxdep/domain/format';
import { type EarlierYear, TAXPAYER_ENTITY_LABELS, type TaxpayerEntityType } from '@taxdep/domain/tax';
import type { ReportFacts } from './facts';
import type { ReportFigures } from './figures';
import { heading, paragraph } from './front';
import { ACCENT, INK, type Section, TYPE } from './page';

export const EARLIER_YEARS_TITLE = 'Earlier years you may still amend';

const LEFT = 56;
const WIDTH = 595.28 - 2 * LEFT;
const LABEL_WIDTH = 250;
const ROW = 18;

/** The table's rows: each schedule's figure for the year, then the balancing adjustments and the total. */
export const EARLIER_YEAR_ROWS: readonly (readonly [string, (year: EarlierYear) => number])[] = [
  ['Division 40 depreciating assets: decline in value', (y) => y.views.division40.depreciation],
  ['Low value pool: decline in value', (y) => y.views.lowValuePool.depreciation],
  ['Instant asset write-off', (y) => y.views.instantWriteOff.depreciation],
  ['Division 43 capital works', (y) => y.views.division43.depreciation],
  ['Fit-out abandonment: written off', (y) => y.abandonment],
  ['Repairs and expensed items', (y) => y.views.otherDeductions.depreciation],
  ['Balancing adjustments, net deductible', (y) => y.balancingAdjustments],
  ['Total deductions', (y) => y.total],
];

const yearEnd = (fy: number) => formatLongDate(`${fy}-06-30`);
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

const TWO_YEARS =
  'an individual generally has two years from the day after the tax office gives the notice of assessment to ' +
  'amend that return (a sole trader four years for 2024–25 and later years)';
const FOUR_YEARS =
  'companies, trusts, partnerships, superannuation funds and other taxpayers generally have four years from the ' +
  'day after the notice of assessment';

/** Who may amend those returns and by when, for the taxpayer's entity type (docs/tax-rules.md "Amendment period"). */
export function amendmentSentence(entity: TaxpayerEntityType | null, years: readonly number[]): string {
  const returns = `the return${years.length > 1 ? 's' : ''} for the year${years.length > 1 ? 's' : ''} ending ${listed(years.map(yearEnd))}`;
  const check =
    'Whether a particular return is still in time (the date of its notice, an objection instead) is for the ' +
    'accountant to confirm.';
  if (entity === null)
    return (
      `Who may amend, and by when: the taxpayer’s entity type is not set in this report, so both periods are ` +
      `given: ${TWO_YEARS}; ${FOUR_YEARS}. Lodged and assessed after each year ended, ${returns} may still be ` +
      `amended within that period. ${check}`
    );
  const period = entity === 'individual' ? TWO_YEARS : `${FOUR_YEARS} to amend a return`;
  return (
    `Who may amend, and by when: the taxpayer is entered as ${TAXPAYER_ENTITY_LABELS[entity]}; ${period}. ` +
    `Lodged and assessed after each year ended, ${returns} may still be amended within that period. ${check}`
  );
}

/** Where the accountant gets those years' files (docs/api.md "Exports": the schedule export's `financialYear`). */
export function exportsSentence(years: readonly number[]): string {
  return (
    `The accountant’s files of ${years.length > 1 ? 'these years' : 'this year'}: the report’s Export menu in the ` +
    `portal offers ${listed(years.map((fy) => `FY${fy}`))} beside the current year, for the schedule in the ` +
    'HandiTax, Class Super or Xero layout.'
  );
}

/** The section, or null when the figures reach neither of the two FYs before the current one. */
export function earlierYearsSection(facts: ReportFacts, figures: ReportFigures): Section | null {
  const years = figures.earlierYears;
  if (years.length === 0) return null;
  const fys = years.map((y) => y.financialYear);
  return {
    title: EARLIER_YEARS_TITLE,
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, EARLIER_YEARS_TITLE, 60);
      y = paragraph(
        doc,
        `The deductions of the year${fys.length > 1 ? 's' : ''} ending ${listed(fys.map(yearEnd))}, worked out from ` +
          'the same register as the rest of this schedule, each asset from its own start date: each figure is the ' +
          'total of that schedule for the year, as the Deductions tab gives it. Where a return for one of these ' +
          'years claimed other amounts, it may be amended.',
        y,
      );
      const tags = page.canvas.tags;
      const table = tags.open('Table');
      const columnWidth = (WIDTH - LABEL_WIDTH) / fys.length;
      const row = (cells: string[], at: number, header: boolean, bold: boolean) => {
        const draws = cells.map((text, k) => () => {
          doc
            .font(bold ? 'Bold' : 'Body')
            .fontSize(TYPE.body + 0.4)
            .fillColor(header ? '#ffffff' : INK);
          if (k === 0) doc.text(text, LEFT + 6, at, { width: LABEL_WIDTH - 12, lineBreak: false });
          else
            doc.text(text, LEFT + LABEL_WIDTH + (k - 1) * columnWidth, at, {
              width: columnWidth - 6,
              align: 'right',
              lineBreak: false,
            });
        });
        tags.cells(table, header ? 'TH' : 'TD', draws);
      };
      y += 4;
      doc.rect(LEFT, y - 5, WIDTH, ROW).fill(ACCENT);
      row(['Year ending', ...fys.map(yearEnd)], y, true, true);
      y += ROW;
      for (const [label, figure] of EARLIER_YEAR_ROWS) {
        const total = label === 'Total deductions';
        if (total) doc.rect(LEFT, y - 5, WIDTH, ROW).fill('#eef3f8');
        row([label, ...years.map((year) => formatMoney(figure(year)))], y, false, total);
        y += ROW;
      }
      tags.close(table);
      y = paragraph(doc, amendmentSentence(facts.record.taxpayer_entity_type ?? null, fys), y + 12);
      paragraph(doc, exportsSentence(fys), y);
    },
  };
}

/**
 * The basis and exclusions page (issue 27 item 5; ../shared/reference/report-document.md "method statement / basis
 * of report", applied to a forecast): the property, the years and prices the figures are in, how a cost escalates
 * (C_y = C_0 × (1 + e)^y) and rounds, what an item's remaining life means, what is excluded, and the items left out.
 * One portrait page.
 */
import { fields, heading, paragraph, type Section, subheading } from '../report-document';
import type { CapexDocumentInput } from './input';
import {
  escalationExample,
  escalationText,
  financialYearText,
  horizonText,
  sinkingFundText,
} from './settings-text';

const COUNT = new Intl.NumberFormat('en-AU');

/** The sentence on the items left out: none, or how many and where the list is (`leftOutPage`, when listed). */
export function leftOutSentence(input: CapexDocumentInput, leftOutPage: number | null): string {
  const left = input.forecast.leftOut.length;
  const all = COUNT.format(input.items.length);
  if (left === 0) return `Every one of the ${all} items is in the forecast: none is left out.`;
  return (
    `${COUNT.format(left)} of the ${all} items ${left === 1 ? 'is' : 'are'} left out: ${left === 1 ? 'its' : 'their'} ` +
    'entries could not be read (a field missing or out of range), so no figure of this forecast includes ' +
    `${left === 1 ? 'it' : 'them'}. ${left === 1 ? 'It is' : 'They are'} listed with what must be corrected under ` +
    `“Items left out of the forecast”${leftOutPage === null ? '' : ` on page ${leftOutPage}`}, and in the item schedule.`
  );
}

export function basisSection(input: CapexDocumentInput, leftOutPage: () => number | null): Section {
  const { header, settings, sinkingFund } = input;
  return {
    title: 'Basis of the forecast and exclusions',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Basis of the forecast', 60);
      y = fields(
        doc,
        [
          ['Property', header.propertyName],
          ['Address', header.propertyAddress],
          ['Base year', financialYearText(settings.baseYear)],
          ['Horizon', horizonText(settings)],
          ['Escalation', escalationText(settings)],
          [
            'Sinking fund',
            sinkingFund ? sinkingFundText(sinkingFund.settings, settings.baseYear) : 'Not modelled',
          ],
        ],
        y,
        120,
      );
      y = subheading(doc, 'How the figures are worked', y + 6);
      for (const text of [
        'Years are Australian financial years ending 30 June, named by the year they end in. Year 0 is the base ' +
          `year, FY${settings.baseYear}, the year of the forecast’s base date: every cost is entered in its prices. ` +
          'Year y is the financial year y years after it.',
        'Base cost C₀ is an item’s lump sum, or its quantity times its unit rate rounded once to the cent.',
        'Remaining life is the number of years from the base year until the item is due for replacement: its life ' +
          'less its age at the base year (the base year less the year installed), never below 0, unless the ' +
          'surveyor set it after inspection, with the reason given in the item schedule. An item past its life is ' +
          'due now and is shown in year 0.',
        'An item is replaced in the year its remaining life runs out and then every time its life runs out again, ' +
          'while that year is within the horizon. A replacement is assumed to be like for like.',
        'Escalation: the cost of a replacement in year y is C_y = C₀ × (1 + e)^y, where e is the escalation rate ' +
          'of the item’s building element. Each year’s cost is worked from C₀ exactly and rounded once, half away ' +
          `from zero, to the cent; no rounding is compounded. ${escalationExample(settings)}`,
        'Every total (by element, by year, by time band, capital and repairs) adds up these rounded costs, so the ' +
          'tables agree to the cent. Capital spending and repairs and maintenance are shown apart.',
      ]) {
        y = paragraph(doc, text, y);
      }
      y = subheading(doc, 'Exclusions', y + 4);
      for (const text of [
        'GST: every amount is exclusive of GST.',
        'Fees: professional and consultants’ fees, authority and permit fees, project management and contingencies ' +
          'are excluded.',
        'Also excluded: finance costs, loss of rent or disruption while work is done, upgrades to meet a later ' +
          'code or standard, work caused by damage or a defect not seen at inspection, and hazardous materials.',
        'This forecast is not a condition or structural report, nor a quotation: lives and conditions are the ' +
          'surveyor’s estimates from a visual inspection, and actual prices will differ from escalated estimates.',
      ]) {
        y = paragraph(doc, text, y);
      }
      y = subheading(doc, 'Items left out', y + 4);
      paragraph(doc, leftOutSentence(input, leftOutPage()), y);
    },
  };
}

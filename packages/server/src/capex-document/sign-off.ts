/**
 * The forecast's last page (issue 27 item 5): what the forecast may be relied on for, and the sign-off as the
 * depreciation schedule's (report-document/sign-off.ts `signatories`): the surveyor and the checker with their
 * registration numbers, offices and the days they signed, and whether the checker has signed it off.
 */
import { formatLongDate } from '@taxdep/domain/format';
import { heading, paragraph, type Section, signatories } from '../report-document';
import { type CapexDocumentInput, signingOf } from './input';

export const CAPEX_DISCLAIMER = [
  'This forecast estimates the cost of replacing and repairing the building elements of the property named on the ' +
    'cover over the horizon shown, for the owner’s planning and budgeting. Lives, conditions and costs are the ' +
    'surveyor’s estimates from the information given and a visual inspection; actual costs and timing will differ.',
  'It is not a quotation, a condition or structural report, or financial or tax advice. No one but the party it is ' +
    'prepared for may rely on it without the firm’s written consent.',
];

export function signOffSection(input: CapexDocumentInput): Section {
  const signing = signingOf(input.header);
  return {
    title: 'Disclaimer and sign-off',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Disclaimer', 60);
      for (const text of CAPEX_DISCLAIMER) y = paragraph(doc, text, y);
      y = heading(doc, 'Sign-off', y + 16);
      signatories(doc, signing, y);
      y += 150;
      y = paragraph(
        doc,
        signing.signedOff
          ? `Signed off by the checker on ${formatLongDate(signing.signedOff)}.`
          : `Not yet signed off: the forecast’s status is ${input.header.status}. This is a draft.`,
        y,
        9.5,
      );
      const { firm } = input;
      const issuer = [firm.name, firm.abn && `ABN ${firm.abn}`].filter(Boolean);
      if (issuer.length > 0) paragraph(doc, `Issued by ${issuer.join(' · ')}.`, y, 9.5);
    },
  };
}

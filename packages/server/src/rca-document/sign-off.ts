/**
 * The assessment's last page (issue 28 item 5): what it may be relied on for, and the sign-off as the depreciation
 * schedule's and the capex forecast's (report-document/sign-off.ts `signatories`): the surveyor and the checker
 * with their registration numbers, offices and the days they signed, and whether the checker has signed it off.
 */
import { formatLongDate } from '@taxdep/domain/format';
import { heading, paragraph, type Section, signatories } from '../report-document';
import type { RcaDocumentInput } from './input';
import { signingOf } from './wording';

export const RCA_DISCLAIMER = [
  'This assessment estimates the cost of reinstating the buildings of the property named on the cover, for setting ' +
    'their sum insured. Areas, rates and allowances are the surveyor’s from the information given and an ' +
    'inspection; the cost of an actual rebuild will differ with its time, design and market.',
  'It is not a valuation of the property, a quotation, a condition or structural report, or insurance advice: the ' +
    'owner should confirm the policy’s terms (its average clause, extensions and limits) with their insurer or ' +
    'broker. No one but the party it is prepared for may rely on it without the firm’s written consent.',
];

export function signOffSection(input: RcaDocumentInput): Section {
  const signing = signingOf(input.header);
  return {
    title: 'Disclaimer and sign-off',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Disclaimer', 60);
      for (const text of RCA_DISCLAIMER) y = paragraph(doc, text, y);
      y = heading(doc, 'Sign-off', y + 16);
      signatories(doc, signing, y);
      y += 150;
      y = paragraph(
        doc,
        signing.signedOff
          ? `Signed off by the checker on ${formatLongDate(signing.signedOff)}.`
          : `Not yet signed off: the assessment’s status is ${input.header.status}. This is a draft.`,
        y,
        9.5,
      );
      const { firm } = input;
      const issuer = [firm.name, firm.abn && `ABN ${firm.abn}`].filter(Boolean);
      if (issuer.length > 0) paragraph(doc, `Issued by ${issuer.join(' · ')}.`, y, 9.5);
    },
  };
}

/**
 * The firm's part of the notes and sign-off pages (issue 25 item 1; docs/report-document.md "Contents"): the
 * firm's standard texts, bounded to their page, and each signatory with their name, role, tax agent registration
 * number, office and the day they signed.
 */
import { formatLongDate } from '@taxdep/domain/format';
import type { ReportFacts } from './facts';
import { INK, TYPE } from './page';

const LEFT = 56;
const WIDTH = 595.28 - 2 * LEFT;

/**
 * The firm's paragraphs from `y`, none below `bottom`: the domain bounds the texts to fit (FIRM_TEXT_LIMITS), and
 * this keeps a page's count exact even for text of unusually wide letters (a paragraph that would cross the bottom
 * ends in an ellipsis). Answers the y under the last.
 */
export function firmParagraphs(
  doc: PDFKit.PDFDocument,
  paragraphs: readonly string[],
  y: number,
  bottom: number,
) {
  let at = y;
  for (const text of paragraphs) {
    if (at > bottom - 14) break;
    doc
      .font('Body')
      .fontSize(TYPE.body)
      .fillColor(INK)
      .text(text, LEFT, at, { width: WIDTH, lineGap: 1.5, height: bottom - at, ellipsis: true });
    at = doc.y + 7;
  }
  return at;
}

const officeLine = (office: NonNullable<ReportFacts['surveyor']>['office']) =>
  office
    ? `${office.name} office, ${office.street_address}, ${office.suburb} ${office.state} ${office.postcode}`
    : 'Office not recorded';

/** The surveyor's and the checker's signature blocks, side by side from `y`. */
export function signatories(
  doc: PDFKit.PDFDocument,
  facts: Pick<ReportFacts, 'surveyor' | 'checker' | 'completed'>,
  y: number,
): void {
  const block = (role: string, person: ReportFacts['surveyor'], signed: string, x: number) => {
    doc
      .moveTo(x, y + 40)
      .lineTo(x + 220, y + 40)
      .lineWidth(0.6)
      .stroke('#52606d');
    doc
      .font('Bold')
      .fontSize(9.5)
      .fillColor('#1f2933')
      .text(person?.name ?? 'Not assigned', x, y + 48, { width: 220 });
    doc
      .font('Body')
      .fontSize(8)
      .fillColor('#52606d')
      .text(role, x, doc.y + 2, { width: 220 });
    const lines = [
      person?.taxAgentNumber
        ? `Tax agent registration number ${person.taxAgentNumber}`
        : 'Tax agent registration number not recorded',
      officeLine(person?.office ?? null),
      person?.signedOn
        ? `${signed} ${formatLongDate(person.signedOn)}`
        : // A Completed report signed before the workflow recorded its steps (or seeded so) has no date to give.
          `${signed}: ${facts.completed ? 'date not recorded' : 'not yet'}`,
    ];
    for (const line of lines) doc.text(line, x, doc.y + 2, { width: 220 });
  };
  block('Prepared by (quantity surveyor)', facts.surveyor, 'Submitted for checking', LEFT);
  block('Checked by', facts.checker, 'Signed off', 316);
}

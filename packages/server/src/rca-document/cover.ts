/**
 * The assessment's cover (issue 28 item 5), laid out as the depreciation schedule's and the capex forecast's
 * (report-document/cover.ts): the band with the property, its address, the assessment's name, the date of issue
 * (or "Draft of …") and the firm's logo; under it who the assessment is for and by whom, its facts, and the
 * recommended sum insured in large type, or why there is none yet (never an invented figure).
 */
import {
  ACCENT,
  drawCoverLogo,
  drawDateOfIssue,
  drawPartyColumns,
  fields,
  INK,
  LEFT,
  LOGO_CARD,
  MUTED,
  preparedBy,
  type Section,
  TYPE,
  tagged,
  WIDTH,
} from '../report-document';
import type { RcaDocumentInput } from './input';
import { buildingName, longDate, money, policyText, signingOf } from './wording';

/** The box of the recommendation: its label, the figure and the line under it. */
function recommendation(input: RcaDocumentInput): { label: string; value: string; detail: string } {
  const { assessment, problem } = input.result;
  if (assessment === null) {
    return {
      label: 'No sum insured recommended yet',
      value: 'Inputs to correct',
      detail: `${problem} Each input to correct is listed in this draft, under “Inputs to correct”.`,
    };
  }
  const gst = input.settings.gstIncluded
    ? 'including GST'
    : 'excluding GST (the owner claims input tax credits)';
  return {
    label: 'Recommended sum insured',
    value: money(assessment.recommendedSumInsuredCents),
    detail: `${assessment.roundingNote} from a total of ${money(assessment.totalCents)}; ${gst}.`,
  };
}

export function coverSection(input: RcaDocumentInput): Section {
  const { header, settings } = input;
  const signing = signingOf(header);
  return {
    title: 'Cover',
    orientation: 'portrait',
    pages: 1,
    listed: false,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      doc.rect(0, 40, 595.28, 250).fill(ACCENT);
      const titleWidth = (await drawCoverLogo(doc, input)) ? LOGO_CARD.x - LEFT - 16 : WIDTH;
      tagged(doc, 'P', () => {
        doc
          .font('Bold')
          .fontSize(9)
          .fillColor('#9fc3e6')
          .text('REINSTATEMENT COST ASSESSMENT', LEFT, 82, { characterSpacing: 0.8 });
      });
      tagged(doc, 'H1', () => {
        doc
          .font('Bold')
          .fontSize(26)
          .fillColor('#ffffff')
          .text(header.propertyName ?? header.reportName, LEFT, 104, {
            width: titleWidth,
            height: 66,
            ellipsis: true,
          });
      });
      if (header.propertyAddress)
        tagged(doc, 'P', () => {
          doc
            .font('Body')
            .fontSize(12)
            .fillColor('#dbe8f5')
            .text(header.propertyAddress, LEFT, doc.y + 6, { width: titleWidth, height: 32, ellipsis: true });
        });
      tagged(doc, 'P', () => {
        doc
          .font('Bold')
          .fontSize(13)
          .fillColor('#ffffff')
          // A long name takes two lines at most, starting higher (the banner ends at 290), and the line under it
          // follows it; a short one sits level with the date of issue.
          .text(header.reportName, LEFT, nameTop(doc, header.reportName), {
            width: NAME_WIDTH,
            height: 34,
            ellipsis: true,
          });
        doc
          .font('Body')
          .fontSize(9)
          .fillColor('#dbe8f5')
          .text(
            `For insurance: the cost of reinstatement as at ${longDate(settings.assessmentDate)}`,
            LEFT,
            Math.max(250, doc.y + 4),
          );
      });
      tagged(doc, 'P', () => drawDateOfIssue(doc, signing, 236));
      const forLines = [header.clientName, header.fundName && `Fund: ${header.fundName}`].filter(
        (line): line is string => Boolean(line),
      );
      const byLines = preparedBy({ firm: input.firm, surveyor: header.surveyor });
      const names = input.buildings.map(buildingName);
      fields(
        doc,
        [
          ['Property', header.propertyName],
          ['Address', header.propertyAddress],
          ['Client', header.clientName],
          ['Fund', header.fundName],
          ['Our reference', header.reference],
          ['Assessment date', longDate(settings.assessmentDate)],
          ['Policy period', policyText(settings)],
          [
            names.length === 1 ? 'Building' : 'Buildings',
            names.length <= 4 ? names.join('; ') : `${names.length} buildings, listed in the summary`,
          ],
          ['Status', header.status],
          ['Quantity surveyor', header.surveyor?.name],
          ['Checked by', header.checker?.name],
        ],
        drawPartyColumns(doc, forLines, byLines, 308) + 12,
      );
      drawRecommendation(doc, recommendation(input));
    },
  };
}

function drawRecommendation(doc: PDFKit.PDFDocument, box: ReturnType<typeof recommendation>): void {
  const y = 690;
  doc.rect(LEFT, y, WIDTH, 96).fill('#eef3f8');
  doc.rect(LEFT, y, 4, 96).fill(ACCENT);
  tagged(doc, 'P', () => {
    doc
      .font('Bold')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(box.label.toUpperCase(), LEFT + 18, y + 12, { width: WIDTH - 36, characterSpacing: 0.8 });
    doc
      .font('Bold')
      .fontSize(32)
      .fillColor(ACCENT)
      .text(box.value, LEFT + 18, y + 26, { width: WIDTH - 36, lineBreak: false });
    doc
      .font('Body')
      .fontSize(TYPE.body)
      .fillColor(INK)
      .text(box.detail, LEFT + 18, y + 68, { width: WIDTH - 36, height: 24, ellipsis: true });
  });
}

const NAME_WIDTH = WIDTH - 220;

/** 236 for a name on one line (level with the date of issue), 222 for one that wraps to two. */
function nameTop(doc: PDFKit.PDFDocument, name: string): number {
  return doc.heightOfString(name, { width: NAME_WIDTH }) > 20 ? 222 : 236;
}

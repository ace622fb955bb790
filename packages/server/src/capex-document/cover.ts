/**
 * The forecast's cover (issue 27 item 5), laid out as the depreciation schedule's (report-document/cover.ts): the
 * band with the property, the forecast's name and period, the date of issue (or "Draft of …") and the firm's logo;
 * under it who the forecast is for and by whom, the forecast's facts, and what its figures are.
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
  preparedBy,
  type Section,
  TYPE,
  tagged,
  WIDTH,
} from '../report-document';
import { type CapexDocumentInput, signingOf } from './input';
import { escalationText, horizonText } from './settings-text';

export function coverSection(input: CapexDocumentInput): Section {
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
          .text('CAPITAL EXPENDITURE FORECAST', LEFT, 82, { characterSpacing: 0.8 });
      });
      tagged(doc, 'H1', () => {
        doc
          .font('Bold')
          .fontSize(26)
          .fillColor('#ffffff')
          .text(header.propertyName ?? header.reportName, LEFT, 104, { width: titleWidth });
      });
      if (header.propertyAddress)
        tagged(doc, 'P', () => {
          doc
            .font('Body')
            .fontSize(12)
            .fillColor('#dbe8f5')
            .text(header.propertyAddress, LEFT, doc.y + 6, { width: titleWidth });
        });
      tagged(doc, 'P', () => {
        doc
          .font('Bold')
          .fontSize(13)
          .fillColor('#ffffff')
          .text(header.reportName, LEFT, 236, { width: WIDTH - 220 });
        doc
          .font('Body')
          .fontSize(9)
          .fillColor('#dbe8f5')
          .text(
            `Financial years ending 30 June ${settings.baseYear} to ${settings.baseYear + settings.horizon}`,
            LEFT,
            doc.y + 3,
          );
      });
      tagged(doc, 'P', () => drawDateOfIssue(doc, signing, 236));
      const forLines = [header.clientName, header.fundName && `Fund: ${header.fundName}`].filter(
        (line): line is string => Boolean(line),
      );
      const byLines = preparedBy({ firm: input.firm, surveyor: header.surveyor });
      let y = fields(
        doc,
        [
          ['Property', header.propertyName],
          ['Address', header.propertyAddress],
          ['Client', header.clientName],
          ['Fund', header.fundName],
          ['Our reference', header.reference],
          ['Base year', `FY${settings.baseYear}: costs are in its prices`],
          ['Horizon', horizonText(settings)],
          ['Escalation', escalationText(settings)],
          ['Items', itemCount(input)],
          ['Status', header.status],
          ['Quantity surveyor', header.surveyor?.name],
          ['Checked by', header.checker?.name],
        ],
        drawPartyColumns(doc, forLines, byLines, 308) + 12,
      );
      y = Math.max(y + 16, 680);
      doc.rect(LEFT, y, WIDTH, 50).fill('#eef3f8');
      doc.rect(LEFT, y, 3, 50).fill(ACCENT);
      tagged(doc, 'P', () => {
        doc
          .font('Body')
          .fontSize(TYPE.body)
          .fillColor(INK)
          .text(
            'Every figure is an estimate of replacement cost, exclusive of GST and of professional fees, escalated ' +
              'to the year it falls in. It is a forecast for planning and budgeting, not a quotation: the basis ' +
              'and exclusions are set out on the following pages.',
            LEFT + 14,
            y + 10,
            { width: WIDTH - 26, lineGap: 1.5 },
          );
      });
    },
  };
}

const COUNT = new Intl.NumberFormat('en-AU');

function itemCount(input: CapexDocumentInput): string {
  const left = input.forecast.leftOut.length;
  const all = `${COUNT.format(input.items.length)} item${input.items.length === 1 ? '' : 's'}`;
  return left === 0 ? all : `${all}, ${COUNT.format(left)} left out (listed with the reasons)`;
}

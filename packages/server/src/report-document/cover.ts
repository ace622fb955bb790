/**
 * The cover (docs/report-document.md "Contents" and "The firm on the document"): the band with the property and the
 * date of issue, who the schedule is for and by, and the report's fields. A field General Info leaves empty is left
 * out, never invented; the taxpayer's facts say "Not set" (issue 23).
 */
import { formatLongDate } from '@taxdep/domain/format';
import { formatShare, PROPERTY_USE_LABELS, TAXPAYER_ENTITY_LABELS } from '@taxdep/domain/tax';
import { drawCoverLogo, drawDateOfIssue, drawParties, LOGO_CARD } from './cover-firm';
import type { ReportFacts } from './facts';
import { type Field, fields, LEFT, WIDTH } from './front';
import { ACCENT, INK, type Section, TYPE } from './page';
import { tagged } from './tagging';

const address = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;
const date = (d: string | null) => (d ? formatLongDate(d) : null);

const NOT_SET = 'Not set';

/** The cover's taxpayer lines (docs/report-document.md "Cover"): each shown, "Not set" where General Info has none. */
function taxpayerFields(r: ReportFacts['record']): Field[] {
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
            characterSpacing: 0.8,
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

/**
 * The words around the figures (docs/report-document.md "Contents"; ../shared/reference/report-document.md "What a
 * professional Australian schedule contains"): the property and instruction details with the basis of the report,
 * the notes and legislation cited, and the disclaimer with the sign-off. Portrait A4, one page each.
 */
import { formatLongDate, formatMoney } from '@taxdep/domain/format';
import { type ReportFactValues, scheduleStartSentence } from '@taxdep/domain/report';
import type { ReportFacts } from './facts';
import { fields, heading, paragraph, subheading } from './front';
import type { Section } from './page';

const date = (d: string | null) => (d ? formatLongDate(d) : null);
const NOT_RECORDED = 'Not recorded';

/** The record's facts as the domain's rules read them (packages/domain/src/report/report-facts.ts). */
function factValuesOf(r: ReportFacts['record']): ReportFactValues {
  return {
    instructedPerson: r.instructed_person,
    instructedCompany: r.instructed_company,
    instructionRef: r.instruction_ref,
    instructionDate: r.instruction_date,
    inspectionDate: r.inspection_date,
    exchangeDate: r.exchange_date,
    settlementDate: r.settlement_date,
    constructionCommencementDate: r.construction_commencement_date,
    constructionCompletionDate: r.construction_completion_date,
    firstAvailableForRentDate: r.first_available_for_rent_date,
  };
}
const money = (cents: bigint | null) => (cents === null ? null : formatMoney(Number(cents)));

const LEAP_YEAR: Record<string, string> = {
  statutory:
    'Leap years: a financial year that holds 29 February counts 366 days held, a factor of 366/365, as the ' +
    'ATO’s guides print it and ATO ID 2004/932 decided for Division 43.',
  cap365:
    'Leap years: the days an asset is held in a financial year never exceed 365, so a leap year gives no extra ' +
    'day’s decline.',
};
const ROUNDING: Record<string, string> = {
  cent:
    'Rounding: each asset’s decline in value for a year is worked out exactly and rounded once, half away from ' +
    'zero, to the cent; the rounded closing value is carried forward. This document shows whole dollars.',
  dollar:
    'Rounding: each asset’s decline in value for a year is worked out exactly and rounded once, half away from ' +
    'zero, to the whole dollar, as the ATO’s published examples do; the rounded closing value is carried forward.',
};

export function basisSection(facts: ReportFacts): Section {
  const r = facts.record;
  return {
    title: 'Property, instructions and basis of this report',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Property and instructions', 60);
      y = fields(
        doc,
        [
          ['Property', r.property_name],
          ['Lot', r.lot_number],
          [
            'Address',
            [r.property_street_address, r.property_suburb, r.property_state, r.property_post_code]
              .filter(Boolean)
              .join(', '),
          ],
          ['Property code', r.property_code],
          ['Portfolio', r.portfolio_name],
          ['Tax paying entity', r.reliant_party],
          [
            'Instructed by',
            [r.instructed_person, r.instructed_company].filter(Boolean).join(', ') || NOT_RECORDED,
          ],
          ['Instruction reference', r.instruction_ref ?? NOT_RECORDED],
          [
            'Instruction address',
            [r.instruction_street_address, r.instruction_suburb, r.instruction_state, r.instruction_post_code]
              .filter(Boolean)
              .join(', '),
          ],
          ['Vendor', r.vendor_entity],
          ['Purchase price', money(r.purchase_price)],
          ['Unimproved land value', money(r.unimproved_land_value)],
          ['Building period at report date', r.building_period_at_report_date],
        ],
        y,
      );
      y = subheading(doc, 'Dates', y + 8);
      y = fields(
        doc,
        [
          // Issue 25: every fact, "Not recorded" where General Info has none (a draft shows what is missing).
          ['Date of instruction', date(r.instruction_date) ?? NOT_RECORDED],
          ['Date of inspection', date(r.inspection_date) ?? NOT_RECORDED],
          ['Date of assessment', date(r.assessment_date)],
          ['Exchange of contracts', date(r.exchange_date) ?? NOT_RECORDED],
          ['Settlement', date(r.settlement_date) ?? NOT_RECORDED],
          ['Construction commenced', date(r.construction_commencement_date) ?? NOT_RECORDED],
          ['Construction completed', date(r.construction_completion_date) ?? NOT_RECORDED],
          ['First available for rent', date(r.first_available_for_rent_date) ?? NOT_RECORDED],
          ['Claims start', date(r.start_claim_date)],
          ['Current financial year ends', date(r.eofy_report_date)],
        ],
        y,
      );
      y = subheading(doc, 'Basis of this report', y + 8);
      const low = r.low_value_pool_flag
        ? 'Low value pool: used. Low-cost assets (under $1,000) are pooled at 18.75% in their first year and the pool declines at 37.5% a year (Subdivision 40-E).'
        : 'Low value pool: not used. Low-cost assets are depreciated one by one under the report’s method.';
      for (const text of [
        scheduleStartSentence(factValuesOf(r)),
        `Method: ${facts.methodName ?? 'as set for each asset'}. Capital works (Division 43) are always claimed straight line, at 2.5% or 4% a year by the type of construction and the date it started.`,
        'Costs: where the actual cost of an item or of construction was not known, it was estimated by a quantity surveyor as Taxation Ruling TR 97/25 allows. Plant and equipment is valued at the part of the purchase price reasonably attributable to it.',
        'Effective lives: those of the Commissioner’s determination in force when each asset was acquired (s40-95(2)); for acquisitions from 16 September 2025 the Effective Life Determination 2025.',
        'Decline in value starts when an asset is first used or installed ready for use; the first year is apportioned by the days held out of 365.',
        low,
        LEAP_YEAR[r.leap_year_policy] ?? '',
        ROUNDING[r.rounding_unit] ?? '',
      ]) {
        y = paragraph(doc, text, y);
      }
    },
  };
}

export function notesSection(): Section {
  return {
    title: 'Notes, assumptions and legislation',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Notes and assumptions', 60);
      for (const text of [
        'The owner is assumed to own every asset in this schedule and to use it to produce assessable income for the whole of each year. Where a use is partly private, only the taxable-use share may be claimed (s40-25); this schedule gives the whole decline in value.',
        'Deductions of a year are shown as the decline in value plus any abandonment write-off, less any balancing adjustment (a positive adjustment is assessable income). Demolitions are written off as balancing adjustments under s43-40; an asset disposed of gives a balancing adjustment under s40-285.',
        'The prior financial year and the figures before the current one belong to earlier schedules and are not repeated here.',
        'Where the owner is an individual, partnership, trust or self-managed superannuation fund renting residential premises outside a business under a contract made from 9 May 2017, plant that was second-hand when acquired (it came with the premises, or the register says so) has no Division 40 deduction (s40-27): it is listed with $0 deductions while its value still declines, that decline being a capital loss or gain when it is disposed of (CGT event K7), and its balancing adjustment is nil (s40-291). For an owner renting the property outside a business, an item costing $300 or less is deducted in full in its first year unless it is part of a set or of identical items costing more than $300 together (s40-80(2)). Effective lives are not recalculated (s40-110).',
        'Thresholds and dates that change (instant asset write-off limits, temporary full expensing, the effective-life determination in force) must be confirmed for the year of each claim.',
      ]) {
        y = paragraph(doc, text, y);
      }
      y = subheading(doc, 'Legislation and rulings cited', y + 6);
      for (const text of [
        'Income Tax Assessment Act 1997: Division 40 (s40-25, s40-27, s40-60, s40-70, s40-72, s40-75, s40-80, s40-95, s40-110, s40-285, s40-291, Subdivision 40-E s40-420 to s40-445), Division 43 (s43-40, s43-140 to s43-215, s43-250), s25-10 (repairs), s328-180 (instant asset write-off).',
        'Income Tax (Transitional Provisions) Act 1997: Subdivision 40-BA (backing business investment) and Subdivision 40-BB (temporary full expensing).',
        'Taxation Ruling TR 97/25 (estimating construction costs); ATO ID 2004/932 (days in a leap year); Income Tax Assessment (Effective Life of Depreciating Assets) Determination 2025 and the earlier rulings (TR 2022/1).',
        'Tax Agent Services Act 2009: a quantity surveyor who prepares a depreciation schedule provides a tax agent service and is registered as a tax agent.',
      ]) {
        y = paragraph(doc, text, y);
      }
    },
  };
}

export function signOffSection(facts: ReportFacts): Section {
  return {
    title: 'Disclaimer and sign-off',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Disclaimer', 60);
      for (const text of [
        'This schedule estimates the decline in value of depreciating assets and the deductions for capital works of the property named on the cover, for the tax paying entity named there and for its income tax returns only. It is not tax advice: the entity and its accountant or tax agent decide what is claimed and must confirm that each deduction is available to it.',
        'Costs are estimates where the actual costs were not known; they rely on the information given to us and on our inspection. No one else may rely on this schedule without our written consent.',
      ]) {
        y = paragraph(doc, text, y);
      }
      y = heading(doc, 'Sign-off', y + 16);
      const number = (n: string | null | undefined) =>
        n ? `Tax agent registration number ${n}` : 'Tax agent registration number not recorded';
      const signature = (label: string, name: string | null, detail: string, x: number) => {
        doc
          .moveTo(x, y + 40)
          .lineTo(x + 220, y + 40)
          .lineWidth(0.6)
          .stroke('#52606d');
        doc
          .font('Bold')
          .fontSize(9.5)
          .fillColor('#1f2933')
          .text(name ?? 'Not assigned', x, y + 48, { width: 220 });
        doc
          .font('Body')
          .fontSize(8)
          .fillColor('#52606d')
          .text(label, x, doc.y + 2, { width: 220 });
        doc.text(detail, x, doc.y + 2, { width: 220 });
      };
      signature(
        'Prepared by (quantity surveyor)',
        facts.surveyor?.name ?? null,
        number(facts.surveyor?.taxAgentNumber),
        56,
      );
      signature('Checked by', facts.checker?.name ?? null, number(facts.checker?.taxAgentNumber), 316);
      y += 110;
      const signedOff = facts.signedOff
        ? `Signed off by the checker on ${formatLongDate(facts.signedOff)}.`
        : `Not yet signed off: the report’s status is ${facts.record.status}.`;
      paragraph(doc, signedOff, y, 9.5);
    },
  };
}

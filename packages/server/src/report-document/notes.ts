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
import { firmParagraphs, signatories } from './sign-off';

/** Where the firm's texts must end, so the legislation and the signatures below them keep their page. */
const NOTES_BOTTOM = 560;
const DISCLAIMER_BOTTOM = 540;

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

export function notesSection(facts: ReportFacts): Section {
  return {
    title: 'Notes, assumptions and legislation',
    orientation: 'portrait',
    pages: 1,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      let y = heading(doc, 'Notes and assumptions', 60);
      // Issue 25 item 1: the firm's standard notes (migration 027's defaults are the notes printed before).
      y = firmParagraphs(doc, facts.firm.notes, y, NOTES_BOTTOM);
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
      // Issue 25 item 1: the firm's standard disclaimer (the default is the text printed before).
      y = firmParagraphs(doc, facts.firm.disclaimer, y, DISCLAIMER_BOTTOM);
      y = heading(doc, 'Sign-off', y + 16);
      signatories(doc, facts, y);
      y += 150;
      const signedOff = facts.signedOff
        ? `Signed off by the checker on ${formatLongDate(facts.signedOff)}.`
        : `Not yet signed off: the report’s status is ${facts.record.status}.`;
      y = paragraph(doc, signedOff, y, 9.5);
      const { firm } = facts;
      const issuer = [
        firm.name,
        firm.abn && `ABN ${firm.abn}`,
        firm.tpbRegistrationNumber && `Tax Practitioners Board registration ${firm.tpbRegistrationNumber}`,
      ].filter(Boolean);
      if (issuer.length > 0) paragraph(doc, `Issued by ${issuer.join(' · ')}.`, y, 9.5);
    },
  };
}

/**
 * s40-27 (docs/tax-rules.md "Second-hand plant in residential premises"): an individual who bought an existing
 * rental house after 9 May 2017 gets no Division 40 deduction for the plant that came with it, keeps the deduction
 * for what they bought new, and keeps Division 43; excluded entities and earlier contracts are unaffected.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import type { CategoryCode } from '../model/input';
import { ratio } from '../money/exact';
import { validateTaxInput } from '../outputs/schedule';
import { asset } from '../test-support';
import { DEFAULT_INCENTIVE_WINDOWS } from './incentive-rules';
import { secondHandResidentialVerdict } from './second-hand-residential';
import { type Taxpayer, UNSET_TAXPAYER } from './taxpayer';

const couple: Taxpayer = {
  ...UNSET_TAXPAYER,
  entityType: 'individual',
  propertyUse: 'residentialRental',
  premisesCondition: 'previouslyUsed',
  contractDate: '2019-03-14',
  settlementDate: '2019-04-30',
};
const settings = (taxpayer: Taxpayer) => ({
  eofyReportDate: '2025-06-30',
  taxpayer,
  incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
});
const carpet = asset({ id: 'carpet', startDate: '2019-04-30', entryFinancialYear: 2019, rate: ratio(1, 4) });
/** The denial as a one-element list (empty when allowed), as the engine applies it (events/prepare.ts). */
const denied = (taxpayer: Taxpayer, a = carpet) =>
  secondHandResidentialVerdict(a, taxpayer).kind === 'denied' ? ['s40-27'] : [];
/** The input issues s40-27 raises: only a fact it needs that is not set. */
const unset = (taxpayer: Taxpayer, a = carpet) =>
  validateTaxInput([a], settings(taxpayer)).filter((i) => i.field === 'secondHand');

describe('s40-27: second-hand plant in residential premises', () => {
  it('denies the plant that came with a house bought under a 2019 contract, without refusing to calculate it', () => {
    expect(denied(couple)).toEqual(['s40-27']);
    // The asset is calculated with nil deductions (division40/second-hand-denial.test.ts), not refused.
    expect(unset(couple)).toEqual([]);
  });

  it('takes a contract dated 9 May 2017 as made after the 7:30 pm announcement (decision 19)', () => {
    expect(denied({ ...couple, contractDate: '2017-05-09' })).toEqual(['s40-27']);
    expect(denied({ ...couple, contractDate: '2017-05-08' })).toEqual([]);
  });

  it('keeps what the owners bought new after settlement, and Division 43', () => {
    expect(denied(couple, { ...carpet, startDate: '2022-01-10', entryFinancialYear: 2022 })).toEqual([]);
    expect(denied(couple, { ...carpet, categoryCode: '43', rate: ratio(1, 40) })).toEqual([]);
  });

  it('does not apply to excluded entities, a business, contracts before 9 May 2017 or new premises', () => {
    expect(denied({ ...couple, entityType: 'company' })).toEqual([]);
    expect(denied({ ...couple, entityType: 'managedInvestmentTrust' })).toEqual([]);
    expect(denied({ ...couple, propertyUse: 'business' })).toEqual([]);
    expect(denied({ ...couple, contractDate: '2017-05-08' })).toEqual([]);
    expect(denied({ ...couple, premisesCondition: 'new' })).toEqual([]);
  });

  it("follows the asset's own second-hand answer over the premises", () => {
    expect(denied({ ...couple, premisesCondition: 'new' }, { ...carpet, secondHand: true })).toHaveLength(1);
    expect(denied(couple, { ...carpet, secondHand: false })).toEqual([]);
  });

  it('says which fact is not set instead of guessing', () => {
    expect(unset({ ...couple, entityType: null })[0]?.message).toContain('entity type');
    expect(unset({ ...couple, contractDate: null })[0]?.message).toContain('contract date');
    expect(unset({ ...couple, premisesCondition: null })[0]?.message).toContain('not set');
  });

  it('needs no other fact for what the owner bought new', () => {
    const unknown = { ...UNSET_TAXPAYER, propertyUse: 'residentialRental' as const };
    expect(unset(unknown, { ...carpet, secondHand: false })).toEqual([]);
    expect(unset({ ...unknown, premisesCondition: 'new' })).toEqual([]);
  });

  it('every Division 40 asset that came with the premises is denied, every later one is not', () => {
    const first = dayNumber('2015-01-01');
    fc.assert(
      fc.property(
        fc.integer({ min: first, max: dayNumber('2024-12-31') }),
        fc.constantFrom<CategoryCode>('40', 'AD', 'L', 'IA', '43', 'R'),
        (day, categoryCode) => {
          const startDate = civilDateOfDayNumber(day);
          const a = { ...carpet, startDate, categoryCode, entryFinancialYear: 2025 };
          const came = startDate <= '2019-04-30' && ['40', 'AD', 'L', 'IA'].includes(categoryCode);
          expect(denied(couple, a).length).toBe(came ? 1 : 0);
        },
      ),
    );
  });
});

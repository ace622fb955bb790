import { describe, expect, it } from 'vitest';
import { makeRcaReport } from '../testing/fake-port';
import { readDraft } from './draft-reading';
import { draftOf, errorKey, nextId } from './rca-draft';

describe('the Inputs form as typed (issue 28 item 2)', () => {
  it('reads money typed as dollars, with $ and commas, into integer cents', () => {
    const draft = draftOf(makeRcaReport());
    expect(draft.buildings[0]?.adjustments[0]?.amount).toBe('25,000.00');
    draft.settings.currentSumInsured = '$1,234.50';
    draft.settings.illustrativeLoss = '';
    const building = draft.buildings[0];
    if (!building) throw new Error('no building');
    building.externalWorks = '12,000';
    building.authorityFees = '';
    const reading = readDraft(draft);
    expect(reading.unsendable).toEqual({});
    expect(reading.settings.currentSumInsuredCents).toBe(123_450);
    // A blank sum insured is "not known"; a blank lump sum is nil.
    expect(reading.settings.illustrativeLossCents).toBeNull();
    expect(reading.buildings[0]?.externalWorksCents).toBe(1_200_000);
    expect(reading.buildings[0]?.authorityFeesCents).toBe(0);
    expect(reading.buildings[0]?.adjustments[0]?.cents).toBe(2_500_000);
  });

  it('holds back what the wire cannot carry, with its reason at the field', () => {
    const draft = draftOf(makeRcaReport());
    const building = draft.buildings[0];
    if (!building) throw new Error('no building');
    draft.settings.currentSumInsured = '12 thousand';
    building.siteServices = '-5';
    building.constructionMonths = '18.5';
    building.localityFactor = '1,1';
    const reading = readDraft(draft);
    expect(reading.unsendable).toEqual({
      'settings.currentSumInsuredCents': 'Enter an amount in dollars, such as 1,234.50.',
      'b1.siteServicesCents': 'Enter an amount in dollars, such as 1,234.50.',
      'b1.constructionMonths': 'Enter a whole number.',
      'b1.localityFactor': 'Enter a number such as 12.5 (digits and one point).',
    });
    expect(reading.errors['b1.siteServicesCents']).toBe('Enter an amount in dollars, such as 1,234.50.');
  });

  it('marks the domain’s own reasons at their fields, a floor area’s and an adjustment’s at their line', () => {
    const draft = draftOf(makeRcaReport());
    const building = draft.buildings[0];
    if (!building) throw new Error('no building');
    draft.settings.indexTo = '';
    building.areas[0] = { ...building.areas[0], areaId: 'a1', use: '', overrideReason: '' } as never;
    building.adjustments[0] = { description: '', amount: '1' };
    const { errors, unsendable } = readDraft(draft);
    expect(unsendable).toEqual({});
    expect(errors['settings.indexTo']).toBe('The forecast index is required.');
    expect(errors['b1.area.a1.use']).toBe('Say what the area is used for.');
    expect(errors['b1.area.a1.overrideReason']).toBe(
      'Give the reason for a rate that is not from the library.',
    );
    expect(errors['b1.adjustment.0']).toMatch(/^Describe each adjustment/);
  });

  it('keys the service’s errors as the form’s fields, and gives new buildings and areas unused ids', () => {
    expect(errorKey({ field: 'policyMonths', message: 'x' })).toBe('settings.policyMonths');
    expect(errorKey({ buildingId: 'b2', field: 'name', message: 'x' })).toBe('b2.name');
    expect(errorKey({ buildingId: 'b2', areaId: 'a3', field: 'areaM2', message: 'x' })).toBe(
      'b2.area.a3.areaM2',
    );
    expect(errorKey({ buildingId: 'b2', field: 'adjustments', adjustment: 1, message: 'x' })).toBe(
      'b2.adjustment.1',
    );
    expect(nextId('b', ['b1', 'b4', 'x9'])).toBe('b5');
    expect(nextId('a', [])).toBe('a1');
  });
});

import { describe, expect, it } from 'vitest';
import { nextEofyDate } from './NewReportStore';
import { FUND, setup } from './new-report.test-support';

describe('NewReportStore (issue 15; docs/product/main-portal.md "New work")', () => {
  it('defaults to the next 30 June', () => {
    expect(nextEofyDate('2026-11-26')).toBe('2027-06-30');
    expect(nextEofyDate('2026-06-30')).toBe('2026-06-30');
    expect(nextEofyDate('2026-01-01')).toBe('2026-06-30');
  });

  it('opens on the first fund and portfolio, a new property, Diminishing Value and the user as surveyor', async () => {
    const { store } = setup();
    await store.show([FUND], 3);
    expect(store.open).toBe(true);
    expect([store.fundId, store.portfolioId, store.propertyMode]).toEqual([4, 9, 'new']);
    expect([store.eofyReportDate, store.depreciationMethodId, store.surveyorId, store.checkerId]).toEqual([
      '2027-06-30',
      2,
      3,
      null,
    ]);
    expect(store.eofyOptions[0]).toBe('2031-06-30');
  });

  it('says what is missing before sending anything', async () => {
    const { store, created } = setup();
    await store.show([FUND], 3);
    store.setProperty('postCode', '30000');
    expect(await store.submit()).toBe(false);
    expect(created).toHaveLength(0);
    expect(store.errors).toEqual({
      propertyName: 'Enter the property name.',
      streetAddress: 'Enter the street address.',
      suburb: 'Enter the suburb.',
      state: 'Choose the state.',
      postCode: 'Enter a post code of 4 digits.',
      checkerId: 'Choose the checker.',
    });
    store.set('checkerId', 3);
    expect(store.validate().checkerId).toBe('The checker must be someone other than the surveyor.');
  });

  it('creates the report for a new property and opens it', async () => {
    const { store, created, redirects } = setup();
    await store.show([FUND], 3);
    store.setProperty('propertyName', ' Level 3, 100 Collins St ');
    store.setProperty('streetAddress', '100 Collins Street');
    store.setProperty('suburb', 'Melbourne');
    store.setProperty('state', 'VIC');
    store.setProperty('postCode', '3000');
    store.set('checkerId', 5);
    // Issue 23: who claims is asked here; what is left unanswered is sent as "not set" (null), never guessed.
    expect(store.entityType).toBeNull();
    store.setTaxpayer('entityType', 'individual');
    expect(await store.submit()).toBe(true);
    expect(created).toEqual([
      [
        9,
        {
          eofyReportDate: '2027-06-30',
          depreciationMethodId: 2,
          surveyorId: 3,
          checkerId: 5,
          taxpayer: { entityType: 'individual', propertyUse: null },
          newProperty: {
            propertyName: 'Level 3, 100 Collins St',
            streetAddress: '100 Collins Street',
            suburb: 'Melbourne',
            state: 'VIC',
            postCode: '3000',
          },
        },
      ],
    ]);
    expect(redirects).toEqual(['/?depreciationReportId=77']);
  });

  it("sends an existing property's id, and says the service's reason when it refuses", async () => {
    const { store, created, redirects } = setup({
      refuse: { status: 400, message: 'No active user 5 to be the checker.' },
    });
    await store.show([FUND], 3);
    store.setPropertyMode('existing');
    store.set('checkerId', 5);
    expect(await store.submit()).toBe(false);
    expect(created[0]?.[1]).toMatchObject({ propertyId: 21 });
    expect(created[0]?.[1]).not.toHaveProperty('newProperty');
    expect(store.failure).toBe('The report could not be created: No active user 5 to be the checker.');
    expect(redirects).toEqual([]);
  });

  it('sends the facts entered, trimmed, none when nothing was entered, and forgets them on reopening (issue 25)', async () => {
    const { store } = setup();
    await store.show([FUND], 3);
    store.set('checkerId', 5);
    store.setPropertyMode('existing');
    expect(store.request).not.toHaveProperty('facts');
    store.setFact('instructedPerson', '  Morgan Lee ');
    store.setFact('instructionRef', '   ');
    store.setFact('settlementDate', '2018-05-14');
    store.setFact('inspectionDate', '2025-07-22');
    store.setFact('inspectionDate', null);
    expect(store.request?.facts).toEqual({ instructedPerson: 'Morgan Lee', settlementDate: '2018-05-14' });
    await store.show([FUND], 3);
    expect(store.factsRequest).toBeUndefined();
  });
});

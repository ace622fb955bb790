import { readRateLibraryFile } from '@taxdep/domain/rca';
import { describe, expect, it } from 'vitest';
import { chosen, fakeRates, HEADINGS, HELD } from './building-rates.test-support';

describe('Building rates (issue 28 item 3)', () => {
  it('shows every rate held and the loads, then previews a file without storing anything', async () => {
    const { store, calls, rates } = fakeRates();
    await store.start();
    expect(store.rates).toEqual([HELD]);
    expect(store.loads.map((l) => l.fileName)).toEqual(['sample.csv']);
    // Every rate, older ones included: GET /buildingRates without asOf.
    expect(calls.slice(0, 2).sort()).toEqual(['loads', 'rates']);
    await chosen(
      store,
      'rates-2027.csv',
      `${HEADINGS}\nOffice,Sydney CBD,3450,2026-07-01,Cost guide 2026\nWarehouse,Brisbane,"$1,280.50",2027-01-01,Cost guide 2027\n`,
    );
    expect(store.preview?.added).toEqual([
      {
        buildingType: 'Warehouse',
        location: 'Brisbane',
        rateCentsPerM2: 128_050,
        pricedOn: '2027-01-01',
        source: 'Cost guide 2027',
        line: 3,
      },
    ]);
    expect(store.preview?.unchanged).toBe(1);
    expect(store.preview?.loadable).toBe(true);
    expect(rates).toHaveLength(1);
  });

  it('confirms the previewed file, reads the library and history again and says what was added', async () => {
    const { store, calls } = fakeRates();
    await store.start();
    await chosen(
      store,
      'rates-2027.csv',
      `${HEADINGS}\nWarehouse,Brisbane,1280.50,2027-01-01,Cost guide 2027\n`,
    );
    await store.confirm();
    expect(calls).toContain('load rates-2027.csv');
    expect(store.preview).toBeNull();
    expect(store.rates.map((r) => `${r.buildingType}, ${r.location}`)).toEqual([
      'Office, Sydney CBD',
      'Warehouse, Brisbane',
    ]);
    expect(store.loads[0]).toMatchObject({
      fileName: 'rates-2027.csv',
      loadedBy: 'Avery Admin',
      ratesAdded: 1,
    });
    expect(store.notice).toBe(
      'rates-2027.csv loaded: 1 rate added, 0 already held. New assessments offer them from their priced-on date.',
    );
  });

  it('will not confirm a file that conflicts with a held rate or has a bad line', async () => {
    const { store, calls } = fakeRates();
    await store.start();
    await chosen(
      store,
      'bad.csv',
      `${HEADINGS}\nOffice,Sydney CBD,3500,2026-07-01,Cost guide 2026 rev\nShop,Perth,0,2026-13-01,\n`,
    );
    expect(store.preview?.conflicts).toEqual([
      {
        line: 2,
        buildingType: 'Office',
        location: 'Sydney CBD',
        pricedOn: '2026-07-01',
        rateCentsPerM2: 350_000,
        storedCentsPerM2: 345_000,
      },
    ]);
    // Every bad cell of a line is said, so one reading of the preview lists all there is to fix.
    expect(store.preview?.problems).toEqual([
      { line: 3, message: 'Source is required: where the rate comes from (at most 200 characters).' },
      {
        line: 3,
        message: 'Rate per m² must be dollars with at most two decimals, more than $0 and at most $50000.',
      },
      { line: 3, message: 'Priced on must be a date written YYYY-MM-DD.' },
    ]);
    expect(store.preview?.loadable).toBe(false);
    await store.confirm();
    expect(calls.filter((c) => c.startsWith('load '))).toEqual([]);
  });

  it('refuses a file over 4 MB before reading it, and says the service’s reason for a refused load', async () => {
    const { store, calls } = fakeRates({
      refuseLoad: { status: 422, message: 'A rate was loaded meanwhile.' },
    });
    await store.start();
    await store.chooseFile('huge.csv', 4_000_001, async () => {
      throw new Error('not read');
    });
    expect(store.failure).toBe('huge.csv is larger than 4 MB: not a rate library.');
    expect(calls.some((c) => c.startsWith('preview'))).toBe(false);
    await chosen(store, 'rates.csv', `${HEADINGS}\nShop,Perth,2100,2026-09-01,Cost guide 2026\n`);
    await store.confirm();
    expect(store.failure).toBe('rates.csv could not be loaded: A rate was loaded meanwhile.');
    // The preview stays, so the administrator sees what was refused.
    expect(store.preview?.fileName).toBe('rates.csv');
  });

  it('filters the rates held by every word, case aside, and downloads the template in the file’s layout', async () => {
    const { store, saved } = fakeRates();
    await store.start();
    await chosen(
      store,
      'more.csv',
      `${HEADINGS}\nOffice,Melbourne,3300,2026-07-01,Cost guide 2026\nWarehouse,Sydney,1400,2026-07-01,Quote 17\n`,
    );
    await store.confirm();
    store.setFilter('sydney  OFFICE');
    expect(store.matchingRates.map((r) => r.location)).toEqual(['Sydney CBD']);
    store.setFilter('quote');
    expect(store.matchingRates.map((r) => r.buildingType)).toEqual(['Warehouse']);
    store.downloadTemplate();
    expect(saved[0]?.fileName).toBe('building-rates-template.csv');
    const text = await saved[0]?.blob.text();
    // The template reads back as one good rate, so it shows the layout the load takes.
    const read = readRateLibraryFile(text ?? '');
    expect(read.problems).toEqual([]);
    expect(read.rates).toHaveLength(1);
  });
});

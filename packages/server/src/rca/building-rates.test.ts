/**
 * Issue 28 item 3 through the calls: the administrator previews a building-rate file (nothing stored), loads it,
 * finds a second load of it adding nothing (422) and a different figure for a held rate a conflict, never rewritten;
 * the loads listed newest first; any signed-in user reads the library, whole or as in force on a date; a user who is
 * not an administrator is refused the administrator's calls.
 */
import type { BuildingRateLoadAnswer, BuildingRateLoadRecord, BuildingRateWire } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, makeUser } from '../admin/admin.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

const HEADER = 'building_type,location,rate_per_m2,priced_on,source';
const FIRST = [
  HEADER,
  'Office,Sydney,"3,450.00",2025-07-01,QS cost guide 2025',
  'Office,Sydney,3600,2026-07-01,QS cost guide 2026',
  'Office,Sydney,3800,2027-07-01,QS cost guide 2027',
  'Industrial,Perth,$1250,2026-07-01,QS cost guide 2026',
].join('\n');

describe(`the building-rate library on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: Caller;
  let user: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t, 'ADA.ADMIN', 'admin');
    user = await makeUser(t, 'PAT.PLAIN', 'user');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (text: string, fileName = 'rates.csv') => ({ fileName, text });
  const rates = async (query = '') =>
    (await user.call('GET', `/buildingRates${query}`)).json<BuildingRateWire[]>();

  it('refuses the administrator’s calls to anyone else, before the body', async () => {
    for (const [method, url] of [
      ['POST', '/admin/building-rates/preview'],
      ['POST', '/admin/building-rates/load'],
      ['GET', '/admin/building-rates/loads'],
    ] as const) {
      const answer = await user.call(method, url, method === 'POST' ? upload(FIRST) : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rates()).toEqual([]);
  });

  it('previews what a file adds, with each problem by its line, storing nothing', async () => {
    const answer = await admin.call('POST', '/admin/building-rates/preview', upload(FIRST));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<BuildingRateLoadAnswer>()).toMatchObject({
      fileName: 'rates.csv',
      unchanged: 0,
      conflicts: [],
      problems: [],
      loadable: true,
      loadId: null,
    });
    expect(answer.json<BuildingRateLoadAnswer>().added[0]).toEqual({
      line: 2,
      buildingType: 'Office',
      location: 'Sydney',
      rateCentsPerM2: 345_000,
      pricedOn: '2025-07-01',
      source: 'QS cost guide 2025',
    });
    const bad = await admin.call(
      'POST',
      '/admin/building-rates/preview',
      upload(`${HEADER}\nRetail,Adelaide,abc,2026-07-01,x\n`),
    );
    expect(bad.json<BuildingRateLoadAnswer>()).toMatchObject({ loadable: false, added: [] });
    expect(bad.json<BuildingRateLoadAnswer>().problems.map((p) => p.line)).toEqual([2]);
    expect(await rates()).toEqual([]);
  });

  it('loads the file, and the same file again adds nothing (422)', async () => {
    const loaded = await admin.call('POST', '/admin/building-rates/load', upload(FIRST, 'guide-2026.csv'));
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json<BuildingRateLoadAnswer>()).toMatchObject({ loadId: expect.any(Number) });
    expect((await rates()).map((r) => [r.buildingType, r.location, r.pricedOn, r.rateCentsPerM2])).toEqual([
      ['Industrial', 'Perth', '2026-07-01', 125_000],
      ['Office', 'Sydney', '2025-07-01', 345_000],
      ['Office', 'Sydney', '2026-07-01', 360_000],
      ['Office', 'Sydney', '2027-07-01', 380_000],
    ]);
    const again = await admin.call('POST', '/admin/building-rates/load', upload(FIRST));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The file adds nothing to the building-rate library.');
  });

  it('refuses a different figure for a held rate as a conflict, never rewriting it', async () => {
    const text = `${HEADER}\noffice,SYDNEY,3700,2026-07-01,Revised\nRetail,Brisbane,2900,2026-07-01,Guide\n`;
    const preview = (await admin.call('POST', '/admin/building-rates/preview', upload(text))).json();
    expect(preview).toMatchObject({
      loadable: false,
      conflicts: [
        {
          line: 2,
          buildingType: 'office',
          location: 'SYDNEY',
          pricedOn: '2026-07-01',
          rateCentsPerM2: 370_000,
          storedCentsPerM2: 360_000,
        },
      ],
    });
    const load = await admin.call('POST', '/admin/building-rates/load', upload(text));
    expect(load.statusCode).toBe(422);
    expect(load.json().message).toBe(
      'The file cannot be loaded: 0 row problem(s) and 1 conflicting rate(s).',
    );
    expect((await rates()).some((r) => r.buildingType === 'Retail')).toBe(false);
  });

  it('answers the rates in force on a date: the latest priced on or before it', async () => {
    const inForce = async (asOf: string) =>
      (await rates(`?asOf=${asOf}`)).map((r) => `${r.buildingType} ${r.location} ${r.pricedOn}`);
    expect(await inForce('2026-06-30')).toEqual(['Office Sydney 2025-07-01']);
    expect(await inForce('2026-07-01')).toEqual(['Industrial Perth 2026-07-01', 'Office Sydney 2026-07-01']);
    expect(await inForce('2030-01-01')).toEqual(['Industrial Perth 2026-07-01', 'Office Sydney 2027-07-01']);
    expect((await user.call('GET', '/buildingRates?asOf=2026-02-31')).statusCode).toBe(400);
  });

  it('lists the loads, newest first, with who made them', async () => {
    const second = await admin.call(
      'POST',
      '/admin/building-rates/load',
      upload(`${HEADER}\nRetail,Brisbane,2900,2026-07-01,Guide\n`, 'retail.csv'),
    );
    expect(second.statusCode, second.body).toBe(200);
    const loads = (await admin.call('GET', '/admin/building-rates/loads')).json<BuildingRateLoadRecord[]>();
    expect(loads).toEqual([
      expect.objectContaining({ fileName: 'retail.csv', loadedBy: 'ADA ADMIN', ratesAdded: 1 }),
      expect.objectContaining({ fileName: 'guide-2026.csv', loadedBy: 'ADA ADMIN', ratesAdded: 4 }),
    ]);
    expect(new Date(loads[0]?.loadedAt ?? '').getTime()).not.toBeNaN();
  });
});

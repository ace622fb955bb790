/**
 * Loading the effective-life table (issue 15; docs/product/administration.md "Effective-life table"): the preview's
 * diff, the confirmed load, a second load adding nothing, refusals, and the rate in force at the asset's date
 * (s40-95(2)) once a revised life is loaded.
 */
import { readFile } from 'node:fs/promises';
import type {
  EffectiveLifeLoadAnswer,
  EffectiveLifeLoadRecord,
  EffectiveLifeTablePage,
} from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { type Caller, makeUser } from './admin.test-support';

const HEADER =
  'table,industry,sub_industry,asset_group,asset,effective_life_years,date_of_application,source';
const PRINTERS =
  'B,,,Additive manufacturing printers (including 3D printers),Additive manufacturing printers (including 3D printers)';
/** Printers: revised from 3 years (2016-07-01) to 5 from 2026-07-01; a new Table B asset with two dated lives. */
const REVISION = `${HEADER}\n${PRINTERS},5,2026-07-01,Determination 2026\nB,,,Robots,Robot vacuum cleaners,4,2020-07-01,x\nB,,,Robots,Robot vacuum cleaners,6,2026-07-01,x\n`;

describe(`effective-life table load on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t, 'ADA.ADMIN', 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (text: string, fileName = 'table.csv') => ({ fileName, text });
  const preview = async (text: string) => {
    const answer = await admin.call('POST', '/admin/effective-life/preview', upload(text));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as EffectiveLifeLoadAnswer;
  };
  const rate = async (assetCode: string, invoiceDate: string) => {
    const answer = await admin.call('POST', '/depreciationRate', {
      assetCode,
      invoiceDate,
      depreciationCommencementDate: invoiceDate,
      depreciationCategory: { id: 0, code: '40' },
      depreciationMethod: { id: 0, code: 'PC' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { depreciationRate: number; effectiveLife: number };
  };

  it('finds nothing to add in the table the installation was seeded with', async () => {
    const text = await readFile(new URL('../seed/effective-life.csv', import.meta.url), 'utf8');
    const answer = await preview(text);
    expect(answer).toMatchObject({ added: [], changed: [], conflicts: [], problems: [], loadable: false });
    expect(answer.unchanged).toBe(188);
  });

  it('previews what a file adds and changes, storing nothing', async () => {
    const before = await t.database.db.selectFrom('tax_codes').select('id').execute();
    const answer = await preview(REVISION);
    const printers = await t.database.db
      .selectFrom('tax_codes')
      .select('code')
      .where('asset', '=', 'Additive manufacturing printers (including 3D printers)')
      .executeTakeFirstOrThrow();
    expect(answer.changed).toEqual([
      expect.objectContaining({
        codes: [printers.code],
        dateOfApplication: '2026-07-01',
        previousLifeYears: '3',
        effectiveLifeYears: '5',
      }),
    ]);
    expect(answer.added).toEqual([
      expect.objectContaining({
        asset: 'Robot vacuum cleaners',
        lives: [
          { effectiveLifeYears: '4', dateOfApplication: '2020-07-01' },
          { effectiveLifeYears: '6', dateOfApplication: '2026-07-01' },
        ],
      }),
    ]);
    expect(answer).toMatchObject({ loadable: true, loadId: null, unchanged: 0 });
    expect(await t.database.db.selectFrom('tax_codes').select('id').execute()).toHaveLength(before.length);
  });

  it('loads the file; a report keeps the life in force at each asset date; the same file again adds nothing', async () => {
    const printers = await t.database.db
      .selectFrom('tax_codes')
      .select('code')
      .where('asset', '=', 'Additive manufacturing printers (including 3D printers)')
      .executeTakeFirstOrThrow();
    const highest = await t.database.db
      .selectFrom('tax_codes')
      .select('code')
      .where('code', 'like', 'B%')
      .orderBy('code', 'desc')
      .executeTakeFirstOrThrow();
    const loaded = await admin.call('POST', '/admin/effective-life/load', upload(REVISION, 'rev-2026.csv'));
    expect(loaded.statusCode, loaded.body).toBe(200);
    const answer = loaded.json() as EffectiveLifeLoadAnswer;
    expect(answer.loadId).toEqual(expect.any(Number));
    // Tax codes stay stable: the revised asset keeps its code; the new one continues Table B's numbering.
    expect(answer.changed[0]!.codes).toEqual([printers.code]);
    expect(answer.added[0]!.code).toBe(`B${String(Number(highest.code.slice(1)) + 1).padStart(4, '0')}`);

    // s40-95(2): 3 years (PC 33.33%) for an asset acquired before 2026-07-01, 5 years (20%) from it.
    expect(await rate(printers.code, '2026-06-30')).toEqual({ depreciationRate: 33.33, effectiveLife: 3 });
    expect(await rate(printers.code, '2026-07-01')).toEqual({ depreciationRate: 20, effectiveLife: 5 });
    const robots = answer.added[0]!.code;
    expect(await rate(robots, '2021-01-01')).toEqual({ depreciationRate: 25, effectiveLife: 4 });
    expect(await rate(robots, '2027-01-01')).toEqual({ depreciationRate: 16.67, effectiveLife: 6 });

    const again = await preview(REVISION);
    expect(again).toMatchObject({ added: [], changed: [], unchanged: 3, loadable: false });
    const second = await admin.call('POST', '/admin/effective-life/load', upload(REVISION));
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('The file adds nothing to the effective-life table.');
    // Issue 26 item 17: the history of loads, the newest first, starts with the release's own table.
    const loads = (await admin.call('GET', '/admin/effective-life/loads')).json<EffectiveLifeLoadRecord[]>();
    expect(loads).toEqual([
      expect.objectContaining({
        fileName: 'rev-2026.csv',
        loadedBy: 'ADA ADMIN',
        rowsRead: 3,
        codesAdded: 1,
        livesAdded: 1,
        rulings: [],
        seeded: false,
      }),
      expect.objectContaining({
        fileName: 'effective-life.csv',
        loadedBy: null,
        codesAdded: 188,
        rowsRead: 188,
        rulings: ['TR 2022/1', 'TR 2019/5', 'TR 2015/2', 'TR 2011/2'],
        seeded: true,
      }),
    ]);
  });

  it('shows the table as loaded, a page at a time, searched, with each life and its ruling (issue 26)', async () => {
    const first = (await admin.call('GET', '/admin/effective-life/codes')).json<EffectiveLifeTablePage>();
    expect(first).toMatchObject({ pageNo: 1, pageSize: 25, totalPages: Math.ceil(first.totalRecords / 25) });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ code: 'A0001', table: 'A', ruling: 'TR 2022/1' });
    // The revised printers show twice: the life before and the one loaded from 1 July 2026.
    const printers = (
      await admin.call('GET', '/admin/effective-life/codes?searchValue=additive%20MANUFACTURING')
    ).json<EffectiveLifeTablePage>();
    expect(printers.rows.map((r) => [r.effectiveLifeYears, r.dateOfApplication])).toEqual([
      ['3', '2016-07-01'],
      ['5', '2026-07-01'],
    ]);
    const byRuling = (
      await admin.call('GET', '/admin/effective-life/codes?searchValue=TR%202019/5&pageSize=200')
    ).json<EffectiveLifeTablePage>();
    expect(byRuling.totalRecords).toBeGreaterThan(0);
    // Every row found cites the ruling; most are made by it (a few are TR 2022/1's, mentioning it).
    expect(byRuling.rows.every((r) => r.source.includes('TR 2019/5'))).toBe(true);
    expect(byRuling.rows.filter((r) => r.ruling === 'TR 2019/5').length).toBeGreaterThan(40);
    const past = (
      await admin.call('GET', '/admin/effective-life/codes?pageNo=999')
    ).json<EffectiveLifeTablePage>();
    expect(past.pageNo).toBe(first.totalPages);
    expect(
      (await admin.call('GET', '/admin/effective-life/codes?searchValue=no%20such%20asset_')).json()
        .totalRecords,
    ).toBe(0);
  });

  it('refuses a file with row problems or a conflicting life, storing nothing', async () => {
    const lives = await t.database.db.selectFrom('effective_lives').select('id').execute();
    const bad = await admin.call(
      'POST',
      '/admin/effective-life/load',
      upload(`${HEADER}\nB,,,G,Kettles,0,,\n`),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/1 row problem\(s\) and 0 conflicting/);
    const conflicting = `${HEADER}\n${PRINTERS},7,2026-07-01,\n`;
    const shown = await preview(conflicting);
    expect(shown.conflicts).toEqual([
      expect.objectContaining({ storedLifeYears: '5', fileLifeYears: '7', dateOfApplication: '2026-07-01' }),
    ]);
    expect((await admin.call('POST', '/admin/effective-life/load', upload(conflicting))).statusCode).toBe(
      422,
    );
    expect(await t.database.db.selectFrom('effective_lives').select('id').execute()).toEqual(lives);
  });

  it('answers 413 to a body larger than the limit', async () => {
    const answer = await admin.call(
      'POST',
      '/admin/effective-life/preview',
      upload('x'.repeat(17 * 1024 * 1024)),
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toMatch(/larger than 16 MB/);
  });
});

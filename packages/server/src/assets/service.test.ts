import type { RegisterAsset } from '@taxdep/domain';
import { validateAsset } from '@taxdep/domain/assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`asset save, rate and delete on ${testEngine()}`, () => {
  let t: TestApp;
  let auth: string;
  let reportId: number;
  let kitchen: { id: number; code: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = await t.bearer();
    reportId = await createReport(t.database.db);
    kitchen = await taxCode(t.database.db, 'A0004');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { authorization: auth },
      payload: payload as object,
    });
  const save = async (asset: unknown) => post('/depreciationReports/modelAssets', asset);

  it('keeps a concurrent change: a save with its base writes only what that client changed', async () => {
    const read: RegisterAsset = (await save(validAsset(reportId, kitchen))).json();
    const { hasErrors: _verdict, ...opened } = read;
    // The checker corrects the cost from the row as read.
    const checker: RegisterAsset = (await save({ ...opened, originalCost: 15000.25, base: opened })).json();
    expect(checker.originalCost).toBe(15000.25);
    // The surveyor, still holding the row as read, changes the location: the correction stays.
    const surveyor: RegisterAsset = (await save({ ...opened, location: 'Level 9', base: opened })).json();
    expect(surveyor).toMatchObject({ originalCost: 15000.25, location: 'Level 9' });
    // Both change the description: the later save wins for that field only.
    await save({ ...opened, description: 'Oven (checker)', base: opened });
    const later: RegisterAsset = (
      await save({ ...opened, description: 'Oven (surveyor)', base: opened })
    ).json();
    expect(later).toMatchObject({
      description: 'Oven (surveyor)',
      originalCost: 15000.25,
      location: 'Level 9',
    });
    // Without a base the body is written whole, as docs/product/calls.md sends it: last writer wins.
    const whole: RegisterAsset = (await save({ ...opened })).json();
    expect(whole).toMatchObject({ originalCost: opened.originalCost, location: opened.location });
  });

  it('clears a rate left from other inputs when the engine finds none for the new ones, keeps it otherwise', async () => {
    // A0004 applies from 2005-07-01: an acquisition in 1990 has no effective life in the table.
    const derived: RegisterAsset = (await save(validAsset(reportId, kitchen))).json();
    expect(derived.depreciationRate).toBe(20);
    const moved: RegisterAsset = (
      await save({ ...derived, invoiceDate: '1990-03-01', depreciationCommencementDate: null })
    ).json();
    expect(moved.depreciationRate).toBeNull();
    expect(moved.hasErrors).toBe(true);

    // A rate the engine cannot check but whose inputs did not change (say, from an earlier schedule) stays.
    const typed: RegisterAsset = (await save({ ...moved, depreciationRate: 15 })).json();
    expect(typed.depreciationRate).toBe(15);
    const described: RegisterAsset = (await save({ ...typed, description: 'Older oven' })).json();
    expect(described.depreciationRate).toBe(15);
  });

  it('adds an asset with exact cents, the engine’s ATO rate and a verdict that follows validateAsset', async () => {
    const response = await save({
      ...validAsset(reportId, kitchen),
      originalCost: 0.29,
      depreciationRate: 99,
    });
    expect(response.statusCode, response.body).toBe(200);
    const asset: RegisterAsset = response.json();
    expect(asset.id).toBeGreaterThan(0);
    expect(asset.originalCost).toBe(0.29);
    const row = await t.database.db
      .selectFrom('assets')
      .selectAll()
      .where('id', '=', asset.id)
      .executeTakeFirstOrThrow();
    expect(row.original_cost).toBe(29n);
    // A0004 (10 years, from 2005-07-01), DV, invoice 2020: 200% ÷ 10.
    expect(asset.depreciationRate).toBe(20);
    expect(asset.hasErrors).toBe(false);
    expect(validateAsset(asset)).toEqual([]);
    expect(row.has_errors).toBe(false);
  });

  it('saves an existing asset; the flag follows the domain validation both ways', async () => {
    const added: RegisterAsset = (await save(validAsset(reportId, kitchen))).json();
    const broken: RegisterAsset = (
      await save({ ...added, description: '  ', financialYearEndDate: null })
    ).json();
    expect(broken.id).toBe(added.id);
    expect(broken.hasErrors).toBe(true);
    expect(validateAsset(broken).map((e) => e.field)).toEqual(['description', 'financialYearEndDate']);
    const stored = await t.database.db
      .selectFrom('assets')
      .select(['has_errors', 'asset_errors'])
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(stored.has_errors).toBe(true);
    expect((stored.asset_errors as { field: string }[]).map((e) => e.field)).toEqual([
      'description',
      'financialYearEndDate',
    ]);
    const fixed: RegisterAsset = (
      await save({ ...broken, description: 'Bar fridge', financialYearEndDate: '2021-06-30' })
    ).json();
    expect(fixed.hasErrors).toBe(false);
    // Written-down value without its date (docs/product/rules.md pairing).
    const unpaired: RegisterAsset = (await save({ ...fixed, writtenDownValue: 500 })).json();
    expect(unpaired.hasErrors).toBe(true);
  });

  it('derives 150% ÷ life before 10 May 2006, keeps a customized rate, and fills the PC claim', async () => {
    const early: RegisterAsset = (
      await save({ ...validAsset(reportId, kitchen), invoiceDate: '2006-01-10' })
    ).json();
    expect(early.depreciationRate).toBe(15);
    const pc: RegisterAsset = (
      await save({
        ...validAsset(reportId, kitchen),
        depreciationMethod: { id: 1, code: 'PC' },
        historicalBuildingCost: 1000.05,
        annualDepreciationClaim: 1,
      })
    ).json();
    expect(pc.depreciationRate).toBe(10);
    // 1000.05 × 10% = 100.005 → half away from zero → 100.01.
    expect(pc.annualDepreciationClaim).toBe(100.01);
    expect(pc.hasErrors).toBe(false);
    const custom: RegisterAsset = (await save({ ...pc, sourceTaxRate: 12.5 })).json();
    expect(custom.sourceTaxRate).toBe(12.5);
    expect(custom.depreciationRate).toBe(10);
    expect(custom.annualDepreciationClaim).toBe(125.01);
  });

  it('refuses bad input with a 4xx message and writes nothing', async () => {
    const before = await t.database.db.selectFrom('assets').select('id').execute();
    const cases: [unknown, number][] = [
      [{ ...validAsset(reportId, kitchen), originalCost: 12.345 }, 400],
      [{ ...validAsset(reportId, kitchen), invoiceDate: '2020-02-30' }, 400],
      [{ ...validAsset(reportId, kitchen), assetCode: { id: 0, assetCode: 'NOPE' } }, 422],
      [{ ...validAsset(reportId, kitchen), depreciationMethod: { id: 9, code: 'XX' } }, 422],
      [{ ...validAsset(reportId, kitchen), depreciationReportId: 999_999 }, 404],
      [{ ...validAsset(reportId, kitchen), id: 999_999 }, 404],
      [{ ...validAsset(reportId, kitchen), originalCost: '1,234' }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await save(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await t.database.db.selectFrom('assets').select('id').execute()).toEqual(before);
  });

  it('lists categories and tax-code suggestions from 3 characters', async () => {
    const categories = await t.app.inject({
      url: '/api/v1/depreciationCategories',
      headers: { authorization: auth },
    });
    expect(categories.json().map((c: { code: string }) => c.code)).toEqual([
      '40',
      'AD',
      '43',
      'L',
      'IA',
      'R',
    ]);
    const suggest = async (text: string) =>
      (
        await t.app.inject({
          url: `/api/v1/assets/all?searchValue=${encodeURIComponent(text)}`,
          headers: { authorization: auth },
        })
      ).json();
    expect(await suggest('a0')).toEqual([]);
    const byCode = await suggest('a00');
    expect(byCode.length).toBe(50);
    expect(byCode.every((c: { assetCode: string }) => c.assetCode.startsWith('A00'))).toBe(true);
    const byName = await suggest('refrig');
    expect(byName.map((c: { assetCode: string }) => c.assetCode)).toContain('A0004');
  });

  it('deletes the selection, refuses one naming a read-only asset, and deletes all but read-only ones', async () => {
    const report = await createReport(t.database.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(((await save(validAsset(report, kitchen))).json() as RegisterAsset).id);
    await t.database.db.updateTable('assets').set({ read_only: true }).where('id', '=', ids[1]!).execute();
    const refused = await post(`/depreciationReports/${report}/modelAssets/deleteAll`, {
      ids: [ids[0], ids[1], 424242],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Asset ${ids[1]} is read-only; nothing was deleted.`);
    const selection = await post(`/depreciationReports/${report}/modelAssets/deleteAll`, {
      ids: [ids[0], 424242],
    });
    expect(selection.json()).toEqual({
      deletedCount: 1,
      deletedIds: [ids[0]],
      readOnlyIds: [],
      notFoundIds: [424242],
      message: '1 asset deleted.',
    });
    const all = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/depreciationReports/modelAssets/all/${report}`,
      headers: { authorization: auth },
    });
    expect(all.json()).toMatchObject({ deletedCount: 3, readOnlyIds: [ids[1]] });
    const left = await t.database.db
      .selectFrom('assets')
      .select('id')
      .where('report_id', '=', report)
      .execute();
    expect(left.map((r) => r.id)).toEqual([ids[1]]);
  });

  it('judges rows written by other writers (seed, imports, the report method cascade) before error mode', async () => {
    const report = await createReport(t.database.db, { statusId: STATUS.qaReview });
    const valid: RegisterAsset = (
      await save({ ...validAsset(report, kitchen), historicalBuildingCost: 100 })
    ).json();
    // The report's method change (src/reports) moves the asset to PC without recomputing anything: now it lacks
    // the annual claim (docs/product/rules.md), which error mode must show.
    await t.database.db.updateTable('assets').set({ method_id: 1 }).where('id', '=', valid.id).execute();
    const stored = await t.database.db
      .selectFrom('assets')
      .select('has_errors')
      .where('id', '=', valid.id)
      .executeTakeFirstOrThrow();
    expect(stored.has_errors).toBeNull();
    const listed = await post(`/depreciationReports/${report}/modelAssets/all`, { alerts: true });
    expect(listed.json().modelAssets.map((a: RegisterAsset) => [a.id, a.hasErrors])).toEqual([
      [valid.id, true],
    ]);
  });
});

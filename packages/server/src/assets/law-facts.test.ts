/**
 * Issue 23 items 4 to 6 (migration 024, docs/tax-rules.md "Asset fields" and "Division 43 rates"): the asset's set,
 * second-hand flag and construction facts are saved, refused when wrong, copied with the register, and a capital
 * works asset's rate and first deduction follow its own construction dates and use.
 */
import type { RegisterAsset } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`asset law facts on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let building: RegisterAsset;
  let office: { id: number; code: string };
  let category43: number;
  let pc: number;

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db, { masterId: 'MP-LAW', eofyReportDate: '2022-06-30' });
    office = await taxCode(t.database.db, 'C0001');
    category43 = (
      await t.database.db
        .selectFrom('depreciation_categories')
        .select('id')
        .where('code', '=', '43')
        .executeTakeFirstOrThrow()
    ).id;
    pc = (
      await t.database.db
        .selectFrom('depreciation_methods')
        .select('id')
        .where('code', '=', 'PC')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (asset: object) => t.call('POST', '/depreciationReports/modelAssets', asset);
  const capitalWorks = () => ({
    ...validAsset(reportId, office),
    depreciationCategory: { id: category43, code: '43' },
    depreciationMethod: { id: pc, code: 'PC' },
    description: 'Office building',
    invoiceDate: '2020-07-01',
    financialYearEndDate: '2021-06-30',
    originalCost: 400_000,
    historicalBuildingCost: 400_000,
  });

  it('saves and answers the set, second-hand flag and construction facts; the rate follows the use and start', async () => {
    const response = await save({
      ...capitalWorks(),
      setName: ' Block A ',
      secondHand: false,
      constructionStartDate: '1986-08-01',
      constructionCompletionDate: '2021-01-01',
      constructionUse: 'residential',
    });
    expect(response.statusCode, response.body).toBe(200);
    building = response.json();
    expect(building).toMatchObject({
      setName: 'Block A',
      secondHand: false,
      constructionStartDate: '1986-08-01',
      constructionCompletionDate: '2021-01-01',
      constructionUse: 'residential',
      // Residential construction begun 1 Aug 1986: 4% (docs/tax-rules.md 7.2), not the code's 2.5% non-residential.
      depreciationRate: 4,
    });
    const history = await t.call('POST', '/depreciationRate', {
      assetCode: office.code,
      invoiceDate: '2020-07-01',
      depreciationCommencementDate: null,
      depreciationCategory: { id: category43, code: '43' },
      depreciationMethod: { id: pc, code: 'PC' },
      constructionStartDate: '1980-01-01',
    });
    // Non-residential (the code's type) begun 1 Jan 1980: nil.
    expect(history.json()).toMatchObject({ depreciationRate: 0 });
  });

  it('refuses a completion before the start and an unknown use, naming the field', async () => {
    const early = await save({
      ...capitalWorks(),
      constructionStartDate: '1995-03-03',
      constructionCompletionDate: '1995-01-01',
    });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('constructionCompletionDate');
    const unknown = await save({ ...capitalWorks(), constructionUse: 'castle' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('constructionUse');
  });

  it('the figures start at completion (s43-30) and the explanation names the use, start date and table row', async () => {
    const e = (
      await t.call(
        'GET',
        `/depreciationReports/${reportId}/calculations/${building.id}/explanation?financialYear=2021`,
      )
    ).json();
    expect(e.days.from).toBe('2021-01-01');
    // 1 Jan to 30 Jun 2021: 181 days of $400,000 × 4% / 365 = $7,934.25 (s43-210), dollars on the wire.
    expect(e.figures.depreciation).toBe(7934.25);
    expect(e.rate.text).toContain('residential');
    expect(e.rate.text).toContain('construction began 1 Aug 1986: 4% from 18 Jul 1985');
  });

  it('copies the facts with the register', async () => {
    const target = await createReport(t.database.db, { masterId: 'MP-LAW', eofyReportDate: '2023-06-30' });
    const copy = await t.call('POST', `/depreciationReports/${target}/copyAssetRegister`, {
      sourceReportId: reportId,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = await t.database.db
      .selectFrom('assets')
      .select([
        'set_name',
        'second_hand',
        'construction_start_date',
        'construction_completion_date',
        'construction_use',
      ])
      .where('report_id', '=', target)
      .execute();
    expect(copied).toEqual([
      {
        set_name: 'Block A',
        second_hand: false,
        construction_start_date: '1986-08-01',
        construction_completion_date: '2021-01-01',
        construction_use: 'residential',
      },
    ]);
  });
});

/**
 * Issue 23 items 4 and 5 through the service (docs/tax-rules.md "Immediate deduction of $300 or less" and
 * "Second-hand plant in residential premises"): the $300 test reads the whole register's sets, so editing one item
 * of a set turns the other items' figures on the next call; a second-hand asset of a residential rental shows $0 with
 * its reason on the Calculations tab, the Deductions views and the Summary, while its value still declines. The
 * service's figures equal the engine's own run of the stored register (the oracle) after every write.
 */
import type { CalculationRow, CalculationsPage } from '@taxdep/domain';
import { calculationsTab } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { cents, engineSchedule, listedAssets } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`the taxpayer's law in the service's figures on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId = 0;
  const ids: Record<string, number> = {};

  const rows = async (): Promise<CalculationRow[]> =>
    (
      await t.call('POST', `/depreciationReports/${reportId}/calculations`, { pageNo: 1, pageSize: 200 })
    ).json<CalculationsPage>().modelAssetCalcParams;
  /** The service's rows equal the engine's run of the register as stored (figures in cents, the reason too). */
  const expectCurrent = async () => {
    const { schedule } = await engineSchedule(t, reportId);
    const expected = calculationsTab(schedule).modelAssetCalcParams;
    const got = await rows();
    for (const e of expected) {
      const row = got.find((r) => String(r.id) === e.assetId);
      expect(row && cents(row.depreciation)).toBe(e.depreciation);
      expect(row && cents(row.closingWrittenDownValue)).toBe(e.closingWrittenDownValue);
      expect(row?.deniedBy).toBe(e.deniedBy);
    }
    return got;
  };
  const add = async (more: Record<string, unknown>) => {
    const saved = await t.call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, await taxCode(t.database.db, 'A0004')),
      invoiceDate: '2024-09-02',
      financialYearEndDate: '2025-06-30',
      ...more,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    reportId = await createReport(db, { eofyReportDate: '2025-06-30' });
    // Two individuals' existing house, contract 14 March 2019, settled 30 April 2019.
    await db
      .updateTable('reports')
      .set({
        property_use: 'residentialRental',
        taxpayer_entity_type: 'individual',
        premises_condition: 'previouslyUsed',
        exchange_date: '2019-03-14',
        settlement_date: '2019-04-30',
      })
      .where('id', '=', reportId)
      .execute();
    ids.chairA = await add({ description: 'Dining chair', originalCost: 200, setName: 'Dining setting' });
    ids.chairB = await add({ description: 'Dining chair', originalCost: 200, setName: 'Dining setting' });
    ids.carpet = await add({
      description: 'Carpet (came with the house)',
      invoiceDate: '2019-04-30',
      financialYearEndDate: '2019-06-30',
      originalCost: 4_000,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a set of two $200 chairs is depreciated; cut one to $50 and both are deducted whole on the next call', async () => {
    const before = await expectCurrent();
    expect(cents(before.find((r) => r.id === ids.chairA)?.depreciation ?? 0)).toBeLessThan(20_000);
    const chair = (await listedAssets(t, reportId)).find((a) => a.id === ids.chairB)!;
    const saved = await t.call('POST', '/depreciationReports/modelAssets', {
      ...chair,
      originalCost: 50,
      base: chair,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await expectCurrent();
    // Chair A was not written: the set's new total turned its answer (s40-80(2)).
    expect(after.find((r) => r.id === ids.chairA)?.depreciation).toBe(200);
    expect(after.find((r) => r.id === ids.chairB)?.depreciation).toBe(50);
  });

  it('the carpet that came with the house shows $0 with s40-27 on every tab, its value declining', async () => {
    const carpet = (await expectCurrent()).find((r) => r.id === ids.carpet);
    expect(carpet).toMatchObject({ depreciation: 0, depreciationClaimToDate: 0, deniedBy: 's40-27' });
    expect(carpet?.closingWrittenDownValue).toBeLessThan(carpet?.openingWrittenDownValue ?? 0);
    const view = (await t.call('GET', `/depreciationReports/${reportId}/categoryReport?category=40`)).json<{
      categoryAsset: { assetsInfo: { assetId: number; deniedBy?: string }[] }[];
    }>();
    const line = view.categoryAsset.flatMap((g) => g.assetsInfo).find((a) => a.assetId === ids.carpet);
    expect(line?.deniedBy).toBe('s40-27');
    const summary = (await t.call('GET', `/depreciationReports/${reportId}/summary`)).json<{
      categoryWiseAssetForSummaryTab: {
        listOfAssetForSummaryTab: { assetId: number; depreciation: number; deniedBy?: string }[];
      }[];
    }>();
    const summaryLine = summary.categoryWiseAssetForSummaryTab
      .flatMap((g) => g.listOfAssetForSummaryTab)
      .find((a) => a.assetId === ids.carpet);
    expect(summaryLine).toMatchObject({ depreciation: 0, deniedBy: 's40-27' });
  });

  it('counts the denied assets of a view, a Summary group and the Summary over the whole register, on any page', async () => {
    type Counted = { deniedCount?: number };
    const get = async <T>(path: string) =>
      (await t.call('GET', `/depreciationReports/${reportId}${path}`)).json<T>();
    // A page beyond the last lists no line, yet says how many assets of the register are $0 (the screens' footnote).
    expect((await get<Counted>('/categoryReport?category=40&pageNo=9&pageSize=25')).deniedCount).toBe(1);
    expect((await get<Counted>('/categoryReport?category=DiminishingValue')).deniedCount).toBe(1);
    // Division 43 holds no denied asset: no count at all.
    expect(await get<Counted>('/categoryReport?category=CapitalWorks')).not.toHaveProperty('deniedCount');
    const summary = await get<
      Counted & { categoryWiseAssetForSummaryTab: (Counted & { assetCount: number })[] }
    >('/summary');
    expect(summary.deniedCount).toBe(1);
    expect(summary.categoryWiseAssetForSummaryTab.map((g) => [g.assetCount, g.deniedCount ?? 0])).toEqual([
      [3, 1],
    ]);
    expect((await get<Counted>('/summary?pageNo=9&pageSize=25')).deniedCount).toBe(1);
  });
});

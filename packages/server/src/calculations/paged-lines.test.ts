/**
 * The asset lines of the Deductions views and the Summary, a page at a time (docs/api.md "Paging the asset
 * lines"): the pages together give every line of the whole answer once, in order, and every total on every page is
 * the whole register's.
 */
import type { CategoryReportAnswer, DeductionCategory, SummaryAnswer } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';

const PAGED_VIEWS: DeductionCategory[] = ['40', 'L', 'CapitalWorks', 'Abandonment', 'IA', 'R'];

describe(`asset lines paged on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  const get = async <T>(path: string) => {
    const response = await t.call('GET', `/depreciationReports/${reportId}${path}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    await t.database.db
      .updateTable('reports')
      .set({ low_value_pool_flag: true })
      .where('id', '=', reportId)
      .execute();
    await insertGeneratedRegister(t.database.db, reportId, 300, 4411);
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(PAGED_VIEWS)(
    'view %s: pages of 25 give every line of Table B once, with the whole totals',
    async (category) => {
      const whole = await get<CategoryReportAnswer>(`/categoryReport?category=${category}`);
      const lines = whole.categoryAsset.flatMap((g) => g.assetsInfo.map((a) => [g.assetGroup, a]));
      expect(whole.totalRecords).toBe(lines.length);
      expect(whole.totalPages).toBe(lines.length > 0 ? 1 : 0);
      for (const group of whole.categoryAsset) expect(group.assetCount).toBe(group.assetsInfo.length);
      const groupYears = new Map(whole.categoryAsset.map((g) => [g.assetGroup, g.years]));
      const seen: unknown[] = [];
      for (let pageNo = 1; pageNo <= Math.max(1, Math.ceil(lines.length / 25)); pageNo += 1) {
        const page = await get<CategoryReportAnswer>(
          `/categoryReport?category=${category}&pageNo=${pageNo}&pageSize=25`,
        );
        expect(page.totalRecords).toBe(whole.totalRecords);
        expect(page.totalPages).toBe(Math.ceil(whole.totalRecords / 25));
        expect([page.balance, page.categoryAssetAsPerIndustryForTableA]).toEqual([
          whole.balance,
          whole.categoryAssetAsPerIndustryForTableA,
        ]);
        const onPage = page.categoryAsset.flatMap((g) => g.assetsInfo.map((a) => [g.assetGroup, a]));
        expect(onPage.length).toBeLessThanOrEqual(25);
        for (const group of page.categoryAsset) expect(group.years).toEqual(groupYears.get(group.assetGroup));
        seen.push(...onPage);
        if (whole.totalPages === 0) break;
      }
      expect(seen).toEqual(lines);
    },
  );

  it('the Summary: pages of 50 give every line once, groups keep their totals and counts', async () => {
    const whole = await get<SummaryAnswer>('/summary');
    const lines = whole.categoryWiseAssetForSummaryTab.flatMap((g) => g.listOfAssetForSummaryTab);
    expect(whole.totalRecords).toBe(lines.length);
    expect(lines.length).toBeGreaterThan(100);
    const seen: unknown[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(lines.length / 50); pageNo += 1) {
      const page = await get<SummaryAnswer>(`/summary?pageNo=${pageNo}`);
      expect(page.total).toEqual(whole.total);
      for (const group of page.categoryWiseAssetForSummaryTab) {
        const same = whole.categoryWiseAssetForSummaryTab.find((g) => g.assetGroup === group.assetGroup);
        expect([group.total, group.assetCount]).toEqual([same?.total, same?.listOfAssetForSummaryTab.length]);
      }
      seen.push(...page.categoryWiseAssetForSummaryTab.flatMap((g) => g.listOfAssetForSummaryTab));
    }
    expect(seen).toEqual(lines);
  });

  it('answers no lines beyond the last page, and refuses a page size not offered', async () => {
    const beyond = await get<SummaryAnswer>('/summary?pageNo=999&pageSize=200');
    expect(beyond.categoryWiseAssetForSummaryTab).toEqual([]);
    expect(beyond.totalRecords).toBeGreaterThan(0);
    const refused = await t.call(
      'GET',
      `/depreciationReports/${reportId}/categoryReport?category=40&pageSize=30`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('pageSize');
  });
});

/**
 * POST …/powerBiCalculation (docs/api.md "Power BI"): the engine's rows, an asset per FY, paged; checked against
 * the engine run directly on the register as stored.
 */
import type { PowerBiPage, PowerBiRow } from '@taxdep/domain';
import { assetYear } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { cents, engineSchedule } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';

describe(`the Power BI table on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;

  const post = (body: object) => t.call('POST', `/depreciationReports/${reportId}/powerBiCalculation`, body);
  const everyRow = async (body: object) => {
    const rows: PowerBiRow[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = (await post({ ...body, pageNo, pageSize: 97 })).json() as PowerBiPage;
      rows.push(...page.rows);
      if (pageNo >= page.totalPages) return { rows, page };
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    await t.database.db
      .updateTable('reports')
      .set({ low_value_pool_flag: true })
      .where('id', '=', reportId)
      .execute();
    await insertGeneratedRegister(t.database.db, reportId, 160, 77);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every calculated asset’s figures per FY, as the engine gives them, page by page', async () => {
    const { schedule } = await engineSchedule(t, reportId);
    const { rows, page } = await everyRow({ fromFinancialYear: 2020, toFinancialYear: 2030 });
    const expected: (string | number | boolean)[][] = [];
    schedule.assets.forEach((a, i) => {
      for (let fy = Math.max(2020, a.displayFirstFinancialYear); fy <= 2030; fy += 1) {
        const y = assetYear(schedule, i, fy);
        const figures = [
          y.openingValue,
          y.additions,
          y.decline,
          y.additionalAllowance,
          y.balancingAdjustment,
        ];
        if (figures.every((v) => v === 0) && y.abandonment === 0 && y.closingValue === 0) continue;
        expected.push([Number(a.input.id), fy, y.pooled, ...figures, y.abandonment, y.closingValue]);
      }
    });
    expect(expected.some((row) => row[2] === true)).toBe(true);
    expect(page).toMatchObject({
      totalRows: expected.length,
      fromFinancialYear: 2020,
      toFinancialYear: 2030,
    });
    expect(
      rows.map((r) => [
        r.assetId,
        r.financialYear,
        r.pooled,
        ...[r.openingWrittenDownValue, r.additions, r.depreciation, r.additionalAllowance].map(cents),
        ...[r.balancingAdjustment, r.abandonment, r.closingWrittenDownValue].map(cents),
      ]),
    ).toEqual(expected);
    expect(rows[0]).toMatchObject({ calcFYStartDate: `${rows[0]!.financialYear - 1}-07-01` });
  });

  it('covers the current FY and four more by default, and refuses a range beyond 40 FYs', async () => {
    const page = (await post({})).json() as PowerBiPage;
    expect(page).toMatchObject({
      eofyReportDate: '2025-06-30',
      fromFinancialYear: 2025,
      toFinancialYear: 2029,
    });
    expect(page.rows.length).toBe(Math.min(1000, page.totalRows));
    const wide = await post({ fromFinancialYear: 2000, toFinancialYear: 2040 });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toMatch(/body\/toFinancialYear/);
    expect((await post({ fromFinancialYear: 2030, toFinancialYear: 2029 })).statusCode).toBe(400);
    const large = await post({ pageSize: 5001 });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toMatch(/body\/pageSize/);
  });
});

/**
 * Issue 12: the Calculations, Deductions and Summary calls answer the engine's figures for the register and
 * settings as stored: checked against the engine run directly (test/calculation-fixtures.ts), against figures
 * worked by hand, and against each other (docs/product/calculations-deductions-summary-report.md).
 */
import type {
  CalculationRow,
  CalculationsPage,
  CategoryReportAnswer,
  DeductionCategory,
  DeductionYear,
  SummaryAnswer,
} from '@taxdep/domain';
import { calculationsTab, categoryReport } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import {
  cents,
  engineSchedule,
  insertAsset,
  insertHandmadeRegister,
  referenceId,
} from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister, STATUS } from '../test/register-fixtures';
import { expectedSummary } from './summary-answer.test-support';
import { categoryReportAnswer, EVERY_LINE } from './wire-figures';

const CATEGORIES: DeductionCategory[] = [
  'DiminishingValue',
  '40',
  'L',
  'CapitalWorks',
  'Abandonment',
  'IA',
  'R',
];
const VIEWS = CATEGORIES.filter((c) => c !== 'DiminishingValue');
/** What a JSON answer makes of a value (-0 becomes 0). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe(`Calculations, Deductions and Summary on ${testEngine()}`, () => {
  let t: TestApp;
  let generated: number;
  let handmade: number;
  const ids: Record<string, number> = {};

  const allRows = async (reportId: number): Promise<CalculationRow[]> => {
    const rows: CalculationRow[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = (
        await t.call('GET', `/depreciationReports/${reportId}/calculations?pageNo=${pageNo}&pageSize=200`)
      ).json() as CalculationsPage;
      rows.push(...page.modelAssetCalcParams);
      if (pageNo >= page.totalPages) return rows;
    }
  };
  const view = async (reportId: number, category: DeductionCategory) =>
    (
      await t.call('GET', `/depreciationReports/${reportId}/categoryReport?category=${category}`)
    ).json() as CategoryReportAnswer;
  const summary = async (reportId: number) =>
    (await t.call('GET', `/depreciationReports/${reportId}/summary`)).json() as SummaryAnswer;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const dv = await referenceId(db, 'depreciation_methods', 'DV');
    generated = await createReport(db);
    await db
      .updateTable('reports')
      .set({ low_value_pool_flag: true, depreciation_method_id: dv })
      .where('id', '=', generated)
      .execute();
    await insertGeneratedRegister(db, generated, 400, 1207);
    handmade = await createReport(db);
    await db.updateTable('reports').set({ low_value_pool_flag: true }).where('id', '=', handmade).execute();
    Object.assign(ids, await insertHandmadeRegister(db, handmade));
    const incomplete = await db
      .insertInto('assets')
      .values({ report_id: handmade, description: 'Not costed yet' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.incomplete = incomplete.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each call with the engine’s own figures for the register as stored', async () => {
    const { schedule, uncalculated } = await engineSchedule(t, generated);
    expect(uncalculated.length).toBeGreaterThan(0);
    expect(schedule.assets.length).toBeGreaterThan(200);
    const rows = await allRows(generated);
    const expected = calculationsTab(schedule).modelAssetCalcParams;
    expect(rows.map((r) => r.id)).toEqual(expected.map((f) => Number(f.assetId)));
    rows.forEach((row, i) => {
      const f = expected[i]!;
      expect(
        [row.openingWrittenDownValue, row.additions, row.depreciation, row.balancingAdjustment].map(cents),
      ).toEqual([f.openingWrittenDownValue, f.additions, f.depreciation, f.balancingAdjustment]);
      expect([row.closingWrittenDownValue, row.depreciationClaimToDate].map(cents)).toEqual([
        f.closingWrittenDownValue,
        f.depreciationClaimToDate,
      ]);
    });
    for (const category of CATEGORIES) {
      expect(await view(generated, category)).toEqual(
        asJson(categoryReportAnswer(categoryReport(schedule, category), EVERY_LINE)),
      );
    }
    expect(await summary(generated)).toEqual(
      asJson(expectedSummary(schedule, uncalculated.length, EVERY_LINE)),
    );
  });

  it('gives the figures worked by hand (docs/tax-rules.md)', async () => {
    const page = (
      await t.call('GET', `/depreciationReports/${handmade}/calculations`)
    ).json() as CalculationsPage;
    expect(page).toMatchObject({ totalRecords: 4, totalPages: 1 });
    expect(page).toMatchObject({ calcFYStartDate: '2024-07-01', calcFYEndDate: '2025-06-30' });
    const byId = new Map(page.modelAssetCalcParams.map((r) => [r.id, r]));
    expect(byId.has(ids.incomplete!)).toBe(false);
    // $10,000 at 20% diminishing value, held all 365 days of FY2025.
    expect(byId.get(ids.lift!)).toMatchObject({
      assetCode: 'A0004',
      depreciationCategory: '40',
      depreciationMethod: 'DV',
      depreciationRate: 20,
      originalCost: 10_000,
      openingWrittenDownValue: 0,
      additions: 10_000,
      depreciation: 2_000,
      closingWrittenDownValue: 8_000,
      depreciationClaimToDate: 2_000,
    });
    // Capital works: 2.5% of $400,000 a full year, straight line (rule 9).
    expect(byId.get(ids.building!)).toMatchObject({ depreciation: 10_000, depreciationMethod: 'PC' });
    // The pool: 18.75% of a low-cost asset's cost in its first FY (s40-440(1)).
    expect(byId.get(ids.carpet!)).toMatchObject({ depreciation: 150, closingWrittenDownValue: 650 });
    // Repairs are deducted whole in their FY.
    expect(byId.get(ids.repairs!)).toMatchObject({ depreciation: 500, closingWrittenDownValue: 0 });
    const pool = await view(handmade, 'L');
    expect(pool.rateText).toBe('18.75% / 37.5%');
    expect(pool.pool?.[1]).toMatchObject({ financialYear: 2025, lowCostAdditions: 800, lowCostDecline: 150 });
    const flow = await view(handmade, 'DiminishingValue');
    expect(flow.financialYears[0]).toBe(2025);
    expect(flow.balanceSummaryTaxFlow[0]).toMatchObject({
      finYearEndDate: '2025-06-30',
      div40Depreciation: 2_000,
      div40LVPDepreciation: 150,
      div43Depreciation: 10_000,
      repairs: 500,
      total: 12_650,
    });
  });

  it('agree with each other: Calculations, the tax flow, the views’ tables and the Summary', async () => {
    const handRows = await allRows(handmade);
    const [fy] = (await view(handmade, 'DiminishingValue')).balanceSummaryTaxFlow;
    // No IA or AD asset here: the current FY's depreciation is the flow's FY row, additional allowances aside.
    expect(handRows.reduce((sum, r) => sum + cents(r.depreciation), 0)).toBe(
      [fy!.div40Depreciation, fy!.div40LVPDepreciation, fy!.div43Depreciation, fy!.repairs, fy!.expensedItem]
        .map(cents)
        .reduce((a, b) => a + b, 0),
    );
    for (const reportId of [handmade, generated]) {
      const rows = await allRows(reportId);
      const tab = await summary(reportId);
      const total = (pick: (r: CalculationRow) => number) => rows.reduce((sum, r) => sum + cents(pick(r)), 0);
      expect(cents(tab.total.closingWrittenDownValue)).toBe(total((r) => r.closingWrittenDownValue));
      expect(cents(tab.total.openingWrittenDownValue)).toBe(total((r) => r.openingWrittenDownValue));
      expect(cents(tab.total.depreciation)).toBe(total((r) => r.depreciation));
      for (const category of VIEWS) {
        const answer = await view(reportId, category);
        const balance = answer.balance.map(cellCents);
        expect(sumCells(answer.categoryAsset.map((g) => g.years)), category).toEqual(balance);
        expect(sumCells(answer.categoryAssetAsPerIndustryForTableA.map((i) => i.years)), category).toEqual(
          balance,
        );
      }
    }
  });

  it('reads read-only reports, and answers 404, 400 and 409 as docs/api.md says', async () => {
    const completed = await createReport(t.database.db, { statusId: STATUS.completed });
    await insertAsset(t.database.db, completed, {
      code: 'A0004',
      category: '40',
      method: 'PC',
      description: 'Kept',
      cost: 100_000n,
      rate: '10',
      start: '2024-07-01',
      entry: '2025-06-30',
    });
    const page = await t.call('POST', `/depreciationReports/${completed}/calculations`, {
      searchValue: 'kept',
    });
    expect(page.statusCode).toBe(200);
    expect((page.json() as CalculationsPage).modelAssetCalcParams[0]).toMatchObject({ depreciation: 100 });
    for (const url of ['calculations', 'categoryReport?category=40', 'summary']) {
      const missing = await t.call('GET', `/depreciationReports/2147483647/${url}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Report 2147483647 does not exist.' });
    }
    const bad = await t.call('GET', `/depreciationReports/${handmade}/categoryReport?category=41`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/querystring\/category/);
    expect((await t.call('GET', `/depreciationReports/${handmade}/categoryReport`)).statusCode).toBe(400);
    const undated = await createReport(t.database.db, { eofyReportDate: null });
    const refused = await t.call('GET', `/depreciationReports/${undated}/summary`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no EOFY report date/);
  });
});

function cellCents(c: DeductionYear): number[] {
  return [c.owdv, c.additions, c.depreciation, c.balancingAdjustments, c.abandonment, c.cwdv].map(cents);
}

/** Column by column, FY by FY, the sum of rows of cells (a table's rows) in cents. */
function sumCells(rows: DeductionYear[][]): number[][] {
  const out: number[][] = Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 0]);
  for (const years of rows) {
    years.forEach((c, k) => {
      const column = out[k]!;
      cellCents(c).forEach((v, j) => {
        column[j] = column[j]! + v;
      });
    });
  }
  return out;
}

/**
 * Issue 12: an asset's explanation derives the very figures the Calculations tab shows, its rate says where it came
 * from (the tax code's effective-life row, the Division 43 table, Customize mode), and the prime cost versus
 * diminishing value comparison agrees with the Summary Tax Flow when the register already uses the method.
 */
import type {
  AssetYearExplanationAnswer,
  CalculationRow,
  CalculationsPage,
  CategoryReportAnswer,
  MethodComparisonAnswer,
} from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { cents, insertAsset, insertHandmadeRegister, referenceId } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';

const FIGURES = [
  'openingWrittenDownValue',
  'additions',
  'depreciation',
  'balancingAdjustment',
  'closingWrittenDownValue',
  'depreciationClaimToDate',
] as const;

describe(`Explanations and the method comparison on ${testEngine()}`, () => {
  let t: TestApp;
  let generated: number;
  let handmade: number;
  const ids: Record<string, number> = {};

  const rowsOf = async (reportId: number): Promise<CalculationRow[]> => {
    const rows: CalculationRow[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = (
        await t.call('GET', `/depreciationReports/${reportId}/calculations?pageNo=${pageNo}&pageSize=200`)
      ).json() as CalculationsPage;
      rows.push(...page.modelAssetCalcParams);
      if (pageNo >= page.totalPages) return rows;
    }
  };
  const explain = (reportId: number, assetId: number, query = '') =>
    t.call('GET', `/depreciationReports/${reportId}/calculations/${assetId}/explanation${query}`);
  const explanation = async (reportId: number, assetId: number, query = '') => {
    const answer = await explain(reportId, assetId, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as AssetYearExplanationAnswer;
  };
  const comparison = async (reportId: number) => {
    const answer = await t.call('GET', `/depreciationReports/${reportId}/methodComparison`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as MethodComparisonAnswer;
  };

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
    await insertGeneratedRegister(db, generated, 300, 4411);
    // Every Division 40 asset on the report's method (DV), so the comparison's DV run is the register itself.
    handmade = await createReport(db);
    await db
      .updateTable('reports')
      .set({ low_value_pool_flag: true, depreciation_method_id: dv })
      .where('id', '=', handmade)
      .execute();
    Object.assign(ids, await insertHandmadeRegister(db, handmade));
    ids.customised = await insertAsset(db, handmade, {
      method: 'DV',
      entry: '2025-06-30',
      code: 'A0004',
      category: '40',
      description: 'Blinds (own rate)',
      cost: 400_000n,
      rate: '20',
      start: '2024-07-01',
    });
    // A customised rate with its reason (issue 25 item 4): without one the register flags it and it has no figures.
    await db
      .updateTable('assets')
      .set({ source_tax_rate: '25', rate_reason: 'Self-assessed effective life (s40-105)' })
      .where('id', '=', ids.customised)
      .execute();
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

  it('explains exactly the Calculations row of each asset (all six figures)', async () => {
    const rows = await rowsOf(generated);
    expect(rows.length).toBeGreaterThan(100);
    const sample: [number, CalculationRow][] = [
      ...rows.filter((_, i) => i % 15 === 0).map((row): [number, CalculationRow] => [generated, row]),
      ...(await rowsOf(handmade)).map((row): [number, CalculationRow] => [handmade, row]),
    ];
    for (const [reportId, row] of sample) {
      const e = await explanation(reportId, row.id);
      expect(e.assetId).toBe(row.id);
      expect(e.financialYear).toBe(2025);
      for (const name of FIGURES) expect(e.figures[name], `${row.id} ${name}`).toBe(row[name]);
      // Every figure that is not nil names the step that gives it, and that step's amount is the figure.
      for (const name of FIGURES) {
        const key = e.derivation[name];
        if (key === null) continue;
        const step = e.steps.find((s) => s.key === key);
        expect(step?.amount, `${row.id} ${name}`).toBe(e.figures[name]);
      }
    }
  });

  it('says where the rate came from, with the formula’s numbers', async () => {
    const lift = await explanation(handmade, ids.lift!);
    expect(lift).toMatchObject({ treatment: 'single', shown: true });
    expect(lift.rate).toMatchObject({
      percent: 20,
      method: 'DV',
      source: 'effectiveLife',
      assetCode: 'A0004',
      effectiveLifeYears: 10,
      dateOfApplication: '2005-07-01',
      lifeMultiplier: '200%',
    });
    expect(lift.days).toMatchObject({ from: '2024-07-01', to: '2025-06-30', daysHeld: 365, divisor: 365 });
    const decline = lift.steps.find((s) => s.key === lift.derivation.depreciation);
    expect(decline).toMatchObject({ amount: 2_000 });
    expect(decline?.formula).toContain('$2,000.00');
    expect(decline?.citation).toMatch(/s40-72/);
    const own = await explanation(handmade, ids.customised!);
    expect(own.rate).toMatchObject({ source: 'customised', percent: 25 });
    expect(own.figures.depreciation).toBe(1_000);
    const building = await explanation(handmade, ids.building!);
    expect(building.rate).toMatchObject({ source: 'division43Table', constructionType: 'nonResidential' });
    // Another FY on request: the building's claim to date grows by a full year's 2.5% of $400,000.
    const later = await explanation(handmade, ids.building!, '?financialYear=2026');
    expect(later.financialYear).toBe(2026);
    expect(later.figures.depreciationClaimToDate - building.figures.depreciationClaimToDate).toBe(10_000);
    const carpet = await explanation(handmade, ids.carpet!);
    expect(carpet.treatment).toBe('pool');
    expect(carpet.rounding.text).toMatch(/pool/);
  });

  it('compares the methods: the report’s own method is the Summary Tax Flow, year by year', async () => {
    const flow = (
      await t.call('GET', `/depreciationReports/${handmade}/categoryReport?category=DiminishingValue`)
    ).json() as CategoryReportAnswer;
    const c = await comparison(handmade);
    expect(c.currentFinancialYear).toBe(2025);
    const dv = c.diminishingValue;
    // No IA or AD asset, so no additional allowances: each FY's total is the flow's Total column.
    expect(dv.perFinancialYear).toHaveLength(40);
    expect(dv.perFinancialYear.map((y) => [y.finYearEndDate, y.total])).toEqual(
      flow.balanceSummaryTaxFlow.slice(0, 40).map((line) => [line.finYearEndDate, line.total]),
    );
    expect(dv.firstYear).toBe(flow.balanceSummaryTaxFlow[0]?.total);
    expect(dv.firstYear).toBe(2_000 + 1_000 + 10_000 + 150 + 500);
    const sum = (n: number) => dv.perFinancialYear.slice(0, n).reduce((s, y) => s + cents(y.total), 0);
    expect([dv.fiveYears, dv.tenYears, dv.fortyYears].map(cents)).toEqual([sum(5), sum(10), sum(40)]);
    // Prime cost: the lift at 100% ÷ 10 = 10% ($1,000); the own 25% DV rate keeps its implied life of 8 years,
    // so 12.5% PC ($500); the building stays straight line, the pool and the repairs do not depend on the method.
    expect(c.primeCost.firstYear).toBe(1_000 + 500 + 10_000 + 150 + 500);
    // Prime cost writes the lift off in its 10 years; diminishing value has not yet.
    expect(c.primeCost.tenYears).toBeGreaterThan(dv.tenYears);
  });

  it('builds the comparison once per version of the figures, and again after a write', async () => {
    const first = await comparison(handmade);
    expect(await comparison(handmade)).toEqual(first);
    await t.database.db
      .updateTable('assets')
      .set({ original_cost: 2_000_000n })
      .where('id', '=', ids.lift!)
      .execute();
    const after = await comparison(handmade);
    expect(after.diminishingValue.firstYear - first.diminishingValue.firstYear).toBe(2_000);
    expect((await explanation(handmade, ids.lift!)).figures.depreciation).toBe(4_000);
    await t.database.db
      .updateTable('assets')
      .set({ original_cost: 1_000_000n })
      .where('id', '=', ids.lift!)
      .execute();
  });

  it('answers 404 with why an asset has no figures, 400 outside the figures’ years', async () => {
    const incomplete = await explain(handmade, ids.incomplete!);
    expect(incomplete.statusCode).toBe(404);
    expect(incomplete.json().message).toMatch(
      new RegExp(`^Asset ${ids.incomplete} has no figures: the tax engine cannot calculate it \\(.+\\)`),
    );
    const elsewhere = await explain(generated, ids.lift!);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: `Asset ${ids.lift} is not in report ${generated}.` });
    for (const url of [`calculations/${ids.lift}/explanation`, 'methodComparison']) {
      const missing = await t.call('GET', `/depreciationReports/2147483647/${url}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Report 2147483647 does not exist.' });
    }
    const late = await explain(handmade, ids.lift!, '?financialYear=2200');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/financialYear must be at most \d{4}/);
    const outside = await explain(handmade, ids.lift!, '?financialYear=1800');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/querystring\/financialYear/);
  });
});

/**
 * Issue 12: the tabs follow every write on the next call, on any instance (docs/architecture.md "Scale-out"):
 * asset saves, additions, deletions, demolitions, a label's abandonment date, General Info (rounding unit, EOFY
 * date, pool flag), a pool member's edit and a row losing its figures. After each write the answers are checked against the engine run from scratch.
 */

import { type AppDatabase, openDatabase } from '@taxdep/db';
import type { CalculationRow, CalculationsPage, Report } from '@taxdep/domain';
import { calculationsTab, categoryReport } from '@taxdep/domain/tax';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/app';
import { cents, engineSchedule, listedAssets } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { expectedSummary } from './summary-answer.test-support';
import { categoryReportAnswer, EVERY_LINE } from './wire-figures';

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe(`the figures follow every write on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let buildingId: number;
  let liftId: number;

  type Caller = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => ReturnType<TestApp['call']>;
  const callerOf =
    (app: FastifyInstance): Caller =>
    async (method, url, body) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: await t.bearer() },
        ...(body ? { payload: body } : {}),
      });

  const allRows = async (call: Caller): Promise<CalculationRow[]> => {
    const rows: CalculationRow[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = (
        await call('POST', `/depreciationReports/${reportId}/calculations`, { pageNo, pageSize: 200 })
      ).json() as CalculationsPage;
      rows.push(...page.modelAssetCalcParams);
      if (pageNo >= page.totalPages) return rows;
    }
  };

  /** The calls' answers (through `call`) are the engine's figures for the register as it now stands. */
  const expectCurrent = async (call: Caller = t.call) => {
    const { schedule, uncalculated } = await engineSchedule(t, reportId);
    const expected = calculationsTab(schedule).modelAssetCalcParams;
    const rows = await allRows(call);
    // Every figure of every row (rows an edit did not touch are taken over from the table before it).
    expect(
      rows.map((r) => [
        r.id,
        ...[r.openingWrittenDownValue, r.additions, r.depreciation, r.balancingAdjustment].map(cents),
        ...[r.closingWrittenDownValue, r.depreciationClaimToDate].map(cents),
      ]),
    ).toEqual(
      expected.map((f) => [
        Number(f.assetId),
        f.openingWrittenDownValue,
        f.additions,
        f.depreciation,
        f.balancingAdjustment,
        f.closingWrittenDownValue,
        f.depreciationClaimToDate,
      ]),
    );
    const summary = await call('GET', `/depreciationReports/${reportId}/summary`);
    expect(summary.json()).toEqual(asJson(expectedSummary(schedule, uncalculated.length, EVERY_LINE)));
    for (const category of ['CapitalWorks', 'L', 'Abandonment', 'DiminishingValue'] as const) {
      const view = await call('GET', `/depreciationReports/${reportId}/categoryReport?category=${category}`);
      expect(view.json(), category).toEqual(
        asJson(categoryReportAnswer(categoryReport(schedule, category), EVERY_LINE)),
      );
    }
    // As the screens ask: a page of lines, of views derived from the previous version's (service.ts lineage).
    const window = { offset: 25, limit: 25 };
    for (const category of ['40', 'L'] as const) {
      const page = await call(
        'GET',
        `/depreciationReports/${reportId}/categoryReport?category=${category}&pageNo=2&pageSize=25`,
      );
      expect(page.json(), category).toEqual(
        asJson(categoryReportAnswer(categoryReport(schedule, category), window)),
      );
    }
    const summaryPage = await call('GET', `/depreciationReports/${reportId}/summary?pageNo=2&pageSize=25`);
    expect(summaryPage.json()).toEqual(asJson(expectedSummary(schedule, uncalculated.length, window)));
    return rows;
  };
  const rowOf = (rows: CalculationRow[], id: number) => rows.find((r) => r.id === id);
  const wireAsset = async (id: number) => (await listedAssets(t, reportId)).find((a) => a.id === id)!;

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    await insertGeneratedRegister(t.database.db, reportId, 120, 31);
    const building = await t.call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, await taxCode(t.database.db, 'C0001')),
      depreciationCategory: { id: 0, code: '43' },
      depreciationMethod: { id: 0, code: 'PC' },
      originalCost: 1_000_000,
      historicalBuildingCost: 1_000_000,
    });
    buildingId = building.json().id;
    const lift = await t.call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, await taxCode(t.database.db, 'A0004')),
      invoiceDate: '2024-08-01',
      financialYearEndDate: '2025-06-30',
      originalCost: 20_000,
    });
    liftId = lift.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('follows asset saves, additions, deletions, demolitions and a label’s date on the next call', async () => {
    const before = rowOf(await expectCurrent(), liftId)!;
    const lift = await wireAsset(liftId);
    const saved = await t.call('POST', '/depreciationReports/modelAssets', {
      ...lift,
      originalCost: 30_000,
      base: lift,
    });
    expect(saved.statusCode).toBe(200);
    const after = rowOf(await expectCurrent(), liftId)!;
    expect(after.originalCost).toBe(30_000);
    expect(cents(after.depreciation)).toBeGreaterThan(cents(before.depreciation));

    const added = await t.call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, await taxCode(t.database.db, 'A0004')),
      description: 'Added later',
    });
    const addedId = added.json().id as number;
    expect(rowOf(await expectCurrent(), addedId)).toBeDefined();
    await t.call('POST', `/depreciationReports/${reportId}/modelAssets/deleteAll`, { ids: [addedId] });
    expect(rowOf(await expectCurrent(), addedId)).toBeUndefined();

    const plain = rowOf(await expectCurrent(), buildingId)!;
    const demolition = await t.call('POST', '/depreciationReports/modelAssets/demolitionDates', {
      modelAsset: { id: buildingId, depreciationReportId: reportId },
      // A demolition is dated the 30 June ending its financial year (docs/product/asset-register.md).
      demoDate: '2025-06-30',
      rate: 40,
    });
    expect(demolition.statusCode).toBe(200);
    const demolished = rowOf(await expectCurrent(), buildingId)!;
    expect(cents(demolished.balancingAdjustment)).toBeLessThan(0);
    expect(demolished.closingWrittenDownValue).toBeLessThan(plain.closingWrittenDownValue);

    const labels = await t.call('POST', '/depreciationReports/abandonment-label', {
      depreciationReportId: reportId,
      abandonmentLabel: [{ label: 'Fit-out A', abandonmentDate: null, depreciationReportId: reportId }],
    });
    const label = labels.json().abandonmentLabel[0];
    await t.call('POST', '/depreciationReports/modelAssets/model-abandonment-label', {
      modelAssetId: liftId,
      abandonmentLabelId: label.id,
    });
    await expectCurrent();
    await t.call('POST', '/depreciationReports/abandonment-label', {
      depreciationReportId: reportId,
      abandonmentLabel: [{ ...label, abandonmentDate: '2025-03-31' }],
    });
    const abandoned = rowOf(await expectCurrent(), liftId)!;
    expect(abandoned.closingWrittenDownValue).toBe(0);
  });

  it('follows General Info: the rounding unit, the EOFY report date and the pool flag', async () => {
    const inCents = await expectCurrent();
    // Another writer than General Info's save (the unit is not on the form): the figures key on the stored values.
    await t.database.db
      .updateTable('reports')
      .set({ rounding_unit: 'dollar' })
      .where('id', '=', reportId)
      .execute();
    const inDollars = await expectCurrent();
    expect(Number.isInteger(rowOf(inDollars, buildingId)!.depreciation)).toBe(true);
    expect(inDollars.filter((r, i) => r.depreciation !== inCents[i]!.depreciation).length).toBeGreaterThan(0);
    const report = (await t.call('GET', `/depreciationReports/${reportId}`)).json() as Report;
    const put = await t.call('PUT', '/depreciationReport', {
      ...report,
      instructions: { ...report.instructions, lowValuePoolFlag: true },
      reportingInfo: { ...report.reportingInfo, eofyReportDate: '2024-06-30' },
    });
    expect(put.statusCode).toBe(200);
    const page = (
      await t.call('GET', `/depreciationReports/${reportId}/calculations`)
    ).json() as CalculationsPage;
    expect(page).toMatchObject({ calcFYStartDate: '2023-07-01', calcFYEndDate: '2024-06-30' });
    await expectCurrent();
  });

  it('follows a pool member’s edit, and a row losing its figures and getting them back', async () => {
    // The pool is on since the test before (General Info), in dollars: a member's edit shares each FY's decline
    // anew over every member (rule 5), and the cache composes only what changed (figures-cache.ts).
    const members = (await listedAssets(t, reportId)).filter(
      (a) => a.depreciationCategory?.code === 'L' && a.originalCost !== null && !a.readOnly,
    );
    expect(members.length).toBeGreaterThan(1);
    for (const [k, member] of members.slice(0, 3).entries()) {
      const saved = await t.call('POST', '/depreciationReports/modelAssets', {
        ...member,
        originalCost: (member.originalCost as number) + 7 * (k + 1),
        base: member,
      });
      expect(saved.statusCode).toBe(200);
      await expectCurrent();
    }
    // A row with figures (outside the pool) loses them, then gets them back: its place in the lists moves.
    const shown = new Set((await expectCurrent()).map((r) => r.id));
    const plant = (await listedAssets(t, reportId)).find(
      (a) => shown.has(a.id) && a.depreciationCategory?.code === '40' && !a.readOnly,
    )!;
    const costless = await t.call('POST', '/depreciationReports/modelAssets', {
      ...plant,
      originalCost: null,
      base: plant,
    });
    expect(costless.statusCode).toBe(200);
    expect(rowOf(await expectCurrent(), plant.id)).toBeUndefined();
    // Edited again while it has none (the figures' list of rows without figures is copied, not changed).
    const renamed = await wireAsset(plant.id);
    await t.call('POST', '/depreciationReports/modelAssets', {
      ...renamed,
      description: 'No cost yet',
      base: renamed,
    });
    expect(rowOf(await expectCurrent(), plant.id)).toBeUndefined();
    const again = await wireAsset(plant.id);
    const restored = await t.call('POST', '/depreciationReports/modelAssets', {
      ...again,
      originalCost: plant.originalCost,
      base: again,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(rowOf(await expectCurrent(), plant.id)?.originalCost).toBe(plant.originalCost);
  });

  it('shows a write made through one instance on the next call of another', async () => {
    let second: AppDatabase | null = null;
    if (t.database.schema && process.env.TEST_DATABASE_URL) {
      // A second pool over the same schema, as a second instance has.
      second = await openDatabase({
        engine: 'postgres',
        connectionString: process.env.TEST_DATABASE_URL,
        searchPath: t.database.schema,
      });
    }
    // PGlite is held by one process: a second handle over it keeps a cache of its own all the same.
    const other = await buildApp({
      db: second?.db ?? t.database.db.withoutPlugins(),
      config: t.config,
      validateResponses: true,
    });
    try {
      const a = callerOf(t.app);
      const b = callerOf(other);
      await expectCurrent(a);
      await expectCurrent(b);
      const depreciation: number[] = [];
      for (const [writer, reader, cost] of [
        [b, a, 800_000],
        [a, b, 600_000],
      ] as const) {
        // The building (the lift enters after the current FY since the EOFY date moved back a year).
        const building = await wireAsset(buildingId);
        const saved = await writer('POST', '/depreciationReports/modelAssets', {
          ...building,
          historicalBuildingCost: cost,
        });
        expect(saved.statusCode).toBe(200);
        depreciation.push(cents(rowOf(await expectCurrent(reader), buildingId)!.depreciation));
      }
      // Straight line on the historical cost: a lower cost, a lower deduction (exact figures: expectCurrent).
      expect(depreciation[1]).toBeLessThan(depreciation[0]!);
    } finally {
      await other.close();
      await second?.close();
    }
  });
});

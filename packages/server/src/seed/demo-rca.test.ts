/**
 * Issue 28: a fresh portal with the demo data shows a reinstatement cost assessment and a building-rate library:
 * Harbour Tower's assessment, listed in its fund with its kind, worked out without errors from library rates, with
 * an adjustment, demolition with asbestos noted and a current sum insured below the recommendation (the averaging
 * illustration shows); the sample library is in force on its date and was loaded by no user.
 */
import type {
  BuildingRateLoadRecord,
  BuildingRateWire,
  RcaAssessmentAnswer,
  RcaReport,
  ReportListPage,
} from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { DEMO_RATE_SOURCE } from './demo-rca';

describe(`the demo assessment and rate library on ${testEngine()}`, () => {
  let t: TestApp;
  let report: RcaReport;
  let answer: RcaAssessmentAnswer;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    const funds = (await t.call('GET', '/funds/all')).json<{ fundId: number; fundCode: string }[]>();
    const hpof = funds.find((f) => f.fundCode === 'HPOF')?.fundId;
    const listed = (await t.call('GET', `/funds/${hpof}/reports?reportKind=rca`)).json<ReportListPage>();
    expect(listed.reports).toHaveLength(1);
    expect(listed.reports[0]?.reportKind).toBe('rca');
    const id = listed.reports[0]?.depreciationReportId;
    report = (await t.call('GET', `/RcaReports/${id}`)).json<RcaReport>();
    answer = (await t.call('GET', `/RcaReports/${id}/assessment`)).json<RcaAssessmentAnswer>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is Harbour Tower’s, In Progress, surveyed by Sam, with two valid buildings priced from the library', () => {
    expect(report).toMatchObject({
      propertyName: 'Harbour Tower',
      status: 'In Progress',
      surveyor: 'Sam Surveyor',
      readOnly: false,
      settingsErrors: [],
      buildingErrors: [],
    });
    expect(report.buildings.map((b) => b.name)).toEqual(['Office tower', 'Basement car park']);
    const areas = report.buildings.flatMap((b) => b.areas);
    expect(areas.every((a) => a.libraryRate?.source === DEMO_RATE_SOURCE)).toBe(true);
    expect(report.buildings[0]).toMatchObject({ asbestos: true, adjustments: [expect.any(Object)] });
  });

  it('works out an under-insured recommendation with the averaging illustration and the rates used', () => {
    expect(answer.problem).toBeNull();
    const worked = answer.assessment;
    expect(worked?.underInsured).toBe(true);
    expect(worked?.recommendedSumInsuredCents).toBeGreaterThan(worked?.currentSumInsuredCents ?? 0);
    expect(worked?.averaging.some((c) => c.shortfallCents > 0)).toBe(true);
    expect(answer.ratesUsed.map((r) => `${r.buildingType}, ${r.location}`)).toEqual([
      'Office, Sydney',
      'Retail, Sydney',
      'Car park, Sydney',
    ]);
  });

  it('holds a sample library of five building types in five capitals, loaded by no user', async () => {
    const rates = (await t.call('GET', '/buildingRates?asOf=2026-07-01')).json<BuildingRateWire[]>();
    expect(rates).toHaveLength(25);
    expect(new Set(rates.map((r) => r.buildingType))).toEqual(
      new Set(['Car park', 'Industrial', 'Office', 'Residential', 'Retail']),
    );
    expect(await t.call('GET', '/buildingRates?asOf=2026-06-30').then((r) => r.json())).toEqual([]);
    const admin = await t.database.db
      .selectFrom('users')
      .select(['id', 'uid'])
      .where('access', '=', 'admin')
      .executeTakeFirstOrThrow();
    const loads = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/building-rates/loads',
      headers: { authorization: await t.bearer(admin.id, admin.uid) },
    });
    expect(loads.json<BuildingRateLoadRecord[]>()).toEqual([
      expect.objectContaining({ fileName: 'demo-building-rates.csv', loadedBy: null, ratesAdded: 25 }),
    ]);
  });

  it('holds no rate without the demo data', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.call('GET', '/buildingRates')).json()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

/**
 * Issue 27: a capex forecast beside its property's depreciation report: items proposed from the register (not
 * saved until sent), the forecast in the portal's lists with its kind, and each kind's calls refusing the other's
 * id. Every answer is checked against the contract (src/test/app.ts).
 */
import type { CapexItemWire, CapexReport, ReportListPage } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { addUser, type Person } from '../workflow/people.test-support';
import { createForecastFixture, type ForecastFixture } from './capex.test-support';

describe(`a capex forecast beside its property’s register, on ${testEngine()}`, () => {
  let t: TestApp;
  let checker: Person;
  let fixture: ForecastFixture;
  let id: number;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    checker = await addUser(t, 'CARA.CHECKER', 'checker');
    fixture = await createForecastFixture(t, { checkerId: checker.id });
    id = fixture.forecast.capexReportId;
    url = `/CapexReports/${id}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('proposes items from the property’s latest depreciation register, saved only when sent', async () => {
    const db = t.database.db;
    const code = await db
      .insertInto('tax_codes')
      .values({
        code: 'CAPEXLIFT',
        asset_group: 'Lifts',
        asset: 'Passenger lift',
        effective_life_years: '13.33',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assets = await db
      .insertInto('assets')
      .values([
        {
          report_id: fixture.depreciationReportId,
          description: 'Passenger lift car 1',
          location: 'Core',
          original_cost: 25_000_000n,
          depreciation_commencement_date: '2012-03-01',
          tax_code_id: code.id,
        },
        {
          report_id: fixture.depreciationReportId,
          description: 'Reception desk',
          original_cost: 1_800_000n,
          depreciation_commencement_date: '2019-08-15',
        },
        {
          report_id: fixture.depreciationReportId,
          description: 'Old sign (sold)',
          original_cost: 100_000n,
          disposal_date: '2024-01-01',
        },
      ])
      .returning('id')
      .execute();
    const answer = await t.call('GET', `${url}/registerItems`);
    expect(answer.statusCode, answer.body).toBe(200);
    const proposals = answer.json<{ items: CapexItemWire[] }>().items;
    expect(proposals).toHaveLength(2);
    expect(proposals[0]).toMatchObject({
      itemId: '',
      element: 'lifts',
      description: 'Passenger lift car 1',
      location: 'Core',
      lumpSumCents: 25_000_000,
      yearInstalled: 2012,
      lifeYears: 14,
      effectiveLifeYears: 13.33,
      taxCode: 'CAPEXLIFT',
      expenditure: 'capital',
      replacesAssetId: assets[0]?.id,
      errors: [],
    });
    // No tax code, so no life: the proposal says so, and the surveyor fills it in.
    expect(proposals[1]).toMatchObject({ element: 'fitOut', yearInstalled: 2020, lifeYears: null });
    expect(proposals[1]?.errors.map((e) => e.field)).toEqual(['lifeYears']);
    expect((await t.call('GET', url)).json<CapexReport>().items).toHaveLength(0);
    const { itemId: _, errors: __, ...lift } = proposals[0] as CapexItemWire;
    const saved = await t.call('PUT', `${url}/items`, { items: [lift] });
    expect(saved.json().items[0]).toMatchObject({
      replacesAssetId: assets[0]?.id,
      effectiveLifeYears: 13.33,
    });
  });

  it('lists the forecast with its kind in the fund’s reports and My work, filtered by kind', async () => {
    const fundId = fixture.forecast.fundId;
    const all = (await t.call('GET', `/funds/${fundId}/reports?pageSize=200`)).json<ReportListPage>();
    const line = all.reports.find((r) => r.depreciationReportId === id);
    expect(line).toMatchObject({
      reportKind: 'capex',
      reportName: 'Capex forecast 2026',
      eofyReportDate: null,
    });
    expect(all.reports.find((r) => r.depreciationReportId === fixture.depreciationReportId)?.reportKind).toBe(
      'depreciation',
    );
    const capex = (await t.call('GET', `/funds/${fundId}/reports?reportKind=capex`)).json<ReportListPage>();
    expect(capex.reports.every((r) => r.reportKind === 'capex')).toBe(true);
    expect(capex.reports.map((r) => r.depreciationReportId)).toContain(id);
    const reports = (
      await t.call('GET', `/funds/${fundId}/reports?reportKind=depreciation`)
    ).json<ReportListPage>();
    expect(reports.reports.map((r) => r.depreciationReportId)).not.toContain(id);
    const mine = (await checker.call('GET', '/users/me/reports?reportKind=capex')).json<ReportListPage>();
    expect(mine.reports.map((r) => r.depreciationReportId)).toEqual([id]);
  });

  it('answers 404 for a depreciation report’s id on the capex calls, and a capex id on General Info', async () => {
    const depreciation = fixture.depreciationReportId;
    const answer = await t.call('GET', `/CapexReports/${depreciation}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(
      `Report ${depreciation} is a depreciation report; this call serves a capex forecast only.`,
    );
    const general = await t.call('GET', `/depreciationReports/${id}`);
    expect(general.statusCode).toBe(404);
    expect(general.json().message).toBe(
      `Report ${id} is a capex forecast; this call serves a depreciation report only.`,
    );
    // General Info's save names the report in its body, not its path: its service refuses it too.
    const save = await t.call('PUT', '/depreciationReport', {
      depreciationReportId: id,
      version: 1,
      instructions: {},
      propertyInfo: {},
      reportingInfo: {},
    });
    expect(save.statusCode).toBe(404);
  });
});

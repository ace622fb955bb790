import type { RegisterAsset } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`demolitions and output columns on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let building: RegisterAsset;
  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);
  const demolition = (body: object) => call('POST', '/depreciationReports/modelAssets/demolitionDates', body);

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    const code = await taxCode(t.database.db, 'C0001');
    building = (
      await call('POST', '/depreciationReports/modelAssets', {
        ...validAsset(reportId, code),
        depreciationCategory: { id: 3, code: '43' },
        depreciationMethod: { id: 1, code: 'PC' },
        originalCost: 1_000_000,
        historicalBuildingCost: 1_000_000,
      })
    ).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates the empty demolition of the tick, then saves it with the engine’s adjusted figures', async () => {
    expect(building.depreciationRate).toBe(2.5);
    expect(building.annualDepreciationClaim).toBe(25_000);
    const empty = await demolition({
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: null,
      rate: null,
    });
    expect(empty.json()).toMatchObject({
      demoDate: null,
      rate: null,
      adjustedHistoricalCost: null,
      adjustedAnnualDepreciation: null,
    });
    const saved = await demolition({
      id: empty.json().id,
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: '2022-06-30',
      rate: 25,
    });
    // 1,000,000 × (1 − 25%) = 750,000; × 2.5% = 18,750.
    expect(saved.json()).toMatchObject({
      rate: 25,
      adjustedHistoricalCost: 750_000,
      adjustedAnnualDepreciation: 18_750,
    });
    const second = await demolition({
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: '2024-06-30',
      rate: 33.33,
    });
    expect(second.json()).toMatchObject({
      adjustedHistoricalCost: 416_700,
      adjustedAnnualDepreciation: 10_417.5,
    });
    const view = (
      await call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { demolition: true })
    ).json();
    expect(view.modelAssets[0].assetDemolitions.map((d: { id: number }) => d.id)).toEqual([
      empty.json().id,
      second.json().id,
    ]);

    // Figures are cumulative (docs/tax-rules.md rule 7): a smaller first demolition moves the second's, and the answer
    // carries both so the screen shows no stale figure.
    const smaller = await demolition({
      id: empty.json().id,
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: '2022-06-30',
      rate: 10,
    });
    // 1,000,000 × (1 − 10% − 33.33%) = 566,700; × 2.5% = 14,167.50.
    expect(smaller.json().assetDemolitions).toMatchObject([
      { id: empty.json().id, adjustedHistoricalCost: 900_000, adjustedAnnualDepreciation: 22_500 },
      { id: second.json().id, adjustedHistoricalCost: 566_700, adjustedAnnualDepreciation: 14_167.5 },
    ]);
    const restored = await demolition({
      id: empty.json().id,
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: '2022-06-30',
      rate: 25,
    });
    expect(restored.json().assetDemolitions[1]).toMatchObject({ adjustedHistoricalCost: 416_700 });
  });

  it('flags a half-filled demolition as an error, nulls figures under DV, and deletes', async () => {
    const half = await demolition({
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: '2025-06-30',
      rate: null,
    });
    const errors = (
      await call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { alerts: true })
    ).json();
    expect(errors.modelAssets.map((a: RegisterAsset) => a.id)).toEqual([building.id]);
    const deleted = await call(
      'DELETE',
      `/depreciationReports/${reportId}/modelAssets/assetDemolitions/${half.json().id}`,
    );
    expect(deleted.json()).toMatchObject({ id: half.json().id, deleted: true, modelAssetId: building.id });
    expect(deleted.json().assetDemolitions).toMatchObject([
      { adjustedHistoricalCost: 750_000 },
      { adjustedHistoricalCost: 416_700 },
    ]);
    expect(
      (await call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { alerts: true })).json()
        .totalRecords,
    ).toBe(0);
    const dv: RegisterAsset = (
      await call('POST', '/depreciationReports/modelAssets', {
        ...building,
        depreciationMethod: { id: 2, code: 'DV' },
      })
    ).json();
    expect(
      dv.assetDemolitions.every(
        (d) => d.adjustedHistoricalCost === null && d.adjustedAnnualDepreciation === null,
      ),
    ).toBe(true);
    const bad = await demolition({
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: '2025-06-30',
      rate: 101,
    });
    expect(bad.statusCode).toBe(400);
    const elsewhere = await demolition({
      modelAsset: { id: building.id, depreciationReportId: 999_999 },
      demoDate: null,
      rate: null,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a demolition date that is not a 30 June, naming the one to send (issue 16 item 2)', async () => {
    const refused = await demolition({
      modelAsset: { id: building.id, depreciationReportId: reportId },
      demoDate: '2024-03-15',
      rate: 10,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^demoDate must be a 30 June.*is 2024-06-30\.$/);
  });

  it('reads the 12 output flags (all shown by default) and saves some', async () => {
    const initial = (await call('GET', `/depreciation-reports/${reportId}/model-asset-display-flags`)).json();
    expect(initial.columns).toHaveLength(12);
    expect(initial.columns.every((c: { display: boolean }) => c.display)).toBe(true);
    const saved = await call('POST', '/depreciation-reports/model-asset-display-flags', {
      depreciationReportId: reportId,
      columns: [
        { columnIdentifier: 'supplierFlag', display: false },
        { columnIdentifier: 'historicalBuildingCostFlag', display: false },
      ],
    });
    expect(saved.json()).toMatchObject({
      supplierFlag: false,
      historicalBuildingCostFlag: false,
      locationFlag: true,
    });
    const again = (await call('GET', `/depreciation-reports/${reportId}/model-asset-display-flags`)).json();
    expect(again).toEqual(saved.json());
    const unknown = await call('POST', '/depreciation-reports/model-asset-display-flags', {
      depreciationReportId: reportId,
      columns: [{ columnIdentifier: 'descriptionFlag', display: false }],
    });
    expect(unknown.statusCode).toBe(400);
  });
});

import type { RegisterAsset, ReportHistory } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

/**
 * Issue 26 item 7: editing a row's Location changed its stored rate from 16.6667 to 16.67. A save stores only what
 * the user changed: a stored four-decimal rate (and method PC's claim) survives an unrelated edit, and the history
 * names the one field.
 */
describe(`a save stores only what it changes, on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let asset: RegisterAsset;

  /** The row as an import or an earlier table left it: a rate and claim the engine would not derive today. */
  async function storeImportedFigures(id: number): Promise<RegisterAsset> {
    await t.database.db
      .updateTable('assets')
      .set({ depreciation_rate: '16.6667', annual_depreciation_claim: 123_457n })
      .where('id', '=', id)
      .execute();
    const listed = await t.call('GET', `/depreciationReports/${reportId}/modelAssets?calculations=false`);
    return (listed.json().modelAssets as RegisterAsset[]).find((a) => a.id === id) as RegisterAsset;
  }

  async function latestChanges(): Promise<ReportHistory['entries'][number]['changes']> {
    const history: ReportHistory = (await t.call('GET', `/depreciationReports/${reportId}/history`)).json();
    return history.entries[0]?.changes ?? [];
  }

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    const code = await taxCode(t.database.db, 'A0004');
    const added = await t.call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, code),
      depreciationMethod: { id: 1, code: 'PC' },
      historicalBuildingCost: 1234.56,
    });
    expect(added.statusCode, added.body).toBe(200);
    asset = await storeImportedFigures(added.json().id);
    expect(asset.depreciationRate).toBe(16.6667);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a Location edit sent as the changed field with its base keeps the stored rate and claim', async () => {
    const saved = await t.call('POST', '/depreciationReports/modelAssets', {
      id: asset.id,
      depreciationReportId: reportId,
      location: 'Roof',
      base: { location: asset.location },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      location: 'Roof',
      depreciationRate: 16.6667,
      annualDepreciationClaim: 1234.57,
      description: asset.description,
      originalCost: asset.originalCost,
    });
    expect(await latestChanges()).toEqual([{ field: 'Location', from: 'Lobby', to: 'Roof' }]);
  });

  it('a whole row sent with its base (an older client) keeps them too', async () => {
    const current = await storeImportedFigures(asset.id);
    const { hasErrors: _verdict, ...row } = current;
    const saved = await t.call('POST', '/depreciationReports/modelAssets', {
      ...row,
      location: 'Basement',
      base: row,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ depreciationRate: 16.6667, annualDepreciationClaim: 1234.57 });
    expect(await latestChanges()).toEqual([{ field: 'Location', from: 'Roof', to: 'Basement' }]);
  });

  it('a change of what the rate depends on derives it again', async () => {
    const saved = await t.call('POST', '/depreciationReports/modelAssets', {
      id: asset.id,
      depreciationReportId: reportId,
      invoiceDate: '2021-07-15',
      base: { invoiceDate: asset.invoiceDate },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().depreciationRate).not.toBe(16.6667);
    expect((await latestChanges()).map((c) => c.field)).toEqual(
      expect.arrayContaining(['Invoice date', 'Depreciation rate']),
    );
  });
});

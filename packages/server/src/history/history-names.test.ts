import type { RegisterAsset, ReportHistory } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

/**
 * Issue 26 item 13 (docs/api.md "History"): the history names what an id stands for (tax code, category, method),
 * shows dates in the register's format, and records every change: demolitions added, changed and removed, and
 * the output columns shown or hidden.
 */
describe(`the history in words, on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let asset: RegisterAsset;
  let history: ReportHistory;

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    const lift = await taxCode(t.database.db, 'A0004');
    const other = await taxCode(t.database.db, 'A0043');
    asset = (await t.call('POST', '/depreciationReports/modelAssets', validAsset(reportId, lift))).json();
    const changed = await t.call('POST', '/depreciationReports/modelAssets', {
      ...asset,
      assetCode: { id: other.id, assetCode: other.code },
      depreciationMethod: { id: 1, code: 'PC' },
      invoiceDate: '2020-08-01',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const demolition = await t.call('POST', '/depreciationReports/modelAssets/demolitionDates', {
      modelAsset: { id: asset.id, depreciationReportId: reportId },
      demoDate: '2025-06-30',
      rate: 50,
    });
    expect(demolition.statusCode, demolition.body).toBe(200);
    const removed = await t.call(
      'DELETE',
      `/depreciationReports/${reportId}/modelAssets/assetDemolitions/${demolition.json().id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const columns = await t.call('POST', '/depreciation-reports/model-asset-display-flags', {
      depreciationReportId: reportId,
      columns: [{ columnIdentifier: 'locationFlag', display: false }],
    });
    expect(columns.statusCode, columns.body).toBe(200);
    history = (await t.call('GET', `/depreciationReports/${reportId}/history`)).json();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('names the tax code and method, not their ids, and shows dates as the register does', () => {
    const edit = history.entries.find(
      (e) =>
        e.summary === `Changed asset ${asset.id} (Passenger lift car)` &&
        e.changes.some((c) => c.field === 'Invoice Date' || /invoice date/i.test(c.field)),
    );
    const byField = Object.fromEntries(
      (edit?.changes ?? []).map((c) => [c.field.toLowerCase(), [c.from, c.to]]),
    );
    expect(byField['ato code']).toEqual(['A0004', 'A0043']);
    expect(byField.method).toEqual(['Diminishing Value', 'Prime Cost']);
    expect(byField['invoice date']).toEqual(['15 Jul 2020', '01 Aug 2020']);
    expect(JSON.stringify(history)).not.toMatch(/"(from|to)":"\d+"/);
  });

  it('records the demolition added and removed, and the output column hidden', () => {
    const demolitions = history.entries
      .flatMap((e) => e.changes)
      .filter((c) => c.field === 'Demolition')
      .map((c) => [c.from, c.to]);
    expect(demolitions).toEqual([
      ['30 June 2025, 50%', null],
      [null, '30 June 2025, 50%'],
    ]);
    const columns = history.entries.find((e) => e.summary === 'Changed output columns');
    expect(columns?.changes).toEqual([{ field: 'Location column', from: 'Shown', to: 'Hidden' }]);
    expect(columns?.by?.name).toBe('Sam Surveyor');
  });
});

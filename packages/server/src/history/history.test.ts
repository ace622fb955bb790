import { randomUUID } from 'node:crypto';
import type { RegisterAsset, ReportHistory } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagedRow } from '../import/staged-row.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { dollars } from './labels';

/**
 * Issue 15 "History" (docs/api.md "History"): who changed which General Info field or asset, from what to what;
 * bulk writes as one line with their count; verdict judging is not a change of a user.
 */
describe(`a report's history, on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let asset: RegisterAsset;
  let history: ReportHistory;

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    const code = await taxCode(t.database.db, 'A0004');
    asset = (await t.call('POST', '/depreciationReports/modelAssets', validAsset(reportId, code))).json();
    const moved = await t.call('POST', '/depreciationReports/modelAssets', {
      ...asset,
      location: 'Roof',
      originalCost: 2000,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = Array.from({ length: 25 }, (_, i) => stagedRow({ 'Asset Description': `Television ${i}` }));
    const upload = await t.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    // Error mode judges every unjudged verdict: rows rewritten, but nothing a user changed.
    await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { alerts: true });
    const saved = await t.call('PUT', '/depreciationReport', {
      depreciationReportId: reportId,
      instructions: { reliantParty: 'Harbour Pty Ltd' },
      propertyInfo: { purchasePrice: 1_234_567.89 },
      reportingInfo: {},
    });
    expect(saved.statusCode, saved.body).toBe(200);
    history = (await t.call('GET', `/depreciationReports/${reportId}/history`)).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each change newest first, by the signed-in surveyor', () => {
    expect(history.entries.map((e) => e.summary)).toEqual([
      'Changed General Info',
      'Added 25 assets',
      `Changed asset ${asset.id} (Passenger lift car)`,
      `Added asset ${asset.id} (Passenger lift car)`,
    ]);
    expect(new Set(history.entries.map((e) => e.by?.name))).toEqual(new Set(['Sam Surveyor']));
    expect(history).toMatchObject({ depreciationReportId: reportId, lastSeenAt: null, truncated: false });
  });

  it('shows each field from what to what, amounts in dollars', () => {
    const [info, , changed] = history.entries;
    expect(info?.changes).toEqual([
      { field: 'Tax paying entity', from: null, to: 'Harbour Pty Ltd' },
      { field: 'Purchase price', from: null, to: '1,234,567.89' },
    ]);
    expect(changed?.changes).toEqual(
      expect.arrayContaining([
        { field: 'Location', from: 'Lobby', to: 'Roof' },
        { field: 'Original cost', from: '1,234.56', to: '2,000.00' },
      ]),
    );
  });

  it('formats cents as dollars exactly', () => {
    expect(dollars('123456')).toBe('1,234.56');
    expect(dollars(-5)).toBe('-0.05');
    expect(dollars('99999999999999')).toBe('999,999,999,999.99');
  });
});

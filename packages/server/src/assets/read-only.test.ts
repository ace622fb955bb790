import type { RegisterAsset } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { registerSnapshot, taxCode, validAsset } from '../test/register-helpers';
import { registerWrites } from '../test/register-writes.test-support';

/** docs/product/states-and-permissions.md, docs/tax-rules.md: every write to a read-only report or asset is refused with 409 and changes nothing. */
describe(`read-only refusals on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let previousId: number;
  let asset: RegisterAsset;
  let demolitionId: number;
  let labelId: number;

  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db, { masterId: 'MP-RO' });
    previousId = await createReport(t.database.db, { masterId: 'MP-RO', eofyReportDate: '2024-06-30' });
    const code = await taxCode(t.database.db, 'A0004');
    asset = (await call('POST', '/depreciationReports/modelAssets', validAsset(reportId, code))).json();
    await call('POST', '/depreciationReports/modelAssets', validAsset(previousId, code));
    demolitionId = (
      await call('POST', '/depreciationReports/modelAssets/demolitionDates', {
        modelAsset: { id: asset.id, depreciationReportId: reportId },
        demoDate: '2023-06-30',
        rate: 10,
      })
    ).json().id;
    labelId = (
      await call('POST', '/depreciationReports/abandonment-label', {
        depreciationReportId: reportId,
        label: 'Fit-out A',
      })
    ).json().abandonmentLabel[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  const writes = () => registerWrites(call, { reportId, previousId, asset, demolitionId, labelId });

  it('refuses every write to a read-only (Completed) report with 409 and changes nothing', async () => {
    await setReportStatus(t.database.db, reportId, STATUS.completed);
    const before = await registerSnapshot(t.database.db, reportId);
    for (const [name, write] of writes()) {
      const response = await write();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(409);
      expect(response.json().message, name).toMatch(/read-only/);
      expect(await registerSnapshot(t.database.db, reportId), name).toBe(before);
    }
    await setReportStatus(t.database.db, reportId, STATUS.inProgress);
  });

  it('refuses writes to a read-only asset (save, its demolitions, its label) and keeps it on deletes', async () => {
    await t.database.db.updateTable('assets').set({ read_only: true }).where('id', '=', asset.id).execute();
    const before = await registerSnapshot(t.database.db, reportId);
    const assetWrites = writes().filter(([name]) =>
      ['save asset', 'save demolition', 'add demolition', 'delete demolition', 'map label'].includes(name),
    );
    for (const [name, write] of assetWrites) {
      const response = await write();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(409);
      expect(await registerSnapshot(t.database.db, reportId), name).toBe(before);
    }
    const mapped = await t.database.db
      .updateTable('assets')
      .set({ abandonment_label_id: labelId })
      .where('id', '=', asset.id)
      .execute();
    expect(mapped).toHaveLength(1);
    const linked = await registerSnapshot(t.database.db, reportId);
    const labelDelete = await call('DELETE', `/depreciationReports/abandonment-label/${labelId}`);
    expect(labelDelete.statusCode).toBe(409);
    expect(await registerSnapshot(t.database.db, reportId)).toBe(linked);
    const deleted = await call('POST', `/depreciationReports/${reportId}/modelAssets/deleteAll`, {
      ids: [asset.id],
    });
    expect(deleted.statusCode).toBe(409);
    expect(await registerSnapshot(t.database.db, reportId)).toBe(linked);
  });
});

import type { RegisterAsset } from '@taxdep/domain';
import {
  blankLabelMessage,
  DUPLICATE_LABEL_MESSAGE,
  LABEL_MAPPING_CONFLICT_MESSAGE,
} from '@taxdep/domain/assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`abandonment labels on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a list, saves one, and answers the whole list', async () => {
    const created = await call('POST', '/depreciationReports/abandonment-label', {
      depreciationReportId: reportId,
      abandonmentLabel: [{ label: ' Level 3 fit-out ' }, { label: 'Café', abandonmentDate: '2026-03-31' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = created.json().abandonmentLabel;
    expect(list.map((l: { label: string }) => l.label)).toEqual(['Level 3 fit-out', 'Café']);
    expect(list[1].abandonmentDate).toBe('2026-03-31');
    const renamed = await call('POST', '/depreciationReports/abandonment-label', {
      id: list[0].id,
      depreciationReportId: reportId,
      label: 'Level 3 strip-out',
    });
    expect(renamed.json().abandonmentLabel.map((l: { label: string }) => l.label)).toEqual([
      'Level 3 strip-out',
      'Café',
    ]);
    const listed = await call('GET', `/depreciationReports/${reportId}/abandonment-label`);
    expect(listed.json()).toEqual(renamed.json());
  });

  it('refuses blank, duplicate and over-long labels with the spec’s messages, all or nothing', async () => {
    const before = (await call('GET', `/depreciationReports/${reportId}/abandonment-label`)).json();
    const blank = await call('POST', '/depreciationReports/abandonment-label', [
      { depreciationReportId: reportId, label: 'New one' },
      { depreciationReportId: reportId, label: '   ' },
    ]);
    expect(blank.statusCode).toBe(422);
    // The dialog lists the two stored labels first, so the blank one is label 4.
    expect(blank.json().message).toContain(blankLabelMessage(4));
    expect(blank.json().errors).toEqual([expect.objectContaining({ problem: 'blank', index: 3 })]);
    const duplicate = await call('POST', '/depreciationReports/abandonment-label', {
      depreciationReportId: reportId,
      label: 'CAFÉ'.toLowerCase(),
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().message).toBe(DUPLICATE_LABEL_MESSAGE);
    const long = await call('POST', '/depreciationReports/abandonment-label', {
      depreciationReportId: reportId,
      label: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].problem).toBe('tooLong');
    expect((await call('GET', `/depreciationReports/${reportId}/abandonment-label`)).json()).toEqual(before);
  });

  it('maps and unmaps labels, refuses a second asset with the same ATO code, and unlinks on delete', async () => {
    const kitchen = await taxCode(t.database.db, 'A0004');
    const other = await taxCode(t.database.db, 'A0001');
    const save = async (code: { id: number; code: string }) =>
      (
        await call('POST', '/depreciationReports/modelAssets', validAsset(reportId, code))
      ).json() as RegisterAsset;
    const [first, sameCode, otherCode] = [await save(kitchen), await save(kitchen), await save(other)];
    const label = (await call('GET', `/depreciationReports/${reportId}/abandonment-label`)).json()
      .abandonmentLabel[0];
    const map = (assetId: number, labelId: number) =>
      call('POST', '/depreciationReports/modelAssets/model-abandonment-label', {
        modelAssetId: assetId,
        abandonmentLabelId: labelId,
        assetCode: 'A0004',
      });
    const mapped = await map(first.id, label.id);
    expect(mapped.statusCode).toBe(200);
    expect(mapped.body).toBe('Successfully Mapped');
    expect(mapped.headers['content-type']).toMatch(/^text\/plain/);
    const refused = await map(sameCode.id, label.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LABEL_MAPPING_CONFLICT_MESSAGE);
    expect((await map(otherCode.id, label.id)).body).toBe('Successfully Mapped');
    expect((await map(first.id, 0)).body).toBe('Label Unmapped');
    expect((await map(sameCode.id, label.id)).body).toBe('Successfully Mapped');
    const page = (
      await call('POST', `/depreciationReports/${reportId}/abandonment-assets/all`, { pageSize: 25 })
    ).json();
    const linked = page.modelAssets
      .filter((a: RegisterAsset) => a.abandonmentLabel?.id === label.id)
      .map((a: RegisterAsset) => a.id);
    expect(linked).toEqual([sameCode.id, otherCode.id]);
    const removed = await call('DELETE', `/depreciationReports/abandonment-label/${label.id}`);
    expect(removed.json()).toEqual({ id: label.id, deleted: true, unlinkedAssets: 2 });
    const after = await t.database.db
      .selectFrom('assets')
      .select('abandonment_label_id')
      .where('report_id', '=', reportId)
      .execute();
    expect(after.every((a) => a.abandonment_label_id === null)).toBe(true);
  });

  it('revalidates linked assets when a label’s abandonment date moves before their start', async () => {
    const kitchen = await taxCode(t.database.db, 'A0004');
    const asset = (
      await call('POST', '/depreciationReports/modelAssets', validAsset(reportId, kitchen))
    ).json() as RegisterAsset;
    const label = (
      await call('POST', '/depreciationReports/abandonment-label', {
        depreciationReportId: reportId,
        label: 'Dated',
      })
    )
      .json()
      .abandonmentLabel.find((l: { label: string }) => l.label === 'Dated');
    await call('POST', '/depreciationReports/modelAssets/model-abandonment-label', {
      modelAssetId: asset.id,
      abandonmentLabelId: label.id,
    });
    await call('POST', '/depreciationReports/abandonment-label', { ...label, abandonmentDate: '2019-01-01' });
    const errors = (
      await call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { alerts: true })
    ).json();
    expect(errors.modelAssets.map((a: RegisterAsset) => a.id)).toContain(asset.id);
  });
});

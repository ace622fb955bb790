import type { AbandonmentLabel, RegisterAsset } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { registerSnapshot, taxCode, validAsset } from '../test/register-helpers';

const LABELS = '/depreciationReports/abandonment-label';

describe(`saving abandonment labels on ${testEngine()}`, () => {
  let t: TestApp;
  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const labelsOf = async (reportId: number): Promise<AbandonmentLabel[]> =>
    (await call('GET', `/depreciationReports/${reportId}/abandonment-label`)).json().abandonmentLabel;

  async function labelWithAssets(
    reportId: number,
    label: { label: string; abandonmentDate?: string | null },
    codes: string[],
  ) {
    const saved = (await call('POST', LABELS, { depreciationReportId: reportId, ...label })).json();
    const stored = saved.abandonmentLabel.find((l: AbandonmentLabel) => l.label === label.label);
    const assets: RegisterAsset[] = [];
    for (const code of codes) {
      const tax = await taxCode(t.database.db, code);
      const asset = (
        await call('POST', '/depreciationReports/modelAssets', validAsset(reportId, tax))
      ).json() as RegisterAsset;
      const mapped = await call('POST', '/depreciationReports/modelAssets/model-abandonment-label', {
        modelAssetId: asset.id,
        abandonmentLabelId: stored.id,
      });
      expect(mapped.body).toBe('Successfully Mapped');
      assets.push(asset);
    }
    return { label: stored as AbandonmentLabel, assets };
  }

  it('Save with no labels answers the report’s labels; a read-only report is still refused', async () => {
    const reportId = await createReport(t.database.db);
    const empty = await call('POST', LABELS, { depreciationReportId: reportId, abandonmentLabel: [] });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ abandonmentLabel: [] });
    await call('POST', LABELS, { depreciationReportId: reportId, label: 'Kept' });
    const kept = await call('POST', LABELS, { depreciationReportId: reportId, abandonmentLabel: [] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().abandonmentLabel.map((l: AbandonmentLabel) => l.label)).toEqual(['Kept']);
    // A bare empty list names no report: refused with the shape to send, not a puzzle about report ids.
    const bare = await call('POST', LABELS, []);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain('{ depreciationReportId, abandonmentLabel: [] }');
    await setReportStatus(t.database.db, reportId, STATUS.completed);
    const refused = await call('POST', LABELS, { depreciationReportId: reportId, abandonmentLabel: [] });
    expect(refused.statusCode).toBe(409);
  });

  it('each label says how many assets it links, in the list and in the save answer', async () => {
    const reportId = await createReport(t.database.db);
    const { label } = await labelWithAssets(reportId, { label: 'Two assets' }, ['A0004', 'A0001']);
    const saved = await call('POST', LABELS, { depreciationReportId: reportId, label: 'None yet' });
    expect(saved.json().abandonmentLabel.map((l: AbandonmentLabel) => l.linkedAssetCount)).toEqual([2, 0]);
    const listed = await labelsOf(reportId);
    expect(listed.find((l) => l.id === label.id)?.linkedAssetCount).toBe(2);
    expect(listed.find((l) => l.label === 'None yet')?.linkedAssetCount).toBe(0);
  });

  it('refuses to change or clear the abandonment date of a label linked to a read-only asset', async () => {
    const reportId = await createReport(t.database.db);
    const { label, assets } = await labelWithAssets(
      reportId,
      { label: 'Level 3 fit-out', abandonmentDate: '2026-03-31' },
      ['A0004'],
    );
    await t.database.db
      .updateTable('assets')
      .set({ read_only: true })
      .where('id', '=', assets[0]!.id)
      .execute();
    const before = {
      labels: await labelsOf(reportId),
      register: await registerSnapshot(t.database.db, reportId),
    };
    // A fresh label in the same save proves the whole save is refused, not only the re-dated label.
    for (const abandonmentDate of ['2027-06-30', null]) {
      const refused = await call('POST', LABELS, {
        depreciationReportId: reportId,
        abandonmentLabel: [{ ...label, abandonmentDate }, { label: 'Fresh' }],
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toContain('Level 3 fit-out');
      expect(await labelsOf(reportId)).toEqual(before.labels);
      expect(await registerSnapshot(t.database.db, reportId)).toEqual(before.register);
    }
    const renamed = await call('POST', LABELS, { ...label, label: 'Level 3 strip-out' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().abandonmentLabel).toEqual([
      { ...label, label: 'Level 3 strip-out', linkedAssetCount: 1 },
    ]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister, STATUS, setReportStatus } from '../test/register-fixtures';
import { registerSnapshot } from '../test/register-helpers';

describe(`copy previous asset register on ${testEngine()}`, () => {
  let t: TestApp;
  let target: number;
  let older: number;
  let newer: number;
  let unrelated: number;
  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);

  beforeAll(async () => {
    t = await createTestApp();
    target = await createReport(t.database.db, { masterId: 'MP-COPY', eofyReportDate: '2025-06-30' });
    older = await createReport(t.database.db, {
      masterId: 'MP-COPY',
      eofyReportDate: '2023-06-30',
      statusId: STATUS.completed,
    });
    newer = await createReport(t.database.db, {
      masterId: 'MP-COPY',
      eofyReportDate: '2024-06-30',
      statusId: STATUS.completed,
    });
    unrelated = await createReport(t.database.db, { masterId: 'MP-OTHER' });
    await insertGeneratedRegister(t.database.db, newer, 150, 11);
    await insertGeneratedRegister(t.database.db, older, 20, 12);
    const label = await t.database.db
      .insertInto('abandonment_labels')
      .values({ report_id: newer, label: 'Tenancy 4', abandonment_date: '2026-06-30' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = (
      await t.database.db
        .selectFrom('assets')
        .select('id')
        .where('report_id', '=', newer)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    await t.database.db
      .updateTable('assets')
      .set({ abandonment_label_id: label.id })
      .where('id', 'in', ids.slice(0, 75))
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the other reports of the same property, newest first, with their asset counts', async () => {
    const response = await call('GET', `/depreciationReports/${target}/previousAssetRegisters`);
    expect(response.json()).toEqual([
      {
        id: newer,
        endoffinyearreportdate: '2024-06-30',
        assessmentDate: null,
        status: 'Completed',
        numberOfAssets: 150,
      },
      {
        id: older,
        endoffinyearreportdate: '2023-06-30',
        assessmentDate: null,
        status: 'Completed',
        numberOfAssets: 20,
      },
    ]);
  });

  it('copies assets with their demolitions and labels in one transaction', async () => {
    const source = await t.database.db
      .selectFrom('assets')
      .selectAll()
      .where('report_id', '=', newer)
      .orderBy('id')
      .execute();
    const sourceDemolitions = await t.database.db
      .selectFrom('demolitions as d')
      .innerJoin('assets as a', 'a.id', 'd.asset_id')
      .select(['d.demo_date', 'd.rate', 'a.description'])
      .where('a.report_id', '=', newer)
      .orderBy('d.id')
      .execute();
    expect(sourceDemolitions.length).toBeGreaterThan(0);
    const response = await call('POST', `/depreciationReports/${target}/copyAssetRegister`, {
      sourceReportId: newer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      copiedAssets: 150,
      copiedDemolitions: sourceDemolitions.length,
      createdLabels: 1,
    });
    const copies = await t.database.db
      .selectFrom('assets')
      .selectAll()
      .where('report_id', '=', target)
      .orderBy('id')
      .execute();
    const strip = (a: (typeof copies)[number]) => ({
      ...a,
      id: 0,
      report_id: 0,
      abandonment_label_id: a.abandonment_label_id === null ? null : 'label',
      read_only: false,
      created_at: null,
      updated_at: null,
      errors_revision: 0,
      written_by: '',
      // The source's verdicts were voided by the label change above; the copies are judged during the copy.
      has_errors: null,
      asset_errors: null,
    });
    expect(copies.map(strip)).toEqual(source.map(strip));
    expect(copies.every((c) => c.has_errors !== null)).toBe(true);
    const copiedDemolitions = await t.database.db
      .selectFrom('demolitions as d')
      .innerJoin('assets as a', 'a.id', 'd.asset_id')
      .select(['d.demo_date', 'd.rate', 'a.description'])
      .where('a.report_id', '=', target)
      .orderBy('d.id')
      .execute();
    expect(copiedDemolitions).toEqual(sourceDemolitions);
    const labels = await t.database.db
      .selectFrom('abandonment_labels')
      .selectAll()
      .where('report_id', '=', target)
      .execute();
    expect(labels.map((l) => [l.label, l.abandonment_date])).toEqual([['Tenancy 4', '2026-06-30']]);
    expect(
      copies
        .filter((c) => c.abandonment_label_id !== null)
        .every((c) => c.abandonment_label_id === labels[0]!.id),
    ).toBe(true);
  });

  it('refuses other statuses, other properties and itself, changing nothing', async () => {
    const before = await registerSnapshot(t.database.db, target);
    expect(
      (await call('POST', `/depreciationReports/${target}/copyAssetRegister`, { sourceReportId: unrelated }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('POST', `/depreciationReports/${target}/copyAssetRegister`, { sourceReportId: target }))
        .statusCode,
    ).toBe(422);
    await setReportStatus(t.database.db, target, STATUS.completed);
    expect(
      (await call('POST', `/depreciationReports/${target}/copyAssetRegister`, { sourceReportId: older }))
        .statusCode,
    ).toBe(409);
    await setReportStatus(t.database.db, target, STATUS.qaReview);
    expect(await registerSnapshot(t.database.db, target)).toBe(before);
    const qa = await call('POST', `/depreciationReports/${target}/copyAssetRegister`, {
      sourceReportId: older,
    });
    expect(qa.json().copiedAssets).toBe(20);
  });

  it('rolls back everything when the copy fails half way', async () => {
    await setReportStatus(t.database.db, target, STATUS.inProgress);
    const before = await registerSnapshot(t.database.db, target);
    // A constraint the copied demolitions break makes the demolition insert (after the assets) fail.
    await sql`alter table demolitions add constraint no_copy_test check (demo_date is distinct from date '2020-06-30') not valid`.execute(
      t.database.db,
    );
    const response = await call('POST', `/depreciationReports/${target}/copyAssetRegister`, {
      sourceReportId: newer,
    });
    expect(response.statusCode).toBe(500);
    expect(await registerSnapshot(t.database.db, target)).toBe(before);
  });
});

/**
 * The report PDF jobs and calls (issue 14; docs/api.md "Report documents"), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL: the preview queues then serves, two requests share one job, a job left running
 * by a dead instance is finished by another, a sealed report regenerates byte for byte, the main portal downloads
 * a version by its id, and bad input is refused.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ReportDocumentStatus } from '@taxdep/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset } from '../test/calculation-fixtures';
import { createReport } from '../test/register-fixtures';
import { PART_BYTES } from './document-sink';
import { type JobsTestApp, jobsTestApp } from './fake-renderer.test-support';
import { ReportJobRunner } from './runner';

let t: JobsTestApp;
beforeAll(async () => {
  t = await jobsTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ASSET = {
  code: 'A0001',
  category: '40',
  method: 'DV',
  description: 'Lift',
  cost: 1_000_000n,
  rate: '10',
  start: '2024-07-01',
  entry: '2025-06-30',
};

async function jobCount(reportId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('report_document_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function status(reportId: number): Promise<ReportDocumentStatus> {
  const answer = await t.get(`/depreciationReports/${reportId}/report-document`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const NAME = '12 Harbour St Sydney - 30 June 2025 - QS-2025-0142.pdf';

describe('the preview', () => {
  it('queues the job (202 with its state), then serves the PDF named after the property, date and reference', async () => {
    const reportId = await createReport(t.database.db);
    const report = await t.database.db
      .updateTable('reports')
      .set({ report_name: 'FY25 Depreciation', reference: 'QS-2025-0142' })
      .where('id', '=', reportId)
      .returning('property_id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('properties')
      .set({ street_address: '12 Harbour St', suburb: 'Sydney' })
      .where('id', '=', report.property_id)
      .execute();
    await insertAsset(t.database.db, reportId, ASSET);

    const first = await t.get(`/depreciationReports/${reportId}/preview`);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      reportId,
      state: 'generating',
      job: { status: 'queued' },
      document: null,
    });

    expect(await t.app.reportJobs.runOnce()).toBe(true);
    const served = await t.get(`/depreciationReports/${reportId}/preview`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${NAME}"; filename*=UTF-8''12%20Harbour%20St%20Sydney%20-%2030%20June%202025%20-%20QS-2025-0142.pdf`,
    );
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(served.rawPayload.byteLength).toBe(9 + 640 * 4096);
    // Stored in parts of about 1 MiB, read back in order.
    const parts = await t.database.db.selectFrom('report_document_parts').select('part_no').execute();
    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(served.rawPayload.byteLength / PART_BYTES));

    const now = await status(reportId);
    expect(now.state).toBe('ready');
    expect(now.job).toMatchObject({ status: 'done', stage: 'assets', done: 640, total: 640, attempts: 1 });
    expect(now.document).toMatchObject({
      fileName: NAME,
      pages: 3,
      bytes: served.rawPayload.byteLength,
      sha256: sha(served.rawPayload),
      sealed: false,
      registerChanged: false,
      generalInfoChanged: false,
    });
    expect(served.headers['x-document-sha256']).toBe(now.document?.sha256);
  }, 60_000);

  it('shares one job between two requests for the same revision', async () => {
    const reportId = await createReport(t.database.db);
    const answers = await Promise.all([
      t.get(`/depreciationReports/${reportId}/preview`),
      t.get(`/depreciationReports/${reportId}/preview`),
      t.get(`/depreciationReports/${reportId}/regenerate-report`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 200]);
    expect(await jobCount(reportId)).toBe(1);
    const renders = t.renderer.renders;
    expect(await t.app.reportJobs.runOnce()).toBe(true);
    expect(await t.app.reportJobs.runOnce()).toBe(false);
    expect(t.renderer.renders).toBe(renders + 1);
  }, 60_000);

  it('says the register and General Info changed since, and makes the new revision on the next preview', async () => {
    const reportId = await createReport(t.database.db);
    await t.get(`/depreciationReports/${reportId}/preview`);
    await t.app.reportJobs.runOnce();
    await insertAsset(t.database.db, reportId, ASSET);
    const afterAsset = await status(reportId);
    expect(afterAsset.state).toBe('none');
    expect(afterAsset.document).toMatchObject({ registerChanged: true, generalInfoChanged: false });
    await t.database.db
      .updateTable('reports')
      .set({ version: sql`version + 1` })
      .where('id', '=', reportId)
      .execute();
    expect((await status(reportId)).document).toMatchObject({
      registerChanged: true,
      generalInfoChanged: true,
    });

    expect((await t.get(`/depreciationReports/${reportId}/preview`)).statusCode).toBe(202);
    await t.app.reportJobs.runOnce();
    const fresh = await status(reportId);
    expect(fresh.state).toBe('ready');
    expect(fresh.document).toMatchObject({ registerChanged: false, generalInfoChanged: false });
    expect(await jobCount(reportId)).toBe(2);
  }, 60_000);

  it('reports a failed job as failed (no retry loop), and regenerate tries again', async () => {
    const reportId = await createReport(t.database.db);
    t.renderer.fail = true;
    try {
      await t.get(`/depreciationReports/${reportId}/preview`);
      await t.app.reportJobs.runOnce();
    } finally {
      t.renderer.fail = false;
    }
    const failed = await t.get(`/depreciationReports/${reportId}/preview`);
    expect(failed.statusCode).toBe(202);
    expect(failed.json()).toMatchObject({ state: 'failed', job: { status: 'failed' } });
    expect(failed.json().job.error).not.toContain('renderer broke');
    expect(await t.app.reportJobs.runOnce()).toBe(false);
    expect(
      await t.database.db
        .selectFrom('report_documents')
        .where('report_id', '=', reportId)
        .selectAll()
        .execute(),
    ).toEqual([]);

    expect((await t.get(`/depreciationReports/${reportId}/regenerate-report`)).json()).toMatchObject({
      state: 'generating',
    });
    await t.app.reportJobs.runOnce();
    expect((await t.get(`/depreciationReports/${reportId}/preview`)).statusCode).toBe(200);
  }, 60_000);
});

describe('a job interrupted by a restart', () => {
  it('is picked up again when its heartbeat is stale, its unfinished document dropped, and finished', async () => {
    const reportId = await createReport(t.database.db);
    await t.get(`/depreciationReports/${reportId}/preview`);
    // A dead instance's leftovers: the job running with an old heartbeat and half a document.
    const job = await t.database.db
      .updateTable('report_document_jobs')
      .set({
        status: 'running',
        attempts: 1,
        claim_token: randomUUID(),
        heartbeat_at: sql<Date>`now() - interval '10 minutes'`,
        stage: 'assets',
        done: 100,
        total: 640,
      })
      .where('report_id', '=', reportId)
      .returning(['id', 'general_info_version', 'register_revision'])
      .executeTakeFirstOrThrow();
    const orphan = await t.database.db
      .insertInto('report_documents')
      .values({
        document_uid: randomUUID(),
        report_id: reportId,
        job_id: job.id,
        general_info_version: job.general_info_version,
        register_revision: job.register_revision,
        file_name: 'report.pdf',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('report_document_parts')
      .values({ document_id: orphan.id, part_no: 0, bytes: new Uint8Array([1, 2]) })
      .execute();
    expect((await status(reportId)).job).toMatchObject({ status: 'running', done: 100 });

    expect(await t.app.reportJobs.runOnce()).toBe(true);
    const after = await status(reportId);
    expect(after.state).toBe('ready');
    expect(after.job).toMatchObject({ status: 'done', attempts: 2 });
    const documents = await t.database.db
      .selectFrom('report_documents')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(documents.map((document) => document.id)).not.toContain(orphan.id);
    expect(documents).toHaveLength(1);
  }, 60_000);

  it('is left alone while its instance is alive (fresh heartbeat)', async () => {
    const reportId = await createReport(t.database.db);
    await t.get(`/depreciationReports/${reportId}/preview`);
    await t.database.db
      .updateTable('report_document_jobs')
      .set({ status: 'running', attempts: 1, claim_token: randomUUID(), heartbeat_at: sql<Date>`now()` })
      .where('report_id', '=', reportId)
      .execute();
    expect(await t.app.reportJobs.runOnce()).toBe(false);
    await t.database.db.deleteFrom('report_document_jobs').where('report_id', '=', reportId).execute();
  }, 60_000);

  it('is taken over when it runs on (the late instance stops and writes nothing)', async () => {
    const reportId = await createReport(t.database.db);
    await t.get(`/depreciationReports/${reportId}/preview`);
    t.renderer.holdHalfWay();
    const slow = t.app.reportJobs.runOnce();
    await t.renderer.reachedGate;
    // Its instance looks dead: another claims the job and finishes it.
    await t.database.db
      .updateTable('report_document_jobs')
      .set({ heartbeat_at: sql<Date>`now() - interval '10 minutes'` })
      .where('report_id', '=', reportId)
      .execute();
    const other = t.app.reportJobs.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.renderer.open();
    await Promise.all([slow, other]);
    const after = await status(reportId);
    expect(after).toMatchObject({ state: 'ready', job: { status: 'done', attempts: 2 } });
    const documents = await t.database.db
      .selectFrom('report_documents')
      .select(['id', 'ready'])
      .where('report_id', '=', reportId)
      .execute();
    expect(documents).toEqual([{ id: expect.any(Number), ready: true }]);
  }, 60_000);

  it('goes back to the queue when its instance closes mid-way, without waiting for the heartbeat to go stale', async () => {
    const reportId = await createReport(t.database.db);
    const runner = new ReportJobRunner(t.database.db, t.renderer, { pollMs: 50, heartbeatMs: 50 });
    t.renderer.holdHalfWay();
    runner.start();
    await t.get(`/depreciationReports/${reportId}/preview`);
    await t.renderer.reachedGate;
    const stopping = runner.stop();
    t.renderer.open();
    await stopping;
    expect((await status(reportId)).job).toMatchObject({ status: 'queued', attempts: 0 });
    expect(
      await t.database.db
        .selectFrom('report_documents')
        .select('id')
        .where('report_id', '=', reportId)
        .execute(),
    ).toEqual([]);
    expect(await t.app.reportJobs.runOnce()).toBe(true);
    expect((await status(reportId)).state).toBe('ready');
  }, 60_000);
});

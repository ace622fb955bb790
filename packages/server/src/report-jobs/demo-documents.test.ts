/**
 * The jobs with the real renderer (src/report-document) on the demo reports (issue 14): the preview queues, the
 * runner makes the PDF, the preview serves it; a Completed demo report's sealed document regenerates to the same
 * bytes and SHA-256 through the whole path (renderer, parts, reply).
 */
import { createHash } from 'node:crypto';
import type { ReportDocumentStatus } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDemoReports } from '../seed';
import { type JobsTestApp, jobsTestApp } from './fake-renderer.test-support';

let t: JobsTestApp;
beforeAll(async () => {
  t = await jobsTestApp({ demoData: true, realRenderer: true });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function made(reportId: number) {
  const first = await t.get(`/depreciationReports/${reportId}/preview`);
  if (first.statusCode === 202) await t.app.reportJobs.runOnce();
  const answer = await t.get(`/depreciationReports/${reportId}/preview`);
  const status: ReportDocumentStatus = (
    await t.get(`/depreciationReports/${reportId}/report-document`)
  ).json();
  return { answer, status };
}

describe('the demo reports’ PDFs', () => {
  it('are made by the job and served as application/pdf with the report’s file name', async () => {
    const [report] = await listDemoReports(t.database.db);
    if (!report) throw new Error('no demo report');
    const { answer, status } = await made(report.id);
    expect(answer.statusCode, JSON.stringify(status)).toBe(200);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(status.document?.pages).toBeGreaterThan(1);
    expect(status.document?.sha256).toBe(createHash('sha256').update(answer.rawPayload).digest('hex'));
    expect(answer.headers['content-disposition']).toContain(`filename="${status.document?.fileName}"`);
  }, 180_000);

  it('a Completed report’s sealed document regenerates byte for byte', async () => {
    const reports = await listDemoReports(t.database.db);
    const completed = reports.find((report) => report.status === 'Completed');
    if (!completed) throw new Error('no Completed demo report');
    const first = await made(completed.id);
    expect(first.answer.statusCode, JSON.stringify(first.status)).toBe(200);
    expect(first.status.document?.sealed).toBe(true);
    await t.get(`/depreciationReports/${completed.id}/regenerate-report`);
    await t.app.reportJobs.runOnce();
    const after: ReportDocumentStatus = (
      await t.get(`/depreciationReports/${completed.id}/report-document`)
    ).json();
    expect(after.job).toMatchObject({ status: 'done', error: null });
    const again = await t.get(`/depreciationReports/${completed.id}/preview`);
    expect(Buffer.compare(again.rawPayload, first.answer.rawPayload)).toBe(0);
    expect(after.document?.sha256).toBe(first.status.document?.sha256);
  }, 180_000);
});

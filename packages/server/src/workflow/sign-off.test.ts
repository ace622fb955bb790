/**
 * Issue 26 item 11 (docs/product/states-and-permissions.md "Workflow", docs/report-document.md "Sealed at
 * sign-off"): Sign off seals the report's PDF before the report is Completed. While the PDF is made the report stays
 * in QA Review and says so; once it is written the step and the sealed document are kept together; a sign-off whose
 * PDF fails, or whose report changed or was returned meanwhile, leaves the report unsigned and says why.
 */
import type { SignOffSummary, WorkflowState } from '@taxdep/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobsTestApp, jobsTestApp } from '../report-jobs/fake-renderer.test-support';
import { createReport, STATUS } from '../test/register-fixtures';

let t: JobsTestApp;
let checkerId: number;
let asChecker: (method: 'GET' | 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>;

beforeAll(async () => {
  t = await jobsTestApp();
  const checker = await t.database.db
    .insertInto('users')
    .values({
      uid: 'CHRIS.SEAL',
      email: 'chris.seal@test.taxdep',
      first_name: 'Chris',
      last_name: 'Seal',
      role: 'checker',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  checkerId = checker.id;
  const authorization = await t.bearer(checkerId, 'CHRIS.SEAL');
  asChecker = (method, url, payload) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function reportInReview(): Promise<number> {
  const reportId = await createReport(t.database.db, { statusId: STATUS.qaReview });
  await t.database.db
    .updateTable('reports')
    .set({ checker_id: checkerId, report_name: '30 June 2025' })
    .where('id', '=', reportId)
    .execute();
  return reportId;
}

const signOff = (reportId: number) =>
  asChecker('POST', `/depreciationReport/3?depreciationId=${reportId}`, {});
const workflow = async (reportId: number) =>
  (await asChecker('GET', `/depreciationReports/${reportId}/workflow`)).json<WorkflowState>();

describe('Sign off seals the PDF first', () => {
  it('keeps the report in QA Review while the PDF is made, then completes it with its sealed PDF', async () => {
    const reportId = await reportInReview();
    const asked = await signOff(reportId);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<WorkflowState>()).toMatchObject({ status: 'QA Review', signOff: { state: 'sealing' } });
    // Nothing is Completed until the PDF is written.
    expect((await workflow(reportId)).steps).toEqual([]);
    expect(await t.app.reportJobs.runOnce()).toBe(true);
    const done = await workflow(reportId);
    expect(done).toMatchObject({ status: 'Completed', readOnly: true, signOff: null });
    expect(done.steps.map((s) => [s.toStatus, s.by.userId])).toEqual([['Completed', checkerId]]);
    const document = (await t.get(`/depreciationReports/${reportId}/report-document`)).json();
    expect(document).toMatchObject({ state: 'ready', document: { sealed: true } });
    // The step and the report's last write carry the instant the PDF was drawn with.
    const job = await t.database.db
      .selectFrom('report_document_jobs')
      .select('sign_off_at')
      .where('report_id', '=', reportId)
      .where('sign_off', '=', true)
      .executeTakeFirstOrThrow();
    expect(done.steps[0]?.at).toBe(job.sign_off_at?.toISOString());
    // The preview serves that sealed document: nothing more is made.
    const renders = t.renderer.renders;
    expect((await t.get(`/depreciationReports/${reportId}/preview`)).statusCode).toBe(200);
    expect(t.renderer.renders).toBe(renders);
  }, 60_000);

  it('leaves the report unsigned, saying why, when the PDF cannot be made; a second try signs it off', async () => {
    const reportId = await reportInReview();
    await signOff(reportId);
    t.renderer.fail = true;
    try {
      await t.app.reportJobs.runOnce();
    } finally {
      t.renderer.fail = false;
    }
    const failed = await workflow(reportId);
    expect(failed.status).toBe('QA Review');
    expect(failed.signOff).toMatchObject({
      state: 'failed',
      error: 'The PDF could not be made; the service log has the cause.',
    });
    expect(failed.steps).toEqual([]);
    const sealed = await t.database.db
      .selectFrom('report_documents')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(sealed).toEqual([]);
    await signOff(reportId);
    expect((await workflow(reportId)).signOff?.state).toBe('sealing');
    await t.app.reportJobs.runOnce();
    expect((await workflow(reportId)).status).toBe('Completed');
  }, 60_000);

  it('refuses the seal when the register changed while the PDF was made', async () => {
    const reportId = await reportInReview();
    await signOff(reportId);
    t.renderer.holdHalfWay();
    const running = t.app.reportJobs.runOnce();
    await t.renderer.reachedGate;
    await t.database.db.updateTable('reports').set({ version: 99 }).where('id', '=', reportId).execute();
    t.renderer.open();
    await running;
    const state = await workflow(reportId);
    expect(state.status).toBe('QA Review');
    expect(state.signOff?.error).toMatch(/changed after Sign off was confirmed, so it was not signed off/);
  }, 60_000);

  it('refuses the seal when the report was returned meanwhile', async () => {
    const reportId = await reportInReview();
    await signOff(reportId);
    const returned = await asChecker('POST', `/depreciationReport/1?depreciationId=${reportId}`, {
      comment: 'One more look.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    await t.app.reportJobs.runOnce();
    const state = await workflow(reportId);
    expect(state.status).toBe('In Progress');
    expect(state.steps.map((s) => s.toStatus)).toEqual(['In Progress']);
    const job = await t.database.db
      .selectFrom('report_document_jobs')
      .select(['status', 'error'])
      .where('report_id', '=', reportId)
      .where('sign_off', '=', true)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      status: 'failed',
      error: `Report ${reportId} is In Progress, so it cannot be signed off now. It was not signed off.`,
    });
  }, 60_000);

  it('says what it will seal: the report, its years, assets, totals and signatories', async () => {
    const reportId = await reportInReview();
    const answer = await asChecker('GET', `/depreciationReports/${reportId}/workflow/sign-off`);
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = answer.json<SignOffSummary>();
    expect(summary).toMatchObject({
      depreciationReportId: reportId,
      reportName: '30 June 2025',
      firstFinancialYear: 2025,
      lastFinancialYear: 2029,
      assetCount: 0,
      totals: { originalCost: 0, depreciation: 0, closingWrittenDownValue: 0 },
      checker: { userId: checkerId, name: 'Chris Seal' },
    });
    expect(summary.property).toMatch(/^Property /);
  }, 60_000);
});

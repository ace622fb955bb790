/**
 * A sealed (Completed) report's document regenerates byte for byte; the main portal downloads a stored version by
 * its id, only for a report of its fund and of the kind asked (isCapex); bad ids are 400 and unknown ones 404; and the running
 * service's runner makes a queued document by itself (issue 14; docs/api.md "Report documents").
 */
import { createHash } from 'node:crypto';
import type { ReportDocumentStatus } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { type JobsTestApp, jobsTestApp } from './fake-renderer.test-support';

let t: JobsTestApp;
beforeAll(async () => {
  t = await jobsTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function status(reportId: number): Promise<ReportDocumentStatus> {
  return (await t.get(`/depreciationReports/${reportId}/report-document`)).json();
}

async function madeDocument(reportId: number) {
  await t.get(`/depreciationReports/${reportId}/preview`);
  await t.app.reportJobs.runOnce();
  const answer = await t.get(`/depreciationReports/${reportId}/preview`);
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

describe('a sealed document', () => {
  it('is made while the report is Completed, and regenerating it gives the same bytes and SHA-256', async () => {
    const reportId = await createReport(t.database.db, { statusId: STATUS.completed });
    const first = await madeDocument(reportId);
    const before = await status(reportId);
    expect(before.document).toMatchObject({ sealed: true, sha256: sha(first) });

    const regenerating = await t.get(`/depreciationReports/${reportId}/regenerate-report`);
    expect(regenerating.json()).toMatchObject({ state: 'generating', job: { status: 'queued' } });
    const renders = t.renderer.renders;
    await t.app.reportJobs.runOnce();
    expect(t.renderer.renders).toBe(renders + 1);
    const after = await status(reportId);
    expect(after).toMatchObject({ state: 'ready', job: { status: 'done', error: null } });
    expect(after.document).toEqual(before.document);
    const again = await t.get(`/depreciationReports/${reportId}/preview`);
    expect(Buffer.compare(again.rawPayload, first)).toBe(0);
    expect(again.headers['x-document-sha256']).toBe(sha(first));
  }, 60_000);

  it('is kept when a regeneration comes out different, and the job says so', async () => {
    const reportId = await createReport(t.database.db, { statusId: STATUS.completed });
    const first = await madeDocument(reportId);
    t.renderer.salt = ' changed';
    try {
      await t.get(`/depreciationReports/${reportId}/regenerate-report`);
      await t.app.reportJobs.runOnce();
    } finally {
      t.renderer.salt = '';
    }
    const after = await status(reportId);
    expect(after.job?.status).toBe('failed');
    expect(after.job?.error).toContain('differs from the sealed one');
    expect(after.document?.sha256).toBe(sha(first));
    const documents = await t.database.db
      .selectFrom('report_documents')
      .select('id')
      .where('report_id', '=', reportId)
      .execute();
    expect(documents).toHaveLength(1);
  }, 60_000);

  it('is not sealed while the report is in progress; once Completed, the sealed one is made (same bytes)', async () => {
    const reportId = await createReport(t.database.db);
    const draft = await madeDocument(reportId);
    expect((await status(reportId)).document?.sealed).toBe(false);
    await setReportStatus(t.database.db, reportId, STATUS.completed);
    const completed = await status(reportId);
    expect(completed.state).toBe('none');
    expect(completed.document).toMatchObject({
      sealed: false,
      registerChanged: false,
      generalInfoChanged: false,
    });
    const sealed = await madeDocument(reportId);
    expect(Buffer.compare(sealed, draft)).toBe(0);
    expect((await status(reportId)).document).toMatchObject({ sealed: true, sha256: sha(draft) });
  }, 60_000);
});

describe('the main portal download (downloadReport)', () => {
  it('answers the stored version by its id as an attachment, only for a report of the fund', async () => {
    const reportId = await createReport(t.database.db);
    const bytes = await madeDocument(reportId);
    const { documentUId } = (await status(reportId)).document ?? { documentUId: '' };
    const { fund_id: fundId } = await t.database.db
      .selectFrom('reports')
      .select('fund_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const url = (fund: number, query: string) =>
      `/fund/${fund}/depreciationReports/${reportId}/downloadReport?${query}`;

    const ok = await t.get(url(fundId, `documentUId=${documentUId}&isCapex=false`));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    // Named after the property (its name, without an address) and the report date (docs/api.md "File names").
    expect(ok.headers['content-disposition']).toMatch(
      /^attachment; filename="Property [^"]+ - 30 June 2025\.pdf"; filename\*=UTF-8''Property%20/,
    );
    expect(Buffer.compare(ok.rawPayload, bytes)).toBe(0);
    expect((await t.get(url(fundId, `documentUId=${documentUId.toUpperCase()}`))).statusCode).toBe(200);

    const otherFund = await t.get(url(fundId + 1000, `documentUId=${documentUId}`));
    expect(otherFund.statusCode).toBe(404);
    expect(otherFund.json().message).toBe(`Report ${reportId} is not a report of fund ${fundId + 1000}.`);
    const unknown = await t.get(url(fundId, 'documentUId=00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    // Issue 27: isCapex=true asks for a capex forecast's document; a depreciation report's id is not one.
    const capex = await t.get(url(fundId, `documentUId=${documentUId}&isCapex=true`));
    expect(capex.statusCode).toBe(404);
    expect(capex.json().message).toContain('is not a capex forecast');
    for (const bad of ['documentUId=nope', 'documentUId=', '', `documentUId=${documentUId}&isCapex=maybe`]) {
      expect((await t.get(url(fundId, bad))).statusCode, bad).toBe(400);
    }
  }, 60_000);
});

describe('bad and unknown ids', () => {
  it.each(['preview', 'regenerate-report', 'report-document'])(
    '%s: 400 for a bad id, 404 for an unknown one',
    async (call) => {
      for (const id of ['0', 'abc', '-1', '2147483648', '1.5']) {
        const answer = await t.get(`/depreciationReports/${id}/${call}`);
        expect(answer.statusCode, id).toBe(400);
        expect(answer.json().message).toMatch(/^Invalid request/);
      }
      const unknown = await t.get(`/depreciationReports/2147483647/${call}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Report 2147483647 does not exist.');
    },
  );
});

describe('the running service', () => {
  it('makes a queued document by itself and stops cleanly on close', async () => {
    const live = await jobsTestApp({ run: true, runner: { pollMs: 50 } });
    try {
      const reportId = await createReport(live.database.db);
      expect((await live.get(`/depreciationReports/${reportId}/preview`)).statusCode).toBe(202);
      let answer = await live.get(`/depreciationReports/${reportId}/preview`);
      for (let tries = 0; answer.statusCode === 202 && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await live.get(`/depreciationReports/${reportId}/preview`);
      }
      expect(answer.statusCode).toBe(200);
    } finally {
      await live.close();
    }
  }, 120_000);
});

/**
 * Issue 28 item 1: an assessment follows the reports' workflow by the workflow's own calls and its report id: In
 * Progress → QA Review only when its own blockers are clear (settings valid, at least one building, every building
 * valid, each named with its building), returned with a comment; its sign-off summary counts its buildings; its
 * History lists the steps beside its inputs' lines; it is signed off to Completed with its PDF sealed first, then
 * read-only; its stored PDF is downloaded from the main portal with isRca.
 */
import type {
  RcaReport,
  ReportDocumentStatus,
  ReportHistory,
  SignOffSummary,
  WorkflowBlockers,
  WorkflowRefusal,
  WorkflowState,
} from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../report-document/pdf.test-support';
import { storeTestDocument } from '../report-jobs/stored-document.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { STATUS } from '../test/register-fixtures';
import { addUser, type Person, signedIn } from '../workflow/people.test-support';
import { areaWire, buildingWire, createAssessmentFixture, saveOf } from './rca.test-support';
import { NO_BUILDINGS } from './workflow';

describe(`an assessment’s workflow on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let checker: Person;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    checker = await addUser(t, 'CARA.CHECKER', 'checker');
    id = (await createAssessmentFixture(t, { checkerId: checker.id })).assessment.rcaReportId;
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async () => (await t.call('GET', `/RcaReports/${id}`)).json<RcaReport>();
  const save = async (change: Parameters<typeof saveOf>[1]) => {
    const answer = await t.call('PUT', `/RcaReports/${id}`, saveOf(await read(), change));
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const blockers = async () =>
    (await t.call('GET', `/depreciationReports/${id}/workflow/blockers`)).json<WorkflowBlockers>();
  const move = (person: Person, toStatusId: number, comment?: string) =>
    person.call('POST', `/depreciationReport/${toStatusId}?depreciationId=${id}`, comment ? { comment } : {});

  it('is kept In Progress until it has a building and its inputs have no errors, each named', async () => {
    expect(await blockers()).toEqual({
      blocking: [{ kind: 'rcaBuilding', assetId: null, message: NO_BUILDINGS }],
      blockingCount: 1,
    });
    const report = await read();
    await save({
      settings: { ...report.settings, escalationPercent: '40' },
      buildings: [buildingWire({ areas: [areaWire({ rateCentsPerM2: null })] })],
    });
    const refused = await move(surveyor, STATUS.qaReview);
    expect(refused.statusCode).toBe(409);
    const { blocking, blockingCount } = refused.json<WorkflowRefusal>();
    expect(blockingCount).toBe(2);
    expect(blocking).toEqual([
      { kind: 'rcaSettings', assetId: null, message: expect.stringMatching(/^Settings: Escalation /) },
      {
        kind: 'rcaBuilding',
        assetId: null,
        buildingId: 'b1',
        message: 'Building Office tower: Choose a rate from the library or enter one.',
      },
    ]);
    await save({ settings: report.settings, buildings: [buildingWire()] });
    expect(await blockers()).toEqual({ blocking: [], blockingCount: 0 });
  });

  it('goes to QA Review and back with a comment; its sign-off summary counts its buildings', async () => {
    const submitted = await move(surveyor, STATUS.qaReview);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<WorkflowState>()).toMatchObject({ statusId: STATUS.qaReview, status: 'QA Review' });
    // The surveyor may not sign off their own work.
    expect((await move(surveyor, STATUS.completed)).statusCode).toBe(403);
    const summary = await checker.call('GET', `/depreciationReports/${id}/workflow/sign-off`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json<SignOffSummary>()).toMatchObject({
      depreciationReportId: id,
      reportName: 'Reinstatement cost assessment 2026',
      firstFinancialYear: null,
      assetCount: 1,
      uncalculatedCount: 0,
      totals: null,
      checker: { userId: checker.id, name: 'Cara Checker' },
    });
    const returned = await move(checker, STATUS.inProgress, 'Check the locality factor.');
    expect(returned.statusCode, returned.body).toBe(200);
    const history = (await t.call('GET', `/depreciationReports/${id}/history`)).json<ReportHistory>();
    expect(history.entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        'Returned to the surveyor',
        'Submitted to QA Review',
        'Added building Office tower',
        'Changed assessment settings',
      ]),
    );
    expect(history.entries[0]?.summary).toBe('Returned to the surveyor');
  });

  it('is signed off by its checker to Completed with its PDF sealed first, then read-only', async () => {
    expect((await move(surveyor, STATUS.qaReview)).statusCode).toBe(200);
    // Issue 26 item 11 for an assessment too: it stays in QA Review while its PDF is sealed, then is Completed.
    const signed = await move(checker, STATUS.completed);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<WorkflowState>()).toMatchObject({
      statusId: STATUS.qaReview,
      signOff: { state: 'sealing' },
    });
    let state = signed.json<WorkflowState>();
    for (let i = 0; i < 300 && state.statusId !== STATUS.completed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await t.call('GET', `/depreciationReports/${id}/workflow`)).json<WorkflowState>();
    }
    expect(state).toMatchObject({ statusId: STATUS.completed, signOff: null });
    const sealed = (
      await t.call('GET', `/depreciationReports/${id}/report-document`)
    ).json<ReportDocumentStatus>();
    expect(sealed.document).toMatchObject({ sealed: true });
    const text = pdfText((await t.call('GET', `/depreciationReports/${id}/preview`)).rawPayload);
    expect(text).toContain('Cara Checker');
    expect(text).not.toContain('DRAFT');
    expect(await read()).toMatchObject({ status: 'Completed', readOnly: true });
    const refused = await t.call('PUT', `/RcaReports/${id}`, saveOf(await read(), { reportName: 'Changed' }));
    expect(refused.statusCode).toBe(409);
  });

  it('serves its stored PDF to the main portal’s download only as an assessment’s (isRca)', async () => {
    const { fundId, documentUId } = await storeTestDocument(t.database.db, id);
    const url = (query: string) =>
      `/fund/${fundId}/depreciationReports/${id}/downloadReport?documentUId=${documentUId}${query}`;
    const ok = await t.call('GET', url('&isRca=true'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    for (const [query, kind] of [
      ['', 'a depreciation report'],
      ['&isCapex=true', 'a capex forecast'],
      ['&isCapex=true&isRca=true', 'of both kinds'],
    ] as const) {
      const refused = await t.call('GET', url(query));
      expect(refused.statusCode, query).toBe(404);
      expect(refused.json().message).toBe(`Report ${id} is not ${kind}.`);
    }
  });
});

import type { ReportHistory, WorkflowState } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { addUser, type Person, signedIn, signOff } from './people.test-support';

/**
 * Issue 15 "Workflow" (docs/product/states-and-permissions.md "Workflow", docs/api.md "Workflow" and "History"):
 * every transition, every refusal, the recorded steps and the history a checker reads.
 */
describe(`the report workflow, on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let checker: Person;
  let third: Person;
  let reportId: number;
  let badAssetId: number;

  const move = (person: Person, toStatusId: number, comment?: string) =>
    person.call(
      'POST',
      `/depreciationReport/${toStatusId}?depreciationId=${reportId}`,
      comment ? { comment } : {},
    );
  const workflow = async (person: Person) =>
    (await person.call('GET', `/depreciationReports/${reportId}/workflow`)).json<WorkflowState>();
  const actions = async (person: Person) => (await workflow(person)).actions.map((a) => a.action);

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    checker = await addUser(t, 'CHRIS.CHECK', 'checker');
    third = await addUser(t, 'JO.OTHER', 'surveyor');
    reportId = await createReport(t.database.db);
    const code = await taxCode(t.database.db, 'A0004');
    await surveyor.call('POST', '/depreciationReports/modelAssets', validAsset(reportId, code));
    const bad = await surveyor.call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, code),
      description: 'Carpet',
      originalCost: null,
    });
    badAssetId = bad.json().id;
    expect(bad.json().hasErrors).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('refuses a submit with what blocks it: General Info and each asset with errors', async () => {
    expect(await actions(surveyor)).toEqual(['submit']);
    expect(await actions(third)).toEqual([]);
    const refused = await move(surveyor, 2);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json();
    expect(body.message).toMatch(/cannot go to QA Review/);
    const messages = body.blocking.map((b: { message: string }) => b.message);
    expect(messages).toContain('General Info: Checker is required.');
    expect(messages).toContain('General Info: Tax paying entity is required.');
    // Issue 25: each fact the document needs is named.
    expect(messages).toContain('General Info: Instructed by (a person or a company) is missing.');
    expect(messages).toContain('General Info: Inspection date is missing.');
    expect(body.blocking).toContainEqual(expect.objectContaining({ kind: 'asset', assetId: badAssetId }));
    expect(body.blockingCount).toBe(body.blocking.length);
    expect((await workflow(surveyor)).status).toBe('In Progress');
  });

  it('submits once General Info is complete and every asset passes', async () => {
    const method = await t.database.db
      .selectFrom('depreciation_methods')
      .select('id')
      .where('code', '=', 'DV')
      .executeTakeFirstOrThrow();
    const saved = await surveyor.call('PUT', '/depreciationReport', {
      depreciationReportId: reportId,
      instructions: {
        reliantParty: 'Harbour Pty Ltd',
        depreciationMethodId: method.id,
        lowValuePoolFlag: false,
        instructedCompany: 'Harbour Pty Ltd',
        instructionDate: '2025-07-20',
        // Issue 25: an inspection before the instruction is impossible, and named.
        inspectionDate: '2025-07-10',
      },
      propertyInfo: { firstAvailableForRentDate: '2019-02-01' },
      reportingInfo: { qsCheckerId: checker.id, assessmentDate: '2025-08-01', reportName: '30 June 2025' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await surveyor.call('DELETE', `/depreciationReports/modelAssets/all/${reportId}`);
    const outOfOrder = await move(surveyor, 2);
    expect(outOfOrder.statusCode, outOfOrder.body).toBe(409);
    expect(outOfOrder.json().blocking).toEqual([
      {
        kind: 'generalInfo',
        assetId: null,
        message:
          'General Info: Inspection date (10 July 2025) is before instruction date (20 July 2025): the property is inspected for an instruction already received.',
      },
    ]);
    const fixed = await surveyor.call('PUT', '/depreciationReport', {
      depreciationReportId: reportId,
      instructions: { inspectionDate: '2025-07-28' },
      propertyInfo: {},
      reportingInfo: {},
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await move(checker, 2)).statusCode).toBe(403);
    const submitted = await move(surveyor, 2);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<WorkflowState>()).toMatchObject({ status: 'QA Review', actions: [] });
    expect((await move(surveyor, 2)).statusCode).toBe(409);
  });

  it('lets only the checker return it, and only with a comment', async () => {
    expect(await actions(checker)).toEqual(['return', 'signOff']);
    expect((await move(surveyor, 1, 'please')).statusCode).toBe(403);
    expect((await move(third, 1, 'please')).statusCode).toBe(403);
    const silent = await move(checker, 1);
    expect(silent.statusCode).toBe(422);
    expect(silent.json().message).toMatch(/comment is required/);
    const returned = await move(checker, 1, 'Check the carpet life.');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<WorkflowState>().status).toBe('In Progress');
  });

  it('signs off a resubmitted report by its checker only; Completed is read-only to all', async () => {
    expect((await move(surveyor, 2)).statusCode).toBe(200);
    expect((await move(surveyor, 3)).statusCode).toBe(403);
    // Issue 26 item 11: recorded once the sealed PDF is written (by the app's runner and the real renderer).
    const state = await signOff(checker, reportId);
    expect(state).toMatchObject({ status: 'Completed', readOnly: true, actions: [], signOff: null });
    expect(state.steps.map((s) => [s.fromStatus, s.toStatus, s.by.userId, s.comment])).toEqual([
      ['In Progress', 'QA Review', surveyor.id, null],
      ['QA Review', 'In Progress', checker.id, 'Check the carpet life.'],
      ['In Progress', 'QA Review', surveyor.id, null],
      ['QA Review', 'Completed', checker.id, null],
    ]);
    for (const person of [surveyor, checker, third]) {
      expect((await workflow(person)).readOnly).toBe(true);
      expect((await move(person, 1, 'reopen')).statusCode).toBe(person === checker ? 409 : 403);
    }
    // The PDF sealed at sign-off is the Completed report's, byte for byte what the stored report draws again.
    const sealed = (await checker.call('GET', `/depreciationReports/${reportId}/report-document`)).json();
    expect(sealed).toMatchObject({ state: 'ready', document: { sealed: true } });
    let again = (await checker.call('GET', `/depreciationReports/${reportId}/regenerate-report`)).json();
    for (let tries = 0; tries < 400 && again.state === 'generating'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = (await checker.call('GET', `/depreciationReports/${reportId}/report-document`)).json();
    }
    expect(again).toMatchObject({ state: 'ready', job: { status: 'done', error: null } });
    expect(again.document).toEqual(sealed.document);
  });

  it('answers the history newest first: steps, General Info fields and assets, with who and when', async () => {
    const history = (
      await checker.call('GET', `/depreciationReports/${reportId}/history`)
    ).json<ReportHistory>();
    const summaries = history.entries.map((e) => e.summary);
    expect(summaries.slice(0, 4)).toEqual([
      'Signed off (Completed)',
      'Submitted to QA Review',
      'Returned to the surveyor',
      'Submitted to QA Review',
    ]);
    expect(history.lastSeenAt).toBe(history.entries[0]?.at);
    const [fix, info] = history.entries.filter((e) => e.kind === 'generalInfo');
    // Issue 25: the facts are in the history with the screen's labels.
    expect(fix?.changes).toEqual([{ field: 'Inspection date', from: '10 Jul 2025', to: '28 Jul 2025' }]);
    expect(info?.changes).toContainEqual({
      field: 'First available for rent',
      from: null,
      to: '01 Feb 2019',
    });
    expect(info?.by?.userId).toBe(surveyor.id);
    expect(info?.changes).toContainEqual({ field: 'Tax paying entity', from: null, to: 'Harbour Pty Ltd' });
    expect(info?.changes).toContainEqual({ field: 'Checker', from: null, to: 'Chris Check' });
    expect(summaries).toContain(`Added asset ${badAssetId} (Carpet)`);
    expect(summaries).toContain(`Removed asset ${badAssetId} (Carpet)`);
    const returned = history.entries.find((e) => e.summary === 'Returned to the surveyor');
    expect(returned?.comment).toBe('Check the carpet life.');
  });
});

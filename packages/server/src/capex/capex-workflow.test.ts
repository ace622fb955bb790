/**
 * Issue 27 item 1: a capex forecast follows the reports' workflow by the workflow's own calls and its report id:
 * In Progress → QA Review only when its own blockers are clear (settings valid, at least one item, no item left
 * out, each named), returned with a comment that opens the thread, signed off by its checker to Completed with its
 * PDF sealed first, which
 * makes it read-only; its History lists the steps beside its settings and items.
 */
import type {
  CapexReport,
  ReportDocumentStatus,
  ReportHistory,
  SignOffSummary,
  WorkflowBlockers,
  WorkflowRefusal,
  WorkflowState,
} from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../report-document/pdf.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { STATUS } from '../test/register-fixtures';
import { addUser, type Person, signedIn } from '../workflow/people.test-support';
import { createForecastFixture, itemSave } from './capex.test-support';
import { NO_ITEMS } from './workflow';

describe(`a capex forecast’s workflow on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let checker: Person;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    checker = await addUser(t, 'CARA.CHECKER', 'checker');
    id = (await createForecastFixture(t, { checkerId: checker.id })).forecast.capexReportId;
  });
  afterAll(async () => {
    await t.close();
  });

  const blockers = async () =>
    (await t.call('GET', `/depreciationReports/${id}/workflow/blockers`)).json<WorkflowBlockers>();
  const move = (person: Person, toStatusId: number, comment?: string) =>
    person.call('POST', `/depreciationReport/${toStatusId}?depreciationId=${id}`, comment ? { comment } : {});

  it('is kept In Progress until it has items and none is left out, each reason named', async () => {
    expect(await blockers()).toEqual({
      blocking: [{ kind: 'capexItem', assetId: null, message: NO_ITEMS }],
      blockingCount: 1,
    });
    const saved = await t.call('PUT', `/CapexReports/${id}/items`, {
      items: [itemSave(), itemSave({ description: 'Lift car', element: 'lifts', lifeYears: null })],
    });
    const [, lift] = saved.json<{ items: { itemId: string }[] }>().items.map((i) => i.itemId);
    const refused = await move(surveyor, STATUS.qaReview);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<WorkflowRefusal>()).toEqual({
      message: `Report ${id} cannot go to QA Review yet; fix this first.`,
      blocking: [
        {
          kind: 'capexItem',
          assetId: null,
          itemId: lift,
          message: `Item ${lift} (Lift car): Life must be a whole number of years, from 1 to 100.`,
        },
      ],
      blockingCount: 1,
    });
    const deleted = await t.call('POST', `/CapexReports/${id}/items/delete`, { itemIds: [lift] });
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect(await blockers()).toEqual({ blocking: [], blockingCount: 0 });
  });

  it('goes to QA Review, back with a comment, and is signed off by its checker to Completed', async () => {
    const submitted = await move(surveyor, STATUS.qaReview);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<WorkflowState>()).toMatchObject({ statusId: STATUS.qaReview, status: 'QA Review' });
    // The surveyor may not sign off their own work, nor return it.
    expect((await move(surveyor, STATUS.completed)).statusCode).toBe(403);
    const returned = await move(checker, STATUS.inProgress, 'Check the roof membrane’s life.');
    expect(returned.statusCode, returned.body).toBe(200);
    const thread = (await t.call('GET', `/depreciationReports/${id}/comments`)).json();
    expect(thread.comments.map((c: { text: string }) => c.text)).toEqual(['Check the roof membrane’s life.']);
    expect((await move(surveyor, STATUS.qaReview)).statusCode).toBe(200);

    const summary = await checker.call('GET', `/depreciationReports/${id}/workflow/sign-off`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json<SignOffSummary>()).toMatchObject({
      depreciationReportId: id,
      reportName: 'Capex forecast 2026',
      firstFinancialYear: 2026,
      lastFinancialYear: 2046,
      assetCount: 1,
      uncalculatedCount: 0,
      totals: null,
      checker: { userId: checker.id, name: 'Cara Checker' },
    });
    // Issue 26 item 11 for a forecast too: it stays in QA Review while its PDF is sealed, then is Completed.
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
  });

  it('is read-only once Completed, and its History lists the steps beside its items', async () => {
    const forecast = (await t.call('GET', `/CapexReports/${id}`)).json<CapexReport>();
    expect(forecast).toMatchObject({ status: 'Completed', readOnly: true });
    const write = await t.call('PUT', `/CapexReports/${id}/items`, { items: [itemSave()] });
    expect(write.statusCode).toBe(409);
    const header = await t.call('PUT', `/CapexReports/${id}`, {
      reportName: 'Too late',
      settings: forecast.settings,
      sinkingFund: null,
      version: forecast.version,
    });
    expect(header.statusCode).toBe(409);
    const history = (await t.call('GET', `/depreciationReports/${id}/history`)).json<ReportHistory>();
    const summaries = history.entries.map((e) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Signed off (Completed)',
        'Returned to the surveyor',
        'Submitted to QA Review',
        expect.stringMatching(/^Removed item \d+ \(Lift car\)$/),
        expect.stringMatching(/^Added item \d+ \(Roof membrane\)$/),
      ]),
    );
    expect(history.entries[0]?.summary).toBe('Signed off (Completed)');
  });
});

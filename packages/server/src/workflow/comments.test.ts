import type { ReportComments } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { addUser, type Person, signedIn } from './people.test-support';

/**
 * Issue 26 item 12 (docs/product/states-and-permissions.md "Comments"): a return's comment opens the report's
 * thread; its surveyor and checker reply while it is In Progress or QA Review; nobody else posts, and a Completed
 * report's thread is closed. The service decides, whatever a screen offers.
 */
describe(`the report's comment thread, on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let checker: Person;
  let third: Person;
  let reportId: number;
  const thread = async (person: Person) =>
    (await person.call('GET', `/depreciationReports/${reportId}/comments`)).json<ReportComments>();
  const reply = (person: Person, comment: string) =>
    person.call('POST', `/depreciationReports/${reportId}/comments`, { comment });

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    checker = await addUser(t, 'CASS.CHECK', 'checker');
    third = await addUser(t, 'TERRY.THIRD', 'surveyor');
    reportId = await createReport(t.database.db, { statusId: STATUS.qaReview });
    await t.database.db
      .updateTable('reports')
      .set({ checker_id: checker.id })
      .where('id', '=', reportId)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('opens with the return comment, and the surveyor answers it', async () => {
    const returned = await checker.call('POST', `/depreciationReport/1?depreciationId=${reportId}`, {
      comment: 'The carpet life looks short.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const answered = await reply(surveyor, '  It is the 2023 ruling: 8 years.  ');
    expect(answered.statusCode, answered.body).toBe(200);
    const seen = await thread(checker);
    expect(seen.mayPost).toBe(true);
    expect(seen.comments.map((c) => [c.by.name, c.text, c.withReturn])).toEqual([
      ['Cass Check', 'The carpet life looks short.', true],
      ['Sam Surveyor', 'It is the 2023 ruling: 8 years.', false],
    ]);
    expect(Date.parse(seen.comments[1]?.at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(seen.comments[0]?.at ?? ''),
    );
  });

  it('refuses anyone but the surveyor and the checker, and an empty reply', async () => {
    const stranger = await reply(third, 'Me too.');
    expect(stranger.statusCode).toBe(403);
    // Who may write is decided before the body is read (issue 24), by the edit permission every write shares.
    expect(stranger.json().message).toBe(
      `Only the surveyor and the checker of report ${reportId} may change it; nothing was changed.`,
    );
    expect((await thread(third)).mayPost).toBe(false);
    const empty = await reply(surveyor, '   ');
    expect(empty.statusCode).toBe(422);
    expect((await thread(surveyor)).comments).toHaveLength(2);
  });

  it('lets the checker reply in QA Review, and closes the thread once the report is Completed', async () => {
    await setReportStatus(t.database.db, reportId, STATUS.qaReview);
    expect((await reply(checker, 'Agreed, thanks.')).statusCode).toBe(200);
    await setReportStatus(t.database.db, reportId, STATUS.completed);
    const closed = await reply(surveyor, 'One more thing.');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      `Report ${reportId} is read-only (its status is Completed); nothing was changed.`,
    );
    const final = await thread(surveyor);
    expect(final.mayPost).toBe(false);
    expect(final.comments.map((c) => c.text)).toEqual([
      'The carpet life looks short.',
      'It is the 2023 ruling: 8 years.',
      'Agreed, thanks.',
    ]);
  });
});

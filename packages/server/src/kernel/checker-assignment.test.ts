import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { addUser, type Person, signedIn, signOff } from '../workflow/people.test-support';

/**
 * Issue 24 (docs/product/states-and-permissions.md "The checker"; workflow/checker-assignment.ts): the checker is
 * never the surveyor, and in QA Review only the checker (or an administrator) hands the review to someone else, so a
 * surveyor can neither leave their report stuck nor choose who signs it off.
 */
describe(`who may name a report's checker, on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let checker: Person;
  let friend: Person;
  let admin: Person;
  let reportId: number;

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    checker = await addUser(t, 'CASEY.CHECK', 'checker');
    friend = await addUser(t, 'FRANKIE.FRIEND', 'checker');
    admin = await addUser(t, 'ADA.ADMIN', 'checker');
    await t.database.db.updateTable('users').set({ access: 'admin' }).where('id', '=', admin.id).execute();
    // Issue 26 item 17: only a checker may be named checker, so the surveyor here is a checker surveying: what
    // refuses naming them is that the checker is never the surveyor.
    await t.database.db.updateTable('users').set({ role: 'checker' }).where('id', '=', surveyor.id).execute();
    reportId = await createReport(t.database.db, { masterId: 'MP-CHECKER' });
  });
  beforeEach(async () => {
    await t.database.db
      .updateTable('reports')
      .set({ surveyor_id: surveyor.id, checker_id: checker.id })
      .where('id', '=', reportId)
      .execute();
    await setReportStatus(t.database.db, reportId, STATUS.inProgress);
  });
  afterAll(async () => {
    await t.close();
  });

  const saveChecker = (person: Person, qsCheckerId: number, extra: object = {}) =>
    person.call('PUT', '/depreciationReport', {
      depreciationReportId: reportId,
      instructions: extra,
      propertyInfo: {},
      reportingInfo: { qsCheckerId },
    });
  const storedChecker = async () =>
    (
      await t.database.db
        .selectFrom('reports')
        .select('checker_id')
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow()
    ).checker_id;
  const reportingInfoOf = async (person: Person) =>
    (await person.call('GET', `/depreciationReports/${reportId}`)).json().reportingInfo;

  it('refuses the surveyor as checker (400), whoever saves it, and keeps the checker', async () => {
    for (const person of [surveyor, checker, admin]) {
      const refused = await saveChecker(person, surveyor.id);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe('The checker must be someone other than the surveyor.');
    }
    expect(await storedChecker()).toBe(checker.id);
  });

  it('lets the surveyor or the checker choose another checker while the report is In Progress', async () => {
    expect((await saveChecker(surveyor, friend.id)).statusCode).toBe(200);
    expect(await storedChecker()).toBe(friend.id);
    expect(await reportingInfoOf(surveyor)).toMatchObject({
      qsSurveyorId: surveyor.id,
      checkerReadOnly: false,
    });
  });

  it('refuses the surveyor handing the QA Review to someone (403), who then cannot sign it off', async () => {
    await setReportStatus(t.database.db, reportId, STATUS.qaReview);
    const refused = await saveChecker(surveyor, friend.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(/Only the checker of report \d+ or an administrator may hand/);
    expect(await storedChecker()).toBe(checker.id);
    const signOff = await friend.call(
      'POST',
      `/depreciationReport/${STATUS.completed}?depreciationId=${reportId}`,
      {},
    );
    expect(signOff.statusCode).toBe(403);
    // The screen says the same: the surveyor's checker field is read-only in QA Review, the checker's is not.
    expect((await reportingInfoOf(surveyor)).checkerReadOnly).toBe(true);
    expect((await reportingInfoOf(checker)).checkerReadOnly).toBe(false);
    // Other General Info fields stay the surveyor's to save.
    const other = await surveyor.call('PUT', '/depreciationReport', {
      depreciationReportId: reportId,
      instructions: { reliantParty: 'Still editable Pty Ltd' },
      propertyInfo: {},
      reportingInfo: {},
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('lets the checker hand the QA Review to another checker, who may then sign it off', async () => {
    await setReportStatus(t.database.db, reportId, STATUS.qaReview);
    expect((await saveChecker(checker, friend.id)).statusCode).toBe(200);
    // Issue 26 item 11: recorded once the app's runner has sealed the PDF.
    const signedOff = await signOff(friend, reportId);
    expect(signedOff.status, JSON.stringify(signedOff)).toBe('Completed');
  });

  it('lets an administrator change the checker alone, and nothing else, of a report not Completed', async () => {
    await setReportStatus(t.database.db, reportId, STATUS.qaReview);
    const more = await saveChecker(admin, friend.id, { reliantParty: 'Admin Pty Ltd' });
    expect(more.statusCode, more.body).toBe(403);
    expect(await storedChecker()).toBe(checker.id);
    expect((await saveChecker(admin, friend.id)).statusCode).toBe(200);
    expect(await storedChecker()).toBe(friend.id);
    await setReportStatus(t.database.db, reportId, STATUS.completed);
    expect((await saveChecker(admin, checker.id)).statusCode).toBe(409);
  });

  it('refuses a third user who is not an administrator (403)', async () => {
    const refused = await saveChecker(friend, friend.id);
    expect(refused.statusCode).toBe(403);
    expect(await storedChecker()).toBe(checker.id);
  });
});

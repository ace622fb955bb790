import type { ReportHistory, ReportOwners } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSettings } from '../calculations/report-inputs';
import { readRegisterDelta } from '../calculations/repository';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { addUser, type Person, signedIn } from '../workflow/people.test-support';

/**
 * Issue 23 item 7 (docs/api.md "Owners", docs/product/general-info.md "Owners"): the report's owners are saved
 * whole, checked with the domain's rules, only by the surveyor or checker of a report that is not read-only, and
 * every change is in the report's history.
 */
describe(`a report's owners, on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let stranger: Person;
  let reportId: number;

  const owners = async (person: Person, id = reportId) =>
    person.call('GET', `/depreciationReports/${id}/owners`);
  const save = (person: Person, list: object[], id = reportId) =>
    person.call('PUT', `/depreciationReports/${id}/owners`, { owners: list });

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    stranger = await addUser(t, 'JO.OTHER', 'surveyor');
    reportId = await createReport(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no owners until some are saved, then answers them in order with their ids', async () => {
    const none = await owners(surveyor);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<ReportOwners>()).toEqual({
      depreciationReportId: reportId,
      owners: [],
      readOnly: false,
    });
    const saved = await save(surveyor, [
      { name: 'Ann Lee', share: 7_000 },
      { name: ' Bob Ray ', share: 3_000 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json<ReportOwners>().owners;
    expect(list.map((o) => [o.name, o.share])).toEqual([
      ['Ann Lee', 7_000],
      ['Bob Ray', 3_000],
    ]);
    // Renaming and re-sharing an owner keeps its id; a new owner gets one.
    const [ann, bob] = list;
    const again = await save(surveyor, [
      { ownerId: bob?.ownerId, name: 'Bob Ray', share: 5_000 },
      { ownerId: ann?.ownerId, name: 'Ann Lee-Ray', share: 2_500 },
      { name: 'Cy', share: 2_500 },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const after = (await owners(surveyor)).json<ReportOwners>().owners;
    expect(after.map((o) => o.ownerId).slice(0, 2)).toEqual([bob?.ownerId, ann?.ownerId]);
    expect(after.map((o) => o.name)).toEqual(['Bob Ray', 'Ann Lee-Ray', 'Cy']);
  });

  it('refuses a list whose shares do not add up to 100%, a repeated or empty name, a nil share', async () => {
    const short = await save(surveyor, [
      { name: 'Ann', share: 5_000 },
      { name: 'Bob', share: 4_000 },
    ]);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toContain('add up to 90.00%');
    const twice = await save(surveyor, [
      { name: 'Ann', share: 5_000 },
      { name: 'ann', share: 5_000 },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toContain('Owner 2');
    expect((await save(surveyor, [{ name: '  ', share: 10_000 }])).statusCode).toBe(422);
    // The contract bounds a share to 1..10000 before the service reads it.
    expect((await save(surveyor, [{ name: 'Ann', share: 0 }])).statusCode).toBe(400);
    expect((await owners(surveyor)).json<ReportOwners>().owners).toHaveLength(3);
  });

  it('refuses another report’s owner id', async () => {
    const other = await createReport(t.database.db);
    const theirs = (await save(surveyor, [{ name: 'Dee', share: 10_000 }], other)).json<ReportOwners>();
    const refused = await save(surveyor, [
      { ownerId: theirs.owners[0]?.ownerId, name: 'Dee', share: 10_000 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect((await owners(surveyor, other)).json<ReportOwners>().owners).toHaveLength(1);
  });

  it('lets only the surveyor or checker change them, and nobody once the report is read-only', async () => {
    const refused = await save(stranger, [{ name: 'Eve', share: 10_000 }]);
    expect(refused.statusCode).toBe(403);
    expect((await owners(stranger)).json<ReportOwners>().readOnly).toBe(true);
    const completed = await createReport(t.database.db);
    await save(surveyor, [{ name: 'Ann', share: 10_000 }], completed);
    await setReportStatus(t.database.db, completed, STATUS.completed);
    const locked = await save(surveyor, [], completed);
    expect(locked.statusCode).toBe(409);
    // The edit rule comes first: an invalid list to a read-only report is refused as read-only.
    expect((await save(surveyor, [{ name: 'Ann', share: 5_000 }], completed)).statusCode).toBe(409);
    expect((await owners(surveyor, completed)).json<ReportOwners>()).toMatchObject({
      readOnly: true,
      owners: [{ name: 'Ann', share: 10_000 }],
    });
  });

  it('gives the figures’ engine the largest owner’s share, for the $300 and $1,000 tests', async () => {
    const report = await createReport(t.database.db);
    const settingsOf = async () => {
      const delta = await readRegisterDelta(t.database.db, report, null, { rows: false });
      return delta.settings && reportSettings(delta.settings, []);
    };
    expect((await settingsOf())?.largestOwnerShare).toBeUndefined();
    await save(
      surveyor,
      [
        { name: 'Ann', share: 3_000 },
        { name: 'Bob', share: 7_000 },
      ],
      report,
    );
    expect((await settingsOf())?.largestOwnerShare).toEqual({ num: 7_000, den: 10_000 });
    // One owner at 100% is no split.
    await save(surveyor, [{ name: 'Ann', share: 10_000 }], report);
    expect((await settingsOf())?.largestOwnerShare).toBeUndefined();
  });

  it('records each change of the list in the report’s history, with who made it', async () => {
    const report = await createReport(t.database.db);
    await save(
      surveyor,
      [
        { name: 'Ann', share: 5_000 },
        { name: 'Bob', share: 5_000 },
      ],
      report,
    );
    const current = (await owners(surveyor, report)).json<ReportOwners>().owners;
    // Saving the same list again is no change.
    await save(surveyor, current, report);
    await save(surveyor, [], report);
    const history = (
      await surveyor.call('GET', `/depreciationReports/${report}/history`)
    ).json<ReportHistory>();
    const changes = history.entries.filter((e) => e.summary === 'Changed owners');
    expect(changes.map((e) => e.changes[0])).toEqual([
      { field: 'Owners', from: 'Ann 50.00%, Bob 50.00%', to: 'No owners' },
      { field: 'Owners', from: 'No owners', to: 'Ann 50.00%, Bob 50.00%' },
    ]);
    expect(changes[0]?.by?.userId).toBe(surveyor.id);
  });
});

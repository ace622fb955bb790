import { randomUUID } from 'node:crypto';
import type { RegisterAsset } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagedRow } from '../import/staged-row.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { registerSnapshot, taxCode, validAsset } from '../test/register-helpers';
import { registerWrites } from '../test/register-writes.test-support';
import { addUser, type Caller, type Person, signedIn } from './people.test-support';

/**
 * Issue 15 "The service sets readOnly per user" (docs/product/states-and-permissions.md "Who may edit"): every
 * mutating route refuses a user who is neither the report's surveyor nor its checker (403), and everyone once the
 * report is Completed (409), changing nothing; the report's readOnly says the same per user.
 */
describe(`who may edit a report, on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let checker: Person;
  let third: Person;
  let reportId: number;
  let previousId: number;
  let asset: RegisterAsset;
  let demolitionId: number;
  let labelId: number;

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    checker = await addUser(t, 'CASEY.CHECK', 'checker');
    third = await addUser(t, 'THIRD.PERSON', 'surveyor');
    reportId = await createReport(t.database.db, { masterId: 'MP-PERM' });
    previousId = await createReport(t.database.db, { masterId: 'MP-PERM', eofyReportDate: '2024-06-30' });
    await t.database.db
      .updateTable('reports')
      .set({ checker_id: checker.id })
      .where('id', '=', reportId)
      .execute();
    const code = await taxCode(t.database.db, 'A0004');
    asset = (
      await surveyor.call('POST', '/depreciationReports/modelAssets', validAsset(reportId, code))
    ).json();
    await surveyor.call('POST', '/depreciationReports/modelAssets', validAsset(previousId, code));
    demolitionId = (
      await surveyor.call('POST', '/depreciationReports/modelAssets/demolitionDates', {
        modelAsset: { id: asset.id, depreciationReportId: reportId },
        demoDate: '2023-06-30',
        rate: 10,
      })
    ).json().id;
    labelId = (
      await surveyor.call('POST', '/depreciationReports/abandonment-label', {
        depreciationReportId: reportId,
        label: 'Fit-out A',
      })
    ).json().abandonmentLabel[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every call that writes to a report, as `call` makes it: General Info, the register's, and the import. */
  const writes = (call: Caller): [string, () => ReturnType<Caller>][] => [
    [
      'save General Info',
      () =>
        call('PUT', '/depreciationReport', {
          depreciationReportId: reportId,
          instructions: { reliantParty: 'Changed Pty Ltd' },
          propertyInfo: {},
          reportingInfo: {},
        }),
    ],
    ...registerWrites(call, { reportId, previousId, asset, demolitionId, labelId }),
    [
      'import upload',
      () =>
        call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
          uploadId: randomUUID(),
          rows: [stagedRow()],
        }),
    ],
  ];

  /** The register, the report row, its revisions, history and steps, and its document jobs. */
  const everything = async () => {
    const db = t.database.db;
    const report = await db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
    const counts = await Promise.all(
      (['report_revisions', 'report_workflow_steps', 'report_document_jobs'] as const).map(
        async (table) =>
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('report_id', '=', reportId)
              .executeTakeFirstOrThrow()
          ).n,
      ),
    );
    const history = await db
      .selectFrom('asset_changes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return `${await registerSnapshot(db, reportId)}|${JSON.stringify(report)}|${counts}|${history.n}`;
  };

  const readOnlyOf = async (person: Person) =>
    (await person.call('GET', `/depreciationReports/${reportId}`)).json().readOnly;

  it('lets the surveyor and the checker edit, and tells the third user the report is read-only', async () => {
    expect(await readOnlyOf(surveyor)).toBe(false);
    expect(await readOnlyOf(checker)).toBe(false);
    expect(await readOnlyOf(third)).toBe(true);
    const byChecker = await checker.call('POST', '/depreciationReports/modelAssets', {
      ...asset,
      location: 'Checked',
    });
    expect(byChecker.statusCode, byChecker.body).toBe(200);
    asset = byChecker.json();
  });

  it('refuses every write of a third user with 403 and changes nothing', async () => {
    const before = await everything();
    const all = [
      ...writes(third.call),
      ['regenerate report', () => third.call('GET', `/depreciationReports/${reportId}/regenerate-report`)],
      ['submit', () => third.call('POST', `/depreciationReport/2?depreciationId=${reportId}`, {})],
    ] as [string, () => ReturnType<Caller>][];
    for (const [name, write] of all) {
      const response = await write();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
      expect(response.json().message, name).toMatch(/Only the (surveyor|checker)/);
      expect(await everything(), name).toBe(before);
    }
  });

  it('refuses every write to a Completed report with 409, to everyone, and changes nothing', async () => {
    await setReportStatus(t.database.db, reportId, STATUS.completed);
    for (const person of [surveyor, checker, third]) expect(await readOnlyOf(person)).toBe(true);
    const before = await everything();
    for (const person of [surveyor, checker, third]) {
      for (const [name, write] of writes(person.call)) {
        const response = await write();
        expect(response.statusCode, `${name}: ${response.body}`).toBe(409);
        expect(response.json().message, name).toMatch(/read-only/);
        expect(await everything(), name).toBe(before);
      }
    }
    await setReportStatus(t.database.db, reportId, STATUS.inProgress);
  });
});

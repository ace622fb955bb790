import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/database';
import { createReport, insertGeneratedRegister } from '../../test/register-fixtures';
import { type ListOptions, listAssets } from '../listing';
import { isProjectionHeld, readChanges } from './projection-sync';

/**
 * The listing answers from an in-memory projection brought up to date before every call (migration 008): every
 * kind of write that changes what a listing shows (insert, update, delete of assets, demolitions, a label rename,
 * a bulk delete, transactions committing out of order) must show at once.
 */
describe(`listings follow every write on ${testEngine()}`, () => {
  let database: TestDatabase;
  let reportId: number;
  let other: number;

  const options = (overrides: Partial<ListOptions> = {}): ListOptions => ({
    reportId,
    searchValue: 'zebra',
    filterValues: [],
    pageNo: 1,
    pageSize: 25,
    sortBy: 'invoiceDate',
    order: 'ASC',
    alerts: false,
    demolition: false,
    ...overrides,
  });
  const total = async (overrides: Partial<ListOptions> = {}) =>
    (await listAssets(database.db, options(overrides))).totalRecords;

  beforeAll(async () => {
    database = await createTestDatabase();
    reportId = await createReport(database.db);
    other = await createReport(database.db);
    await insertGeneratedRegister(database.db, reportId, 200, 11);
    await insertGeneratedRegister(database.db, other, 50, 12);
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts again after inserts, updates and deletes of the report’s rows', async () => {
    expect(await total()).toBe(0);
    expect(await total()).toBe(0);
    const [first] = await database.db
      .insertInto('assets')
      .values({ report_id: reportId, description: 'Zebra crossing' })
      .returning('id')
      .execute();
    expect(await total()).toBe(1);
    await database.db
      .insertInto('assets')
      .values([
        { report_id: reportId, description: 'zebra 2' },
        { report_id: other, description: 'zebra elsewhere' },
      ])
      .execute();
    expect(await total()).toBe(2);
    expect(await total({ reportId: other })).toBe(1);
    await database.db
      .updateTable('assets')
      .set({ supplier: 'ZEBRA Pty' })
      .where('report_id', '=', reportId)
      .execute();
    expect(await total()).toBe(201 + 1);
    await database.db
      .updateTable('assets')
      .set({ supplier: null })
      .where('report_id', '=', reportId)
      .execute();
    await database.db.deleteFrom('assets').where('id', '=', first!.id).execute();
    expect(await total()).toBe(1);
    expect(await total({ reportId: other })).toBe(1);
  });

  it('counts the demolition view again after demolitions are added and removed', async () => {
    const before = await total({ searchValue: '', demolition: true });
    const asset = await database.db
      .selectFrom('assets as a')
      .select('a.id')
      .where('a.report_id', '=', reportId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('demolitions as d').select('d.id').whereRef('d.asset_id', '=', 'a.id'))),
      )
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('demolitions')
      .values({ asset_id: asset.id, demo_date: null, rate: null })
      .execute();
    expect(await total({ searchValue: '', demolition: true })).toBe(before + 1);
    await database.db.deleteFrom('demolitions').where('asset_id', '=', asset.id).execute();
    expect(await total({ searchValue: '', demolition: true })).toBe(before);
  });

  it('shows a renamed label on the rows that carry it, keeping their verdicts', async () => {
    const [label] = await database.db
      .insertInto('abandonment_labels')
      .values({ report_id: reportId, label: 'Level 3 fit-out' })
      .returning('id')
      .execute();
    const [asset] = await database.db
      .insertInto('assets')
      .values({ report_id: reportId, description: 'zebra label', abandonment_label_id: label!.id })
      .returning('id')
      .execute();
    const listed = async () => {
      const page = await listAssets(database.db, options({ searchValue: 'zebra label' }));
      return page.modelAssets.find((a) => a.id === asset!.id)?.abandonmentLabel?.label;
    };
    expect(await listed()).toBe('Level 3 fit-out');
    await listAssets(database.db, options({ searchValue: '', alerts: true }));
    const judged = await database.db
      .selectFrom('assets')
      .select('has_errors')
      .where('id', '=', asset!.id)
      .executeTakeFirstOrThrow();
    expect(judged.has_errors).not.toBeNull();
    await database.db
      .updateTable('abandonment_labels')
      .set({ label: 'Level 4 strip-out' })
      .where('id', '=', label!.id)
      .execute();
    expect(await listed()).toBe('Level 4 strip-out');
    const after = await database.db
      .selectFrom('assets')
      .select('has_errors')
      .where('id', '=', asset!.id)
      .executeTakeFirstOrThrow();
    expect(after.has_errors).toBe(judged.has_errors);
  });

  it('answers 404 once the report is deleted', async () => {
    const gone = await createReport(database.db);
    await insertGeneratedRegister(database.db, gone, 5, 3);
    expect((await listAssets(database.db, options({ reportId: gone, searchValue: '' }))).totalRecords).toBe(
      5,
    );
    await database.db.deleteFrom('reports').where('id', '=', gone).execute();
    await expect(listAssets(database.db, options({ reportId: gone, searchValue: '' }))).rejects.toMatchObject(
      {
        statusCode: 404,
      },
    );
  });

  it('returns a row whose writer was still open at the last snapshot, whatever order transactions commit in', async () => {
    const [row] = await database.db
      .insertInto('assets')
      .values({ report_id: reportId, description: 'zebra late' })
      .returning('id')
      .execute();
    const { rows } = await sql<{ writer: string; after: string }>`
      select a.written_by::text as writer, pg_current_snapshot()::text as after
      from assets a where a.id = ${row!.id}`.execute(database.db);
    const { writer, after } = rows[0]!;
    // The snapshot a reader took while the writer was open: the writer is in progress (xmin:xmax:xip).
    const whileOpen = `${writer}:${BigInt(writer) + 1n}:${writer}`;
    const changedIds = async (since: string) =>
      (await readChanges(database.db, reportId, since)).changed.map((r) => r[0]);
    expect(await changedIds(whileOpen)).toContain(row!.id);
    expect(await changedIds(after)).not.toContain(row!.id);
    if (testEngine() === 'postgres') {
      // The same on two real connections: the open transaction commits after a later one.
      const base = await total();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let opened!: () => void;
      const isOpen = new Promise<void>((resolve) => {
        opened = resolve;
      });
      const slow = database.db.transaction().execute(async (trx) => {
        await trx.insertInto('assets').values({ report_id: reportId, description: 'zebra slow' }).execute();
        opened();
        await gate;
      });
      await isOpen;
      expect(await total()).toBe(base);
      await database.db
        .insertInto('assets')
        .values({ report_id: reportId, description: 'zebra fast' })
        .execute();
      expect(await total()).toBe(base + 1);
      release();
      await slow;
      expect(await total()).toBe(base + 2);
    }
  });
});

describe(`reading a report loads its register on ${testEngine()}`, () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('holds the register after GET /depreciationReports/{id}, ready for the first listing', async () => {
    t = await createTestApp();
    const reportId = await createReport(t.database.db);
    await insertGeneratedRegister(t.database.db, reportId, 120, 5);
    expect(isProjectionHeld(t.database.db, reportId)).toBe(false);

    const response = await t.call('GET', `/depreciationReports/${reportId}`);
    expect(response.statusCode).toBe(200);
    await expect.poll(() => isProjectionHeld(t.database.db, reportId)).toBe(true);
    const listed = await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, {
      searchValue: '',
      filterValues: [],
      pageNo: 1,
      pageSize: 50,
    });
    expect(listed.json().totalRecords).toBe(120);
  });
});

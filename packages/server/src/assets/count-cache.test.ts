import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from './fixtures';
import { type ListOptions, listAssets } from './listing';

/**
 * The listing reuses a count only under the register revision it was counted at (migration 006): every kind of
 * write that can change a count (insert, update, delete of assets, demolitions, a bulk delete) must show at once.
 */
describe(`listing counts follow every write on ${testEngine()}`, () => {
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

  it('keeps counting right after many writes (the change log compacts)', async () => {
    for (let i = 0; i < 40; i += 1) {
      await database.db
        .insertInto('assets')
        .values({ report_id: reportId, description: `zebra ${i}` })
        .execute();
    }
    expect(await total()).toBe(41);
    expect(await total({ filterValues: ['NO-SUCH-CODE'] })).toBe(0);
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from register_changes where report_id = ${reportId}`.execute(database.db);
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(33);
  });
});

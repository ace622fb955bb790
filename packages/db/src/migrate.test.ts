import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate';
import { createTestDatabase, type TestDatabase, testEngine } from './testing';

describe(`migrations on ${testEngine()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies every file in order once and records it', async () => {
    const files = (await loadMigrations()).map((m) => m.name);
    expect(files[0]).toBe('001_reference_data.sql');
    expect(await migrate(database.db)).toEqual(files);
    expect(await migrate(database.db)).toEqual([]);
    const recorded = await database.db
      .selectFrom('schema_migrations')
      .select('name')
      .orderBy('name')
      .execute();
    expect(recorded.map((r) => r.name)).toEqual(files);
  });

  it('creates the reference lists', async () => {
    const statuses = await database.db.selectFrom('report_statuses').selectAll().orderBy('id').execute();
    expect(statuses.map((s) => [s.status, s.read_only])).toEqual([
      ['In Progress', false],
      ['QA Review', false],
      ['Completed', true],
    ]);
    const categories = await database.db
      .selectFrom('depreciation_categories')
      .select('code')
      .orderBy('id')
      .execute();
    expect(categories.map((c) => c.code)).toEqual(['40', 'AD', '43', 'L', 'IA', 'R']);
    const methods = await database.db
      .selectFrom('depreciation_methods')
      .select('code')
      .orderBy('id')
      .execute();
    expect(methods.map((m) => m.code)).toEqual(['PC', 'DV']);
  });

  it('refuses a database that has a migration this version does not know', async () => {
    await database.db.insertInto('schema_migrations').values({ name: '999_from_the_future.sql' }).execute();
    await expect(migrate(database.db)).rejects.toThrow(/999_from_the_future/);
    await database.db.deleteFrom('schema_migrations').where('name', '=', '999_from_the_future.sql').execute();
  });

  it('rolls back a failing migration completely', async () => {
    const good = await loadMigrations();
    const bad = [
      ...good,
      { name: '900_broken.sql', sql: 'create table half_done (id int); select no_such_function();' },
    ];
    await expect(migrate(database.db, bad)).rejects.toThrow();
    const exists = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_name = 'half_done' and table_schema = current_schema()`.execute(database.db);
    expect(exists.rows[0]?.n).toBe(0);
  });

  it('stores money as exact bigint cents, dates as civil text and rates as exact decimals', async () => {
    const db = database.db;
    const client = await db
      .insertInto('clients')
      .values({ name: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fund = await db
      .insertInto('funds')
      .values({ code: 'F1', name: 'F', client_id: client.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const portfolio = await db
      .insertInto('portfolios')
      .values({ fund_id: fund.id, name: 'P' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const property = await db
      .insertInto('properties')
      .values({ portfolio_id: portfolio.id, master_id: 'M1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = await db
      .insertInto('reports')
      .values({
        fund_id: fund.id,
        property_id: property.id,
        eofy_report_date: '2025-06-30',
        purchase_price: 1n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asset = await db
      .insertInto('assets')
      .values({
        report_id: report.id,
        original_cost: 9_007_199_254_740_993n,
        invoice_date: '2024-02-29',
        depreciation_rate: '33.3333',
      })
      .returning(['original_cost', 'invoice_date', 'depreciation_rate', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(asset.original_cost).toBe(9_007_199_254_740_993n);
    expect(asset.invoice_date).toBe('2024-02-29');
    expect(asset.depreciation_rate).toBe('33.3333');
    expect(asset.created_at).toBeInstanceOf(Date);
  });

  it('enforces the upper-cased uid and a 30 June EOFY date', async () => {
    const user = { email: 'x@y.z', first_name: 'X', last_name: 'Y', role: 'checker' as const };
    await expect(
      database.db
        .insertInto('users')
        .values({ ...user, uid: 'lower' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db.updateTable('reports').set({ eofy_report_date: '2025-06-29' }).execute(),
    ).rejects.toThrow();
  });
});

/**
 * Issue 16 item 2: a demolition date is the 30 June ending its financial year. The rule, the service's refusal,
 * and migration 018_demolition_eofy.sql moving the rows stored before it.
 */

import { loadMigrations, migrate } from '@taxdep/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { endOfFinancialYear, refuseNonEofyDemolitionDate } from './demolition-date';

describe('endOfFinancialYear', () => {
  it('takes July to December to the next 30 June and January to June to the same year’s', () => {
    expect(endOfFinancialYear('2023-07-01')).toBe('2024-06-30');
    expect(endOfFinancialYear('2023-12-31')).toBe('2024-06-30');
    expect(endOfFinancialYear('2024-01-01')).toBe('2024-06-30');
    expect(endOfFinancialYear('2024-06-30')).toBe('2024-06-30');
  });

  it('refuses a saved date that is not a 30 June, naming the one to send', () => {
    expect(() => refuseNonEofyDemolitionDate('2024-03-15')).toThrow(
      /demoDate must be a 30 June.*got '2024-03-15'.*is 2024-06-30/,
    );
    expect(() => refuseNonEofyDemolitionDate('2024-06-30')).not.toThrow();
    expect(() => refuseNonEofyDemolitionDate(null)).not.toThrow();
  });
});

describe(`migration 018_demolition_eofy.sql on ${testEngine()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('moves every stored date to the 30 June ending its financial year, and the table refuses any other day', async () => {
    const all = await loadMigrations();
    const before = all.filter((m) => m.name < '018_demolition_eofy.sql');
    await migrate(database.db, before);
    const db = database.db;
    const reportId = await createReport(db);
    const asset = await db
      .insertInto('assets')
      .values({ report_id: reportId, description: 'Office partitions' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = ['2023-08-14', '2024-02-29', '2024-06-30', null];
    for (const demo_date of stored)
      await db.insertInto('demolitions').values({ asset_id: asset.id, demo_date, rate: '10' }).execute();

    await migrate(database.db, all);
    const dates = await db.selectFrom('demolitions').select('demo_date').orderBy('id').execute();
    expect(dates.map((d) => d.demo_date)).toEqual(['2024-06-30', '2024-06-30', '2024-06-30', null]);
    await expect(
      sql`insert into demolitions (asset_id, demo_date) values (${asset.id}, '2025-01-15')`.execute(db),
    ).rejects.toThrow(/demolitions_demo_date_eofy/);
  });
});

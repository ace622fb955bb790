import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike } from '../db/like';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { fieldsOfRow } from './fields';
import * as repo from './repository';

describe(`report repository on ${testEngine()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ demoData: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads a report with its fund, portfolio, property, people and status', async () => {
    const report = await repo.findReport(database.db, 1);
    expect(report).toMatchObject({
      id: 1,
      status: 'In Progress',
      status_read_only: false,
      fund_code: 'HPOF',
      portfolio_name: 'Sydney CBD Office',
      property_name: 'Harbour Tower',
      master_id: 'MP-100231',
      surveyor_first_name: 'Sam',
      checker_first_name: 'Chris',
      purchase_price: 1_825_000_000n,
      eofy_report_date: '2025-06-30',
      version: 1,
    });
    expect(await repo.findReport(database.db, 999)).toBeUndefined();
  });

  it('locks a row inside a transaction and keeps revisions by version', async () => {
    await database.db.transaction().execute(async (trx) => {
      const row = await repo.lockReport(trx, 2);
      expect(row?.status_read_only).toBe(true);
      await repo.insertRevision(trx, 3, 1, fieldsOfRow((await repo.lockReport(trx, 3))!), 1);
    });
    const revision = await repo.findRevision(database.db, 3, 1);
    expect(revision?.report_name).toBe('30 June 2025');
    expect(revision?.purchase_price).toBeNull();
    expect(await repo.findRevision(database.db, 3, 2)).toBeUndefined();
  });

  it('searches active checkers case-insensitively on names and e-mail, with LIKE wildcards taken literally', async () => {
    const names = async (term: string) =>
      (await repo.searchUsers(database.db, term, 20)).map((u) => `${u.first_name} ${u.last_name}`);
    expect(await names('CHECK')).toEqual(['Casey Checker', 'Chris Checker', 'Jordan Checker']);
    expect(await names('casey.c')).toEqual(['Casey Checker']);
    // Issue 26 item 17: the checker search offers checkers only, never a surveyor or the administrator.
    expect(await names('sam.s')).toEqual([]);
    expect(await names('avery')).toEqual([]);
    expect(await names('chris checker')).toEqual(['Chris Checker']);
    expect(await names('%')).toEqual([]);
    expect(await names('_a')).toEqual([]);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('moves only the category 40 and AD assets that are not read-only to a method', async () => {
    const before = await database.db.selectFrom('assets').selectAll().where('report_id', '=', 4).execute();
    const updated = await database.db.transaction().execute((trx) => repo.cascadeMethodToAssets(trx, 4, 1));
    const after = await database.db.selectFrom('assets').selectAll().where('report_id', '=', 4).execute();
    const categories = new Map(
      (await database.db.selectFrom('depreciation_categories').selectAll().execute()).map((c) => [
        c.id,
        c.code,
      ]),
    );
    let expected = 0;
    for (const asset of before) {
      const now = after.find((a) => a.id === asset.id)!;
      const follows = ['40', 'AD'].includes(categories.get(asset.category_id ?? 0) ?? '') && !asset.read_only;
      expect(now.method_id).toBe(follows ? 1 : asset.method_id);
      if (follows && asset.method_id !== 1) expected++;
    }
    expect(updated).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });
});

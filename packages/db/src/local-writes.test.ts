import { describe, expect, it } from 'vitest';
import { localWriteCount, mayWrite } from './local-writes';
import { createTestDatabase, testEngine } from './testing';

describe('local writes', () => {
  it('counts every statement but a plain SELECT as a possible write', () => {
    expect(mayWrite('select 1')).toBe(false);
    expect(mayWrite('  SELECT pg_current_snapshot()')).toBe(false);
    for (const statement of [
      'insert into assets (report_id) values ($1)',
      'update assets set has_errors = null',
      'with gone as (delete from assets returning id) select count(*) from gone',
      'commit',
      'selection_is_not_a_keyword()',
    ]) {
      expect(mayWrite(statement), statement).toBe(true);
    }
  });

  it(`is kept for PGlite only, and grows with writes, not reads (${testEngine()})`, async () => {
    const database = await createTestDatabase();
    try {
      const before = localWriteCount(database.db);
      if (testEngine() === 'postgres') {
        expect(before).toBeUndefined();
        return;
      }
      await database.db.selectFrom('reports').select('id').execute();
      expect(localWriteCount(database.db)).toBe(before);
      await database.db.transaction().execute(async (trx) => {
        await trx.updateTable('assets').set({ supplier: 'Apex Air' }).where('id', '=', -1).execute();
      });
      expect(localWriteCount(database.db)).toBe(before! + 3);
    } finally {
      await database.close();
    }
  });
});

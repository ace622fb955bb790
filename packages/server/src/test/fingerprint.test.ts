import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from './database';
import { WriteWatch } from './fingerprint';

/** The tests that prove a refused call wrote nothing (security/bad-input.test.ts) lean on this: it must see a write. */
describe(`WriteWatch on ${testEngine()}`, async () => {
  const database = await createTestDatabase();
  const db = database.db;
  afterAll(async () => {
    await database.close();
  });

  it('answers the first fingerprint while nothing is written, and a different one once a row is', async () => {
    const watch = await WriteWatch.start(db);
    await db.selectFrom('tax_codes').select('id').limit(1).execute();
    expect(await watch.current()).toBe(watch.fingerprint);
    await sql`insert into clients (name) values ('Written Pty Ltd')`.execute(db);
    const after = await watch.current();
    expect(after).not.toEqual(watch.fingerprint);
    expect(await watch.current()).toEqual(after);
  });
});

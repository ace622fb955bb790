import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { ACCOUNT_STATUS_TTL_MS, AccountStatus } from './account-status';

let database: TestDatabase;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const row = await database.db
    .insertInto('users')
    .values({
      uid: 'KIM.CHECKER',
      email: 'kim@test.taxdep',
      first_name: 'Kim',
      last_name: 'C',
      role: 'checker',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = row.id;
});

afterAll(async () => {
  await database.close();
});

const holder = (uid = 'KIM.CHECKER') => ({ userId, userUid: uid, policyAcceptedDate: null });

describe('who may still call with a validly signed token (issue 10)', () => {
  it('accepts an active user, refuses a token naming another uid, without one poisoning the other', async () => {
    const accounts = new AccountStatus(database.db);
    expect(await accounts.isActive(holder('SOMEONE.ELSE'))).toBe(false);
    expect(await accounts.isActive(holder())).toBe(true);
    expect(await accounts.isActive({ userId: 987_654, userUid: 'GHOST', policyAcceptedDate: null })).toBe(
      false,
    );
  });

  it('sees a deactivation within the cache time, and at once after forget()', async () => {
    let now = 1_000_000;
    const accounts = new AccountStatus(database.db, () => now);
    expect(await accounts.isActive(holder())).toBe(true);
    await database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', userId)
      .execute();
    // Within the cache time this instance still trusts what it read: the cost of no round trip per call.
    expect(await accounts.isActive(holder())).toBe(true);
    now += ACCOUNT_STATUS_TTL_MS;
    expect(await accounts.isActive(holder())).toBe(false);
    await database.db.updateTable('users').set({ disabled_at: null }).where('id', '=', userId).execute();
    accounts.forget(userId);
    expect(await accounts.isActive(holder())).toBe(true);
  });
});

import { type AppDatabase, openDatabase } from '@taxdep/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/database';
import {
  type Admission,
  lockMessage,
  lockSeconds,
  SIGN_IN_POLICY,
  type SignInAttempt,
  SignInThrottle,
} from './sign-in-throttle';

describe('sign-in throttle policy (issue 10)', () => {
  it('locks an account from the 5th failure for 30 s, doubling up to 15 min', () => {
    const ladder = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 40].map((n) => lockSeconds(n, 5));
    expect(ladder).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(SIGN_IN_POLICY.accountThreshold).toBe(5);
  });

  it('locks an address from its 20th failure the same way', () => {
    const threshold = SIGN_IN_POLICY.addressThreshold;
    expect(threshold).toBe(20);
    expect([19, 20, 21, 1000].map((n) => lockSeconds(n, threshold))).toEqual([0, 30, 60, 900]);
  });

  it('says for how long, rounded up', () => {
    expect(lockMessage({ scope: 'account', seconds: 30 })).toBe(
      'Too many failed sign-ins. This account is locked for 30 seconds.',
    );
    expect(lockMessage({ scope: 'account', seconds: 1 })).toMatch(/locked for 1 second\.$/);
    expect(lockMessage({ scope: 'account', seconds: 60 })).toMatch(/locked for 1 minute\.$/);
    expect(lockMessage({ scope: 'account', seconds: 61 })).toMatch(/locked for 2 minutes\.$/);
    expect(lockMessage({ scope: 'address', seconds: 900 })).toMatch(/from this network.*15 minutes\.$/);
  });
});

describe(`sign-in throttle store on ${testEngine()}`, () => {
  let database: TestDatabase;
  let nowMs: number;
  let throttle: SignInThrottle;
  const clock = () => new Date(nowMs);
  const advance = (seconds: number) => {
    nowMs += seconds * 1000;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('sign_in_failures').execute();
    nowMs = Date.parse('2025-07-01T00:00:00Z');
    throttle = new SignInThrottle(database.db, clock);
  });

  async function fail(times: number, attempt: SignInAttempt, on = throttle): Promise<Admission[]> {
    const admissions: Admission[] = [];
    for (let i = 0; i < times; i += 1) admissions.push(await on.admit(attempt));
    return admissions;
  }

  const sam = { email: 'Sam@Example.com', address: '10.0.0.1' };

  it('lets 4 failures pass, locks at the 5th, and refuses even the right password while locked', async () => {
    const admissions = await fail(5, sam);
    expect(admissions.slice(0, 4)).toEqual(Array(4).fill({ allowed: true, lockOnFailure: null }));
    expect(admissions[4]).toEqual({ allowed: true, lockOnFailure: { scope: 'account', seconds: 30 } });
    // The same account however it is typed.
    expect(await throttle.admit({ ...sam, email: '  sam@example.COM ' })).toEqual({
      allowed: false,
      lock: { scope: 'account', seconds: 30 },
    });
  });

  it('lifts the lock with the clock and doubles it at each further failure', async () => {
    await fail(5, sam);
    advance(29.5);
    expect(await throttle.admit(sam)).toEqual({ allowed: false, lock: { scope: 'account', seconds: 1 } });
    let lockEnds = nowMs + 500;
    for (const [failure, seconds] of [
      [6, 60],
      [7, 120],
      [8, 240],
      [9, 480],
      [10, 900],
      [11, 900],
    ] as const) {
      nowMs = lockEnds + 1;
      expect(seconds).toBe(lockSeconds(failure, 5));
      const admitted = await throttle.admit(sam);
      expect(admitted).toEqual({ allowed: true, lockOnFailure: { scope: 'account', seconds } });
      lockEnds = nowMs + seconds * 1000;
    }
  });

  it('starts again after a success, and forgets a count left alone for 24 hours', async () => {
    await fail(4, sam);
    await throttle.succeeded(sam);
    expect(await database.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);
    expect((await fail(4, sam)).every((a) => a.allowed && !a.lockOnFailure)).toBe(true);
    advance(24 * 60 * 60);
    expect(await throttle.admit(sam)).toEqual({ allowed: true, lockOnFailure: null });
  });

  it('locks an address from its 20th failure, whatever the accounts', async () => {
    const admissions: Admission[] = [];
    for (let i = 1; i <= 20; i += 1) {
      admissions.push(await throttle.admit({ email: `user${i}@example.com`, address: '10.9.9.9' }));
    }
    expect(admissions[18]).toEqual({ allowed: true, lockOnFailure: null });
    expect(admissions[19]).toEqual({ allowed: true, lockOnFailure: { scope: 'address', seconds: 30 } });
    expect(await throttle.admit({ email: 'fresh@example.com', address: '10.9.9.9' })).toEqual({
      allowed: false,
      lock: { scope: 'address', seconds: 30 },
    });
    expect((await throttle.admit({ email: 'fresh@example.com', address: '10.9.9.8' })).allowed).toBe(true);
  });

  it('counts parallel attempts from two instances exactly: 5 reach the password, the rest are refused', async () => {
    let second: AppDatabase | null = null;
    if (database.schema && process.env.TEST_DATABASE_URL) {
      // A second pool, as a second instance would have, over the same schema.
      second = await openDatabase({
        engine: 'postgres',
        connectionString: process.env.TEST_DATABASE_URL,
        searchPath: database.schema,
      });
    }
    try {
      const other = new SignInThrottle(second?.db ?? database.db, clock);
      const attempts = Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? other : throttle).admit({ email: 'burst@example.com', address: `10.1.0.${i}` }),
      );
      const admissions = await Promise.all(attempts);
      expect(admissions.filter((a) => a.allowed)).toHaveLength(5);
      const row = await database.db
        .selectFrom('sign_in_failures')
        .select('failures')
        .where('scope', '=', 'account')
        .where('key', '=', 'burst@example.com')
        .executeTakeFirstOrThrow();
      expect(row.failures).toBe(5);
    } finally {
      await second?.close();
    }
  });

  it('keeps the lock for a new instance and purges counts nobody touched for a day', async () => {
    await fail(5, sam);
    await database.db
      .insertInto('sign_in_failures')
      .values({
        scope: 'account',
        key: 'old@example.com',
        failures: 3,
        last_failure_at: new Date(nowMs - 2 * 86_400_000),
      })
      .execute();
    const restarted = new SignInThrottle(database.db, clock);
    expect(await restarted.admit(sam)).toEqual({ allowed: false, lock: { scope: 'account', seconds: 30 } });
    const keys = await database.db.selectFrom('sign_in_failures').select('key').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['10.0.0.1', 'sam@example.com']);
  });

  it('keeps an overlong email as a bounded key', async () => {
    const long = { email: `${'x'.repeat(5000)}@example.com`, address: '10.2.2.2' };
    expect(await throttle.admit(long)).toEqual({ allowed: true, lockOnFailure: null });
  });
});

import type { Database } from '@taxdep/db/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Throttling of the built-in sign-in form (issue 10, item 4). Attempts are counted per account (the lower-cased
 * email as typed, whether or not such a user exists, so a lock reveals nothing) and per client address, in the
 * table `sign_in_failures` (migration 009), so neither a restart nor a second instance resets a count.
 *
 * Policy (also in README "Sign-in protection"):
 * - an account may fail 4 times in a row without a lock; the 5th failure locks it for 30 s, each further failure
 *   doubles the lock (60 s, 2 min, 4 min, 8 min) up to 15 min;
 * - an address may fail 19 times; the 20th failure locks it the same way (30 s doubling up to 15 min);
 * - while locked, every attempt is refused without looking at the password, even the right one;
 * - a successful sign-in clears the account's count and the address's;
 * - a count is forgotten 24 h after its last attempt, so rare typos over months never add up to a lock.
 *
 * Each attempt is counted *before* its password is checked (atomic INSERT … ON CONFLICT DO UPDATE … RETURNING)
 * and cleared again on success. Counting afterwards would let a burst of parallel guesses, on one instance or
 * several, all pass the lock check before the first failure is written.
 */
export interface SignInPolicy {
  /** The failure that first locks an account. */
  accountThreshold: number;
  /** The failure that first locks a client address (higher: offices share one address). */
  addressThreshold: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** A count whose last attempt is older than this starts again from zero. */
  forgetAfterSeconds: number;
}

export const SIGN_IN_POLICY: SignInPolicy = {
  accountThreshold: 5,
  addressThreshold: 20,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

export type ThrottleScope = 'account' | 'address';

export interface SignInLock {
  scope: ThrottleScope;
  /** Rounded up to whole seconds, at least 1. */
  seconds: number;
}

/** Who attempts: the email as typed and the client address (request.ip). */
export interface SignInAttempt {
  email: string;
  address: string;
}

export type Admission =
  /** The password may be checked; `lockOnFailure` is the lock now in force should it be wrong. */
  { allowed: true; lockOnFailure: SignInLock | null } | { allowed: false; lock: SignInLock };

/** The lock after the `failures`-th consecutive failure, in seconds (0: none). */
export function lockSeconds(
  failures: number,
  threshold: number,
  policy: SignInPolicy = SIGN_IN_POLICY,
): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, MAX_DOUBLINGS);
  return Math.min(policy.maxLockSeconds, policy.firstLockSeconds * 2 ** doublings);
}

/** Enough doublings to reach any sensible maximum; keeps power() in SQL far from overflow. */
const MAX_DOUBLINGS = 30;
/** A btree key must stay small; longer input is no email anyway (RFC 5321 caps an address at 254). */
const MAX_KEY_LENGTH = 320;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export class SignInThrottle {
  private lastPurgeMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
    private readonly policy: SignInPolicy = SIGN_IN_POLICY,
  ) {}

  /**
   * Counts one attempt against the address, then the account. Refused when either is locked; an attempt refused
   * for its account still counts against its address, so trying many locked accounts from one address locks it.
   */
  async admit(attempt: SignInAttempt): Promise<Admission> {
    await this.purgeNowAndThen();
    const address = await this.charge('address', addressKey(attempt.address));
    if (!address.allowed) return address;
    const account = await this.charge('account', accountKey(attempt.email));
    if (!account.allowed) return account;
    return { allowed: true, lockOnFailure: longer(address.lockOnFailure, account.lockOnFailure) };
  }

  /** A successful sign-in: both counts start again. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.db
      .deleteFrom('sign_in_failures')
      .where((eb) =>
        eb.or([
          eb.and([eb('scope', '=', 'account'), eb('key', '=', accountKey(attempt.email))]),
          eb.and([eb('scope', '=', 'address'), eb('key', '=', addressKey(attempt.address))]),
        ]),
      )
      .execute();
  }

  private async charge(scope: ThrottleScope, key: string): Promise<Admission> {
    const threshold = scope === 'account' ? this.policy.accountThreshold : this.policy.addressThreshold;
    // A lock may end, or a success clear the row, between the two statements: then count again (bounded).
    for (let round = 0; round < 3; round += 1) {
      const now = this.now();
      const charged = await this.upsert(scope, key, threshold, now);
      if (charged) {
        const lock = remaining(scope, charged.locked_until, now);
        return { allowed: true, lockOnFailure: lock };
      }
      const row = await this.db
        .selectFrom('sign_in_failures')
        .select('locked_until')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      const lock = remaining(scope, row?.locked_until ?? null, now);
      if (lock) return { allowed: false, lock };
    }
    return { allowed: false, lock: { scope, seconds: 1 } };
  }

  /**
   * One atomic statement: adds the attempt unless the row is locked (then no row comes back), restarts a
   * forgotten count, and sets the lock the new count earns. The SQL lock mirrors `lockSeconds`.
   */
  private async upsert(scope: ThrottleScope, key: string, threshold: number, now: Date) {
    const { firstLockSeconds, maxLockSeconds, forgetAfterSeconds } = this.policy;
    const at = sql`${now.toISOString()}::timestamptz`;
    const forgetBefore = sql`${new Date(now.getTime() - forgetAfterSeconds * 1000).toISOString()}::timestamptz`;
    const lockAfter = (count: RawBuilder<unknown>) =>
      sql`case when ${count} >= ${threshold}::int
        then ${at} + least(${maxLockSeconds}::int,
          ${firstLockSeconds}::int * power(2, least(${count} - ${threshold}::int, ${MAX_DOUBLINGS}::int)))
          * interval '1 second'
        end`;
    const count = sql`(case when f.last_failure_at <= ${forgetBefore} then 1 else f.failures + 1 end)`;
    const result = await sql<{ failures: number; locked_until: Date | null }>`
      insert into sign_in_failures as f (scope, key, failures, last_failure_at, locked_until)
      values (${scope}, ${key}, 1, ${at}, ${lockAfter(sql`1`)})
      on conflict (scope, key) do update set
        failures = ${count},
        last_failure_at = ${at},
        locked_until = ${lockAfter(count)}
      where f.locked_until is null or f.locked_until <= ${at}
      returning failures, locked_until`.execute(this.db);
    return result.rows[0];
  }

  /** Drops counts nobody has touched for the forget period; once an hour per instance is plenty. */
  private async purgeNowAndThen(): Promise<void> {
    const now = this.now();
    if (now.getTime() - this.lastPurgeMs < PURGE_EVERY_MS) return;
    this.lastPurgeMs = now.getTime();
    const forgetBefore = new Date(now.getTime() - this.policy.forgetAfterSeconds * 1000);
    await this.db
      .deleteFrom('sign_in_failures')
      .where('last_failure_at', '<=', forgetBefore)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .execute();
  }
}

export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
}

function addressKey(address: string): string {
  return address.slice(0, MAX_KEY_LENGTH);
}

function remaining(scope: ThrottleScope, lockedUntil: Date | null, now: Date): SignInLock | null {
  if (!lockedUntil) return null;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? { scope, seconds: Math.ceil(ms / 1000) } : null;
}

function longer(a: SignInLock | null, b: SignInLock | null): SignInLock | null {
  if (!a) return b;
  if (!b) return a;
  return b.seconds >= a.seconds ? b : a;
}

/** The page's words (issue 10: say for how long, rounded up). */
export function lockMessage(lock: SignInLock): string {
  const duration =
    lock.seconds < 60 ? plural(lock.seconds, 'second') : plural(Math.ceil(lock.seconds / 60), 'minute');
  return lock.scope === 'account'
    ? `Too many failed sign-ins. This account is locked for ${duration}.`
    : `Too many failed sign-ins from this network. Signing in from here is locked for ${duration}.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

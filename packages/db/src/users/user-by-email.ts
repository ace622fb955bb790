/**
 * A user by email (migrations 002, 009): what the built-in sign-in finds for an email and what `taxdep token`
 * mints a product token for (issue 24 item 3: one read of `users`, not a copy in the CLI). The email matches
 * case-insensitively, as the unique index `users_email_unique` on lower(email) does.
 */
import { FIRM_TIME_ZONE } from '@taxdep/domain/format';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Policy acceptance is recorded as an instant; its civil date is taken in the firm's time zone, the one every
 * screen shows times in (declared once in @taxdep/domain/format, issue 26 item 14).
 */
export { FIRM_TIME_ZONE };

export interface UserByEmail {
  id: number;
  /** Upper-cased (docs/product/entities.md "Token claims"). */
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  /** The civil date of the last policy acceptance in the firm's time zone, or null (the product token's claim). */
  policyAcceptedDate: string | null;
  /** Set `disabled_at` (migration 009): the user may not sign in, and the service refuses their tokens. */
  disabled: boolean;
}

/** The user of `email` (surrounding spaces ignored), disabled ones included; null when there is none. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserByEmail | null> {
  return findUserWhere(db, sql<boolean>`lower(email) = lower(${email.trim()})`);
}

/**
 * The user a condition on `users` finds (by email here, by uid or id in the service's sign-in), disabled ones
 * included; one mapping of the row for every reader.
 */
export async function findUserWhere(
  db: Kysely<Database>,
  condition: RawBuilder<boolean>,
): Promise<UserByEmail | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'uid',
      'email',
      'first_name',
      'last_name',
      'password_hash',
      'policy_accepted_at',
      'disabled_at',
    ])
    .where(condition)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    policyAcceptedDate: policyAcceptedDateOf(row.policy_accepted_at),
    disabled: row.disabled_at !== null,
  };
}

/** The civil date of a policy acceptance in the firm's time zone, as the product token carries it. */
export function policyAcceptedDateOf(at: Date | null): string | null {
  return at ? civilDateIn(FIRM_TIME_ZONE, at) : null;
}

/** The `YYYY-MM-DD` date of an instant in a time zone. */
export function civilDateIn(timeZone: string, instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

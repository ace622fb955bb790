/**
 * Invitations of the built-in sign-in (issue 26 item 17; docs/product/administration.md "Adding a user"). An
 * administrator adds a user; with the built-in provider the user has no password yet, so the service makes a
 * one-time link where they choose one. Only the token's SHA-256 is stored (migration 031): the database never
 * holds a usable link. The link works once, for INVITATION_DAYS, and not for a deactivated user. The portal sends
 * no e-mail: the administrator hands the link over. With an external identity provider (Entra ID) there is no
 * link: the exchange finds the new user by the email of their first sign-in (api-routes.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from './password';

export const INVITATION_DAYS = 14;
/** Where the link opens: a page of the built-in provider's mount (oidc/invitation-pages.ts). */
export const INVITATION_PATH = '/oidc/invitation';
/** NIST SP 800-63B: at least 8 characters for a chosen secret; we ask 12, with no composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Stores a fresh invitation of user `userId` (replacing any earlier one, which stops working) and answers its link
 * on `origin` and when it expires.
 */
export async function storeInvitation(
  db: Kysely<Database>,
  userId: number,
  origin: string,
  now: Date,
): Promise<{ link: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db
    .updateTable('users')
    .set({ invitation_hash: hashOf(token), invitation_expires_at: expiresAt })
    .where('id', '=', userId)
    .execute();
  return { link: `${origin}${INVITATION_PATH}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The user an unused, unexpired token invites (their email, for the page), or null. Deactivated users have none. */
export async function invitedUser(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ id: number; email: string } | null> {
  if (token === '') return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('invitation_hash', '=', hashOf(token))
    .where('invitation_expires_at', '>', now)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Why a chosen password is refused, or null. */
export function chosenPasswordError(password: string, repeated: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `A password is at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password !== repeated) return 'The two passwords differ: type the same password twice.';
  return null;
}

/**
 * Sets the invited user's password and ends the invitation, in one statement guarded by the token, so a link
 * used twice at once sets one password. Answers the user's email, or null when the token no longer invites.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  password: string,
  now: Date,
): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  const row = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, invitation_hash: null, invitation_expires_at: null })
    .where('invitation_hash', '=', hashOf(token))
    .where('invitation_expires_at', '>', now)
    .where('disabled_at', 'is', null)
    .returning(sql<string>`email`.as('email'))
    .executeTakeFirst();
  return row?.email ?? null;
}

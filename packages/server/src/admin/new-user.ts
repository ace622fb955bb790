/**
 * Adding a user (issue 26 item 17; docs/product/administration.md "Adding a user"). The form's rules are the
 * domain's (packages/domain/src/firm/user-rules.ts), applied again here; the service alone checks that the email
 * is not taken (case aside) and the office exists. The user is created active. How they sign in the first time:
 * with the built-in sign-in, a one-time link to choose their password (auth/invitation-repository.ts), shown to the
 * administrator to hand over (the portal sends no e-mail); with the firm's identity provider, their first
 * sign-in by that email finds them, and there is nothing to send.
 */
import type { Database } from '@taxdep/db/schema';
import type { AdminUserCreate, AdminUserCreated, UserInvitation } from '@taxdep/domain';
import { storedEmail, validateNewUser } from '@taxdep/domain/firm';
import type { Kysely } from 'kysely';
import { storeInvitation } from '../auth';
import { badRequest, conflict, notFound } from '../http/http-error';
import * as repo from './repository';
import * as users from './user-repository';

/** How new users sign in: the built-in provider's invitation links on `origin`, or an external provider. */
export interface NewUserSignIn {
  builtIn: boolean;
  origin: string;
}

const TAKEN = (email: string) => `A user with the email ${email} already exists.`;

export async function createUser(
  db: Kysely<Database>,
  signIn: NewUserSignIn,
  actingUserId: number,
  body: AdminUserCreate,
  now = new Date(),
): Promise<AdminUserCreated> {
  const errors = validateNewUser(body);
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`${first[0]}: ${first[1]}`);
  const email = storedEmail(body.email);
  try {
    return await db.transaction().execute(async (trx) => {
      if (await users.emailTaken(trx, email)) throw conflict(TAKEN(email));
      const office = body.officeId === null ? null : await users.findOfficeName(trx, body.officeId);
      if (body.officeId !== null && office === null) throw notFound(`No office ${body.officeId}.`);
      const userId = await users.insertUser(trx, {
        uid: await freeUid(trx, email),
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        role: body.role,
        officeId: body.officeId,
        office,
        createdBy: actingUserId,
      });
      const invitation = await invitationOf(trx, signIn, userId, now);
      return { user: (await repo.findUser(trx, userId, signIn))!, invitation };
    });
  } catch (error) {
    // Two administrators adding one email at once: the unique index answers for the second.
    if ((error as { code?: unknown }).code === '23505') throw conflict(TAKEN(email));
    throw error;
  }
}

/**
 * A fresh link for an active user who has not chosen a password yet (an earlier link stops working), when the
 * first was lost or expired. Not for one who has a password: a link would let whoever holds it replace it.
 */
export async function reinvite(
  db: Kysely<Database>,
  signIn: NewUserSignIn,
  userId: number,
  now = new Date(),
): Promise<UserInvitation> {
  const user = await repo.findUser(db, userId, signIn);
  if (!user) throw notFound(`No user ${userId}.`);
  if (!user.active) throw conflict(`${user.firstName} ${user.lastName} is deactivated: activate them first.`);
  if (await users.hasPassword(db, userId))
    throw conflict(`${user.firstName} ${user.lastName} has already chosen a password.`);
  return invitationOf(db, signIn, userId, now);
}

async function invitationOf(
  db: Kysely<Database>,
  signIn: NewUserSignIn,
  userId: number,
  now: Date,
): Promise<UserInvitation> {
  if (!signIn.builtIn) return { link: null, expiresAt: null };
  return storeInvitation(db, userId, signIn.origin, now);
}

/** The email's local part, upper-cased (docs/product/entities.md "Token claims"), numbered when taken. */
async function freeUid(db: Kysely<Database>, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? email).toUpperCase();
  const candidates = [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
  const taken = await users.takenUids(db, candidates);
  return candidates.find((uid) => !taken.has(uid)) ?? email.toUpperCase();
}

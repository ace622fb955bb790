/**
 * The administrator role (migration 017 users.access; docs/security.md "Administrator"). The product token carries
 * only the user's id and uid, so the role is read from the user's row on each administrator call: a role taken
 * away, or a deactivation, holds from the next call, with no token to expire first.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth';
import { HttpError } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { findUserAccess } from './repository';

export type UserAccess = 'user' | 'admin';

/** The access of user `id` ('user' when there is no such user). */
export async function accessOf(db: Db, id: number): Promise<UserAccess> {
  return (await findUserAccess(db, id)) ?? 'user';
}

export const NOT_ADMINISTRATOR_MESSAGE = 'Only an administrator may do this.';

/** `onRequest` hook of the administrator's calls: 403 for anyone but an administrator. */
export function requireAdministrator(db: Db) {
  return async function requireAdministratorHook(request: FastifyRequest): Promise<void> {
    const user = currentUser(request);
    if ((await accessOf(db, user.userId)) !== 'admin') throw new HttpError(403, NOT_ADMINISTRATOR_MESSAGE);
  };
}

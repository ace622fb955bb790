/**
 * The administrator's management of users, clients, funds and portfolios (issue 15; docs/product/administration.md).
 * The SQL is in repository.ts; the role check is the routes' hook (access.ts).
 */

import type { Database } from '@taxdep/db/schema';
import type {
  AdminClient,
  AdminFund,
  AdminFundCreate,
  AdminFundRename,
  AdminPortfolio,
  AdminUser,
  AdminUserChange,
} from '@taxdep/domain';
import { registrationNumberError } from '@taxdep/domain/firm';
import type { Kysely } from 'kysely';
import type { AccountStatus } from '../auth';
import { badRequest, conflict, notFound } from '../http/http-error';
import { officeExists } from './firm-repository';
import * as repo from './repository';

/** A name as stored: trimmed, runs of spaces kept (they are the firm's own), never empty. */
function nameOf(field: string, text: string): string {
  const name = text.trim();
  if (name === '') throw badRequest(`${field} must not be empty.`);
  return name;
}

/**
 * Changes a user's report role, access or activity. Deactivating ends their access at once: the product token
 * check (auth/account-status.ts) forgets what it knew of them, so their next call on this instance is refused
 * (every other instance within ACCOUNT_STATUS_TTL_MS). An administrator may not deactivate themself or give up
 * their own administration, so the firm always keeps one.
 */
export async function changeUser(
  db: Kysely<Database>,
  accounts: AccountStatus,
  signIn: repo.UserSignIn,
  actingUserId: number,
  userId: number,
  change: AdminUserChange,
): Promise<AdminUser> {
  const changed = await db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId, signIn);
    if (!user) throw notFound(`No user ${userId}.`);
    if (userId === actingUserId && (change.active === false || change.access === 'user')) {
      throw conflict('An administrator cannot deactivate themself or give up their own administration.');
    }
    const role = change.role ?? user.role;
    if (role === 'administrator' && change.access === 'user') {
      throw conflict('An administrator always administers: give them the role of surveyor or checker first.');
    }
    const stored = await storedChange(trx, change);
    // An empty change (no field sent) changes nothing and answers the user as stored.
    if (Object.values(stored).some((value) => value !== undefined)) {
      await repo.updateUser(trx, userId, stored, new Date());
    }
    return (await repo.findUser(trx, userId, signIn))!;
  });
  accounts.forget(userId);
  return changed;
}

/**
 * Issue 25: a registration number is 8 digits (the domain's rule, 400 otherwise), stored trimmed or null when
 * cleared; an office must exist (404 otherwise).
 */
async function storedChange(db: Kysely<Database>, change: AdminUserChange): Promise<repo.StoredUserChange> {
  const { taxAgentRegistrationNumber: number, ...rest } = change;
  if (change.officeId !== undefined && change.officeId !== null && !(await officeExists(db, change.officeId)))
    throw notFound(`No office ${change.officeId}.`);
  if (number === undefined) return rest;
  const refused = registrationNumberError(number);
  if (refused) throw badRequest(`taxAgentRegistrationNumber: ${refused}`);
  return { ...rest, taxAgentRegistrationNumber: number.trim() === '' ? null : number.trim() };
}

export async function createClient(db: Kysely<Database>, clientName: string): Promise<AdminClient> {
  return repo.insertClient(db, nameOf('clientName', clientName));
}

export async function renameClient(
  db: Kysely<Database>,
  id: number,
  clientName: string,
): Promise<AdminClient> {
  const renamed = await repo.renameClient(db, id, nameOf('clientName', clientName));
  if (!renamed) throw notFound(`No client ${id}.`);
  return renamed;
}

const codeOf = (code: string) => nameOf('fundCode', code).toUpperCase();

/** funds.code is unique: two administrators saving one code at once get a 409 too, not a 500. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505')
      throw conflict(`A fund with code ${code} already exists.`);
    throw error;
  }
}

export async function createFund(db: Kysely<Database>, fund: AdminFundCreate): Promise<AdminFund> {
  const code = codeOf(fund.fundCode);
  return uniqueCode(code, () =>
    db.transaction().execute(async (trx) => {
      if (!(await repo.clientExists(trx, fund.clientId))) throw notFound(`No client ${fund.clientId}.`);
      if (await repo.fundCodeTaken(trx, code, null))
        throw conflict(`A fund with code ${code} already exists.`);
      return repo.insertFund(trx, { code, name: nameOf('fundName', fund.fundName), clientId: fund.clientId });
    }),
  );
}

export async function renameFund(
  db: Kysely<Database>,
  id: number,
  change: AdminFundRename,
): Promise<AdminFund> {
  const code = change.fundCode === undefined ? undefined : codeOf(change.fundCode);
  return uniqueCode(code ?? '', () =>
    db.transaction().execute(async (trx) => {
      if (code !== undefined && (await repo.fundCodeTaken(trx, code, id))) {
        throw conflict(`A fund with code ${code} already exists.`);
      }
      const renamed = await repo.updateFund(trx, id, {
        name: nameOf('fundName', change.fundName),
        ...(code === undefined ? {} : { code }),
      });
      if (!renamed) throw notFound(`No fund ${id}.`);
      return renamed;
    }),
  );
}

export async function createPortfolio(
  db: Kysely<Database>,
  fundId: number,
  portfolioName: string,
): Promise<AdminPortfolio> {
  const name = nameOf('portfolioName', portfolioName);
  if (!(await repo.fundExists(db, fundId))) throw notFound(`No fund ${fundId}.`);
  return repo.insertPortfolio(db, fundId, name);
}

export async function renamePortfolio(
  db: Kysely<Database>,
  id: number,
  portfolioName: string,
): Promise<AdminPortfolio> {
  const renamed = await repo.renamePortfolio(db, id, nameOf('portfolioName', portfolioName));
  if (!renamed) throw notFound(`No portfolio ${id}.`);
  return renamed;
}

/** The SQL of the administrator's calls on users, clients, funds and portfolios (issue 11: SQL only in repositories). */
import type { AdminClient, AdminFund, AdminPortfolio, AdminUser, AdminUserChange } from '@taxdep/domain';
import { sql } from 'kysely';
import type { Db } from '../kernel/record-repository';

const userColumns = [
  'id',
  'uid',
  'email',
  'first_name',
  'last_name',
  'role',
  'access',
  'disabled_at',
  'tax_agent_registration_number',
  'office_id',
  sql<boolean>`password_hash is not null`.as('has_password'),
] as const;

/** Whether the portal signs users in itself (a password per user) or the firm's identity provider does. */
export interface UserSignIn {
  builtIn: boolean;
}

function adminUserOf(
  row: {
    id: number;
    uid: string;
    email: string;
    first_name: string;
    last_name: string;
    role: 'surveyor' | 'checker' | 'administrator';
    access: 'user' | 'admin';
    disabled_at: Date | null;
    tax_agent_registration_number: string | null;
    office_id: number | null;
    has_password: boolean;
  },
  signIn: UserSignIn,
): AdminUser {
  return {
    userId: row.id,
    userUid: row.uid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    access: row.access,
    active: row.disabled_at === null,
    taxAgentRegistrationNumber: row.tax_agent_registration_number,
    officeId: row.office_id,
    awaitingPassword: signIn.builtIn && !row.has_password,
  };
}

/** The stored access of user `id`, read on each administrator call (admin/access.ts); null when there is none. */
export async function findUserAccess(db: Db, id: number): Promise<'user' | 'admin' | null> {
  const row = await db.selectFrom('users').select('access').where('id', '=', id).executeTakeFirst();
  return row?.access ?? null;
}

export async function findUsers(db: Db, signIn: UserSignIn): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom('users')
    .select(userColumns)
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy('id')
    .execute();
  return rows.map((row) => adminUserOf(row, signIn));
}

export async function findUser(db: Db, id: number, signIn: UserSignIn): Promise<AdminUser | null> {
  const row = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row ? adminUserOf(row, signIn) : null;
}

/** Locks user `id` for a change (null when there is none). */
export async function lockUser(db: Db, id: number, signIn: UserSignIn): Promise<AdminUser | null> {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? adminUserOf(row, signIn) : null;
}

/** Active administrators other than `id`, locked (the last one may not lock the firm out). */
export async function countOtherActiveAdministrators(db: Db, id: number): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('access', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('id', '!=', id)
    .forUpdate()
    .execute();
  return rows.length;
}

/** Issue 25: the registration number as stored (8 digits, or null once cleared); the service checked its form. */
export type StoredUserChange = Omit<AdminUserChange, 'taxAgentRegistrationNumber'> & {
  taxAgentRegistrationNumber?: string | null;
};

export async function updateUser(db: Db, id: number, change: StoredUserChange, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(change.taxAgentRegistrationNumber === undefined
        ? {}
        : { tax_agent_registration_number: change.taxAgentRegistrationNumber }),
      ...(change.officeId === undefined ? {} : { office_id: change.officeId }),
      ...(change.role === undefined ? {} : { role: change.role }),
      // Migration 031: an administrator always administers.
      ...(change.role === 'administrator'
        ? { access: 'admin' as const }
        : change.access === undefined
          ? {}
          : { access: change.access }),
      ...(change.active === undefined
        ? {}
        : {
            // Keeps the first deactivation's time when deactivated again.
            disabled_at: change.active ? null : sql<Date>`coalesce(disabled_at, ${at})`,
            // Issue 24 (migration 026): a change of activity ends every token issued before it, so a reactivated
            // user signs in afresh; setting an active user active again ends nothing. The right-hand sides read
            // the row as it was before this update.
            tokens_valid_from: change.active
              ? sql<Date>`case when disabled_at is null then tokens_valid_from else ${at} end`
              : sql<Date>`case when disabled_at is null then ${at} else tokens_valid_from end`,
          }),
    })
    .where('id', '=', id)
    .execute();
}

export async function findClients(db: Db): Promise<AdminClient[]> {
  const rows = await db.selectFrom('clients').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({ clientId: r.id, clientName: r.name }));
}

export async function insertClient(db: Db, name: string): Promise<AdminClient> {
  const row = await db
    .insertInto('clients')
    .values({ name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return { clientId: row.id, clientName: row.name };
}

export async function renameClient(db: Db, id: number, name: string): Promise<AdminClient | null> {
  const row = await db
    .updateTable('clients')
    .set({ name })
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
  return row ? { clientId: row.id, clientName: row.name } : null;
}

const fundOf = (r: { id: number; code: string; name: string; client_id: number }): AdminFund => ({
  fundId: r.id,
  fundCode: r.code,
  fundName: r.name,
  clientId: r.client_id,
});

export async function findFunds(db: Db): Promise<AdminFund[]> {
  const rows = await db
    .selectFrom('funds')
    .select(['id', 'code', 'name', 'client_id'])
    .orderBy('code')
    .execute();
  return rows.map(fundOf);
}

export async function fundCodeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('funds')
    .select('id')
    .where(sql<boolean>`upper(code) = upper(${code})`)
    .where('id', '!=', exceptId ?? 0)
    .executeTakeFirst();
  return row !== undefined;
}

export async function clientExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('clients').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertFund(
  db: Db,
  fund: { code: string; name: string; clientId: number },
): Promise<AdminFund> {
  const row = await db
    .insertInto('funds')
    .values({ code: fund.code, name: fund.name, client_id: fund.clientId })
    .returning(['id', 'code', 'name', 'client_id'])
    .executeTakeFirstOrThrow();
  return fundOf(row);
}

export async function updateFund(
  db: Db,
  id: number,
  change: { code?: string; name: string },
): Promise<AdminFund | null> {
  const row = await db
    .updateTable('funds')
    .set({ name: change.name, ...(change.code === undefined ? {} : { code: change.code }) })
    .where('id', '=', id)
    .returning(['id', 'code', 'name', 'client_id'])
    .executeTakeFirst();
  return row ? fundOf(row) : null;
}

export async function fundExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('funds').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

const portfolioOf = (r: { id: number; fund_id: number; name: string }): AdminPortfolio => ({
  portfolioId: r.id,
  fundId: r.fund_id,
  portfolioName: r.name,
});

export async function findPortfolios(db: Db): Promise<AdminPortfolio[]> {
  const rows = await db
    .selectFrom('portfolios')
    .select(['id', 'fund_id', 'name'])
    .orderBy('fund_id')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(portfolioOf);
}

export async function insertPortfolio(db: Db, fundId: number, name: string): Promise<AdminPortfolio> {
  const row = await db
    .insertInto('portfolios')
    .values({ fund_id: fundId, name })
    .returning(['id', 'fund_id', 'name'])
    .executeTakeFirstOrThrow();
  return portfolioOf(row);
}

export async function renamePortfolio(db: Db, id: number, name: string): Promise<AdminPortfolio | null> {
  const row = await db
    .updateTable('portfolios')
    .set({ name })
    .where('id', '=', id)
    .returning(['id', 'fund_id', 'name'])
    .executeTakeFirst();
  return row ? portfolioOf(row) : null;
}

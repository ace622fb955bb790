import type { Database, UserTable } from '@taxdep/db/schema';
import { USAGE_POLICY } from '@taxdep/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth';

/** Demo sign-ins of the built-in identity provider (printed by main.ts); all use the password `demo`. */
export const DEMO_PASSWORD = 'demo';
export const DEMO_USERS = [
  {
    email: 'sam.surveyor@demo.taxdep',
    taxAgentNumber: '25318764',
    firstName: 'Sam',
    lastName: 'Surveyor',
    office: 'Sydney',
    role: 'surveyor',
  },
  {
    email: 'alex.surveyor@demo.taxdep',
    taxAgentNumber: '25407931',
    firstName: 'Alex',
    lastName: 'Surveyor',
    office: 'Brisbane',
    role: 'surveyor',
  },
  {
    email: 'chris.checker@demo.taxdep',
    taxAgentNumber: '24961582',
    firstName: 'Chris',
    lastName: 'Checker',
    office: 'Sydney',
    role: 'checker',
  },
  {
    email: 'casey.checker@demo.taxdep',
    taxAgentNumber: '25129476',
    firstName: 'Casey',
    lastName: 'Checker',
    office: 'Melbourne',
    role: 'checker',
  },
  {
    email: 'jordan.checker@demo.taxdep',
    taxAgentNumber: '24873305',
    firstName: 'Jordan',
    lastName: 'Checker',
    office: 'Brisbane',
    role: 'checker',
  },
  {
    email: 'avery.admin@demo.taxdep',
    taxAgentNumber: '25630418',
    firstName: 'Avery',
    lastName: 'Admin',
    office: 'Sydney',
    role: 'administrator',
  },
] as const;

/** The demo administrator (issue 15, docs/security.md "Administrator"): manages users, funds and the table. */
export const DEMO_ADMINISTRATOR = 'avery.admin@demo.taxdep';

/** The demo user who has not accepted the usage policy yet, so the first sign-in shows it (issue 15). */
export const DEMO_USER_TO_ACCEPT_POLICY = 'jordan.checker@demo.taxdep';

export type DemoUserIds = Record<(typeof DEMO_USERS)[number]['email'], number>;

/** docs/product/entities.md "Token claims": the uid is upper-cased; ours is the e-mail's local part. */
export function uidOf(email: string): string {
  return (email.split('@')[0] ?? email).toUpperCase();
}

export async function insertDemoUsers(trx: Transaction<Database>): Promise<DemoUserIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows: Insertable<UserTable>[] = DEMO_USERS.map((u) => ({
    uid: uidOf(u.email),
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    office: u.office,
    role: u.role,
    tax_agent_registration_number: u.taxAgentNumber,
    is_demo: true,
    access: u.email === DEMO_ADMINISTRATOR ? 'admin' : 'user',
    password_hash: passwordHash,
    // Issue 15: every demo user but one has accepted the current usage policy (on its date, noon in Sydney);
    // DEMO_USER_TO_ACCEPT_POLICY sees it on first sign-in (e2e/specs/new-work.spec.ts).
    policy_accepted_at:
      u.email === DEMO_USER_TO_ACCEPT_POLICY ? null : new Date(`${USAGE_POLICY.date}T02:00:00Z`),
  }));
  const inserted = await trx.insertInto('users').values(rows).returning(['id', 'email']).execute();
  return Object.fromEntries(inserted.map((u) => [u.email, u.id])) as DemoUserIds;
}

/**
 * Demo sign-ins exist only while the demo data is on (issue 10, item 5). Their password is public, so a data
 * folder first started with demo data and later with `TAXDEP_DEMO_DATA=0` must not keep five accounts anybody
 * can use. Off: every demo user (`users.is_demo`, migration 009) loses its password and is disabled, which also
 * refuses its product tokens (src/auth/account-status.ts). On: they are enabled again with the demo password.
 * The rows stay because reports and revisions refer to them. Answers how many users were changed.
 */
export async function syncDemoUsers(
  db: Kysely<Database>,
  demoData: boolean,
  now = new Date(),
): Promise<number> {
  if (!demoData) {
    const result = await db
      .updateTable('users')
      .set((eb) => ({ password_hash: null, disabled_at: eb.fn.coalesce('disabled_at', eb.val(now)) }))
      .where('is_demo', '=', true)
      .where((eb) => eb.or([eb('password_hash', 'is not', null), eb('disabled_at', 'is', null)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
  const waiting = await db
    .selectFrom('users')
    .select('id')
    .where('is_demo', '=', true)
    .where((eb) => eb.or([eb('password_hash', 'is', null), eb('disabled_at', 'is not', null)]))
    .execute();
  if (waiting.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, disabled_at: null })
    .where(
      'id',
      'in',
      waiting.map((u) => u.id),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

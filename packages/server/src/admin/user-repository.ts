/** The SQL of adding a user (issue 26 item 17; docs/product/administration.md "Adding a user"). */
import { sql } from 'kysely';
import type { Db } from '../kernel/record-repository';

/** Whether a user has `email`, case aside (the unique index users_email_unique is on lower(email)). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The uids already taken among `candidates`. */
export async function takenUids(db: Db, candidates: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('users')
    .select('uid')
    .where('uid', 'in', [...candidates])
    .execute();
  return new Set(rows.map((r) => r.uid));
}

/** The office's name (users.office, what a new report takes as its office), or null when there is none. */
export async function findOfficeName(db: Db, officeId: number): Promise<string | null> {
  const row = await db.selectFrom('offices').select('name').where('id', '=', officeId).executeTakeFirst();
  return row?.name ?? null;
}

export async function insertUser(
  db: Db,
  user: {
    uid: string;
    email: string;
    firstName: string;
    lastName: string;
    role: 'surveyor' | 'checker' | 'administrator';
    officeId: number | null;
    office: string | null;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      uid: user.uid,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      // An administrator always administers (migration 031's check).
      access: user.role === 'administrator' ? 'admin' : 'user',
      office_id: user.officeId,
      office: user.office,
      created_by: user.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether user `id` has chosen a password of the built-in sign-in. */
export async function hasPassword(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  return (row?.password_hash ?? null) !== null;
}

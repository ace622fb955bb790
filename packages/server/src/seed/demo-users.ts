import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD } from './demo';

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

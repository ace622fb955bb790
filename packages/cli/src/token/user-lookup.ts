import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseTarget } from '@taxdep/db';
import { findUserByEmail, type UserByEmail } from '@taxdep/db/users';
import type { TokenUser } from './product-token';
import { SettingsError, type TokenSettings } from './settings';

/** What the database or the portal says of an email: a user to mint for, a disabled one, or nobody. */
export type UserLookup = { kind: 'active'; user: TokenUser } | { kind: 'disabled' } | { kind: 'unknown' };

/**
 * The documented database read of `taxdep token` (README "Other commands"): the user of an email as the service's
 * sign-in finds it (@taxdep/db/users, the one implementation both use; issue 24 item 3), in a read-only
 * transaction. A disabled user (`disabled_at`, migration 009) has their tokens refused by the service, so none is
 * minted. Reads PostgreSQL (`DATABASE_URL`), or the embedded PGlite when no portal holds it.
 */
export async function findUserInDatabase(settings: TokenSettings, email: string): Promise<UserLookup> {
  const user = settings.databaseUrl
    ? await readFromPostgres(settings.databaseUrl, email)
    : await readFromPglite(join(settings.dataDir, 'pglite'), email);
  if (!user) return { kind: 'unknown' };
  if (user.disabled) return { kind: 'disabled' };
  return {
    kind: 'active',
    user: { userId: user.id, userUid: user.uid, policyAcceptedDate: user.policyAcceptedDate },
  };
}

async function readFromPostgres(connectionString: string, email: string): Promise<UserByEmail | null> {
  return readUser({ engine: 'postgres', connectionString, maxConnections: 1 }, email);
}

/**
 * PGlite is one process only: its folder is opened here only when nothing holds it. A portal running on it keeps
 * `postmaster.pid` there (removed when it stops); an absent folder is no database (PGlite would create one).
 */
async function readFromPglite(folder: string, email: string): Promise<UserByEmail | null> {
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new SettingsError(`No embedded database in ${folder}: start the portal once (pnpm start).`);
  }
  if (existsSync(join(folder, 'postmaster.pid'))) {
    throw new SettingsError(
      `The embedded database in ${folder} is in use, but no portal answered: set PORT (or PUBLIC_ORIGIN) to the ` +
        'running portal, or, if it was killed, start and stop it once to release the database.',
    );
  }
  return readUser({ engine: 'pglite', dataDir: folder }, email);
}

/**
 * The look-up in one read-only transaction. The connection code loads on demand: when the running portal answers
 * (portal.ts) neither PGlite nor pg is needed.
 */
async function readUser(target: DatabaseTarget, email: string): Promise<UserByEmail | null> {
  const { openDatabase } = await import('@taxdep/db');
  const database = await openDatabase(target);
  try {
    return await database.db
      .transaction()
      .setAccessMode('read only')
      .execute((trx) => findUserByEmail(trx, email));
  } finally {
    await database.close();
  }
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TokenUser } from './product-token';
import { SettingsError, type TokenSettings } from './settings';

/** What the database or the portal says of an email: a user to mint for, a disabled one, or nobody. */
export type UserLookup = { kind: 'active'; user: TokenUser } | { kind: 'disabled' } | { kind: 'unknown' };

/**
 * The documented database read of `taxdep token` (README "Other commands"): one row of the `users` table
 * (migrations 002 and 009 of the service), in a read-only transaction, by case-insensitive email as the sign-in
 * does. `disabled_at` set means the service refuses the user's tokens, so none is minted.
 */
const USER_BY_EMAIL = `select id, uid, policy_accepted_at, disabled_at from users where lower(email) = lower($1)`;

interface UserRow {
  id: number;
  uid: string;
  policy_accepted_at: Date | null;
  disabled_at: Date | null;
}

/** Policy acceptance is stored as an instant; the token carries its civil date in the firm's time zone. */
const FIRM_TIME_ZONE = 'Australia/Sydney';

/** Reads the user from PostgreSQL (`DATABASE_URL`) or from the embedded PGlite when no portal holds it. */
export async function findUserInDatabase(settings: TokenSettings, email: string): Promise<UserLookup> {
  const row = settings.databaseUrl
    ? await readFromPostgres(settings.databaseUrl, email.trim())
    : await readFromPglite(join(settings.dataDir, 'pglite'), email.trim());
  if (!row) return { kind: 'unknown' };
  if (row.disabled_at !== null) return { kind: 'disabled' };
  return {
    kind: 'active',
    user: {
      userId: row.id,
      userUid: row.uid,
      policyAcceptedDate: row.policy_accepted_at ? civilDateIn(FIRM_TIME_ZONE, row.policy_accepted_at) : null,
    },
  };
}

async function readFromPostgres(connectionString: string, email: string): Promise<UserRow | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('begin read only');
    const result = await client.query<UserRow>(USER_BY_EMAIL, [email]);
    await client.query('commit');
    return result.rows[0] ?? null;
  } finally {
    await client.end();
  }
}

/**
 * PGlite is one process only: its folder is opened here only when nothing holds it. A portal running on it keeps
 * `postmaster.pid` there (removed when it stops); an absent folder is no database (PGlite would create one).
 */
async function readFromPglite(folder: string, email: string): Promise<UserRow | null> {
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new SettingsError(`No embedded database in ${folder}: start the portal once (pnpm start).`);
  }
  if (existsSync(join(folder, 'postmaster.pid'))) {
    throw new SettingsError(
      `The embedded database in ${folder} is in use, but no portal answered: set PORT (or PUBLIC_ORIGIN) to the ` +
        'running portal, or, if it was killed, start and stop it once to release the database.',
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(folder);
  try {
    return await db.transaction(async (tx) => {
      await tx.query('set transaction read only');
      return (await tx.query<UserRow>(USER_BY_EMAIL, [email])).rows[0] ?? null;
    });
  } finally {
    await db.close();
  }
}

/** The `YYYY-MM-DD` date of an instant in a time zone (en-CA formats so). */
function civilDateIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

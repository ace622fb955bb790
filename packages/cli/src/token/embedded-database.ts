import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findUserThroughPortal, PortalNotRunning } from './portal';
import { SettingsError, type TokenSettings } from './settings';
import { findUserInDatabase, type UserLookup } from './user-lookup';

/**
 * How long `taxdep token` waits for the embedded database to come free (README "Other commands"). PGlite is one
 * process only and writes `postmaster.pid` into its folder while open, with no real process id in it (PGlite writes
 * -42), so the file alone cannot tell a portal that is starting, stopping or busy from one that was killed and left
 * it behind. Issue 24: a busy machine's portal took longer than one look, and the command gave up at once.
 */
export const EMBEDDED_DATABASE_WAIT_MS = 30_000;
const POLL_MS = 250;

/**
 * The user, with the embedded PGlite: through the running portal when one answers, else from the folder once no
 * one holds it. While `postmaster.pid` is there and no portal answers, it asks again every quarter second for up to
 * `waitMs` (a portal starting answers soon; one stopping releases the folder), then says what to do: the file of a
 * killed portal stays until a portal starts and stops on the folder again.
 */
export async function findUserWithEmbeddedDatabase(
  settings: TokenSettings,
  email: string,
  waitMs: number = EMBEDDED_DATABASE_WAIT_MS,
): Promise<UserLookup> {
  const folder = join(settings.dataDir, 'pglite');
  const lock = join(folder, 'postmaster.pid');
  const deadline = Date.now() + waitMs;
  let portalSaid = '';
  for (;;) {
    try {
      return await findUserThroughPortal(settings, email);
    } catch (error) {
      if (!(error instanceof PortalNotRunning)) throw error;
      portalSaid = error.message;
    }
    if (!existsSync(lock)) return findUserInDatabase(settings, email);
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new SettingsError(
    `The embedded database in ${folder} stayed in use for ${waitMs / 1000} s and no portal answered at ` +
      `${settings.portalOrigin} (${portalSaid}). If the portal runs elsewhere, set PORT (or PUBLIC_ORIGIN) to it; ` +
      `if it was killed, ${lock} is left over: start and stop the portal once to release the database.`,
  );
}

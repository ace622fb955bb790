/**
 * `taxdep token --user EMAIL [--lifetime SECONDS]`: prints a product token for a portal user, to paste into
 * the shell on localhost (docs/product/shell-and-sign-in.md "On localhost the shell asks for a pasted token instead of signing in").
 * It signs with the service's own secret (`TOKEN_SECRET` or `<data folder>/token-secret`, settings.ts) and reaches
 * the service only through its HTTP API or a documented database read, never its sources (dependency rule
 * `cli-not-server-sources`): with `DATABASE_URL` it reads the user from PostgreSQL; with the embedded PGlite (one
 * process only) it asks the running portal (portal.ts), or reads the database itself when no portal holds it
 * (user-lookup.ts). A disabled user gets no token: the service would refuse it.
 */

import { EMBEDDED_DATABASE_WAIT_MS, findUserWithEmbeddedDatabase } from './embedded-database';
import { signProductToken } from './product-token';
import { loadTokenSettings, SettingsError, type TokenSettings } from './settings';
import { findUserInDatabase, type UserLookup } from './user-lookup';

const USAGE = 'usage: taxdep token --user EMAIL [--lifetime SECONDS]\n';
/** A pasted token is not renewed (there is no identity behind it), so by default it lasts a working day. */
export const DEFAULT_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenCommandIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  /** How long to wait for the embedded database to come free (embedded-database.ts); tests shorten it. */
  embeddedDatabaseWaitMs?: number;
}

const processIo: TokenCommandIo = {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

export async function run(args: string[], io: TokenCommandIo = processIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(
      `${USAGE}\nPrints a product token for the portal user EMAIL, signed with the service's secret, to paste into the\n` +
        'shell on localhost. --lifetime sets its life in seconds (default 8 hours). Reads the user from DATABASE_URL,\n' +
        'else through the running portal, else from the embedded database once no portal holds it (waiting up to 30 s).\n' +
        'Exit 0 printed; 1 no such user, a disabled one, or settings missing; 2 bad arguments.\n',
    );
    return 0;
  }
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return 2;
  }
  let settings: TokenSettings;
  let found: UserLookup;
  try {
    settings = await loadTokenSettings(io.env);
    found = settings.databaseUrl
      ? await findUserInDatabase(settings, options.email)
      : await findUserWithEmbeddedDatabase(
          settings,
          options.email,
          io.embeddedDatabaseWaitMs ?? EMBEDDED_DATABASE_WAIT_MS,
        );
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  }
  if (found.kind === 'disabled') {
    io.err(
      `The portal user ${options.email} is disabled (users.disabled_at): the service refuses their tokens.\n`,
    );
    return 1;
  }
  if (found.kind === 'unknown') {
    io.err(
      `No active portal user has the email ${options.email} (none, or disabled). Demo users exist once the portal ` +
        'has started with demo data on (pnpm start).\n',
    );
    return 1;
  }
  io.out(`${await signProductToken(found.user, settings.tokenSecret, options.lifetimeSeconds)}\n`);
  return 0;
}

function parseArgs(args: string[]): { email: string; lifetimeSeconds: number } | string {
  let email: string | null = null;
  let lifetimeSeconds = DEFAULT_LIFETIME_SECONDS;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--user' && value) {
      email = value;
      i += 1;
    } else if (arg === '--lifetime' && value) {
      lifetimeSeconds = Number(value);
      if (!Number.isSafeInteger(lifetimeSeconds) || lifetimeSeconds <= 0)
        return `--lifetime must be a positive number of seconds`;
      i += 1;
    } else {
      return `Unexpected argument: ${arg}`;
    }
  }
  if (!email?.includes('@')) return 'Give the user with --user EMAIL';
  return { email, lifetimeSeconds };
}

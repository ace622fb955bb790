/**
 * `taxdep token --user EMAIL [--lifetime SECONDS]`: prints a product token for a portal user, to paste into
 * the shell on localhost (spec 2.1 "On localhost the shell asks for a pasted token instead of signing in").
 * It signs with the service's own secret (`TOKEN_SECRET` or the one in the data folder, read by the
 * service's configuration loader). The user is read from PostgreSQL when `DATABASE_URL` is set; with the
 * embedded PGlite (one process only) it asks the running portal (a token exchange with an identity token
 * from the built-in provider's keys), or opens the database itself when the portal is not running.
 */

import { type ProductUser, signProductToken } from '@taxdep/server/auth/product-token';
import { loadConfig } from '@taxdep/server/config/config';
import { findUserInDatabase, findUserThroughPortal, PortalNotRunning } from './user-lookup';

const USAGE = 'usage: taxdep token --user EMAIL [--lifetime SECONDS]\n';
/** A pasted token is not renewed (there is no identity behind it), so by default it lasts a working day. */
export const DEFAULT_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenCommandIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

const processIo: TokenCommandIo = {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

export async function run(args: string[], io: TokenCommandIo = processIo): Promise<number> {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return 2;
  }
  const config = await loadConfig(io.env);
  let user: ProductUser | null;
  if (config.databaseUrl) {
    user = await findUserInDatabase(config, options.email);
  } else {
    try {
      user = await findUserThroughPortal(config, options.email);
    } catch (error) {
      if (!(error instanceof PortalNotRunning)) throw error;
      user = await findUserInDatabase(config, options.email);
    }
  }
  if (!user) {
    io.err(
      `No portal user has the email ${options.email}. Demo users exist once the portal has started (pnpm start).\n`,
    );
    return 1;
  }
  io.out(`${await signProductToken(user, config.tokenSecret, options.lifetimeSeconds)}\n`);
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

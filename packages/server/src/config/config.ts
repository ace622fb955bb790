import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AuthConfig, loadAuthConfig } from './auth-config';
import { assertProductionReady, parseMode, type ServiceMode } from './production-mode';

/** The workspace root: src/config/config.ts → src → packages/server → packages → repo. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export interface Config {
  /** `TAXDEP_MODE`, default `development`; `production` refuses unsafe defaults (src/config/production-mode.ts). */
  mode: ServiceMode;
  /** `TAXDEP_ALLOW_BUILTIN_SIGN_IN=1`: production mode accepts the built-in identity provider. */
  allowBuiltInSignIn: boolean;
  /** `PORT`, default 8443. */
  port: number;
  /** `HOST`, default 127.0.0.1 (local only; set 0.0.0.0 behind a load balancer). */
  host: string;
  /** `TAXDEP_DATA_DIR`, default `<repo>/.data`: PGlite files and the generated token secret. */
  dataDir: string;
  /** `DATABASE_URL`: PostgreSQL when set; otherwise null and the embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  /** `TOKEN_SECRET` (any string, used as HS256 key bytes); unset → generated once into `<dataDir>/token-secret`. */
  tokenSecret: Uint8Array;
  /** `WEB_DIST`, default `<repo>/packages/web/dist`; not served when the folder is absent. */
  webDist: string;
  /** `TAXDEP_DEMO_DATA`, default on; `0` disables seeding the demo data into an empty database. */
  demoData: boolean;
  /** `LOG_LEVEL`, default `info`. */
  logLevel: string;
  /** Sign-in settings (TLS, OIDC): see src/config/auth-config.ts. */
  auth: AuthConfig;
}

export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const port = parsePort(env.PORT);
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDir = absolute(env.TAXDEP_DATA_DIR?.trim() || join(REPO_ROOT, '.data'));
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const mode = parseMode(env.TAXDEP_MODE);
  const allowBuiltInSignIn = env.TAXDEP_ALLOW_BUILTIN_SIGN_IN?.trim() === '1';
  const allowEmbeddedDatabase = env.TAXDEP_ALLOW_EMBEDDED_DATABASE?.trim() === '1';
  const explicitSecret = tokenSecretFromEnvironment(env.TOKEN_SECRET);
  const webDist = absolute(env.WEB_DIST?.trim() || join(REPO_ROOT, 'packages', 'web', 'dist'));
  const demoData = env.TAXDEP_DEMO_DATA?.trim() !== '0';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const auth = await loadAuthConfig(env, { dataDir, port, host });
  // Checked before a secret is generated, so a refused production start leaves no token-secret file behind.
  assertProductionReady({
    mode,
    demoData,
    tokenSecretSet: explicitSecret !== null,
    embeddedProvider: auth.embeddedProvider,
    allowBuiltInSignIn,
    embeddedDatabase: databaseUrl === null,
    allowEmbeddedDatabase,
  });
  const tokenSecret = explicitSecret ?? (await generatedTokenSecret(dataDir));
  return {
    mode,
    allowBuiltInSignIn,
    port,
    host,
    dataDir,
    databaseUrl,
    tokenSecret,
    webDist,
    demoData,
    logLevel,
    auth,
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8443;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got '${value}'`);
  }
  return port;
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/**
 * An explicit secret wins; otherwise one random secret is generated and kept in the data folder so that
 * product tokens survive a restart (docs/architecture.md "Scale-out": instances behind a balancer must share
 * TOKEN_SECRET, so production sets it; production mode refuses a generated one).
 */
function tokenSecretFromEnvironment(value: string | undefined): Uint8Array | null {
  if (value === undefined || value.trim() === '') return null;
  if (value.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  return new TextEncoder().encode(value);
}

async function generatedTokenSecret(dataDir: string): Promise<Uint8Array> {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) {
    const stored = (await readFile(file, 'utf8')).trim();
    if (/^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, 'hex');
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32);
  await writeFile(file, `${secret.toString('hex')}\n`, { mode: 0o600 });
  return secret;
}

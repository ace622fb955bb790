import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What `taxdep token` reads of the service's setup, from the same environment variables and data-folder files the
 * service uses (README "Configuration"), without importing the service (dependency rule `cli-not-server-sources`):
 *
 * - `TAXDEP_DATA_DIR` (default `<repo>/.data`, relative to the repository) holds, as the service writes them at start:
 *   `token-secret`   the product-token secret when `TOKEN_SECRET` is unset: 64 lower-case hex characters (32 bytes,
 *                    the HS256 key), a newline after them;
 *   `pglite/`        the embedded database (read only while no portal holds it: `pglite/postmaster.pid` exists while
 *                    a portal runs on it);
 *   `oidc-keys.json` the built-in identity provider's keys, `{ "signingKeys": [RS256 private JWK with kid], ... }`;
 *   `tls-cert.pem`   the self-signed certificate the portal serves by default.
 * - `TOKEN_SECRET` (32+ characters, its UTF-8 bytes are the key), `DATABASE_URL`, `PORT`, `PUBLIC_ORIGIN`,
 *   `TLS_DISABLED`, `TLS_CERT_FILE`, `OIDC_ISSUER`, `OIDC_CLIENT_ID`: as for the service.
 */
export interface TokenSettings {
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  /** The HS256 key that signs product tokens, as the service has it. */
  tokenSecret: Uint8Array;
  /** Where the running portal answers (its public origin, as the service computes it). */
  portalOrigin: string;
  /** Certificates to trust besides the system's: the portal's own (self-signed by default); null without TLS. */
  portalCertificate: string | null;
  /** The built-in identity provider, to sign an identity token as it would; null with an external provider. */
  provider: { issuer: string; clientId: string; keysFile: string } | null;
}

/** The repository: src/token/settings.ts → src → packages/cli → packages → repo (as the service's REPO_ROOT). */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** A setting the user must fix; the command prints its message without a stack. */
export class SettingsError extends Error {}

export async function loadTokenSettings(env: NodeJS.ProcessEnv): Promise<TokenSettings> {
  const dataDir = absolute(text(env.TAXDEP_DATA_DIR) ?? join(REPO_ROOT, '.data'));
  const port = parsePort(env.PORT);
  const tlsOn = text(env.TLS_DISABLED) !== '1';
  const portalOrigin = trimSlash(
    text(env.PUBLIC_ORIGIN) ?? `${tlsOn ? 'https' : 'http'}://127.0.0.1:${port}`,
  );
  const externalIssuer = text(env.OIDC_ISSUER);
  return {
    dataDir,
    databaseUrl: text(env.DATABASE_URL),
    tokenSecret: await tokenSecret(env.TOKEN_SECRET, dataDir),
    portalOrigin,
    portalCertificate: tlsOn ? await portalCertificate(env, dataDir) : null,
    provider: externalIssuer
      ? null
      : {
          issuer: `${portalOrigin}/oidc`,
          clientId: text(env.OIDC_CLIENT_ID) ?? 'taxdep-portal',
          keysFile: join(dataDir, 'oidc-keys.json'),
        },
  };
}

/** `TOKEN_SECRET` wins (its bytes as given, as src/config/config.ts of the service), else the data folder's file. */
async function tokenSecret(value: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (value !== undefined && value.trim() !== '') {
    if (value.length < 32) throw new SettingsError('TOKEN_SECRET must be at least 32 characters');
    return new TextEncoder().encode(value);
  }
  const file = join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    throw new SettingsError(
      `No token secret in ${file}: start the portal once with this data folder (pnpm start), or set TOKEN_SECRET.`,
    );
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(stored)) {
    throw new SettingsError(
      `${file} is not 64 hex characters; the portal writes a new one at its next start.`,
    );
  }
  return Buffer.from(stored, 'hex');
}

async function portalCertificate(env: NodeJS.ProcessEnv, dataDir: string): Promise<string | null> {
  const file = text(env.TLS_CERT_FILE) ?? join(dataDir, 'tls-cert.pem');
  return existsSync(file) ? readFile(file, 'utf8') : null;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8443;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new SettingsError(`PORT must be an integer between 0 and 65535, got '${value}'`);
  }
  return port;
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

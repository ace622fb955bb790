import { readFile } from 'node:fs/promises';
import { loadOrCreateProviderKeys, type ProviderKeys } from './provider-keys';
import { loadOrCreateTls, type TlsFiles } from './tls';

/**
 * Settings of sign-in (docs/product/README.md, docs/product/shell-and-sign-in.md, docs/product/states-and-permissions.md): TLS, the built-in OpenID Connect provider or the firm's identity
 * provider, the two sign-ins (main portal: B2C policy; link views: link sign-in) and the product token.
 * Everything is switchable by environment with no code change.
 */
export interface AuthConfig {
  /** `PUBLIC_ORIGIN`: the origin browsers use, default `https://127.0.0.1:<port>` (http when TLS is off). */
  publicOrigin: string;
  /** `TLS_CERT_FILE` + `TLS_KEY_FILE`, else a generated self-signed pair; null when `TLS_DISABLED=1`. */
  tls: TlsFiles | null;
  /** `TRUST_PROXY=1` behind a TLS-terminating load balancer (forwarded protocol and host are trusted). */
  trustProxy: boolean;
  /** True when `OIDC_ISSUER` is unset: the service runs its own provider under `/oidc`. */
  embeddedProvider: boolean;
  /** The built-in provider's signing and cookie keys (`<dataDir>/oidc-keys.json`); null with an external issuer. */
  providerKeys: ProviderKeys | null;
  /** `OIDC_ISSUER` (comma-separated for several policies), default `<publicOrigin>/oidc`. */
  issuers: string[];
  /** `OIDC_JWKS_URI`: keys of an external issuer; unset → taken from the issuer's discovery document. */
  jwksUri: string | null;
  /** `OIDC_CLIENT_ID`, default `taxdep-portal`: the SPA's client id and the audience of its id tokens. */
  clientId: string;
  /** `OIDC_REDIRECT_URIS` (comma-separated), default the portal root on 127.0.0.1 and localhost. */
  redirectUris: string[];
  /** `AUTH_PORTAL_AUTHORITY`: the main portal's sign-in (B2C policy), default the first issuer. */
  portalAuthority: string;
  /** `AUTH_LINK_AUTHORITY`: the sign-in of the views opened by link, default the first issuer. */
  linkAuthority: string;
  /** `AUTH_KNOWN_AUTHORITIES` (comma-separated hosts), default the hosts of the two authorities. */
  knownAuthorities: string[];
  /** `AUTH_PROTOCOL_MODE`: `OIDC` (default; any standard provider) or `AAD` (Entra ID). */
  protocolMode: 'OIDC' | 'AAD';
  /** `AUTH_SCOPES` (space-separated), default `openid profile email offline_access`. */
  scopes: string[];
  /** `PRODUCT_TOKEN_LIFETIME_SECONDS`, default 900 (15 min). */
  productTokenLifetimeSeconds: number;
}

export interface AuthConfigContext {
  /** The resolved data folder, e.g. to keep a generated TLS certificate. */
  dataDir: string;
  port: number;
  host: string;
}

export async function loadAuthConfig(
  env: NodeJS.ProcessEnv,
  context: AuthConfigContext,
): Promise<AuthConfig> {
  const tls = await loadTls(env, context.dataDir);
  const scheme = tls ? 'https' : 'http';
  const publicOrigin = trimSlash(text(env.PUBLIC_ORIGIN) ?? `${scheme}://127.0.0.1:${context.port}`);
  const externalIssuers = list(env.OIDC_ISSUER, ',').map(trimSlash);
  const embeddedProvider = externalIssuers.length === 0;
  const issuers = embeddedProvider ? [`${publicOrigin}/oidc`] : externalIssuers;
  const firstIssuer = issuers[0]!;
  const portalAuthority = trimSlash(text(env.AUTH_PORTAL_AUTHORITY) ?? firstIssuer);
  const linkAuthority = trimSlash(text(env.AUTH_LINK_AUTHORITY) ?? firstIssuer);
  const known = list(env.AUTH_KNOWN_AUTHORITIES, ',');
  const redirectUris = list(env.OIDC_REDIRECT_URIS, ',');
  const protocolMode = text(env.AUTH_PROTOCOL_MODE)?.toUpperCase() ?? 'OIDC';
  if (protocolMode !== 'OIDC' && protocolMode !== 'AAD') {
    throw new Error(`AUTH_PROTOCOL_MODE must be OIDC or AAD, got '${protocolMode}'`);
  }
  const scopes = list(env.AUTH_SCOPES, ' ');
  return {
    publicOrigin,
    tls,
    trustProxy: text(env.TRUST_PROXY) === '1',
    embeddedProvider,
    providerKeys: embeddedProvider ? await loadOrCreateProviderKeys(context.dataDir) : null,
    issuers,
    jwksUri: text(env.OIDC_JWKS_URI),
    clientId: text(env.OIDC_CLIENT_ID) ?? 'taxdep-portal',
    redirectUris:
      redirectUris.length > 0 ? redirectUris : defaultRedirectUris(publicOrigin, scheme, context.port),
    portalAuthority,
    linkAuthority,
    knownAuthorities: known.length > 0 ? known : [...new Set([portalAuthority, linkAuthority].map(hostOf))],
    protocolMode,
    scopes: scopes.length > 0 ? scopes : ['openid', 'profile', 'email', 'offline_access'],
    productTokenLifetimeSeconds: positiveInteger(env.PRODUCT_TOKEN_LIFETIME_SECONDS, 900),
  };
}

async function loadTls(env: NodeJS.ProcessEnv, dataDir: string): Promise<TlsFiles | null> {
  if (text(env.TLS_DISABLED) === '1') return null;
  const certFile = text(env.TLS_CERT_FILE);
  const keyFile = text(env.TLS_KEY_FILE);
  if (certFile || keyFile) {
    if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
    return { cert: await readFile(certFile, 'utf8'), key: await readFile(keyFile, 'utf8') };
  }
  return loadOrCreateTls(dataDir);
}

/** The portal root (MSAL's redirect URI) on the public origin, 127.0.0.1 and localhost. */
function defaultRedirectUris(publicOrigin: string, scheme: string, port: number): string[] {
  const origins = [publicOrigin, `${scheme}://127.0.0.1:${port}`, `${scheme}://localhost:${port}`];
  return [...new Set(origins)].map((origin) => `${origin}/`);
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function list(value: string | undefined, separator: string): string[] {
  return (value ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    throw new Error(`Not a URL: '${url}'`);
  }
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const raw = text(value);
  if (raw === null) return fallback;
  const parsed = Number(raw);
  if (!Number.isSafeInteger(parsed) || parsed <= 0)
    throw new Error(`Expected a positive integer, got '${raw}'`);
  return parsed;
}

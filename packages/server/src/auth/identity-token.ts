import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { AuthConfig } from '../config/auth-config';

/** Who an identity token says the user is: what the exchange looks the user up by. */
export interface VerifiedIdentity {
  /** `email`, else the first of B2C's `emails`, else `preferred_username` when it is an address. */
  email: string | null;
  /** The token's subject (the built-in provider uses the user uid). */
  subject: string;
}

export type IdentityTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>;

/**
 * Verifies identity tokens for the exchange (docs/product/README.md: "the shell swaps the identity token for a product
 * token"): signature against the issuer's keys, issuer, audience (our client id), expiry. The built-in
 * provider's keys are read locally (no request to ourselves over a self-signed certificate); an external
 * issuer's keys come from `OIDC_JWKS_URI` or its discovery document.
 */
export function identityTokenVerifier(
  config: Pick<AuthConfig, 'issuers' | 'jwksUri' | 'clientId'>,
  localJwks: { keys: object[] } | null,
): IdentityTokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const getKeys = (): Promise<JWTVerifyGetKey> => {
    keys ??= resolveKeys(config, localJwks).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  return async (idToken) => {
    const { payload } = await jwtVerify(idToken, await getKeys(), {
      issuer: config.issuers,
      audience: config.clientId,
      requiredClaims: ['sub', 'exp'],
    });
    return { email: emailOf(payload), subject: String(payload.sub) };
  };
}

async function resolveKeys(
  config: Pick<AuthConfig, 'issuers' | 'jwksUri'>,
  localJwks: { keys: object[] } | null,
): Promise<JWTVerifyGetKey> {
  if (localJwks) return createLocalJWKSet(localJwks as Parameters<typeof createLocalJWKSet>[0]);
  if (config.jwksUri) return createRemoteJWKSet(new URL(config.jwksUri));
  const discovery = `${config.issuers[0]}/.well-known/openid-configuration`;
  const response = await fetch(discovery);
  if (!response.ok) throw new Error(`Identity provider discovery failed: ${response.status} at ${discovery}`);
  const metadata = (await response.json()) as { jwks_uri?: unknown };
  if (typeof metadata.jwks_uri !== 'string') throw new Error(`No jwks_uri at ${discovery}`);
  return createRemoteJWKSet(new URL(metadata.jwks_uri));
}

function emailOf(payload: JWTPayload): string | null {
  if (typeof payload.email === 'string' && payload.email) return payload.email;
  const emails = payload.emails;
  if (Array.isArray(emails) && typeof emails[0] === 'string') return emails[0];
  const preferred = payload.preferred_username;
  if (typeof preferred === 'string' && preferred.includes('@')) return preferred;
  return null;
}

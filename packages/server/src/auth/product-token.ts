import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The product token (docs/product/README.md, docs/product/entities.md "Token claims"): issued by this service after the identity-token exchange,
 * verified on every call. Self-contained so the service stays stateless (docs/architecture.md "Scale-out").
 */
export interface ProductUser {
  /** Integer user id. */
  userId: number;
  /** Upper-cased user uid. */
  userUid: string;
  /** Date the user last accepted the policy (`YYYY-MM-DD`), or null. */
  policyAcceptedDate: string | null;
}

export const PRODUCT_TOKEN_ISSUER = 'taxdep';
export const PRODUCT_TOKEN_AUDIENCE = 'taxdep-api';

/** The private claim carrying the signing instant in milliseconds (`iat` is in whole seconds). */
const ISSUED_AT_MS = 'iat_ms';

export async function signProductToken(user: ProductUser, secret: Uint8Array, lifetimeSeconds: number) {
  const issuedAtMs = Date.now();
  return (
    new SignJWT({ uid: user.userUid.toUpperCase(), pad: user.policyAcceptedDate, [ISSUED_AT_MS]: issuedAtMs })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setIssuer(PRODUCT_TOKEN_ISSUER)
      .setAudience(PRODUCT_TOKEN_AUDIENCE)
      // Each token its own (issue 15): two signed in the same second would otherwise be one string, and signing
      // out of one tab would end the other's (revoked-tokens.ts keys on the token).
      .setJti(randomUUID())
      // `iat` counts whole seconds; a reactivation ends the tokens issued before it to the millisecond (issue 24,
      // auth/account-status.ts), so a sign-in in the same second as the reactivation is not refused with them.
      .setIssuedAt(Math.floor(issuedAtMs / 1000))
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(secret)
  );
}

/**
 * Tokens already verified, each until its own expiry: every call carries the same token, and checking its HMAC and
 * claims again costs about 0.4 ms a call. Keyed by the whole token under its secret; bounded, oldest out first.
 */
const MAX_VERIFIED_TOKENS = 1000;
const verifiedTokens = new WeakMap<
  Uint8Array,
  Map<string, { user: ProductUser; expiresAtMs: number; issuedAtMs: number }>
>();

export async function verifyProductToken(token: string, secret: Uint8Array): Promise<ProductUser> {
  return (await verifyProductTokenDetails(token, secret)).user;
}

/** The verified token's user and when it ends (sign-out keeps a revoked token only until then, revoked-tokens.ts). */
export async function verifyProductTokenDetails(
  token: string,
  secret: Uint8Array,
): Promise<{ user: ProductUser; expiresAtMs: number; issuedAtMs: number }> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  const known = verified.get(token);
  if (known && Date.now() < known.expiresAtMs) return known;
  verified.delete(token);
  const details = await verifySignedToken(token, secret);
  verified.set(token, details);
  if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
  return details;
}

async function verifySignedToken(token: string, secret: Uint8Array) {
  const { payload } = await jwtVerify(token, secret, {
    issuer: PRODUCT_TOKEN_ISSUER,
    audience: PRODUCT_TOKEN_AUDIENCE,
    // Pinned: a token signed any other way (`none`, RS256 with our secret as a "public key") is refused.
    algorithms: ['HS256'],
    // A token without an expiry would be valid for ever (issue 10); ours always carry one.
    requiredClaims: ['exp', 'sub'],
  });
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.uid !== 'string') {
    throw new Error('Malformed product token');
  }
  const pad = payload.pad;
  const user: ProductUser = Object.freeze({
    userId,
    userUid: payload.uid,
    policyAcceptedDate: typeof pad === 'string' ? pad : null,
  });
  // A token without the millisecond claim counts from the start of its second (`iat`), or from the epoch.
  const issuedAtMs =
    typeof payload[ISSUED_AT_MS] === 'number' ? payload[ISSUED_AT_MS] : (payload.iat ?? 0) * 1000;
  return { user, expiresAtMs: (payload.exp ?? 0) * 1000, issuedAtMs };
}

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

export async function signProductToken(user: ProductUser, secret: Uint8Array, lifetimeSeconds: number) {
  return new SignJWT({ uid: user.userUid.toUpperCase(), pad: user.policyAcceptedDate })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.userId))
    .setIssuer(PRODUCT_TOKEN_ISSUER)
    .setAudience(PRODUCT_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret);
}

/**
 * Tokens already verified, each until its own expiry: every call carries the same token, and checking its HMAC and
 * claims again costs about 0.4 ms a call. Keyed by the whole token under its secret; bounded, oldest out first.
 */
const MAX_VERIFIED_TOKENS = 1000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { user: ProductUser; expiresAtMs: number }>>();

export async function verifyProductToken(token: string, secret: Uint8Array): Promise<ProductUser> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  const known = verified.get(token);
  if (known && Date.now() < known.expiresAtMs) return known.user;
  verified.delete(token);
  const { user, expiresAtMs } = await verifySignedToken(token, secret);
  verified.set(token, { user, expiresAtMs });
  if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
  return user;
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
  return { user, expiresAtMs: (payload.exp ?? 0) * 1000 };
}

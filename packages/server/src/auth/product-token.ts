import { jwtVerify, SignJWT } from 'jose';

/**
 * The product token (spec 1, 3 "Token claims"): issued by this service after the identity-token exchange,
 * verified on every call. Self-contained so the service stays stateless (architecture.md "Scale-out").
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

export async function verifyProductToken(token: string, secret: Uint8Array): Promise<ProductUser> {
  const { payload } = await jwtVerify(token, secret, {
    issuer: PRODUCT_TOKEN_ISSUER,
    audience: PRODUCT_TOKEN_AUDIENCE,
    algorithms: ['HS256'],
  });
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.uid !== 'string') {
    throw new Error('Malformed product token');
  }
  const pad = payload.pad;
  return { userId, userUid: payload.uid, policyAcceptedDate: typeof pad === 'string' ? pad : null };
}

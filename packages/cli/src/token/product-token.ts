import { jwtVerify, SignJWT } from 'jose';

/**
 * The product token (docs/product/entities.md "Token claims") as the service signs and verifies it in
 * packages/server/src/auth/product-token.ts: HS256 with the service's secret, `iss` 'taxdep', `aud` 'taxdep-api',
 * `sub` the user id as a string, `uid` the upper-cased uid, `pad` the policy acceptance date or null, `iat`, `exp`.
 * Written again here because the CLI does not import the service (dependency rule `cli-not-server-sources`);
 * command.test.ts proves a printed token is accepted by the real service.
 */
export interface TokenUser {
  userId: number;
  userUid: string;
  /** `YYYY-MM-DD` in the firm's time zone, or null. */
  policyAcceptedDate: string | null;
}

const ISSUER = 'taxdep';
const AUDIENCE = 'taxdep-api';

export function signProductToken(
  user: TokenUser,
  secret: Uint8Array,
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ uid: user.userUid.toUpperCase(), pad: user.policyAcceptedDate })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret);
}

/** The user a product token names, after checking it was signed with `secret` (same checks as the service). */
export async function readProductToken(token: string, secret: Uint8Array): Promise<TokenUser> {
  const { payload } = await jwtVerify(token, secret, {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
  });
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.uid !== 'string') {
    throw new Error('Malformed product token');
  }
  return {
    userId,
    userUid: payload.uid,
    policyAcceptedDate: typeof payload.pad === 'string' ? payload.pad : null,
  };
}

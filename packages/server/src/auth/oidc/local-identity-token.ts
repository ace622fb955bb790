import { importJWK, SignJWT } from 'jose';
import type { AuthConfig } from '../../config/auth-config';

/**
 * An identity token for `email` signed with the built-in provider's own key, as the provider would issue
 * it. Used by `taxdep token` (packages/cli) to go through the ordinary exchange of a running portal; whoever
 * can read the data folder could sign product tokens anyway. Null with an external identity provider.
 */
export async function localIdentityToken(
  auth: AuthConfig,
  email: string,
  lifetime = '2m',
): Promise<string | null> {
  const jwk = auth.providerKeys?.signingKeys[0];
  if (!jwk) return null;
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '' })
    .setIssuer(auth.issuers[0]!)
    .setAudience(auth.clientId)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(await importJWK(jwk, 'RS256'));
}

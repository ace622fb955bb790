import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { importJWK, type JWK, SignJWT } from 'jose';
import { type JsonAnswer, requestJson } from '../http/json-request';
import { readProductToken } from './product-token';
import type { TokenSettings } from './settings';
import type { UserLookup } from './user-lookup';

/** The portal did not answer: nothing holds the embedded database, so it can be read directly. */
export class PortalNotRunning extends Error {}

/**
 * Asks the running portal through its HTTP API, as a browser's sign-in does: an identity token for `email`, signed
 * with the built-in provider's key from the data folder (whoever can read that folder could sign product tokens
 * anyway), goes through the ordinary exchange `POST /api/v1/auth/token`, which finds the active user by email. The
 * product token it answers names the user; `PortalNotRunning` when nothing answers or no built-in provider exists.
 * The portal refuses unknown and disabled users alike (401), so both come back as `unknown`.
 */
export async function findUserThroughPortal(settings: TokenSettings, email: string): Promise<UserLookup> {
  const idToken = await identityToken(settings, email);
  if (!idToken) throw new PortalNotRunning('No built-in identity provider is configured.');
  const answer = await postJson(settings, '/api/v1/auth/token', { idToken });
  if (answer.status === 401) return { kind: 'unknown' };
  // A portal that is stopping answers 503 to new requests (fastify's return503OnClosing) until it lets go of the
  // database: the command then waits for the database as when nothing answers.
  if (answer.status === 503) throw new PortalNotRunning('The portal is stopping.');
  const token = (answer.body as { token?: unknown } | null)?.token;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`The portal answered ${answer.status} to the token exchange.`);
  }
  try {
    return { kind: 'active', user: await readProductToken(token, settings.tokenSecret) };
  } catch {
    throw new Error(
      "The portal's product token is not signed with this command's secret: set TOKEN_SECRET as the portal has it.",
    );
  }
}

/** As the built-in provider issues it (`sub` and `email` the address), for two minutes; null without its keys. */
async function identityToken(settings: TokenSettings, email: string): Promise<string | null> {
  const provider = settings.provider;
  if (!provider || !existsSync(provider.keysFile)) return null;
  const keys = JSON.parse(await readFile(provider.keysFile, 'utf8')) as { signingKeys?: JWK[] };
  const jwk = keys.signingKeys?.[0];
  if (!jwk) return null;
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '' })
    .setIssuer(provider.issuer)
    .setAudience(provider.clientId)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign(await importJWK(jwk, 'RS256'));
}

function postJson(settings: TokenSettings, path: string, body: unknown): Promise<JsonAnswer> {
  return requestJson({
    method: 'POST',
    url: new URL(path, settings.portalOrigin),
    body,
    certificate: settings.portalCertificate,
    timeoutMs: 10_000,
    notJson: (text) => text,
    timedOut: () => new PortalNotRunning('The portal did not answer in time.'),
  }).catch((error: NodeJS.ErrnoException) => {
    // Nothing answers: nothing holds the embedded database, so the command may read it directly. A connection
    // reset mid-request ("socket hang up") is a portal closing its sockets as it stops: the command then waits for
    // the database it releases (a CI run on a busy machine met this race, 28 November 2026).
    const down =
      error instanceof PortalNotRunning ||
      ['ECONNREFUSED', 'EHOSTUNREACH', 'ECONNRESET', 'EPIPE'].includes(error.code ?? '');
    throw down ? new PortalNotRunning(error.message) : error;
  });
}

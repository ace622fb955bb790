import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { localIdentityToken } from '@taxdep/server/auth/oidc/local-identity-token';
import { type ProductUser, verifyProductToken } from '@taxdep/server/auth/product-token';
import { UserDirectory } from '@taxdep/server/auth/users';
import type { Config } from '@taxdep/server/config/config';
import { openDatabase, targetFromConfig } from '@taxdep/server/db/connect';

/** The portal did not answer: nothing holds the embedded database, so it can be opened here. */
export class PortalNotRunning extends Error {}

/** Reads the user from the database (PostgreSQL, or PGlite when the portal is not running). */
export async function findUserInDatabase(config: Config, email: string): Promise<ProductUser | null> {
  const database = await openDatabase(targetFromConfig(config));
  try {
    const user = await new UserDirectory(database.db).findByEmail(email).catch(() => null);
    return user ? { userId: user.id, userUid: user.uid, policyAcceptedDate: user.policyAcceptedDate } : null;
  } finally {
    await database.close();
  }
}

/**
 * Asks the running portal: an identity token for `email` signed with the built-in provider's key goes
 * through the ordinary exchange (POST /api/v1/auth/token), which finds the user. Null when the portal
 * knows no such user; `PortalNotRunning` when nothing answers.
 */
export async function findUserThroughPortal(config: Config, email: string): Promise<ProductUser | null> {
  const idToken = await localIdentityToken(config.auth, email);
  if (!idToken) throw new PortalNotRunning('No built-in identity provider is configured.');
  const answer = await postJson(config, '/api/v1/auth/token', { idToken });
  if (answer.status === 401) return null;
  const token = (answer.body as { token?: unknown }).token;
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`The portal answered ${answer.status} to the token exchange.`);
  }
  return verifyProductToken(token, config.tokenSecret);
}

function postJson(config: Config, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, config.auth.publicOrigin);
  const payload = JSON.stringify(body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        // The embedded default's certificate is self-signed: trust exactly that one.
        ...(config.auth.tls ? { ca: config.auth.tls.cert } : {}),
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new PortalNotRunning('The portal did not answer in time.')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const down =
        error instanceof PortalNotRunning || error.code === 'ECONNREFUSED' || error.code === 'EHOSTUNREACH';
      reject(down ? new PortalNotRunning(error.message) : error);
    });
    req.end(payload);
  });
}

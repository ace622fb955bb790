/// <reference path="./oidc-provider.d.ts" />
import { randomBytes } from 'node:crypto';
import type { Database } from '@taxdep/db/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { hashPassword, verifyPassword } from '../password';
import { UserDirectory } from '../users';
import { errorPage, loginPage } from './pages';
import { INTERACTION_PATH } from './provider';
import { lockMessage, type SignInLock, SignInThrottle } from './sign-in-throttle';

const BAD_CREDENTIALS = 'The email or password is not correct.';

/**
 * Our own interaction pages for the built-in provider: the sign-in form (email and password checked against
 * the users table, throttled by sign-in-throttle.ts) and, should the provider ever ask, an automatic consent
 * for our first-party client.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  deps: { provider: Provider; db: Kysely<Database> },
) {
  const { provider, db } = deps;
  const throttle = new SignInThrottle(db);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: { uid: string } }>(
    `${INTERACTION_PATH}/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await detailsOrNull(provider, request, reply);
      if (!details) return;
      if (details.prompt.name === 'login') {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
        return sendPage(
          reply,
          200,
          loginPage({ action: loginAction(details.uid), email: hint, error: null }),
        );
      }
      // Consent (asked only when a request says prompt=consent) for our own client: granted without a screen.
      const accountId = details.session?.accountId;
      const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : null;
      if (!accountId || !clientId) {
        return sendPage(reply, 400, errorPage('This sign-in request is incomplete. Go back to the portal.'));
      }
      const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      const grant = existing ?? new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid');
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    `${INTERACTION_PATH}/:uid/login`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await detailsOrNull(provider, request, reply);
      if (!details) return;
      const email = (request.body?.email ?? '').trim();
      const password = request.body?.password ?? '';
      const action = loginAction(details.uid);
      const attempt = { email, address: request.ip };
      const admission = await throttle.admit(attempt);
      if (!admission.allowed) return sendLocked(reply, action, email, admission.lock);
      const accountId = await checkPassword(db, email, password);
      if (!accountId) {
        if (admission.lockOnFailure) return sendLocked(reply, action, email, admission.lockOnFailure);
        return sendPage(reply, 401, loginPage({ action, email, error: BAD_CREDENTIALS }));
      }
      await throttle.succeeded(attempt);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}

function loginAction(uid: string): string {
  return `${INTERACTION_PATH}/${encodeURIComponent(uid)}/login`;
}

/**
 * The uid of the user these credentials sign in, or null. Unknown emails, users without a password and
 * disabled users are checked against a dummy hash all the same, so the answer takes as long as for a real
 * account and its time does not tell which emails exist (issue 10). All get the same generic message.
 */
async function checkPassword(db: Kysely<Database>, email: string, password: string): Promise<string | null> {
  const user = email ? await new UserDirectory(db).findCredentials(email) : null;
  const usable = user?.passwordHash && !user.disabled ? user.passwordHash : null;
  const matches = await verifyPassword(password, usable ?? (await dummyHash()));
  return usable && matches && user ? user.uid : null;
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/** 429 with Retry-After and the form again, saying for how long (issue 10). */
function sendLocked(reply: FastifyReply, action: string, email: string, lock: SignInLock) {
  reply.header('Retry-After', String(lock.seconds));
  return sendPage(reply, 429, loginPage({ action, email, error: lockMessage(lock), locked: true }));
}

async function detailsOrNull(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    // No interaction cookie or an expired interaction: the sign-in must start again from the portal.
    await sendPage(
      reply,
      400,
      errorPage('This sign-in page has expired. Go back to the portal to sign in again.'),
    );
    return null;
  }
}

/** The Content-Security-Policy (no framing; inline style only by hash) comes from src/security-headers.ts. */
function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

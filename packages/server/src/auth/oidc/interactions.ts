/// <reference path="./oidc-provider.d.ts" />
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { verifyPassword } from '../password';
import type { UserDirectory } from '../users';
import { errorPage, loginPage } from './pages';
import { INTERACTION_PATH } from './provider';

const BAD_CREDENTIALS = 'The email or password is not correct.';

/**
 * Our own interaction pages for the built-in provider: the sign-in form (email and password checked against
 * the users table) and, should the provider ever ask, an automatic consent for our first-party client.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  deps: { provider: Provider; users: UserDirectory },
) {
  const { provider, users } = deps;
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
      const user = email ? await users.findByEmail(email) : null;
      const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : false;
      if (!user || !valid) {
        return sendPage(
          reply,
          401,
          loginPage({ action: loginAction(details.uid), email, error: BAD_CREDENTIALS }),
        );
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: user.uid } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}

function loginAction(uid: string): string {
  return `${INTERACTION_PATH}/${encodeURIComponent(uid)}/login`;
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

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .type('text/html; charset=utf-8')
    .send(html);
}

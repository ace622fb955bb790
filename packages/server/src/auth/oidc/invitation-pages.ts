/**
 * The page of an invitation link (issue 26 item 17; ../invitation-repository.ts): a new user of the built-in sign-in chooses
 * their password, then signs in from the portal as anyone does. Under the provider's mount, so the sign-in pages'
 * security headers apply (no framing, no script, the pages' style by hash; src/security-headers.ts).
 */
import type { Database } from '@taxdep/db/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  acceptInvitation,
  chosenPasswordError,
  INVITATION_PATH,
  invitedUser,
} from '../invitation-repository';
import { errorPage, invitationAcceptedPage, invitationPage } from './pages';

const NOT_VALID =
  'This invitation link is not valid: it has been used, it has expired, or a newer one replaced it. Ask your administrator for a new link.';

export async function invitationRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  const { db } = deps;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    INVITATION_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const token = String(request.query.token ?? '');
      const user = await invitedUser(db, token, new Date());
      if (!user) return sendPage(reply, 404, errorPage(NOT_VALID));
      return sendPage(
        reply,
        200,
        invitationPage({ action: INVITATION_PATH, token, email: user.email, error: null }),
      );
    },
  );

  app.post<{ Body: Record<string, string> }>(
    INVITATION_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const token = String(request.body?.token ?? '');
      const password = String(request.body?.password ?? '');
      const repeated = String(request.body?.repeated ?? '');
      const user = await invitedUser(db, token, new Date());
      if (!user) return sendPage(reply, 404, errorPage(NOT_VALID));
      const refused = chosenPasswordError(password, repeated);
      if (refused) {
        return sendPage(
          reply,
          400,
          invitationPage({ action: INVITATION_PATH, token, email: user.email, error: refused }),
        );
      }
      const email = await acceptInvitation(db, token, password, new Date());
      if (!email) return sendPage(reply, 404, errorPage(NOT_VALID));
      return sendPage(reply, 200, invitationAcceptedPage(email));
    },
  );
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

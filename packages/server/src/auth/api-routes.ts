import type { Database } from '@taxdep/db/schema';
import type { AuthorizedApp } from '@taxdep/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import { declareRoute } from '../contract/declare-route';
import { HttpError, unauthorized } from '../http/http-error';
import { clientConfigOf } from './client-config';
import type { IdentityTokenVerifier } from './identity-token';
import { signProductToken } from './product-token';
import { API_BASE, currentUser, presentedToken } from './require-user';
import { revokedTokensOf } from './revoked-tokens';
import type { SignInUser, UserDirectory } from './users';

/** The two values of `GET /api/authorize?app=` (docs/product/calls.md): the report view and the main portal. */
export const AUTHORIZED_APPS = ['FARR', 'PORTAL'] as const satisfies readonly AuthorizedApp[];

const forbidden = (message: string) => new HttpError(403, message);
const tags = ['auth'];

export interface ApiRouteDeps {
  db: Kysely<Database>;
  config: Config;
  users: UserDirectory;
  verifyIdentityToken: IdentityTokenVerifier;
  /** The clock, for policy acceptance (injectable for tests). */
  now?: () => Date;
}

/** Sign-in calls of docs/product/calls.md "Shell and main portal", with their OpenAPI descriptions; paths below `/api`. */
export async function apiRoutes(app: FastifyInstance, deps: ApiRouteDeps) {
  const { config, users, verifyIdentityToken } = deps;
  const now = deps.now ?? (() => new Date());
  const productTokenFor = (user: SignInUser) =>
    signProductToken(
      { userId: user.id, userUid: user.uid, policyAcceptedDate: user.policyAcceptedDate },
      config.tokenSecret,
      config.auth.productTokenLifetimeSeconds,
    );

  declareRoute(
    app,
    'GET /client-config',
    {
      tags,
      public: true,
      summary: 'What the web shell needs to sign in (MSAL settings per sub-application, API bases)',
    },
    async () => clientConfigOf(config.auth),
  );

  declareRoute(
    app,
    'POST /auth/token',
    {
      tags,
      public: true,
      prefix: API_BASE,
      summary:
        'Exchange an identity token for a product token (docs/product/README.md, docs/product/calls.md)',
      description:
        'Verifies the identity token (signature by the issuer, issuer, audience = client id, expiry) and finds ' +
        'the user by email or uid. `appId` is the id from the address parameter (docs/product/calls.md); it is checked for ' +
        'shape and not bound into the token. The product token carries the user id, the upper-cased uid and ' +
        'the policy acceptance date.',
      refusals: { 401: 'The identity token is refused, or no portal user matches it' },
    },
    async (request) => {
      let identity: Awaited<ReturnType<IdentityTokenVerifier>>;
      try {
        identity = await verifyIdentityToken(request.body.idToken);
      } catch (error) {
        request.log.info(
          { reason: error instanceof Error ? error.message : String(error) },
          'id token refused',
        );
        throw unauthorized('The identity token is invalid or has expired.');
      }
      const user =
        (identity.email ? await users.findByEmail(identity.email) : null) ??
        (await users.findByUid(identity.subject));
      if (!user) throw unauthorized('No portal user matches this identity.');
      return { token: await productTokenFor(user) };
    },
  );

  declareRoute(
    app,
    'GET /authorize',
    {
      tags,
      beforePolicy: true,
      summary: 'Whether the bearer of the product token may use an application (docs/product/calls.md)',
      refusals: { 403: 'Not allowed to use the application' },
    },
    async (request) => {
      // Surveyors and checkers (the only roles, docs/product/states-and-permissions.md#roles-and-permissions) use both applications; a removed or disabled user
      // uses neither, and the API scope's token check has already refused them (401).
      const user = currentUser(request);
      return { authorized: true, app: request.query.app, userId: user.userId, userUid: user.userUid };
    },
  );

  declareRoute(
    app,
    'DELETE /depreciationReports/token',
    {
      tags,
      beforePolicy: true,
      prefix: API_BASE,
      summary: 'Sign out: ends the product token the call carries (docs/product/calls.md, docs/security.md)',
      description:
        'Records the token as signed out until it would have expired; every later call with it answers 401. ' +
        "The identity provider's session is ended by the browser (the sign-in library's logout).",
    },
    async (request, reply) => {
      const presented = presentedToken(request);
      await revokedTokensOf(deps.db).revoke(presented.token, presented.user.userId, presented.expiresAtMs);
      return reply.code(204).send();
    },
  );

  declareRoute(
    app,
    'PUT /users/policyaccepted',
    {
      tags,
      beforePolicy: true,
      prefix: API_BASE,
      summary: "Record today's policy acceptance for the signed-in user; answers a renewed product token",
      refusals: { 403: 'Users can only accept the policy for themselves' },
    },
    async (request) => {
      const holder = currentUser(request);
      if (holder.userId !== request.query.userId) {
        throw forbidden('Users can only accept the policy for themselves.');
      }
      const user = await users.acceptPolicy(holder.userId, now());
      if (!user) throw unauthorized('This user no longer exists.');
      return { token: await productTokenFor(user) };
    },
  );
}

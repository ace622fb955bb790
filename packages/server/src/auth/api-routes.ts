import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { HttpError, unauthorized } from '../http/http-error';
import { idSchema } from '../http/input-limits';
import { clientConfigOf, clientConfigSchema } from './client-config';
import type { IdentityTokenVerifier } from './identity-token';
import { signProductToken } from './product-token';
import { API_BASE, currentUser } from './require-user';
import type { SignInUser, UserDirectory } from './users';

/** The two values of `GET /api/authorize?app=` (spec 7): the report view and the main portal. */
export const AUTHORIZED_APPS = ['FARR', 'PORTAL'] as const;

const forbidden = (message: string) => new HttpError(403, message);
const tokenSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;
const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const;

export interface ApiRouteDeps {
  config: Config;
  users: UserDirectory;
  verifyIdentityToken: IdentityTokenVerifier;
  /** The clock, for policy acceptance (injectable for tests). */
  now?: () => Date;
}

/** Sign-in calls of spec 7 "Shell and main portal", with their OpenAPI descriptions; paths below `/api`. */
export async function apiRoutes(app: FastifyInstance, deps: ApiRouteDeps) {
  const { config, users, verifyIdentityToken } = deps;
  const now = deps.now ?? (() => new Date());
  const productTokenFor = (user: SignInUser) =>
    signProductToken(
      { userId: user.id, userUid: user.uid, policyAcceptedDate: user.policyAcceptedDate },
      config.tokenSecret,
      config.auth.productTokenLifetimeSeconds,
    );

  app.get(
    '/client-config',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'What the web shell needs to sign in (MSAL settings per sub-application, API bases)',
        response: { 200: clientConfigSchema },
      },
    },
    async () => clientConfigOf(config.auth),
  );

  app.post<{ Body: { idToken: string; appId?: string } }>(
    `${API_BASE}/auth/token`,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange an identity token for a product token (spec 1, 7)',
        description:
          'Verifies the identity token (signature by the issuer, issuer, audience = client id, expiry) and finds ' +
          'the user by email or uid. `appId` is the id from the address parameter (spec 7); it is checked for ' +
          'shape and not bound into the token. The product token carries the user id, the upper-cased uid and ' +
          'the policy acceptance date.',
        body: {
          type: 'object',
          required: ['idToken'],
          additionalProperties: false,
          properties: {
            idToken: { type: 'string', minLength: 1, maxLength: 16384 },
            appId: { type: 'string', pattern: '^[0-9]{1,12}$' },
          },
        },
        response: { 200: tokenSchema, 401: messageSchema },
      },
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

  app.get<{ Querystring: { app: (typeof AUTHORIZED_APPS)[number] } }>(
    '/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the bearer of the product token may use an application (spec 7)',
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          required: ['app'],
          properties: { app: { type: 'string', enum: [...AUTHORIZED_APPS] } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              authorized: { type: 'boolean' },
              app: { type: 'string' },
              userId: { type: 'integer' },
              userUid: { type: 'string' },
            },
          },
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request) => {
      // Surveyors and checkers (the only roles, spec 6) use both applications; a removed or disabled user
      // uses neither, and the API scope's token check has already refused them (401).
      const user = currentUser(request);
      return { authorized: true, app: request.query.app, userId: user.userId, userUid: user.userUid };
    },
  );

  app.delete(
    `${API_BASE}/depreciationReports/token`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (spec 7). Product tokens are self-contained, so nothing is stored to revoke.',
        security: [{ bearerAuth: [] }],
        response: { 204: { type: 'null' }, 401: messageSchema },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  );

  app.put<{ Querystring: { userId: number } }>(
    `${API_BASE}/users/policyaccepted`,
    {
      schema: {
        tags: ['auth'],
        summary: "Record today's policy acceptance for the signed-in user; answers a renewed product token",
        security: [{ bearerAuth: [] }],
        querystring: {
          type: 'object',
          required: ['userId'],
          properties: { userId: idSchema },
        },
        response: { 200: tokenSchema, 401: messageSchema, 403: messageSchema },
      },
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

import type { Database } from '@taxdep/db/schema';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import { publicJwks } from '../config/provider-keys';
import { apiRoutes } from './api-routes';
import { identityTokenVerifier } from './identity-token';
import { interactionRoutes } from './oidc/interactions';
import { invitationRoutes } from './oidc/invitation-pages';
import { mountProvider } from './oidc/mount';
import { createProvider } from './oidc/provider';
import { sessionRoutes } from './session-routes';
import { UserDirectory } from './users';

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  config: Config;
}

/**
 * The built-in OpenID Connect provider under /oidc with its sign-in pages (embedded default, when `OIDC_ISSUER`
 * is unset). Registered at the root by app.ts: these pages are public by nature (they are where a user signs in).
 */
export const signInPages: FastifyPluginAsync<AuthRoutesOptions> = async (app, { db, config }) => {
  const keys = config.auth.providerKeys;
  if (!config.auth.embeddedProvider || !keys) return;
  const users = new UserDirectory(db);
  const provider = createProvider(config.auth, keys, users, db);
  await app.register(mountProvider, { provider });
  await app.register(interactionRoutes, { provider, db });
  // Issue 26 item 17: a new user's invitation link, where they choose their password.
  await app.register(invitationRoutes, { db });
};

/**
 * The sign-in calls of the API scope (src/api-scope.ts): `GET /api/client-config`, the token exchange
 * `POST /api/v1/auth/token`, `GET /api/authorize`, `DELETE /api/v1/depreciationReports/token` and
 * `PUT /api/v1/users/policyaccepted`.
 */
export const authApiRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { db, config }) => {
  const keys = config.auth.providerKeys;
  const localJwks = config.auth.embeddedProvider && keys ? publicJwks(keys) : null;
  const verifyIdentityToken = identityTokenVerifier(config.auth, localJwks);
  await app.register(apiRoutes, { db, config, users: new UserDirectory(db), verifyIdentityToken });
  await app.register(sessionRoutes, { db, config });
};

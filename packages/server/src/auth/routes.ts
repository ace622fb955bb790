import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { apiRoutes } from './api-routes';
import { identityTokenVerifier } from './identity-token';
import { interactionRoutes } from './oidc/interactions';
import { publicJwks } from './oidc/keys';
import { mountProvider } from './oidc/mount';
import { createProvider } from './oidc/provider';
import { UserDirectory } from './users';

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  config: Config;
}

/**
 * Sign-in: the built-in OpenID Connect provider under /oidc with its sign-in pages (embedded default, when
 * `OIDC_ISSUER` is unset), `GET /api/client-config`, the token exchange `POST /api/v1/auth/token`,
 * `GET /api/authorize`, `DELETE /api/v1/depreciationReports/token` and `PUT /api/v1/users/policyaccepted`.
 * Registered at the root by app.ts, so routes carry their full path.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { db, config }) => {
  const users = new UserDirectory(db);
  let localJwks: { keys: object[] } | null = null;
  const keys = config.auth.providerKeys;
  if (config.auth.embeddedProvider && keys) {
    const provider = createProvider(config.auth, keys, users, db);
    await app.register(mountProvider, { provider });
    await app.register(interactionRoutes, { provider, users });
    localJwks = publicJwks(keys);
  }
  const verifyIdentityToken = identityTokenVerifier(config.auth, localJwks);
  await app.register(apiRoutes, { config, users, verifyIdentityToken });
};

import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { assetRegisterRoutes } from './assets/register';
import type { AccountStatus } from './auth/account-status';
import { API_BASE, requireUser } from './auth/require-user';
import { authApiRoutes } from './auth/routes';
import type { Config } from './config';
import type { Database } from './db/schema';
import { inputGuard } from './http/input-guard';
import { reportRoutes } from './reports/routes';

export interface ApiScopeOptions {
  db: Kysely<Database>;
  config: Config;
  accounts: AccountStatus;
}

/**
 * Every call of the product, registered by app.ts under the prefix `/api`. Authentication belongs to the routes
 * (issue 10): the product-token hook is added to this plugin's scope, so Fastify runs it for every route
 * registered here, whatever spelling of the path matched; a route that may be called without a token says
 * `config: { public: true }` in its own declaration. A route under /api registered anywhere else fails the
 * start (src/route-table.ts).
 */
export const apiScope: FastifyPluginAsync<ApiScopeOptions> = async (api, { db, config, accounts }) => {
  api.addHook('onRoute', (route) => {
    route.config = { ...route.config, guarded: true };
  });
  api.addHook('onRequest', requireUser(config.tokenSecret, accounts));
  api.addHook('preValidation', inputGuard);
  // Spec 7: all calls carry no-cache; the answers are per user and change on every save.
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
  });

  await api.register(authApiRoutes, { db, config });
  await api.register(reportRoutes, { prefix: API_BASE, db });
  await api.register(assetRegisterRoutes, { prefix: API_BASE, db });
};

/** The asset register feature (issue 4): one plugin for app.ts, registering each area's routes under /api/v1. */
import type { FastifyPluginAsync } from 'fastify';
import { copyRegisterRoutes } from '../copy-register/routes';
import { demolitionRoutes } from '../demolitions/routes';
import { labelRoutes } from '../labels/routes';
import { outputColumnRoutes } from '../output-columns/routes';
import { referenceRoutes } from './reference-routes';
import { assetRoutes, type FeatureOptions } from './routes';

export const assetRegisterRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  // Only the database: the prefix of app.ts applies once, to this plugin.
  const options = { db };
  await app.register(assetRoutes, options);
  await app.register(referenceRoutes, options);
  await app.register(demolitionRoutes, options);
  await app.register(outputColumnRoutes, options);
  await app.register(labelRoutes, options);
  await app.register(copyRegisterRoutes, options);
};

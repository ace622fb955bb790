import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { assetRegisterRoutes } from './assets/register';
import { isApiPath, requireUser } from './auth/require-user';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import type { Database } from './db/schema';
import { HttpError } from './http-error';
import { reportRoutes } from './reports/routes';
import { fastifyOptions } from './server-options';

export interface AppDependencies {
  db: Kysely<Database>;
  config: Config;
  /** Log requests (main.ts); tests keep quiet. */
  logger?: boolean;
}

export async function buildApp({ db, config, logger = false }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config, logger));
  app.decorateRequest('user', null);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', requireUser(config.tokenSecret));
  // Spec 7: all calls carry no-cache; the answers are per user and change on every save.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-cache');
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'taxdep depreciation service',
        version: '1',
        description:
          'The calls of the portal (spec section 7) under /api/v1. Amounts are dollars, dates YYYY-MM-DD.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Features: one line each; the sign-in work fills src/auth/routes.ts (full paths, registered at the root).
  await app.register(authRoutes, { db, config });
  await app.register(reportRoutes, { prefix: '/api/v1', db });
  await app.register(assetRegisterRoutes, { prefix: '/api/v1', db });

  registerWeb(app, config.webDist);
  return app;
}

/** The built web app with fallback to index.html for client-side routes (spec 2.2); skipped when not built. */
function registerWeb(app: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) app.register(fastifyStatic, { root: webDist, wildcard: true });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWeb && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.` });
  });
}

/** Answers `{ message }`: the message of a 4xx, a generic text for anything else (never internals). */
function handleError(error: FastifyError, request: { log: FastifyInstance['log'] }, reply: ReplyLike) {
  if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
  if (error.validation) {
    return reply.code(400).send({ message: `Invalid request: ${error.message}.` });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large) are safe to repeat.
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Internal server error.' });
}

interface ReplyLike {
  code(status: number): { send(payload: unknown): unknown };
}

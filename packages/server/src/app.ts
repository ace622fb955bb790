import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Database } from '@taxdep/db/schema';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiScope } from './api-scope';
import { AccountStatus, signInPages } from './auth';
import { writeCapexReport } from './capex';
import type { Config } from './config/config';
import { validateResponses } from './contract/response-check';
import { HttpError } from './http/http-error';
import { recordRoutes } from './http/route-table';
import { guardSlowClients } from './http/slow-clients';
import { writeRcaReport } from './rca';
import { reportDocumentFileName, writeReportDocument } from './report-document';
import { ReportJobRunner, type ReportRenderer, type RunnerOptions, rendererByKind } from './report-jobs';
import { registerSecurityHeaders } from './security-headers';
import { fastifyOptions } from './server-options';
import { recordSignOff } from './workflow';

export interface AppDependencies {
  db: Kysely<Database>;
  config: Config;
  /** Log requests (main.ts); tests keep quiet. */
  logger?: boolean;
  /** Who may still call (src/auth/account-status.ts); one per app unless a test shares it. */
  accounts?: AccountStatus;
  /**
   * Check every answer of a contract route against its declaration (src/contract/response-check.ts); the tests
   * turn it on, the running service does not pay for it.
   */
  validateResponses?: boolean;
  /** The report PDF jobs (src/report-jobs): the renderer (tests inject a small one), its timings, and whether this
   * app runs jobs (default true; a test may drive them itself with `reportJobs.runOnce()`). */
  reportJobs?: { renderer?: ReportRenderer; options?: RunnerOptions; run?: boolean };
}

export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { db, config, logger = false } = dependencies;
  const app = Fastify(fastifyOptions(config, logger));
  recordRoutes(app);
  app.decorateRequest('user', null);
  app.setErrorHandler(handleError);
  await registerSecurityHeaders(app, config);
  guardSlowClients(app);
  if (dependencies.validateResponses) validateResponses(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'taxdep depreciation service',
        version: '1',
        description:
          'The calls of the portal (docs/product/calls.md) under /api/v1. Amounts are dollars, dates YYYY-MM-DD.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  // The API's documentation is public: it says what the calls are, not what any report holds.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  await app.register(signInPages, { db, config });
  const accounts = dependencies.accounts ?? new AccountStatus(db);
  // Report PDFs are made off the request path, one job at a time per instance, from start to close (issue 14).
  const jobs = dependencies.reportJobs;
  // Issues 27 and 28: each report is drawn with its kind's document (a depreciation schedule, a capex forecast, a
  // reinstatement cost assessment).
  const renderer =
    jobs?.renderer ??
    rendererByKind({
      depreciation: { write: writeReportDocument, fileName: reportDocumentFileName },
      capex: {
        write: (db, reportId, write, onProgress, _firstPages, _ownerId, signedOffAt) =>
          writeCapexReport(db, reportId, write, onProgress, signedOffAt),
        fileName: reportDocumentFileName,
      },
      // Issue 28: a reinstatement cost assessment's document (src/rca-document, from src/rca's stored inputs).
      rca: {
        write: (db, reportId, write, onProgress, _firstPages, _ownerId, signedOffAt) =>
          writeRcaReport(db, reportId, write, onProgress, signedOffAt),
        fileName: reportDocumentFileName,
      },
    });
  const reportJobs = new ReportJobRunner(db, renderer, {
    onError: (error) => app.log.error({ err: error }, 'report PDF job failed'),
    // Issue 26 item 11: a sign-off's step to Completed is recorded with its sealed PDF.
    recordSignOff,
    ...jobs?.options,
  });
  app.decorate('reportJobs', reportJobs);
  if (jobs?.run !== false) app.addHook('onReady', async () => reportJobs.start());
  app.addHook('onClose', async () => reportJobs.stop());
  await app.register(apiScope, { prefix: '/api', db, config, accounts, reportJobs });

  registerWeb(app, config.webDist);
  return app;
}

/** The built web app with fallback to index.html for client-side routes (docs/product/README.md#the-report-view-and-its-six-tabs); skipped when not built. */
function registerWeb(app: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  // Files are served only on page paths: an odd spelling of an API path falls through to the 404 below.
  if (hasWeb) {
    app.register(fastifyStatic, { root: webDist, wildcard: true, allowedPath: (path) => isPagePath(path) });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (hasWeb && request.method === 'GET' && isPagePath(request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: `No route ${request.method} ${pathOf(request.url)}.` });
  });
}

/**
 * A client-side route of the portal (answered with index.html), judged on the path as the router would read it:
 * decoded, with repeated slashes folded and in any case, so `//api/…` or `/%41PI/…` get a 404, not the page.
 */
function isPagePath(url: string): boolean {
  let path = pathOf(url);
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  const folded = path.replace(/\/{2,}/g, '/').toLowerCase();
  return !['/api', '/oidc'].some((base) => folded === base || folded.startsWith(`${base}/`));
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
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

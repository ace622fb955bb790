/**
 * The incentives' windows calls (issue 23 item 2; docs/api.md "Incentive windows"; declared in packages/domain/src/
 * api/incentive-window-calls.ts): `GET /incentiveWindows` answers any signed-in user the table in force (the browser
 * judges staged and register rows with it); the calls under /admin/incentive-windows answer 403 to anyone but an
 * administrator (access.ts, checked before the body is read).
 */

import type { Database } from '@taxdep/db/schema';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { HttpError } from '../http/http-error';
import { findLoads } from '../kernel/incentive-window-repository';
import { requireAdministrator } from './access';
import {
  IncentiveTableLoadRefused,
  incentiveWindowTable,
  loadIncentiveWindows,
  previewIncentiveWindows,
} from './incentive-windows';

const tags = ['Administration'];
const forbidden = { 403: 'The signed-in user is not an administrator' };

/**
 * The largest incentive table body: a table is a few dozen rows (a few kB); the file text may be up to 1,000,000
 * characters and JSON's escapes can double it. A larger body gets a 413 that says so.
 */
export const INCENTIVE_WINDOWS_BODY_LIMIT = 2 * 1024 * 1024;

export const incentiveWindowRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /incentiveWindows',
    {
      tags,
      summary: "The incentives' windows in force, with their version and who loaded them",
      description:
        'Any signed-in user: the portal judges IA and AD rows with them, as the service does. Version 0 is the ' +
        "release's defaults (no load stored).",
    },
    async () => incentiveWindowTable(db),
  );
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdministrator(db));
    admin.addHook('onRoute', (route) => {
      route.bodyLimit = INCENTIVE_WINDOWS_BODY_LIMIT;
    });
    admin.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({
          message: `The file is larger than ${INCENTIVE_WINDOWS_BODY_LIMIT / (1024 * 1024)} MB, far more than any incentive table.`,
        });
      }
      throw error;
    });
    loadRoutes(admin, db);
  });
};

function loadRoutes(app: FastifyInstance, db: Kysely<Database>) {
  declareRoute(
    app,
    'GET /admin/incentive-windows/loads',
    { tags, summary: "Every load of the incentives' windows, newest first", refusals: forbidden },
    async () => findLoads(db),
  );
  declareRoute(
    app,
    'POST /admin/incentive-windows/preview',
    {
      tags,
      summary: 'What an incentive table file would add, change and remove (nothing is stored)',
      description:
        'The file is the whole next table: windows it adds, changes (field by field) and leaves out, and every ' +
        'problem by line and column. Body over 2 MB → 413.',
      refusals: { ...forbidden, 413: 'The file is too large' },
    },
    async (request) => previewIncentiveWindows(db, request.body.fileName, request.body.text),
  );
  declareRoute(
    app,
    'POST /admin/incentive-windows/load',
    {
      tags,
      summary: "Loads an incentive table file as the next version of the incentives' windows",
      description:
        'Planned again against the table in force now. The versions before stay stored; the stored verdicts ' +
        'of IA and AD rows are voided and every figure uses the new table from the next call. 422 (with the ' +
        'reason) when the file has problems or is the table in force.',
      refusals: { ...forbidden, 413: 'The file is too large', 422: 'The file cannot be loaded' },
    },
    async (request) => {
      try {
        return await loadIncentiveWindows(db, request.body, currentUser(request).userId);
      } catch (error) {
        if (error instanceof IncentiveTableLoadRefused) throw new HttpError(422, error.message);
        throw error;
      }
    },
  );
}

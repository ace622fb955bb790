/** The administrator's reads of the loaded effective-life table and its loads (issue 26 item 17). */
import type { Database } from '@taxdep/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { declareRoute } from '../contract/declare-route';
import { readEffectiveLifeLoads, readEffectiveLifeTable } from './effective-life-table-repository';

const tags = ['Administration'];
const forbidden = { 403: 'The signed-in user is not an administrator' };

export function effectiveLifeReadRoutes(app: FastifyInstance, db: Kysely<Database>) {
  declareRoute(
    app,
    'GET /admin/effective-life/codes',
    {
      tags,
      summary: 'The loaded effective-life table, a page at a time, searched',
      description:
        'One row per life of each tax code of Tables A and B (a revised life is its own row, with its date of ' +
        'application and ruling), by code. searchValue matches code, industry, heading, description or source, ' +
        'case aside. A page past the last answers the last.',
      refusals: forbidden,
    },
    async (request) => readEffectiveLifeTable(db, request.query),
  );
  declareRoute(
    app,
    'GET /admin/effective-life/loads',
    {
      tags,
      summary: 'Every load of the effective-life table, newest first (the release’s own table included)',
      refusals: forbidden,
    },
    async () => readEffectiveLifeLoads(db),
  );
}

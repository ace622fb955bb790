/**
 * The building-rate library's calls (issue 28 item 3): `GET /buildingRates` answers any signed-in user; the calls
 * under /admin/building-rates answer 403 to anyone but an administrator (admin's requireAdministrator, before the
 * body is read), as the effective-life table's do.
 */
import type { Database } from '@taxdep/db/schema';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAdministrator } from '../admin';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { TAGS } from '../http/route-kit';
import { buildingRates, loadRates, previewRateLoad, rateLoads } from './rates';

const forbidden = { 403: 'The signed-in user is not an administrator' };

/**
 * The largest upload body: the contract's file text is at most 4,000,000 characters, each at most 3 bytes of UTF-8
 * (or 2 as JSON's escape of a quote), with the file name beside it. A larger body gets a 413 that says so.
 */
export const RATE_FILE_BODY_LIMIT = 13 * 1024 * 1024;

export async function rateRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  declareRoute(
    app,
    'GET /buildingRates',
    {
      tags: [TAGS.rca],
      summary: 'The firm’s building rates per m², or those in force on a date',
      description:
        'Any signed-in user. With asOf, the latest rate priced on or before it for each building type and ' +
        'location (what a new area is offered); without, every rate held. Ordered by building type, location, date.',
    },
    async (request) => buildingRates(db, request.query.asOf),
  );
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdministrator(db));
    admin.addHook('onRoute', (route) => {
      route.bodyLimit = RATE_FILE_BODY_LIMIT;
    });
    admin.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({
          message: `The file is larger than ${RATE_FILE_BODY_LIMIT / (1024 * 1024)} MB, far more than a rate library of 20,000 rows.`,
        });
      }
      throw error;
    });
    adminRateRoutes(admin, db);
  });
}

function adminRateRoutes(app: FastifyInstance, db: Kysely<Database>) {
  const tags = ['Administration'];
  declareRoute(
    app,
    'POST /admin/building-rates/preview',
    {
      tags,
      summary: 'What a building-rate file would add, and what it conflicts with (nothing is stored)',
      description:
        'A CSV with the headings building_type,location,rate_per_m2,priced_on,source. New rates, rates already ' +
        'held at the same figure, rates held for the same type, location and date at another figure (conflicts, ' +
        'never rewritten), and each row problem with its line.',
      refusals: { ...forbidden, 413: 'The file is too large' },
    },
    async (request) => previewRateLoad(db, request.body),
  );
  declareRoute(
    app,
    'POST /admin/building-rates/load',
    {
      tags,
      summary: 'Loads a building-rate file: adds its new rates, never rewriting one',
      description:
        'Planned again against the library as it is now. 422 (with the reason) when the file has row problems ' +
        'or conflicts, or adds nothing; loading the same file again therefore answers 422.',
      refusals: { ...forbidden, 413: 'The file is too large', 422: 'The file cannot be loaded' },
    },
    async (request) => loadRates(db, request.body, currentUser(request).userId),
  );
  declareRoute(
    app,
    'GET /admin/building-rates/loads',
    { tags, summary: 'Every load of the building-rate library, newest first', refusals: forbidden },
    async () => rateLoads(db),
  );
}

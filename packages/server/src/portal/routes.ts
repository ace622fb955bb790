/**
 * The main portal's lists (spec 7 "Shell and main portal"; docs/product/main-portal.md): funds, clients, a fund's
 * portfolios and reports, and the signed-in user's own work.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/require-user';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import * as service from './service';

const tags = [TAGS.portal];

const LIST_DESCRIPTION =
  'Filtered by searchValue (report name, property name, code and address), statusId and eofyReportDate; ' +
  'sorted by sortBy (default updatedAt, newest first), paged by pageNo and pageSize (default 50).';

export const portalRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(app, 'GET /funds/all', { tags, summary: 'Every fund with its client and counts' }, async () =>
    service.funds(db),
  );

  declareRoute(
    app,
    'GET /clients/all',
    { tags, summary: 'Every client with its number of funds' },
    async () => service.clients(db),
  );

  declareRoute(
    app,
    'GET /funds/{fundId}/portfolios',
    { tags, summary: "A fund's portfolios with their counts", refusals: { 404: 'No such fund' } },
    async (request) => service.portfolios(db, request.params.fundId),
  );

  declareRoute(
    app,
    'GET /funds/{fundId}/reports',
    {
      tags,
      summary: "A fund's reports, a page at a time",
      description: LIST_DESCRIPTION,
      refusals: { 404: 'No such fund' },
    },
    async (request) =>
      service.fundReports(db, request.params.fundId, currentUser(request).userId, request.query),
  );

  declareRoute(
    app,
    'GET /users/me/reports',
    {
      tags,
      summary: 'My work: the reports the signed-in user surveys or checks',
      description: `${LIST_DESCRIPTION} fundId narrows it to one fund.`,
    },
    async (request) => service.myReports(db, currentUser(request).userId, request.query),
  );
};

/**
 * The main portal's lists (spec 7 "Shell and main portal"; docs/product/main-portal.md): funds, clients, a fund's
 * portfolios and reports, and the signed-in user's own work.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import * as newWork from './new-work';
import * as service from './service';
import { wholeReport } from './whole-report';

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
    // JSON text made by the service (service.ts fundReportsJson), sent as it is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          await service.fundReportsJson(
            db,
            request.params.fundId,
            currentUser(request).userId,
            request.query,
          ),
        ),
  );

  declareRoute(
    app,
    'GET /users/me/reports',
    {
      tags,
      summary: 'My work: the reports the signed-in user surveys or checks',
      description:
        `${LIST_DESCRIPTION} fundId narrows it to one fund; myRole to the reports the user checks (checker) or ` +
        'surveys (surveyor): with statusId 2 (QA Review), myRole=checker is what waits for their check.',
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await service.myReportsJson(db, currentUser(request).userId, request.query)),
  );

  declareRoute(
    app,
    'GET /portfolios/{portfolioId}/properties',
    {
      tags,
      summary: "A portfolio's properties, by name, with their master record and reports (New work)",
      refusals: { 404: 'No such portfolio' },
    },
    async (request) => newWork.properties(db, request.params.portfolioId),
  );

  declareRoute(
    app,
    'GET /users/staff',
    { tags, summary: 'The active staff, by name: who may survey or check a new report' },
    async () => newWork.staff(db),
  );

  declareRoute(
    app,
    'POST /portfolios/{portfolioId}/depreciationReports',
    {
      tags,
      summary: 'New work: a report for an existing or a new property of the portfolio',
      description:
        'Exactly one of propertyId (a property of this portfolio) and newProperty. The report starts In Progress ' +
        'with the EOFY date (a 30 June), its report name from that date, the method, surveyor and checker (active ' +
        "users, not the same person) and the surveyor's office. A new property keeps the masterId given, or gets " +
        '`TD-<property id>`; reports sharing a masterId are what Copy Previous Asset Register offers.',
      refusals: { 404: 'No such portfolio' },
    },
    async (request) => newWork.createReport(db, request.params.portfolioId, request.body),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/all',
    {
      tags,
      summary: 'The whole report in one answer, for integrations',
      description:
        "General Info (as GET /depreciationReports/{id} answers it for the caller), the register's counts " +
        '(assets, with errors, not yet checked, demolitions), the Summary tab (first 25 asset lines; the totals are ' +
        "the whole register's) and links to the calls that carry the register's lines, figures and documents.",
      refusals: { 404: 'No such report' },
    },
    async (request) => wholeReport(db, request.params.id, currentUser(request).userId),
  );
};

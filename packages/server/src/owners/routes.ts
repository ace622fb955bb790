/**
 * Issue 23 item 7: the report's owners (declared in packages/domain/src/api/owner-calls.ts; docs/api.md "Owners").
 * Read: any signed-in user; write: the report's surveyor or checker while it is not read-only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { getOwners, saveOwners } from './service';

const tags = [TAGS.reports];

export const ownerRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}/owners',
    { tags, summary: 'The report’s owners and their shares', refusals: { 404: 'No such report' } },
    async (request) => getOwners(db, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    'PUT /depreciationReports/{id}/owners',
    {
      tags,
      writesReport: 'id',
      summary: 'Replace the report’s owners (shares in hundredths of a percent, adding up to 10000)',
      description: [
        'The whole list in order; an empty list removes every owner. An owner sent with its `ownerId` keeps it.',
        'Refused with 422 when a name is missing or repeated, a share is not 1 to 10000, there are more than 20',
        'owners or the shares do not add up to exactly 10000 (100.00%); 403 for anyone but the surveyor and the',
        'checker; 409 when the report is read-only. A change is recorded in the report’s history.',
      ].join(' '),
      refusals: {
        404: 'No such report',
        422: 'The owners break a rule',
        403: 'Not the surveyor or the checker of the report',
        409: 'Read-only report',
      },
    },
    async (request) => saveOwners(db, request.params.id, request.body, currentUser(request).userId),
  );
};

/**
 * Issue 27 item 4: commit a forecast's replacement into a depreciation report (commit.ts; docs/api.md "Capex
 * forecasts"). The forecast is only read: what is written is the depreciation report named in the body, under that
 * report's own edit rule (the register's save), so the routes declare no `writesReport` on the forecast's id.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { commitReplacement, commitTargets } from './commit';

const tags = [TAGS.capex];

export const capexCommitRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /CapexReports/{id}/commitTargets',
    {
      tags,
      summary: 'The depreciation reports In Progress of the forecast’s property, newest first',
      description: 'Each says whether the signed-in user may edit it (a commit by anyone else is refused).',
      refusals: { 404: 'No such capex forecast (or the id is a depreciation report’s)' },
    },
    async (request) => commitTargets(db, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    'POST /CapexReports/{id}/commit',
    {
      tags,
      summary: 'Commit a replacement: a new asset and the replaced asset’s disposal (preview, or save both)',
      description: [
        'The new asset: the item’s description and location, the replacement’s escalated cost in that year, start',
        'and invoice date 1 July of that financial year, the item’s tax code with the category it gives and the',
        'report’s method; saved through the register’s own save (derived rate, verdict, history). The item’s',
        'replacesAssetId asset, if it is in that report, is disposed of on the same 1 July for a termination value',
        'of $0 (s40-285). save: false answers the same and saves nothing; save: true saves both in one transaction.',
      ].join(' '),
      refusals: {
        404: 'No such capex forecast, item or depreciation report',
        403: 'Not the surveyor or the checker of the depreciation report',
        409: 'The depreciation report is not In Progress, or the replaced asset is already disposed of',
        422: 'Another property’s report, no replacement of the item in that year, or an unknown tax code',
      },
    },
    async (request) =>
      commitReplacement(db, {
        reportId: request.params.id,
        body: request.body,
        userId: currentUser(request).userId,
      }),
  );
};

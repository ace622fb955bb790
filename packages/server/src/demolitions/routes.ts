import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { deleteDemolition, saveDemolition } from './service';

const tags = [TAGS.register];
const refusals = {
  404: 'No such report, asset or demolition',
  409: 'Read-only report or asset: nothing was changed',
};

/** Demolition calls of docs/product/calls.md under /api/v1; requests and answers are the contract's (issue 11). */
export const demolitionRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'POST /depreciationReports/modelAssets/demolitionDates',
    {
      tags,
      summary: 'Create (no id) or save a demolition; the tick creates one with null date and rate',
      description:
        'Answers the demolition with adjustedHistoricalCost = historical cost × (1 − total rate to this ' +
        'demolition) and adjustedAnnualDepreciation = that × rate, computed by the engine; null under method DV. ' +
        'assetDemolitions: all the asset’s demolitions with their recomputed figures (a write moves the ' +
        'cumulative figures of the others, docs/tax-rules.md rule 7).',
      refusals,
    },
    async (request) => saveDemolition(db, request.body, currentUser(request).userId),
  );

  declareRoute(
    app,
    'DELETE /depreciationReports/{id}/modelAssets/assetDemolitions/{demolitionId}',
    { tags, writesReport: 'id', summary: 'Delete one demolition of report {id}', refusals },
    async (request) =>
      deleteDemolition(db, request.params.id, request.params.demolitionId, currentUser(request).userId),
  );
};

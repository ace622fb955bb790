import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { COLUMN_IDENTIFIERS, getDisplayFlags, saveDisplayFlags } from './service';

const tags = [TAGS.register];

/** Manage Output calls of docs/product/calls.md under /api/v1; requests and answers are the contract's (issue 11). */
export const outputColumnRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /depreciation-reports/{id}/model-asset-display-flags',
    {
      tags,
      summary: 'The 12 optional column flags of the register (default: all shown)',
      description: 'Each flag by name, and the same as a `columns` list of { columnIdentifier, display }.',
      refusals: { 404: 'No such report' },
    },
    async (request) => getDisplayFlags(db, request.params.id),
  );

  declareRoute(
    app,
    'POST /depreciation-reports/model-asset-display-flags',
    {
      tags,
      summary: 'Save output column flags',
      description:
        'Body `{ depreciationReportId, columns: [{ columnIdentifier, display }] }`; columnIdentifier is one of ' +
        `${COLUMN_IDENTIFIERS.join(', ')}. Columns not sent keep their flag. Answers the flags as stored.`,
      refusals: { 404: 'No such report', 409: 'Read-only report: nothing was changed' },
    },
    async (request) => saveDisplayFlags(db, request.body, currentUser(request).userId),
  );
};

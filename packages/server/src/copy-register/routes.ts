import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { copyAssetRegister, listPreviousRegisters } from './service';

const tags = [TAGS.register];

/**
 * Copy Previous Asset Register calls (designed here; docs/product/calls.md says "not shown"; docs/api.md); requests and answers
 * are the contract's (issue 11).
 */
export const copyRegisterRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}/previousAssetRegisters',
    {
      tags,
      summary: 'Earlier registers of the same property (other reports with the same masterId), newest first',
      description:
        'Newest first: EOFY report date, then assessment date, then id, each descending, nulls last.',
      refusals: { 404: 'No such report' },
    },
    async (request) => listPreviousRegisters(db, request.params.id),
  );

  declareRoute(
    app,
    'POST /depreciationReports/{id}/copyAssetRegister',
    {
      tags,
      writesReport: 'id',
      summary: 'Copy the assets of an earlier register of the same property into report {id}',
      description: [
        'One transaction. Appends copies of every asset of sourceReportId with their demolitions; the labels',
        'used by them come along (a target label with the same name is reused, else created with its',
        'abandonment date). Copies are editable (readOnly false). Only when report {id} is In Progress or',
        'QA Review and not read-only (409 otherwise); 422 when the source is not of the same property.',
      ].join(' '),
      refusals: {
        404: 'No such report',
        409: 'Read-only report, or not In Progress or QA Review: nothing was changed',
        422: 'Source is the target or of another property',
      },
    },
    async (request) =>
      copyAssetRegister(db, request.params.id, request.body.sourceReportId, currentUser(request).userId),
  );
};

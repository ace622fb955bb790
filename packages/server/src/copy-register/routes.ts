import type { FastifyPluginAsync } from 'fastify';
import { idSchema } from '../http/input-limits';
import {
  errorResponses,
  type FeatureOptions,
  messageSchema,
  notFoundResponse,
  readOnlyResponse,
  reportIdParams,
  security,
  TAGS,
} from '../http/route-kit';
import { copyAssetRegister, listPreviousRegisters } from './service';

const TAG = TAGS.register;

/** Copy Previous Asset Register calls (designed here; spec 7 says "not shown"; docs/api.md). */
export const copyRegisterRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  app.get<{ Params: { id: number } }>(
    '/depreciationReports/:id/previousAssetRegisters',
    {
      schema: {
        tags: [TAG],
        security,
        summary:
          'Earlier registers of the same property (other reports with the same masterId), newest first',
        description:
          'Newest first: EOFY report date, then assessment date, then id, each descending, nulls last.',
        params: reportIdParams,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                endoffinyearreportdate: { type: ['string', 'null'] },
                assessmentDate: { type: ['string', 'null'] },
                status: { type: ['string', 'null'] },
                numberOfAssets: { type: 'integer' },
              },
            },
          },
          ...errorResponses,
          ...notFoundResponse,
        },
      },
    },
    async (request) => listPreviousRegisters(db, request.params.id),
  );

  app.post<{ Params: { id: number }; Body: { sourceReportId: number } }>(
    '/depreciationReports/:id/copyAssetRegister',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Copy the assets of an earlier register of the same property into report {id}',
        description: [
          'One transaction. Appends copies of every asset of sourceReportId with their demolitions; the labels',
          'used by them come along (a target label with the same name is reused, else created with its',
          'abandonment date). Copies are editable (readOnly false). Only when report {id} is In Progress or',
          'QA Review and not read-only (409 otherwise); 422 when the source is not of the same property.',
        ].join(' '),
        params: reportIdParams,
        body: {
          type: 'object',
          required: ['sourceReportId'],
          properties: { sourceReportId: idSchema },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              copiedAssets: { type: 'integer' },
              copiedDemolitions: { type: 'integer' },
              createdLabels: { type: 'integer' },
            },
          },
          ...errorResponses,
          ...notFoundResponse,
          ...readOnlyResponse,
          422: { description: 'Source is the target or of another property', ...messageSchema },
        },
      },
    },
    async (request) => copyAssetRegister(db, request.params.id, request.body.sourceReportId),
  );
};

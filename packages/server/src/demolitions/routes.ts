import type { FastifyPluginAsync } from 'fastify';
import { civilDateSchema, idParams, idSchema, newOrIdSchema } from '../http/input-limits';
import {
  errorResponses,
  type FeatureOptions,
  notFoundResponse,
  readOnlyResponse,
  security,
  TAGS,
} from '../http/route-kit';
import { demolitionSchema } from '../register-model/wire-schemas';
import { type DemolitionBody, deleteDemolition, saveDemolition } from './service';

const TAG = TAGS.register;

const demolitionBodySchema = {
  type: 'object',
  required: ['modelAsset'],
  properties: {
    id: { ...newOrIdSchema, description: 'Absent, null or 0 creates' },
    modelAsset: {
      type: 'object',
      required: ['id', 'depreciationReportId'],
      properties: { id: idSchema, depreciationReportId: idSchema },
    },
    demoDate: {
      ...civilDateSchema,
      description: 'YYYY-MM-DD (a 30 June from the drop-down); null when empty',
    },
    rate: {
      type: ['number', 'null'],
      exclusiveMinimum: 0,
      maximum: 100,
      description: 'Percent, more than 0 and at most 100; null when empty',
    },
  },
} as const;

/** A write moves the cumulative figures of the asset's other demolitions (domain.md rule 7): all come back. */
const assetDemolitionsSchema = {
  type: 'array',
  items: demolitionSchema,
  description: 'Every demolition of the asset after the write, in id order, with recomputed figures',
} as const;

/** Demolition calls of spec 7 under /api/v1. */
export const demolitionRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  app.post<{ Body: DemolitionBody }>(
    '/depreciationReports/modelAssets/demolitionDates',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Create (no id) or save a demolition; the tick creates one with null date and rate',
        description:
          'Answers the demolition with adjustedHistoricalCost = historical cost × (1 − total rate to this ' +
          'demolition) and adjustedAnnualDepreciation = that × rate, computed by the engine; null under method DV. ' +
          'assetDemolitions: all the asset’s demolitions with their recomputed figures.',
        body: demolitionBodySchema,
        response: {
          200: {
            ...demolitionSchema,
            properties: { ...demolitionSchema.properties, assetDemolitions: assetDemolitionsSchema },
          },
          ...errorResponses,
          ...notFoundResponse,
          ...readOnlyResponse,
        },
      },
    },
    async (request) => saveDemolition(db, request.body),
  );

  app.delete<{ Params: { id: number; demolitionId: number } }>(
    '/depreciationReports/:id/modelAssets/assetDemolitions/:demolitionId',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Delete one demolition of report {id}',
        params: idParams('id', 'demolitionId'),
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              deleted: { type: 'boolean' },
              modelAssetId: { type: 'integer' },
              assetDemolitions: assetDemolitionsSchema,
            },
          },
          ...errorResponses,
          ...notFoundResponse,
          ...readOnlyResponse,
        },
      },
    },
    async (request) => deleteDemolition(db, request.params.id, request.params.demolitionId),
  );
};

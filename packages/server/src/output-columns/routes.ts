import type { FastifyPluginAsync } from 'fastify';
import { idSchema } from '../http/input-limits';
import {
  errorResponses,
  type FeatureOptions,
  notFoundResponse,
  readOnlyResponse,
  reportIdParams,
  security,
  TAGS,
} from '../http/route-kit';
import { COLUMN_IDENTIFIERS, type DisplayFlagsBody, getDisplayFlags, saveDisplayFlags } from './service';

const TAG = TAGS.register;

const flagsSchema = {
  type: 'object',
  properties: {
    depreciationReportId: { type: 'integer' },
    ...Object.fromEntries(COLUMN_IDENTIFIERS.map((name) => [name, { type: 'boolean' }])),
    columns: {
      type: 'array',
      items: {
        type: 'object',
        properties: { columnIdentifier: { type: 'string' }, display: { type: 'boolean' } },
      },
    },
  },
} as const;

const bodySchema = {
  type: 'object',
  required: ['depreciationReportId', 'columns'],
  properties: {
    depreciationReportId: idSchema,
    columns: {
      type: 'array',
      maxItems: COLUMN_IDENTIFIERS.length,
      items: {
        type: 'object',
        required: ['columnIdentifier', 'display'],
        properties: {
          columnIdentifier: { type: 'string', enum: COLUMN_IDENTIFIERS },
          display: { type: 'boolean' },
        },
      },
    },
  },
} as const;

/** Manage Output calls of spec 7 under /api/v1. */
export const outputColumnRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  app.get<{ Params: { id: number } }>(
    '/depreciation-reports/:id/model-asset-display-flags',
    {
      schema: {
        tags: ['Asset register'],
        security,
        summary: 'The 12 optional column flags of the register (default: all shown)',
        description: 'Each flag by name, and the same as a `columns` list of { columnIdentifier, display }.',
        params: reportIdParams,
        response: { 200: flagsSchema, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request) => getDisplayFlags(db, request.params.id),
  );

  app.post<{ Body: DisplayFlagsBody }>(
    '/depreciation-reports/model-asset-display-flags',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Save output column flags',
        description:
          'Body `{ depreciationReportId, columns: [{ columnIdentifier, display }] }`; columnIdentifier is one of ' +
          `${COLUMN_IDENTIFIERS.join(', ')}. Columns not sent keep their flag. Answers the flags as stored.`,
        body: bodySchema,
        response: { 200: flagsSchema, ...errorResponses, ...notFoundResponse, ...readOnlyResponse },
      },
    },
    async (request) => saveDisplayFlags(db, request.body),
  );
};

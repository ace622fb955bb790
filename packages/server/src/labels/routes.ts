import { LABEL_MAPPING_CONFLICT_MESSAGE, LABEL_MAX_LENGTH } from '@taxdep/domain/assets';
import type { FastifyPluginAsync } from 'fastify';
import {
  CODE_MAX_LENGTH,
  civilDateSchema,
  idSchema,
  newOrIdSchema,
  nullableIdSchema,
  TEXT_MAX_LENGTH,
} from '../http/input-limits';
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
import {
  assetListSchema,
  type ListControls,
  listBodySchema,
  listOptions,
  listQuerystring,
  sendListing,
} from '../listing';
import { labelSchema } from '../register-model/wire-schemas';
import {
  deleteLabel,
  type LabelSaveBody,
  LabelValidationError,
  listLabels,
  MAPPED,
  type MappingBody,
  mapLabel,
  saveLabels,
  UNMAPPED,
} from './service';

const TAG = TAGS.register;

const labelInput = {
  type: 'object',
  required: ['label'],
  properties: {
    id: { ...newOrIdSchema, description: 'Absent, null or 0 creates' },
    label: {
      type: 'string',
      // Spec 9's 100 is the domain's rule, answered with the spec 8 message per label (422); this only bounds it.
      maxLength: TEXT_MAX_LENGTH,
      description: `Non-empty, unique, at most ${LABEL_MAX_LENGTH} characters`,
    },
    depreciationReportId: nullableIdSchema,
    abandonmentDate: { ...civilDateSchema, description: 'YYYY-MM-DD (extension)' },
  },
} as const;

/** A label of the list answers, with how many assets it links (the dialog's delete warning, spec 8). */
const listedLabelSchema = {
  ...labelSchema,
  properties: {
    ...labelSchema.properties,
    linkedAssetCount: {
      type: 'integer',
      minimum: 0,
      description: 'Assets of the register linked with this label (any page)',
    },
  },
} as const;

const labelListSchema = {
  type: 'object',
  properties: { abandonmentLabel: { type: 'array', items: listedLabelSchema } },
} as const;

const labelErrorsSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          index: {
            type: 'integer',
            description: 'Position in the dialog (stored labels first, then new ones)',
          },
          id: { type: ['integer', 'null'] },
          problem: { type: 'string', enum: ['blank', 'duplicate', 'tooLong'] },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

/** Abandonment label calls of spec 7 under /api/v1. */
export const labelRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  app.get<{ Params: { id: number } }>(
    '/depreciationReports/:id/abandonment-label',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'The labels of the report',
        params: reportIdParams,
        response: { 200: labelListSchema, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request) => listLabels(db, request.params.id),
  );

  app.post<{ Body: LabelSaveBody }>(
    '/depreciationReports/abandonment-label',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Create or save labels (one, a list, or { depreciationReportId, abandonmentLabel: [...] })',
        description:
          'All or nothing. 422 with the spec 8 messages and `errors` per label when one is blank ("Label N is ' +
          'currently blank, …"), a duplicate ("Label Name already exists.") or too long. Answers the whole list. ' +
          '409 when the report is read-only, or when the abandonment date of a label linked with a read-only ' +
          'asset would change or be cleared (a rename passes). Save with no labels: ' +
          '`{ depreciationReportId, abandonmentLabel: [] }`.',
        body: {
          oneOf: [
            labelInput,
            { type: 'array', items: labelInput, maxItems: 500 },
            {
              type: 'object',
              required: ['depreciationReportId', 'abandonmentLabel'],
              properties: {
                depreciationReportId: idSchema,
                abandonmentLabel: { type: 'array', items: labelInput, maxItems: 500 },
              },
            },
          ],
        },
        response: {
          200: labelListSchema,
          ...errorResponses,
          ...notFoundResponse,
          ...readOnlyResponse,
          422: { description: 'Label rules broken', ...labelErrorsSchema },
        },
      },
    },
    async (request, reply) => {
      try {
        return await saveLabels(db, request.body);
      } catch (error) {
        if (!(error instanceof LabelValidationError)) throw error;
        return reply.code(422).send({ message: error.message, errors: error.errors });
      }
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/depreciationReports/abandonment-label/:id',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Delete a label; its assets are unlinked',
        description: '409 when the report is read-only or a linked asset is read-only (nothing changes).',
        params: reportIdParams,
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              deleted: { type: 'boolean' },
              unlinkedAssets: { type: 'integer' },
            },
          },
          ...errorResponses,
          ...notFoundResponse,
          ...readOnlyResponse,
        },
      },
    },
    async (request) => deleteLabel(db, request.params.id),
  );

  app.post<{ Body: MappingBody }>(
    '/depreciationReports/modelAssets/model-abandonment-label',
    {
      schema: {
        tags: [TAG],
        security,
        summary: `Link an asset to a label (text '${MAPPED}') or unlink it with abandonmentLabelId 0 ('${UNMAPPED}')`,
        body: {
          type: 'object',
          required: ['modelAssetId', 'abandonmentLabelId'],
          properties: {
            modelAssetId: idSchema,
            abandonmentLabelId: { ...newOrIdSchema, type: 'integer' },
            assetCode: {
              type: ['string', 'null'],
              maxLength: CODE_MAX_LENGTH,
              description: 'Informative; the stored tax code is compared',
            },
          },
        },
        response: {
          200: { type: 'string', description: `'${MAPPED}' or '${UNMAPPED}'` },
          ...errorResponses,
          ...notFoundResponse,
          409: { description: `Read-only, or '${LABEL_MAPPING_CONFLICT_MESSAGE}'`, ...messageSchema },
        },
      },
    },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(await mapLabel(db, request.body)),
  );

  const listResponses = { 200: assetListSchema, ...errorResponses, ...notFoundResponse };
  const listDescription =
    'The abandonment view: every asset of the register with its label; same paging as the register.';
  app.get<{ Params: { id: number }; Querystring: ListControls }>(
    '/depreciationReports/:id/abandonment-assets',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Abandonment view page',
        description: listDescription,
        params: reportIdParams,
        querystring: listQuerystring,
        response: listResponses,
      },
    },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.query)),
  );
  app.post<{ Params: { id: number }; Body: ListControls }>(
    '/depreciationReports/:id/abandonment-assets/all',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Abandonment view page with search, filter and sort',
        description: listDescription,
        params: reportIdParams,
        body: listBodySchema,
        response: listResponses,
      },
    },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.body ?? {})),
  );
};

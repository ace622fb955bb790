import type { Asset } from '@taxdep/domain';
import type { FastifyPluginAsync } from 'fastify';
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
  listRegisterTaxCodes,
  sendListing,
} from '../listing';
import { centsOfWire, dateOfWire, rateOfWire } from '../register-model/wire';
import { assetSchema } from '../register-model/wire-schemas';
import { assetSaveSchema, deleteAnswerSchema, deleteSelectionSchema } from './schemas';
import { type AssetSaveBody, deleteAssets, saveAsset } from './service';

const TAG = TAGS.register;

const AMOUNT_FIELDS = [
  'originalCost',
  'writtenDownValue',
  'annualDepreciationClaim',
  'historicalBuildingCost',
  'terminationValue',
] as const;
const RATE_FIELDS = ['depreciationRate', 'sourceTaxRate'] as const;
const DATE_FIELDS = [
  'invoiceDate',
  'depreciationCommencementDate',
  'financialYearEndDate',
  'writtenDownValueDate',
  'disposalDate',
] as const;

/**
 * Every amount, rate and date of a saved asset and of its `base` is checked before the save (issue 10: every
 * input is validated at the boundary), also those the save never converts: a derived rate or a PC claim replaces
 * the sent one, and `base` is only compared. The messages are the mapper's, naming the field.
 */
type CheckedField = (typeof AMOUNT_FIELDS | typeof RATE_FIELDS | typeof DATE_FIELDS)[number];

function refuseBadValues(asset: Partial<Pick<Asset, CheckedField>> | null | undefined, prefix: string): void {
  if (!asset) return;
  for (const name of AMOUNT_FIELDS) centsOfWire(`${prefix}${name}`, asset[name]);
  for (const name of RATE_FIELDS) rateOfWire(`${prefix}${name}`, asset[name]);
  for (const name of DATE_FIELDS) dateOfWire(`${prefix}${name}`, asset[name]);
}

/** Asset register listing, save and delete calls of docs/product/calls.md, under /api/v1. */
export const assetRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  const listResponses = { 200: assetListSchema, ...errorResponses, ...notFoundResponse };

  app.get<{ Params: { id: number }; Querystring: ListControls }>(
    '/depreciationReports/:id/modelAssets',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'One page of the register (no search or filter)',
        params: reportIdParams,
        querystring: listQuerystring,
        response: listResponses,
      },
    },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.query)),
  );

  app.post<{ Params: { id: number }; Body: ListControls }>(
    '/depreciationReports/:id/modelAssets/all',
    {
      schema: {
        tags: [TAG],
        security,
        summary:
          'One page of the register with search, tax-code filter, sort, error mode and demolition view',
        description:
          'Dates sort with nulls last in both orders, id ascending breaks ties. pageSize one of 25, 50, 100, 200. ' +
          'A page beyond the last answers an empty list with the totals.',
        params: reportIdParams,
        body: listBodySchema,
        response: listResponses,
      },
    },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.body ?? {})),
  );

  app.get<{ Params: { id: number } }>(
    '/depreciationReports/:id/modelAssets/all/assetcodes',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'The distinct tax codes used in the register (tax-code filter popup)',
        params: reportIdParams,
        response: {
          200: { type: 'array', items: { type: 'string' } },
          ...errorResponses,
          ...notFoundResponse,
        },
      },
    },
    async (request) => listRegisterTaxCodes(db, request.params.id),
  );

  app.post<{ Body: AssetSaveBody }>(
    '/depreciationReports/modelAssets',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Add (no id) or save (id) one asset; answers the asset as stored',
        description: [
          'Amounts in dollars (commas stripped, at most two decimals), stored as integer cents.',
          'depreciationRate is derived by the engine (effective life, Division 43 rates) when the tax code,',
          'category, method and a date allow it; sourceTaxRate (Customize mode) is kept and used instead.',
          'Method PC (and category 43): annualDepreciationClaim = historicalBuildingCost × rate.',
          'assetDemolitions, abandonmentLabel and readOnly of the body are ignored (own calls; server flag).',
          'The answer carries hasErrors: the verdict of validateAsset for the stored row.',
        ].join(' '),
        body: assetSaveSchema,
        response: {
          200: assetSchema,
          ...errorResponses,
          ...notFoundResponse,
          ...readOnlyResponse,
          422: { description: 'Unknown tax code, category or method', ...messageSchema },
        },
      },
    },
    async (request) => {
      refuseBadValues(request.body, '');
      refuseBadValues(request.body.base, 'base.');
      return saveAsset(db, request.body);
    },
  );

  app.post<{ Params: { id: number }; Body: { ids: number[] } | number[] }>(
    '/depreciationReports/:id/modelAssets/deleteAll',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Delete the selected assets of the report',
        description:
          'Body `{ ids: number[] }`. A selection naming a read-only asset is refused (409) and nothing is deleted.',
        params: reportIdParams,
        body: deleteSelectionSchema,
        response: { 200: deleteAnswerSchema, ...errorResponses, ...notFoundResponse, ...readOnlyResponse },
      },
    },
    async (request) => {
      const ids = Array.isArray(request.body) ? request.body : request.body.ids;
      return deleteAssets(db, request.params.id, ids);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/depreciationReports/modelAssets/all/:id',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Delete all assets of report {id}',
        description: 'Read-only assets are kept and listed in readOnlyIds.',
        params: reportIdParams,
        response: { 200: deleteAnswerSchema, ...errorResponses, ...notFoundResponse, ...readOnlyResponse },
      },
    },
    async (request) => deleteAssets(db, request.params.id, null),
  );
};

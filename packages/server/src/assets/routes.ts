import type { AssetSaveFields } from '@taxdep/domain';
import { type AssetFieldName, assetFieldsOfKind } from '@taxdep/domain/assets';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { centsOfWire, dateOfWire, rateOfWire } from '../kernel/wire';
import { listOptions, listRegisterTaxCodes, sendListing } from '../listing';
import { deleteAssets, saveAsset } from './service';

const tags = [TAGS.register];
const NOT_FOUND = { 404: 'No such report or asset' };
const READ_ONLY = { 409: 'Read-only report or asset: nothing was changed' };

/** The record's amounts, rates and dates (asset-record.ts in the domain). */
const AMOUNT_FIELDS = assetFieldsOfKind('cents');
const RATE_FIELDS = assetFieldsOfKind('rate');
const DATE_FIELDS = assetFieldsOfKind('date');

/**
 * Every amount, rate and date of a saved asset and of its `base` is checked before the save (issue 10: every
 * input is validated at the boundary), also those the save never converts: a derived rate or a PC claim replaces
 * the sent one, and `base` is only compared. The messages are the mapper's, naming the field.
 */
function refuseBadValues(asset: AssetSaveFields | null | undefined, prefix: string): void {
  if (!asset) return;
  const value = (name: AssetFieldName) => asset[name] as never;
  for (const name of AMOUNT_FIELDS) centsOfWire(`${prefix}${name}`, value(name));
  for (const name of RATE_FIELDS) rateOfWire(`${prefix}${name}`, value(name));
  for (const name of DATE_FIELDS) dateOfWire(`${prefix}${name}`, value(name));
}

/** Asset register listing, save and delete calls of docs/product/calls.md under /api/v1; the contract's (issue 11). */
export const assetRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}/modelAssets',
    { tags, summary: 'One page of the register (no search or filter)', refusals: NOT_FOUND },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.query)),
  );

  declareRoute(
    app,
    'POST /depreciationReports/{id}/modelAssets/all',
    {
      tags,
      summary: 'One page of the register with search, tax-code filter, sort, error mode and demolition view',
      description:
        'Dates sort with nulls last in both orders, id ascending breaks ties. pageSize one of 25, 50, 100, 200. ' +
        'A page beyond the last answers an empty list with the totals.',
      refusals: NOT_FOUND,
    },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.body ?? {})),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/modelAssets/all/assetcodes',
    {
      tags,
      summary: 'The distinct tax codes used in the register (tax-code filter popup)',
      refusals: NOT_FOUND,
    },
    async (request) => listRegisterTaxCodes(db, request.params.id),
  );

  declareRoute(
    app,
    'POST /depreciationReports/modelAssets',
    {
      tags,
      summary: 'Add (no id) or save (id) one asset; answers the asset as stored',
      description: [
        'Amounts in dollars (commas stripped, at most two decimals), stored as integer cents.',
        'depreciationRate is derived by the engine (effective life, Division 43 rates) when the tax code,',
        'category, method and a date allow it; sourceTaxRate (Customize mode) is kept and used instead.',
        'Method PC (and category 43): annualDepreciationClaim = historicalBuildingCost × rate.',
        'assetDemolitions, abandonmentLabel and readOnly of the body are ignored (own calls; server flag).',
        'The answer carries hasErrors: the verdict of validateAsset for the stored row.',
      ].join(' '),
      refusals: { ...NOT_FOUND, ...READ_ONLY, 422: 'Unknown tax code, category or method' },
    },
    async (request) => {
      refuseBadValues(request.body, '');
      refuseBadValues(request.body.base, 'base.');
      return saveAsset(db, request.body, currentUser(request).userId);
    },
  );

  declareRoute(
    app,
    'POST /depreciationReports/{id}/modelAssets/deleteAll',
    {
      tags,
      writesReport: 'id',
      summary: 'Delete the selected assets of the report',
      description:
        'Body `{ ids: number[] }`. A selection naming a read-only asset is refused (409) and nothing is deleted.',
      refusals: { ...NOT_FOUND, ...READ_ONLY },
    },
    async (request) => {
      const ids = Array.isArray(request.body) ? request.body : request.body.ids;
      return deleteAssets(db, request.params.id, ids, currentUser(request).userId);
    },
  );

  declareRoute(
    app,
    'DELETE /depreciationReports/modelAssets/all/{id}',
    {
      tags,
      writesReport: 'id',
      summary: 'Delete all assets of report {id}',
      description: 'Read-only assets are kept and listed in readOnlyIds.',
      refusals: { ...NOT_FOUND, ...READ_ONLY },
    },
    async (request) => deleteAssets(db, request.params.id, null, currentUser(request).userId),
  );
};

/**
 * Reference calls of the register (spec 7): POST /depreciationRate, GET /depreciationCategories and the tax-code
 * suggestions GET /assets/all?searchValue=.
 */
import type { TaxCode } from '@taxdep/domain';
import { TAX_CODE_SEARCH_MIN_LENGTH, taxCodeSearchValue } from '@taxdep/domain/assets';
import type { FastifyPluginAsync } from 'fastify';
import { escapeLike } from '../db/like';
import { HttpError } from '../http/http-error';
import {
  CODE_MAX_LENGTH,
  civilDateSchema,
  codeSchema,
  newOrIdSchema,
  SEARCH_MAX_LENGTH,
} from '../http/input-limits';
import { errorResponses, type FeatureOptions, messageSchema, security, TAGS } from '../http/route-kit';
import { deriveRate } from '../register-model/rates';
import type { Db } from '../register-model/records';
import { dateOfWire } from '../register-model/wire';

const TAG = TAGS.register;

const SUGGESTION_LIMIT = 50;

interface RateBody {
  assetCode?: string | { id?: number; assetCode: string } | null;
  invoiceDate?: string | null;
  depreciationCommencementDate?: string | null;
  depreciationCategoryId?: number | null;
  depreciationCategoryCode?: string | null;
  depreciationMethodId?: number | null;
  depreciationMethodCode?: string | null;
}

const rateBodySchema = {
  type: 'object',
  required: ['assetCode'],
  properties: {
    assetCode: {
      oneOf: [
        codeSchema,
        {
          type: 'object',
          required: ['assetCode'],
          properties: { id: { ...newOrIdSchema, type: 'integer' }, assetCode: codeSchema },
        },
      ],
      description: 'The tax code (text, or `{ id, assetCode }`)',
    },
    invoiceDate: { ...civilDateSchema, description: 'YYYY-MM-DD; the acquisition date of s40-95' },
    depreciationCommencementDate: {
      ...civilDateSchema,
      description: 'Used when there is no invoice date',
    },
    depreciationCategoryId: newOrIdSchema,
    depreciationCategoryCode: {
      type: ['string', 'null'],
      maxLength: CODE_MAX_LENGTH,
      description: '40, AD, 43, L, IA or R (code or id)',
    },
    depreciationMethodId: newOrIdSchema,
    depreciationMethodCode: {
      type: ['string', 'null'],
      maxLength: CODE_MAX_LENGTH,
      description: 'DV or PC (code or id)',
    },
  },
} as const;

async function codeOf(db: Db, table: 'depreciation_categories' | 'depreciation_methods', id?: number | null) {
  if (id === null || id === undefined) return null;
  const row = await db.selectFrom(table).select('code').where('id', '=', id).executeTakeFirst();
  return row?.code ?? null;
}

export async function searchTaxCodes(db: Db, searchValue: string): Promise<TaxCode[]> {
  const term = taxCodeSearchValue(searchValue);
  if (term === null) return [];
  const escaped = escapeLike(term);
  const rows = await db
    .selectFrom('tax_codes as t')
    .leftJoin('depreciation_categories as c', 'c.id', 't.category_id')
    .selectAll('t')
    .select('c.code as category_code')
    .where((eb) =>
      eb.or([
        eb(eb.fn('upper', ['t.code']), 'like', `${escaped}%`),
        eb(eb.fn('upper', ['t.asset']), 'like', `%${escaped}%`),
      ]),
    )
    .orderBy('t.code')
    .limit(SUGGESTION_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    assetCode: r.code,
    industry: r.industry,
    subIndustry: r.sub_industry,
    assetGroup: r.asset_group,
    asset: r.asset,
    effectiveLifeYears: r.effective_life_years === null ? null : Number(r.effective_life_years),
    dateOfApplication: r.date_of_application,
    categoryCode: r.category_code,
    constructionType: r.construction_type,
  }));
}

export const referenceRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  app.post<{ Body: RateBody }>(
    '/depreciationRate',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'The tax-office rate of a tax code (ATO mode)',
        description:
          'Effective life in force at the invoice date (dated rows, the latest on or before it); DV 200% ÷ life ' +
          '(150% before 10 May 2006), PC 100% ÷ life; category 43 by construction type and start date. ' +
          'effectiveLife is null for Division 43. 422 when no rate can be derived.',
        body: rateBodySchema,
        response: {
          200: {
            type: 'object',
            properties: { depreciationRate: { type: 'number' }, effectiveLife: { type: ['number', 'null'] } },
          },
          ...errorResponses,
          422: { description: 'No rate can be derived (the message says why)', ...messageSchema },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const assetCode =
        typeof body.assetCode === 'string' ? body.assetCode : (body.assetCode?.assetCode ?? null);
      const result = await deriveRate(db, {
        assetCode: assetCode?.trim().toUpperCase() || null,
        categoryCode:
          body.depreciationCategoryCode ??
          (await codeOf(db, 'depreciation_categories', body.depreciationCategoryId)),
        methodCode:
          body.depreciationMethodCode ??
          (await codeOf(db, 'depreciation_methods', body.depreciationMethodId)),
        invoiceDate: dateOfWire('invoiceDate', body.invoiceDate),
        depreciationCommencementDate: dateOfWire(
          'depreciationCommencementDate',
          body.depreciationCommencementDate,
        ),
      });
      if (!result.ok) throw new HttpError(422, `No depreciation rate: ${result.message} (${result.field}).`);
      return {
        depreciationRate: result.value.depreciationRate,
        effectiveLife: result.value.effectiveLifeYears,
      };
    },
  );

  app.get(
    '/depreciationCategories',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Depreciation categories (40, AD, 43, L, IA, R)',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                code: { type: 'string' },
                description: { type: 'string' },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async () =>
      db.selectFrom('depreciation_categories').select(['id', 'code', 'description']).orderBy('id').execute(),
  );

  app.get<{ Querystring: { searchValue?: string } }>(
    '/assets/all',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Tax-code suggestions',
        description: `From ${TAX_CODE_SEARCH_MIN_LENGTH} characters (fewer: an empty list): codes starting with the upper-cased text, or asset names containing it; at most ${SUGGESTION_LIMIT}, by code.`,
        querystring: {
          type: 'object',
          properties: { searchValue: { type: 'string', maxLength: SEARCH_MAX_LENGTH } },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                assetCode: { type: 'string' },
                industry: { type: 'string' },
                subIndustry: { type: 'string' },
                assetGroup: { type: 'string' },
                asset: { type: 'string' },
                effectiveLifeYears: { type: ['number', 'null'] },
                dateOfApplication: { type: ['string', 'null'] },
                categoryCode: { type: ['string', 'null'] },
                constructionType: { type: ['string', 'null'] },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => searchTaxCodes(db, request.query.searchValue ?? ''),
  );
};

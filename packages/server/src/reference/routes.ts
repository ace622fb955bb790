/**
 * Reference calls of the register (docs/product/calls.md): POST /depreciationRate, GET /depreciationCategories and the tax-code
 * suggestions GET /assets/all?searchValue=.
 */
import type { CodeRefInput, TaxCode } from '@taxdep/domain';
import { TAX_CODE_SEARCH_MIN_LENGTH, taxCodeSearchValue } from '@taxdep/domain/assets';
import type { FastifyPluginAsync } from 'fastify';
import { declareRoute } from '../contract/declare-route';
import { escapeLike } from '../db/like';
import { HttpError } from '../http/http-error';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { deriveRate } from '../register-model/rates';
import type { Db } from '../register-model/records';
import { dateOfWire } from '../register-model/wire';

const tags = [TAGS.register];

const SUGGESTION_LIMIT = 50;

/** The code of a category or method as the row holds it: its code, or the stored code of its id (0: none). */
async function codeOfRef(
  db: Db,
  table: 'depreciation_categories' | 'depreciation_methods',
  ref: CodeRefInput | null,
): Promise<string | null> {
  if (ref === null) return null;
  if (ref.code.trim() !== '') return ref.code.trim().toUpperCase();
  if (ref.id === 0) return null;
  const row = await db.selectFrom(table).select('code').where('id', '=', ref.id).executeTakeFirst();
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
  declareRoute(
    app,
    'POST /depreciationRate',
    {
      tags,
      summary: 'The tax-office rate of a tax code (ATO mode)',
      description:
        'Effective life in force at the invoice date (dated rows, the latest on or before it); DV 200% ÷ life ' +
        '(150% before 10 May 2006), PC 100% ÷ life; category 43 by construction type and start date. ' +
        'Category and method are read by code, or by id when the code is empty. effectiveLife is null for ' +
        'Division 43. 422 when no rate can be derived.',
      refusals: { 422: 'No rate can be derived (the message says why)' },
    },
    async (request) => {
      const body = request.body;
      const result = await deriveRate(db, {
        assetCode: body.assetCode.trim().toUpperCase() || null,
        categoryCode: await codeOfRef(db, 'depreciation_categories', body.depreciationCategory),
        methodCode: await codeOfRef(db, 'depreciation_methods', body.depreciationMethod),
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

  declareRoute(
    app,
    'GET /depreciationCategories',
    { tags, summary: 'Depreciation categories (40, AD, 43, L, IA, R)' },
    async () =>
      db.selectFrom('depreciation_categories').select(['id', 'code', 'description']).orderBy('id').execute(),
  );

  declareRoute(
    app,
    'GET /assets/all',
    {
      tags,
      summary: 'Tax-code suggestions',
      description: `From ${TAX_CODE_SEARCH_MIN_LENGTH} characters (fewer: an empty list): codes starting with the upper-cased text, or asset names containing it; at most ${SUGGESTION_LIMIT}, by code.`,
    },
    async (request) => searchTaxCodes(db, request.query.searchValue ?? ''),
  );
};

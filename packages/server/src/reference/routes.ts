/**
 * Reference calls of the register (docs/product/calls.md): POST /depreciationRate, GET /depreciationCategories and the tax-code
 * suggestions GET /assets/all?searchValue=.
 */
import { TAX_CODE_SEARCH_MIN_LENGTH } from '@taxdep/domain/assets';
import type { FastifyPluginAsync } from 'fastify';
import { declareRoute } from '../contract/declare-route';
import { HttpError } from '../http/http-error';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { dateOfWire } from '../kernel/wire';
import { deriveRateAtDate } from './dated-lives';
import { findCategories } from './repository';
import { codeOfRef, SUGGESTION_LIMIT, searchTaxCodes } from './service';
import { stagedRates } from './staged-rates';

const tags = [TAGS.register];

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
      const result = await deriveRateAtDate(db, {
        assetCode: body.assetCode.trim().toUpperCase() || null,
        categoryCode: await codeOfRef(db, 'depreciation_categories', body.depreciationCategory),
        methodCode: await codeOfRef(db, 'depreciation_methods', body.depreciationMethod),
        invoiceDate: dateOfWire('invoiceDate', body.invoiceDate),
        depreciationCommencementDate: dateOfWire(
          'depreciationCommencementDate',
          body.depreciationCommencementDate,
        ),
        constructionStartDate: dateOfWire('constructionStartDate', body.constructionStartDate),
        constructionUse: body.constructionUse ?? null,
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
    'POST /stagedRates',
    {
      tags,
      summary: 'The rates of staged import or paste rows (issue 26)',
      description:
        'For each question (a tax code, category and method by code, the dates and the construction facts), in ' +
        "order: whether the tax code is in the firm's table, and the rate a save would derive with its exact " +
        'fraction and the effective life, or why none can be derived. Nothing is read of any report.',
    },
    async (request) => stagedRates(db, request.body.questions),
  );

  declareRoute(
    app,
    'GET /depreciationCategories',
    { tags, summary: 'Depreciation categories (40, AD, 43, L, IA, R)' },
    async () => findCategories(db),
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

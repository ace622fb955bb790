import type { FastifyPluginAsync } from 'fastify';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { assetYearExplanation, methodComparison } from './explanations';
import { calculationsPage, categoryReportJson, leftOutAssets, powerBiPage, summaryJson } from './service';

const tags = [TAGS.calculations];
const REFUSALS = {
  404: 'No such report',
  409: 'The report has no EOFY report date: the figures are for the financial year ending on it',
};
const FIGURES =
  'Computed by the tax engine on the register and General Info as stored when the call arrives (any instance ' +
  'sees every write committed before it). Amounts in dollars, exact from integer cents. The assets the register ' +
  'flags invalid (validateAsset: a missing value, a negative amount, a category the law refuses, ...) are left ' +
  'out, and only they: GET …/leftOutAssets lists them with why. Read-only reports are readable.';
const LINES_PAGING =
  'pageNo and pageSize (25, 50, 100, 200; 50 when only pageNo is given) page the asset lines across the ' +
  'groups: a page lists the groups it has lines of, each group with its totals and assetCount over the whole ' +
  'register; totalRecords and totalPages count the lines. Without them every line is answered.';

/** The Calculations, Deductions and Summary calls of docs/product/calls.md under /api/v1 (issue 12; the contract's). */
export const calculationRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  const calculationsDoc = {
    tags,
    summary: 'One page of the Calculations tab: every calculated asset’s figures for the current FY',
    description:
      `${FIGURES} searchValue: case-insensitive substring of asset id, tax code, category, description or ` +
      'method. sortBy one of id, assetCode, description, originalCost, openingWrittenDownValue, depreciation, ' +
      'closingWrittenDownValue; empty values last in both orders, then id ascending. pageSize one of 25, 50, ' +
      '100, 200; a page beyond the last answers an empty list with the totals.',
    refusals: REFUSALS,
  };
  declareRoute(app, 'GET /depreciationReports/{id}/calculations', calculationsDoc, async (request) =>
    calculationsPage(db, request.params.id, request.query),
  );
  declareRoute(app, 'POST /depreciationReports/{id}/calculations', calculationsDoc, async (request) =>
    calculationsPage(db, request.params.id, request.body ?? {}),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/categoryReport',
    {
      tags,
      summary: 'One view of the Deductions tab',
      description:
        `${FIGURES} category: DiminishingValue (the Summary Tax Flow over the report's years), 40 (Division 40), ` +
        'L (low value pool, with the pool’s own figures), CapitalWorks (Division 43), Abandonment, IA (instant ' +
        'asset write-off), R (repairs and expensed items). Tables A and B and the Total row cover the prior FY, ' +
        `the current FY and the four after it. ${LINES_PAGING}`,
      refusals: REFUSALS,
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await categoryReportJson(db, request.params.id, request.query)),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/summary',
    {
      tags,
      summary: 'The Summary tab: per asset group, the current FY’s figures',
      description: `${FIGURES} ${LINES_PAGING}`,
      refusals: REFUSALS,
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await summaryJson(db, request.params.id, request.query)),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/leftOutAssets',
    {
      tags,
      summary: 'The register’s assets every figure leaves out, and why (issue 26 item 5)',
      description:
        'One rule decides what is computed and what the register flags: an asset is left out of every figure ' +
        'exactly when the register flags it invalid. count: how many; assets: the first 500 in id order, each ' +
        'with its description and its errors as sentences.',
      refusals: REFUSALS,
    },
    async (request) => leftOutAssets(db, request.params.id),
  );

  declareRoute(
    app,
    'POST /depreciationReports/{id}/powerBiCalculation',
    {
      tags,
      summary: 'The figures as one flat table for BI tools: a row per asset per FY, paged (designed here)',
      description:
        `${FIGURES} Rows: every calculated asset in id order, its FYs from fromFinancialYear (default the ` +
        'current FY) to toFinancialYear (default four after it; at most 40 FYs) where it is shown and any figure ' +
        'is not nil. pageSize up to 5,000 (default 1,000).',
      refusals: REFUSALS,
    },
    async (request) => powerBiPage(db, request.params.id, request.body ?? {}),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/calculations/{assetId}/explanation',
    {
      tags,
      summary: 'How an asset’s figures for a FY were derived (issue 12, every figure explains itself)',
      description:
        `${FIGURES} financialYear: the FY by the year it ends in, default the current FY; at most the last FY ` +
        'of the Summary Tax Flow. The days held, the rate and where it came from (tax code, effective life, ' +
        'Division 43 table, Customize mode), the events of the FY, each step with its formula and the section ' +
        'or rule it follows, and the rounding; the steps give exactly the Calculations row’s figures.',
      refusals: {
        ...REFUSALS,
        404: 'No such report, or the asset is not in it, or the engine cannot calculate it (the message says why)',
      },
    },
    async (request) =>
      assetYearExplanation(
        db,
        request.params.id,
        request.params.assetId,
        request.query.financialYear,
        request.query.ownerId,
      ),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/methodComparison',
    {
      tags,
      summary: 'The register under prime cost and under diminishing value over 40 FYs (issue 12)',
      description:
        `${FIGURES} Every Division 40 asset that follows the report's method (categories 40, AD and L outside ` +
        'the pool) takes each method in turn, its rate derived again from its effective life (a customised ' +
        'rate keeps the life it implies); Division 43 stays straight line. Per method: the current FY’s claims, ' +
        'the sums over 5, 10 and 40 FYs as the Summary Tax Flow’s Total column adds them (additional ' +
        'allowances included) and the 40 per-FY totals.',
      refusals: REFUSALS,
    },
    async (request) => methodComparison(db, request.params.id, request.query.ownerId),
  );
};

/**
 * Issue 27: the capex forecast's calls (declared in packages/domain/src/api/capex-calls.ts; docs/api.md "Capex
 * forecasts"). Reads: any signed-in user; writes: the forecast's surveyor or checker while it is not Completed,
 * decided before the body (`writesReport`) and again under the report's row lock. The routes under /CapexReports/
 * serve a capex forecast only: a depreciation report's id is answered 404 (kernel/report-kind.ts). Its status,
 * steps, comments and history are the workflow's calls, by the same id.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { sendCsv, XLSX_TYPE } from '../export';
import { contentDisposition } from '../http/content-disposition';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { capexCsv, capexWorkbookFile } from './files';
import { forecastAnswer } from './forecast';
import { deleteItems, saveItems } from './items';
import { registerItems } from './register-items';
import { CapexSettingsRefused, createForecast, getForecast, saveHeader } from './service';
import { taxEffectAnswer } from './tax-effect';

const tags = [TAGS.capex];

const WRITE_REFUSALS = {
  404: 'No such capex forecast (or the id is a depreciation report’s)',
  403: 'Not the surveyor or the checker of the forecast',
  409: 'The forecast is read-only (Completed)',
};

/**
 * The items save takes up to 10,000 items in one call (CapexItemsSave), about 4–5 MB of JSON for a typical forecast:
 * above Fastify's 1 MiB default. Bounded, and read only once the caller may edit the forecast (`writesReport`).
 */
export const ITEMS_BODY_LIMIT = 16 * 1024 * 1024;
const ITEMS_CALL = 'PUT /CapexReports/{id}/items';

export const capexRoutes: FastifyPluginAsync<FeatureOptions & { now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.contract === ITEMS_CALL) route.bodyLimit = ITEMS_BODY_LIMIT;
  });
  declareRoute(
    app,
    'POST /portfolios/{portfolioId}/capexReports',
    {
      tags,
      summary: 'New capex forecast for a property of the portfolio',
      description: [
        'Starts In Progress. The base year defaults to the current financial year (Sydney), the horizon to 10 years',
        'and escalation to 3% a year; the surveyor to the caller when their role may survey. People are checked as',
        'for a new depreciation report (active, may survey or check, not the same person).',
      ].join(' '),
      refusals: { 404: 'No such portfolio' },
    },
    async (request) =>
      createForecast(db, {
        portfolioId: request.params.portfolioId,
        body: request.body,
        userId: currentUser(request).userId,
        now: now(),
      }),
  );

  declareRoute(
    app,
    'GET /CapexReports/{id}',
    {
      tags,
      summary: 'The capex forecast: header, settings, sinking fund and every item with its errors',
      refusals: { 404: 'No such capex forecast (or the id is a depreciation report’s)' },
    },
    async (request) => getForecast(db, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    'PUT /CapexReports/{id}',
    {
      tags,
      writesReport: 'id',
      summary: 'Save the forecast’s name, settings and sinking fund with the version read',
      description:
        'Judged by the domain’s validateCapexSettings and validateSinkingFund: 400 names each field in error. 409 ' +
        'when the version is not the stored one (someone saved since): reload and save again.',
      refusals: {
        ...WRITE_REFUSALS,
        400: 'Fields of the settings refused, each named (CapexSettingsRefusal)',
        409: 'Read-only forecast, or a stale version',
      },
    },
    async (request, reply) => {
      try {
        return await saveHeader(db, {
          reportId: request.params.id,
          body: request.body,
          userId: currentUser(request).userId,
        });
      } catch (error) {
        if (!(error instanceof CapexSettingsRefused)) throw error;
        return reply.code(400).send(error.refusal);
      }
    },
  );

  declareRoute(
    app,
    ITEMS_CALL,
    {
      tags,
      writesReport: 'id',
      summary: 'Add items (no itemId) and replace items’ fields (their itemId), in one call',
      description:
        'Items are stored as sent and answered with the domain’s errors (validateCapexItem); the forecast leaves ' +
        'out an item in error and lists it. 404 for an itemId that is not the forecast’s (nothing is saved).',
      refusals: WRITE_REFUSALS,
    },
    async (request) =>
      saveItems(db, { reportId: request.params.id, body: request.body, userId: currentUser(request).userId }),
  );

  declareRoute(
    app,
    'POST /CapexReports/{id}/items/delete',
    {
      tags,
      writesReport: 'id',
      summary: 'Delete items of the forecast; ids that are not its items delete nothing',
      refusals: WRITE_REFUSALS,
    },
    async (request) =>
      deleteItems(db, {
        reportId: request.params.id,
        itemIds: request.body.itemIds,
        userId: currentUser(request).userId,
      }),
  );

  declareRoute(
    app,
    'GET /CapexReports/{id}/registerItems',
    {
      tags,
      summary: 'Items proposed from the property’s latest depreciation report’s register (not saved)',
      description:
        'One per asset still held (not disposed of or abandoned), at most 10,000: description, location, cost as ' +
        'a lump sum, the start date’s financial year as year installed, the tax code, its effective life and that ' +
        'life rounded up as the item’s life, the asset as replacesAssetId, the element guessed from its words. ' +
        'Each with the domain’s errors; itemId is empty (save them without one).',
      refusals: { 404: 'No such capex forecast (or the id is a depreciation report’s)' },
    },
    async (request) => registerItems(db, request.params.id),
  );

  declareRoute(
    app,
    'GET /CapexReports/{id}/forecast',
    {
      tags,
      summary:
        'The forecast: replacements, year × element matrix, time bands, totals, sinking fund, items left out',
      refusals: { 404: 'No such capex forecast (or the id is a depreciation report’s)' },
    },
    async (request) => forecastAnswer(db, request.params.id),
  );

  declareRoute(
    app,
    'GET /CapexReports/{id}/taxEffect',
    {
      tags,
      summary: 'What the forecast’s spending is worth in tax: deductions and the net, year by year',
      description:
        'The domain’s capexTaxEffect under the method, rounding and leap-year policy of the property’s latest ' +
        'depreciation report (diminishing value without one: methodSource says which). Each capital replacement ' +
        'with an effective life is a new Division 40 asset from 1 July of its year, repairs are deducted in full, ' +
        'and the register asset an item replaces is scrapped for nil then (its adjustable value a deduction). ' +
        'Register assets that cannot be scrapped are listed in refused with the reasons.',
      refusals: { 404: 'No such capex forecast (or the id is a depreciation report’s)' },
    },
    async (request) => taxEffectAnswer(db, request.params.id),
  );

  declareRoute(
    app,
    'GET /CapexReports/{id}/exportCsv',
    {
      tags,
      summary: 'The forecast’s year × element matrix, items or replacements as a CSV file',
      description:
        'A UTF-8 CSV attachment with a byte-order mark, named as the forecast’s PDF with what it holds (“… - capex ' +
        'matrix.csv”). Amounts in dollars and cents as the forecast works them; text a spreadsheet would read as a ' +
        'formula is written as text.',
      refusals: { 404: 'No such capex forecast (or the id is a depreciation report’s)' },
    },
    async (request, reply) => {
      const file = await capexCsv(db, request.params.id, request.query.table);
      return sendCsv(reply, file.fileName, file.lines);
    },
  );

  declareRoute(
    app,
    'GET /CapexReports/{id}/exportWorkbook',
    {
      tags,
      summary:
        'The forecast as an Excel workbook: the matrix, the items and the replacements, one sheet each',
      description:
        'An `.xlsx` attachment named “… - capex forecast.xlsx”; amounts are numbers in the currency format, text a ' +
        'spreadsheet would read as a formula is written as text.',
      refusals: { 404: 'No such capex forecast (or the id is a depreciation report’s)' },
    },
    async (request, reply) => {
      const file = await capexWorkbookFile(db, request.params.id);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.content);
    },
  );
};

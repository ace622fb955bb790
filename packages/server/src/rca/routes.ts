/**
 * Issue 28: the reinstatement cost assessment's calls (declared in packages/domain/src/api/rca-calls.ts; docs/api.md
 * "Reinstatement cost assessments"). Reads: any signed-in user; writes: the assessment's surveyor or checker while it
 * is not Completed, decided before the body (`writesReport`) and again under the report's row lock. The routes under
 * /RcaReports/ serve an assessment only: another kind's id is answered 404 (kernel/report-kind.ts). Its status,
 * steps, comments, history and PDF are the workflow's and the report documents' calls, by the same id. The rate
 * library's calls are rate-routes.ts'.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { XLSX_TYPE } from '../export';
import { contentDisposition } from '../http/content-disposition';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { assessmentAnswer } from './assessment';
import { rcaCsvFile, rcaWorkbookFile } from './files';
import { rateRoutes } from './rate-routes';
import { createAssessment, getAssessment, saveAssessment } from './service';

const tags = [TAGS.rca];

/**
 * The save carries every input at once: a few kB for a usual assessment, but the contract allows 50 buildings of 100
 * areas, each with its texts and library rate, well above Fastify's 1 MiB default. Bounded, and read only once the
 * caller may edit the assessment (`writesReport`).
 */
export const SAVE_BODY_LIMIT = 16 * 1024 * 1024;
const SAVE_CALL = 'PUT /RcaReports/{id}';
const NOT_FOUND = { 404: 'No such assessment (or the id is another kind of report’s)' };

export const rcaRoutes: FastifyPluginAsync<FeatureOptions & { now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.contract === SAVE_CALL) route.bodyLimit = SAVE_BODY_LIMIT;
  });
  declareRoute(
    app,
    'POST /portfolios/{portfolioId}/rcaReports',
    {
      tags,
      summary: 'New reinstatement cost assessment for a property of the portfolio',
      description: [
        'Starts In Progress with no building. The assessment date defaults to the firm’s today (Sydney);',
        'escalation by a rate of 4% a year, a 12-month policy, GST insured at 10%, lines rounded to the cent, the',
        'sum insured rounded up to $10,000 and a full reassessment every 3 years. The surveyor defaults to the',
        'caller when their role may survey; people are checked as for a new depreciation report.',
      ].join(' '),
      refusals: { 404: 'No such portfolio' },
    },
    async (request) =>
      createAssessment(db, {
        portfolioId: request.params.portfolioId,
        body: request.body,
        userId: currentUser(request).userId,
        now: now(),
      }),
  );

  declareRoute(
    app,
    'GET /RcaReports/{id}',
    {
      tags,
      summary: 'The assessment: header, settings, buildings, notes and the domain’s errors in them',
      refusals: NOT_FOUND,
    },
    async (request) => getAssessment(db, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    SAVE_CALL,
    {
      tags,
      writesReport: 'id',
      summary: 'Save every input of the assessment with the version read',
      description:
        'A draft the domain finds errors in is stored and answered with them (they keep it from QA Review). 400 ' +
        'for a value the schema refuses, a blank name, or a building or area id given twice. 409 when the version ' +
        'is not the stored one (someone saved since): reload and save again. Each save writes History lines for ' +
        'the settings and each building added, removed or changed.',
      refusals: {
        ...NOT_FOUND,
        403: 'Not the surveyor or the checker of the assessment',
        409: 'Read-only assessment (Completed), or a stale version',
      },
    },
    async (request) =>
      saveAssessment(db, {
        reportId: request.params.id,
        body: request.body,
        userId: currentUser(request).userId,
      }),
  );

  declareRoute(
    app,
    'GET /RcaReports/{id}/assessment',
    {
      tags,
      summary: 'The build-up of each building, the recommended sum insured, averaging, reviews and warnings',
      description:
        'The domain’s assessRca on the stored inputs; null with the reason and the errors while the inputs have ' +
        'errors or no building. ratesUsed lists the library rates the areas use, each once.',
      refusals: NOT_FOUND,
    },
    async (request) => assessmentAnswer(db, request.params.id),
  );

  declareRoute(
    app,
    'GET /RcaReports/{id}/exportCsv',
    {
      tags,
      summary:
        'The build-up line by line as a CSV file, with the totals, the recommendation and the averaging cases',
      description:
        'A UTF-8 CSV attachment with a byte-order mark, named as the assessment’s PDF with what it holds (“… - ' +
        'reinstatement cost build-up.csv”). Amounts in dollars and cents as the assessment works them; text a ' +
        'spreadsheet would read as a formula is written as text. A draft with errors lists them without amounts.',
      refusals: NOT_FOUND,
    },
    async (request, reply) => {
      const file = await rcaCsvFile(db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.content);
    },
  );

  declareRoute(
    app,
    'GET /RcaReports/{id}/exportWorkbook',
    {
      tags,
      summary:
        'The assessment as an Excel workbook: the build-up, the rates used and the averaging illustration',
      description:
        'An `.xlsx` attachment named “… - reinstatement cost assessment.xlsx”; amounts are numbers in the currency ' +
        'format, text a spreadsheet would read as a formula is written as text.',
      refusals: NOT_FOUND,
    },
    async (request, reply) => {
      const file = await rcaWorkbookFile(db, request.params.id);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.content);
    },
  );

  await rateRoutes(app, db);
};

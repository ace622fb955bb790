/**
 * The report PDF calls (issue 14; spec 2.8 and 7; docs/api.md "Report documents"), declared in
 * packages/domain/src/api/report-document-calls.ts. Reads: any signed-in user, as every read of the API
 * (docs/security.md); a read-only report may be previewed, regenerated (its sealed document is checked, not
 * replaced) and downloaded.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { contentDisposition } from '../http/content-disposition';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { ownerDocument } from './owner-document';
import { sendPdf } from './pdf-reply';
import type { ReportRenderer } from './renderer';
import {
  documentStatus,
  firstPagesDocument,
  fundDocument,
  type JobQueue,
  preview,
  regenerate,
} from './service';

export interface ReportJobRouteOptions extends FeatureOptions {
  jobs: JobQueue;
  renderer: ReportRenderer;
}

const tags = [TAGS.reports];
/** Issue 27: a capex forecast's PDF, and issue 28: an assessment's, are made, sealed and served by these calls. */
const BOTH_KINDS = ['depreciation', 'capex', 'rca'] as const;
const PDF =
  'An `application/pdf` file named by `Content-Disposition` (from the report name; `report.pdf` when it has none), ' +
  'with `X-Document-UId` and `X-Document-Sha256`.';

export const reportJobRoutes: FastifyPluginAsync<ReportJobRouteOptions> = async (
  app,
  { db, jobs, renderer },
) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}/preview',
    {
      tags,
      // Issue 27: a capex forecast's PDF is made, sealed and served by the same calls (src/capex/document.ts).
      reportKinds: BOTH_KINDS,
      summary: 'The report PDF of the current revision; 202 with the progress while it is being made',
      description: `${PDF} Sent inline (for the Report tab's frame). When the current revision (General Info and register) has no document yet, its job is queued (one per revision, shared) and the answer is 202 with the state; poll GET …/report-document.`,
      refusals: { 202: 'Not ready: the state of its generation', 404: 'No such report' },
    },
    async (request, reply) => {
      const answer = await preview(db, jobs, request.params.id);
      if ('document' in answer) return sendPdf(db, reply, answer.document, 'inline');
      return reply.code(202).send(answer.status);
    },
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/first-pages',
    {
      tags,
      // Issue 27: a capex forecast's PDF is made, sealed and served by the same calls (src/capex/document.ts).
      reportKinds: BOTH_KINDS,
      summary:
        'The first pages of a long stored version of the report PDF, as a PDF of their own (the Report tab’s frame)',
      description:
        'The front matter, the summaries and the first page of the asset schedules of the document `documentUId` of this report, the same pages as the whole document’s, in a file of a few tens of kB that the browser’s viewer shows at once. Sent inline, named “… (pages 1 to N of M).pdf”, with `X-Document-UId` (the whole document’s) and `X-Document-Sha256` (the first-pages file’s). Only documents over 1 MiB have one (the status’s `document.firstPages`); downloads are always the whole document.',
      refusals: { 404: 'No such report or document, or the document has no first-pages file' },
    },
    async (request, reply) => {
      const file = await firstPagesDocument(db, request.params.id, request.query.documentUId);
      return reply
        .code(200)
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', String(file.content.byteLength))
        .header('Content-Disposition', contentDisposition('inline', file.fileName))
        .header('X-Document-UId', file.documentUId)
        .header('X-Document-Sha256', file.sha256)
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
    },
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/regenerate-report',
    {
      tags,
      // Issue 27: a capex forecast's PDF is made, sealed and served by the same calls (src/capex/document.ts).
      reportKinds: BOTH_KINDS,
      summary: 'Start a new version of the report PDF (of the current revision)',
      description:
        'Queues the current revision’s job again (a queued or running one is shared). For a read-only (Completed) report the sealed document is kept: the job makes it again and checks the bytes are the same.',
      refusals: {
        403: 'Not the surveyor or checker of a report that is not read-only',
        404: 'No such report',
      },
    },
    async (request) => regenerate(db, jobs, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/report-document',
    {
      tags,
      // Issue 27: a capex forecast's PDF is made, sealed and served by the same calls (src/capex/document.ts).
      reportKinds: BOTH_KINDS,
      summary: 'The state of the report PDF: its job, its newest document, what changed since',
      refusals: { 404: 'No such report' },
    },
    async (request) => documentStatus(db, request.params.id),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/owner-document',
    {
      tags,
      summary: 'The report PDF of one owner: every figure that owner’s interest (issue 23 item 7)',
      description:
        'Written on request from the report as stored now, as the whole document is, but with the figures of the ' +
        'owner’s interests (each the owner’s share, in whole units of the report’s rounding; the owners’ documents ' +
        'add up to the whole’s) and the owner named on the cover. Not stored or sealed: the issued document is the ' +
        'whole report’s. Sent as an attachment named “<report> - owner <name>.pdf”.',
      refusals: {
        404: 'No such report, or ownerId is not one of its owners',
        409: 'The report has no EOFY report date',
      },
    },
    async (request, reply) => {
      const file = await ownerDocument(db, renderer, request.params.id, request.query.ownerId);
      return reply
        .code(200)
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', String(file.content.byteLength))
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
    },
  );

  declareRoute(
    app,
    'GET /fund/{fundId}/depreciationReports/{id}/downloadReport',
    {
      tags,
      // Issue 27: a capex forecast's PDF is made, sealed and served by the same calls (src/capex/document.ts).
      reportKinds: BOTH_KINDS,
      summary: 'The main portal’s download of a stored version of a report of the fund, by its document id',
      description: `${PDF} Sent as an attachment. A report of another fund or an unknown document answers 404; isCapex=true downloads a capex forecast's document, isRca=true a reinstatement cost assessment's, neither a depreciation report's; another kind answers 404.`,
      refusals: { 404: 'No such report in the fund, or no such document' },
    },
    async (request, reply) => {
      const { fundId, id } = request.params;
      const { documentUId, isCapex = false, isRca = false } = request.query;
      const document = await fundDocument(db, fundId, id, documentUId, { isCapex, isRca });
      return sendPdf(db, reply, document, 'attachment');
    },
  );
};

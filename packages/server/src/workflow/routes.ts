/**
 * The workflow calls (issue 15), declared in packages/domain/src/api/workflow-calls.ts; docs/api.md "Workflow"
 * (the history call is history/routes.ts). Reads: any signed-in user; a step: the report's surveyor or checker as
 * the move says.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import type { JobQueue } from '../report-jobs';
import { getComments, postComment } from './comments';
import { getWorkflow, moveReport, submitBlockers, WorkflowRefusalError } from './service';
import { signOffSummary } from './sign-off';

const tags = [TAGS.reports];
/**
 * Issue 27: a capex forecast moves, is commented on and signed off by these calls too, by its report id; issue 28:
 * a reinstatement cost assessment likewise.
 */
const BOTH_KINDS = ['depreciation', 'capex', 'rca'] as const;

export const workflowRoutes: FastifyPluginAsync<FeatureOptions & { jobs: JobQueue }> = async (
  app,
  { db, jobs },
) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}/workflow',
    {
      tags,
      reportKinds: BOTH_KINDS,
      summary: 'The report’s status, its recorded steps and the moves the signed-in user may make',
      refusals: { 404: 'No such report' },
    },
    async (request) => getWorkflow(db, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    'POST /depreciationReport/{id}',
    {
      tags,
      reportKinds: BOTH_KINDS,
      summary: 'Move report depreciationId to status {id} (submit, return with a comment, sign off)',
      description: [
        '{id} is the status to move to (GET /depreciationReports/depreciationStatus/all): 2 QA Review (the',
        'surveyor submits from In Progress), 1 In Progress (the checker returns from QA Review; `comment`',
        'required), 3 Completed (the checker signs off from QA Review). A submit is refused (409) with',
        '`blocking`, what keeps it back: General Info’s required fields and every asset with errors.',
        'A sign-off is recorded only once its sealed PDF is written (issue 26): the answer is still QA Review with',
        '`signOff` sealing; poll GET …/workflow until the status is Completed, or `signOff` failed says why not.',
      ].join(' '),
      refusals: {
        422: 'Not a workflow status, or a return without a comment',
        403: 'Not the surveyor (submit) or the checker (return, sign off) of the report',
        404: 'No such report',
        409: 'The report is not in the status the move starts from, or a submit is blocked',
      },
    },
    async (request, reply) => {
      try {
        return await moveReport(db, jobs, {
          reportId: request.query.depreciationId,
          toStatusId: request.params.id,
          userId: currentUser(request).userId,
          comment: request.body?.comment,
        });
      } catch (error) {
        if (!(error instanceof WorkflowRefusalError) || error.blocking === undefined) throw error;
        return reply.code(409).send({
          message: error.message,
          blocking: error.blocking,
          blockingCount: error.blockingCount ?? error.blocking.length,
        });
      }
    },
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/workflow/blockers',
    {
      tags,
      reportKinds: BOTH_KINDS,
      summary:
        'What keeps the report from QA Review now (General Info’s required fields, assets with errors)',
      refusals: { 404: 'No such report' },
    },
    async (request) => {
      const { blocking, count } = await submitBlockers(db, request.params.id, currentUser(request).userId);
      return { blocking, blockingCount: count };
    },
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/workflow/sign-off',
    {
      tags,
      reportKinds: BOTH_KINDS,
      summary:
        'What Sign off seals: the report and property, the printed financial years, the assets, the totals, the signatories',
      refusals: { 404: 'No such report' },
    },
    async (request) => signOffSummary(db, request.params.id),
  );

  declareRoute(
    app,
    'GET /depreciationReports/{id}/comments',
    {
      tags,
      reportKinds: BOTH_KINDS,
      summary:
        'The report’s comment thread (return comments and replies), oldest first, and whether you may post',
      refusals: { 404: 'No such report' },
    },
    async (request) => getComments(db, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    'POST /depreciationReports/{id}/comments',
    {
      tags,
      reportKinds: BOTH_KINDS,
      summary:
        'Reply in the report’s comment thread (its surveyor or checker, while In Progress or QA Review)',
      // Issue 24: who may write is decided before the body is read, as on every write to a report.
      writesReport: 'id',
      refusals: {
        403: 'Not the surveyor or the checker of the report',
        404: 'No such report',
        409: 'The report is Completed: its comments are closed',
        422: 'An empty reply',
      },
    },
    async (request) =>
      postComment(db, {
        reportId: request.params.id,
        userId: currentUser(request).userId,
        comment: request.body.comment,
      }),
  );
};

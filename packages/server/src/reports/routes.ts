import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth/require-user';
import { idParams, SEARCH_MAX_LENGTH } from '../http/input-limits';
import { errorResponses, type FeatureOptions, messageSchema, security, TAGS } from '../http/route-kit';
import { reportSchema, reportUpdateSchema } from './schemas';
import * as service from './service';

export interface ReportRoutesOptions extends FeatureOptions {
  /**
   * Called after a report's answer is sent, e.g. to load its register listing so the register tab, opened next,
   * finds it ready. The composition root (src/api-scope.ts) wires it, so this feature knows nothing of the listing.
   */
  afterReportRead?: (reportId: number, onError: (error: unknown) => void) => void;
}

const TAG = TAGS.reports;

/** General Info and report calls of spec 7, under /api/v1 (registered by app.ts). */
export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (app, { db, afterReportRead }) => {
  app.get<{ Params: { id: number } }>(
    '/depreciationReports/:id',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'One report (General Info)',
        params: idParams('id'),
        response: {
          200: reportSchema,
          ...errorResponses,
          404: { description: 'No such report', ...messageSchema },
        },
      },
    },
    async (request, reply) => {
      const report = await service.getReport(db, request.params.id);
      if (afterReportRead) {
        reply.raw.once('finish', () =>
          afterReportRead(report.depreciationReportId, (error) =>
            request.log.warn({ err: error }, 'work after reading a report failed'),
          ),
        );
      }
      return report;
    },
  );

  app.get(
    '/depreciationReports/depreciationStatus/all',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Report statuses',
        response: { 200: listOf({ id: { type: 'integer' }, status: { type: 'string' } }), ...errorResponses },
      },
    },
    async () => service.listReportStatuses(db),
  );

  app.get(
    '/depreciationMethods',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Depreciation methods (PC Prime Cost, DV Diminishing Value)',
        response: {
          200: listOf({ id: { type: 'integer' }, description: { type: 'string' }, code: { type: 'string' } }),
          ...errorResponses,
        },
      },
    },
    async () => service.listDepreciationMethods(db),
  );

  app.get<{ Querystring: { searchValue?: string } }>(
    '/users/all',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Checker search',
        description:
          'Case-insensitive match on first name, last name or e-mail. Fewer than 3 characters give an empty list ' +
          '(spec 5). At most 20 users.',
        querystring: {
          type: 'object',
          properties: { searchValue: { type: 'string', maxLength: SEARCH_MAX_LENGTH } },
        },
        response: {
          200: listOf({
            userId: { type: 'integer' },
            checkerId: { type: 'integer' },
            firstname: { type: 'string' },
            lastname: { type: 'string' },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.searchCheckers(db, request.query.searchValue ?? ''),
  );

  app.put<{ Body: service.VersionedReportUpdate }>(
    '/depreciationReport',
    {
      schema: {
        tags: [TAG],
        security,
        summary: 'Save General Info (auto-save on every field change)',
        description: [
          'Answers the updated report. Concurrent edits: send back the `version` you read; the save writes only',
          'the fields that differ from that version (your changes), so another user’s concurrent change of a',
          'different field is kept; on the same field the later save wins. Without `version` every field that',
          'differs from the stored report is written (last writer wins). Omitted fields are left unchanged.',
          'Statuses are passed through unchanged. Read-only (Completed) report: 409 and nothing changes.',
          'Changing depreciationMethodId moves the category 40 and AD assets (not read-only ones) to that method.',
        ].join(' '),
        body: reportUpdateSchema,
        response: {
          200: reportSchema,
          ...errorResponses,
          404: { description: 'No such report', ...messageSchema },
          409: { description: 'Read-only report, or an unknown version', ...messageSchema },
        },
      },
    },
    async (request) => {
      const result = await service.saveReport(db, request.body, currentUser(request).userId);
      return result.report;
    },
  );
};

function listOf(properties: Record<string, unknown>) {
  return { type: 'array', items: { type: 'object', properties } } as const;
}

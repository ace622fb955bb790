import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import * as service from './service';

export interface ReportRoutesOptions extends FeatureOptions {
  /**
   * Called after a report's answer is sent, e.g. to load its register listing so the register tab, opened next,
   * finds it ready. The composition root (src/api-scope.ts) wires it, so this feature knows nothing of the listing.
   */
  afterReportRead?: (reportId: number, onError: (error: unknown) => void) => void;
}

const tags = [TAGS.reports];

/**
 * General Info and report calls of docs/product/calls.md, under /api/v1 (registered by app.ts). Requests and answers are the
 * contract's (packages/domain/src/api/calls.ts, issue 11).
 */
export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (app, { db, afterReportRead }) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}',
    { tags, summary: 'One report (General Info)', refusals: { 404: 'No such report' } },
    async (request, reply) => {
      const report = await service.getReport(db, request.params.id, currentUser(request).userId);
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

  declareRoute(
    app,
    'GET /depreciationReports/depreciationStatus/all',
    { tags, summary: 'Report statuses' },
    () => service.listReportStatuses(db),
  );

  declareRoute(
    app,
    'GET /depreciationMethods',
    { tags, summary: 'Depreciation methods (PC Prime Cost, DV Diminishing Value)' },
    () => service.listDepreciationMethods(db),
  );

  declareRoute(
    app,
    'GET /users/all',
    {
      tags,
      summary: 'Checker search',
      description:
        'Case-insensitive match on first name, last name or e-mail. Fewer than 3 characters give an empty list ' +
        '(docs/product/rules.md). At most 20 users.',
    },
    async (request) => service.searchCheckers(db, request.query.searchValue ?? ''),
  );

  declareRoute(
    app,
    'PUT /depreciationReport',
    {
      tags,
      summary: 'Save General Info (auto-save on every field change)',
      description: [
        'Answers the updated report. Concurrent edits: send back the `version` you read; the save writes only',
        'the fields that differ from that version (your changes), so another user’s concurrent change of a',
        'different field is kept; on the same field the later save wins. Without `version` every field that',
        'differs from the stored report is written (last writer wins). Omitted fields are left unchanged.',
        'Statuses are passed through unchanged. Read-only (Completed) report: 409 and nothing changes.',
        'Changing depreciationMethodId moves the category 40 and AD assets (not read-only ones) to that method.',
      ].join(' '),
      refusals: { 404: 'No such report', 409: 'Read-only report, or an unknown version' },
    },
    async (request) => {
      const result = await service.saveReport(db, request.body, currentUser(request).userId);
      return result.report;
    },
  );
};

/**
 * The history call (issue 15), declared in packages/domain/src/api/workflow-calls.ts; docs/api.md "History".
 * Its own feature's route since issue 24: declared with the workflow's calls it made workflow and history import
 * each other (history reads the workflow's steps).
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { reportHistory } from './service';

export const historyRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}/history',
    {
      tags: [TAGS.reports],
      // Issue 27: a capex forecast's history too (its settings, items and steps).
      // Issue 28: an assessment's too (its settings and notes, buildings and steps).
      reportKinds: ['depreciation', 'capex', 'rca'],
      summary: 'The report’s change history, newest first: General Info, assets and workflow steps',
      description:
        'lastSeenAt is when the signed-in user last moved the report, so the screen can mark what came after.',
      refusals: { 404: 'No such report' },
    },
    async (request) => reportHistory(db, request.params.id, currentUser(request).userId),
  );
};

import { LABEL_MAPPING_CONFLICT_MESSAGE } from '@taxdep/domain/assets';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { listOptions, sendListing } from '../listing';
import {
  deleteLabel,
  LabelValidationError,
  listLabels,
  MAPPED,
  mapLabel,
  saveLabels,
  UNMAPPED,
} from './service';

const NOT_FOUND = { 404: 'No such report, asset or label' };
const READ_ONLY = { 409: 'Read-only report or asset: nothing was changed' };
const tags = [TAGS.register];

/** Abandonment label calls of docs/product/calls.md under /api/v1; requests and answers are the contract's (issue 11). */
export const labelRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  declareRoute(
    app,
    'GET /depreciationReports/{id}/abandonment-label',
    { tags, summary: 'The labels of the report', refusals: NOT_FOUND },
    async (request) => listLabels(db, request.params.id),
  );

  declareRoute(
    app,
    'POST /depreciationReports/abandonment-label',
    {
      tags,
      summary: 'Create or save labels (one, a list, or { depreciationReportId, abandonmentLabel: [...] })',
      description:
        'All or nothing. 422 with the docs/product/rules.md#messages-and-errors messages and `errors` per label when one is blank ("Label N is ' +
        'currently blank, …"), a duplicate ("Label Name already exists.") or too long. Answers the whole list. ' +
        '409 when the report is read-only, or when the abandonment date of a label linked with a read-only ' +
        'asset would change or be cleared (a rename passes). Save with no labels: ' +
        '`{ depreciationReportId, abandonmentLabel: [] }`.',
      refusals: { ...NOT_FOUND, ...READ_ONLY, 422: 'Label rules broken' },
    },
    async (request, reply) => {
      try {
        return await saveLabels(db, request.body, currentUser(request).userId);
      } catch (error) {
        if (!(error instanceof LabelValidationError)) throw error;
        return reply.code(422).send({ message: error.message, errors: error.errors });
      }
    },
  );

  declareRoute(
    app,
    'DELETE /depreciationReports/abandonment-label/{id}',
    {
      tags,
      summary: 'Delete a label; its assets are unlinked',
      description: '409 when the report is read-only or a linked asset is read-only (nothing changes).',
      refusals: { ...NOT_FOUND, ...READ_ONLY },
    },
    async (request) => deleteLabel(db, request.params.id, currentUser(request).userId),
  );

  declareRoute(
    app,
    'POST /depreciationReports/modelAssets/model-abandonment-label',
    {
      tags,
      summary: `Link an asset to a label (text '${MAPPED}') or unlink it with abandonmentLabelId 0 ('${UNMAPPED}')`,
      description: 'Answers the text as `text/plain`.',
      refusals: { ...NOT_FOUND, 409: `Read-only, or '${LABEL_MAPPING_CONFLICT_MESSAGE}'` },
    },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(await mapLabel(db, request.body, currentUser(request).userId)),
  );

  const description =
    'The abandonment view: every asset of the register with its label; same paging as the register.';
  declareRoute(
    app,
    'GET /depreciationReports/{id}/abandonment-assets',
    { tags, summary: 'Abandonment view page', description, refusals: NOT_FOUND },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.query)),
  );
  declareRoute(
    app,
    'POST /depreciationReports/{id}/abandonment-assets/all',
    { tags, summary: 'Abandonment view page with search, filter and sort', description, refusals: NOT_FOUND },
    async (request, reply) => sendListing(reply, db, listOptions(request.params.id, request.body ?? {})),
  );
};

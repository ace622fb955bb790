/**
 * What every feature's routes declare alike (issue 11: the route kit sits below the features): the options a
 * feature plugin receives, the bearer-token security of the OpenAPI document, the `{ message }` error answers and
 * the report-id path parameter. Authentication itself is the API scope's hook (src/api-scope.ts).
 */

import type { Database } from '@taxdep/db/schema';
import type { ReportKind } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { idParams } from './input-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Issue 24: the path parameter naming the report this route writes (e.g. `'id'`). The API scope decides the
     * report's edit permission from it in an `onRequest` hook, before any body is read (src/workflow/edit-before-body.ts),
     * so a refused upload costs neither the transfer nor its parse. Declared with the route (contract/declare-route.ts).
     */
    writesReport?: string;
    /**
     * Issue 27: the kinds of report this route serves when not only the depreciation report (the default), e.g.
     * the workflow's `['depreciation', 'capex']`; a route under /CapexReports/ serves a capex forecast only. The
     * same hook refuses another kind with 404 (src/kernel/report-kind.ts).
     */
    reportKinds?: readonly ReportKind[];
  }
}

export interface FeatureOptions {
  db: Kysely<Database>;
}

/** OpenAPI groups. */
export const TAGS = {
  portal: 'Main portal',
  reports: 'Reports',
  register: 'Asset register',
  calculations: 'Calculations',
  capex: 'Capex forecasts',
  rca: 'Reinstatement cost assessments',
} as const;

/** The OpenAPI declaration of a route that needs the product bearer token (every route of the API scope). */
export const security = [{ bearerAuth: [] }];

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

export const errorResponses = {
  400: { description: 'Bad input', ...messageSchema },
  401: { description: 'Missing or invalid product token', ...messageSchema },
} as const;

export const notFoundResponse = {
  404: { description: 'No such report or asset', ...messageSchema },
} as const;

/** Refusals because of the resource's state (docs/api.md "Conventions": never 401/403 for those). */
export const readOnlyResponse = {
  409: { description: 'Read-only report or asset: nothing was changed', ...messageSchema },
} as const;

export const reportIdParams = idParams('id');

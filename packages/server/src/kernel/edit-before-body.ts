/**
 * A route's report, decided before the body (issue 24; issue 27; docs/security.md "Who may change a report"). This
 * `onRequest` hook of the API scope runs after the token check and before Fastify reads the body, for every route
 * whose path names a report (report-kind.ts `reportParamOf`):
 * - Issue 27: a report of a kind the route does not serve (a capex forecast's id given to a register call, or a
 *   depreciation report's to a capex call) is refused with 404, in this one place for every route (report-kind.ts).
 * - Issue 24: a route that writes the report declares the parameter (`writesReport`, http/route-kit.ts); a user who
 *   may not edit that report is refused with the rule of edit-permission.ts (403, or 409 for a Completed report),
 *   and a report that does not exist with 404. A 99 MB upload by such a user is then answered at once: its body is
 *   never read into memory, parsed or stored. The services keep their own check under the report's row lock
 *   (kernel/report-state.ts writableReport): this one is early, that one holds at commit.
 * One statement answers both (editor-repository.ts findEditSubject).
 */

import type { Database } from '@taxdep/db/schema';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../http/http-error';
import { MAX_DB_INTEGER } from '../http/input-limits';
import { editRefusal } from './edit-permission';
import { findEditSubject } from './editor-repository';
import { kindRefusal, reportKindsOf, reportParamOf } from './report-kind';

/** A path id as the route's schema accepts it; anything else is left to the schema's 400. */
function reportIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_DB_INTEGER ? id : null;
}

export function refuseEditBeforeBody(db: Kysely<Database>): onRequestAsyncHookHandler {
  return async function refuseEditBeforeBodyHook(request: FastifyRequest, reply: FastifyReply) {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    const param = reportParamOf(url, config?.writesReport);
    // Public routes have no user; a route that names no report in its path checks in its service.
    if (param === null || request.user === null || request.user === undefined) return;
    const reportId = reportIdOf((request.params as Record<string, unknown>)[param]);
    if (reportId === null) return;
    const writes = config?.writesReport !== undefined;
    const subject = await findEditSubject(db, reportId);
    // A read of a report that does not exist is answered by its route, in its own words.
    if (!subject && !writes) return;
    const refusal = !subject
      ? notFound(`Report ${reportId} does not exist.`)
      : (kindRefusal(reportId, subject.kind, reportKindsOf(url, config?.reportKinds)) ??
        (writes ? editRefusal(subject, request.user.userId) : null));
    if (!refusal) return;
    // The body still on its way is not wanted: closing the connection after the answer spares reading the rest
    // (Node would otherwise read and discard it to keep the connection alive).
    if (
      request.headers['content-length'] !== undefined ||
      request.headers['transfer-encoding'] !== undefined
    ) {
      reply.header('connection', 'close');
    }
    throw refusal;
  };
}

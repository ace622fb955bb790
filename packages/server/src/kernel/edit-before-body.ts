/**
 * Edit permission before the body (issue 24; docs/security.md "Who may change a report"). A route that writes a
 * report named in its path declares the parameter (`writesReport`, http/route-kit.ts), and this `onRequest` hook of
 * the API scope, which runs after the token check and before Fastify reads the body, refuses a user who may not
 * edit that report with the rule of edit-permission.ts (403, or 409 for a Completed report), and a report that does
 * not exist with 404. A 99 MB upload by such a user is then answered at once: its body is never read into memory,
 * parsed or stored. The services keep their own check under the report's row lock (kernel/report-state.ts
 * writableReport): this one is early, that one holds at commit.
 */

import type { Database } from '@taxdep/db/schema';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../http/http-error';
import { MAX_DB_INTEGER } from '../http/input-limits';
import { editRefusal } from './edit-permission';
import { findEditSubject } from './editor-repository';

/** A path id as the route's schema accepts it; anything else is left to the schema's 400. */
function reportIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_DB_INTEGER ? id : null;
}

export function refuseEditBeforeBody(db: Kysely<Database>): onRequestAsyncHookHandler {
  return async function refuseEditBeforeBodyHook(request: FastifyRequest, reply: FastifyReply) {
    const param = request.routeOptions.config?.writesReport;
    // Public routes have no user; a route without the declaration checks in its service.
    if (param === undefined || request.user === null || request.user === undefined) return;
    const reportId = reportIdOf((request.params as Record<string, unknown>)[param]);
    if (reportId === null) return;
    const subject = await findEditSubject(db, reportId);
    const refusal = subject
      ? editRefusal(subject, request.user.userId)
      : notFound(`Report ${reportId} does not exist.`);
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

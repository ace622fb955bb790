/**
 * The report's comment thread (issue 26 item 12; docs/product/states-and-permissions.md "Comments"): a checker's
 * return comment opens it, and the report's surveyor and checker reply while the report is In Progress or QA
 * Review, so a surveyor can answer a return and the checker reads the answer on the report. A Completed report's
 * thread is closed with it; anyone else reads it only.
 */
import type { Database } from '@taxdep/db/schema';
import type { ReportComments } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { HttpError, notFound } from '../http/http-error';
import { findComments, insertComment } from './comments-repository';
import { STATUS_ID } from './moves';
import { findWorkflowRecord, type WorkflowRecord } from './repository';

/** Why `userId` may not post in the report's thread now, as [status, message]; null when they may. */
export function commentRefusal(record: WorkflowRecord, userId: number): [number, string] | null {
  if (record.surveyorId !== userId && record.checkerId !== userId) {
    return [403, `Only the surveyor and the checker of report ${record.id} may comment on it.`];
  }
  if (record.statusId !== STATUS_ID.inProgress && record.statusId !== STATUS_ID.qaReview) {
    return [409, `Report ${record.id} is ${record.status}: its comments are closed.`];
  }
  return null;
}

async function thread(db: Kysely<Database>, record: WorkflowRecord, userId: number): Promise<ReportComments> {
  return {
    depreciationReportId: record.id,
    comments: await findComments(db, record.id),
    mayPost: commentRefusal(record, userId) === null,
  };
}

/** GET …/comments: the thread, oldest first, and whether the signed-in user may post now. */
export async function getComments(db: Kysely<Database>, reportId: number, userId: number) {
  const record = await findWorkflowRecord(db, reportId);
  if (!record) throw notFound(`Report ${reportId} does not exist.`);
  return thread(db, record, userId);
}

/** POST …/comments: a reply by the report's surveyor or checker while it is not Completed. */
export async function postComment(
  db: Kysely<Database>,
  request: { reportId: number; userId: number; comment: string },
): Promise<ReportComments> {
  const text = request.comment.trim();
  // 422, not 400: the request is well formed; an empty reply says nothing (docs/api.md "Conventions").
  if (text === '') throw new HttpError(422, 'Write the reply first: it is empty.');
  await db.transaction().execute(async (trx) => {
    // FOR UPDATE: a sign-off or return in progress is waited for, so a reply never lands in a Completed report.
    const record = await findWorkflowRecord(trx, request.reportId, true);
    if (!record) throw notFound(`Report ${request.reportId} does not exist.`);
    const refusal = commentRefusal(record, request.userId);
    if (refusal) throw new HttpError(refusal[0], refusal[1]);
    await insertComment(trx, { reportId: record.id, userId: request.userId, text, stepId: null });
  });
  return getComments(db, request.reportId, request.userId);
}

/**
 * The report workflow (issue 15; docs/api.md "Workflow", docs/product/states-and-permissions.md "Workflow"):
 * In Progress → QA Review (the surveyor submits; refused with the list of what blocks it unless General Info's
 * required fields are filled, the report's facts are entered and possible, and every asset passes validateAsset) → Completed (the checker signs off); QA Review →
 * In Progress (the checker returns it, saying why). Each step is recorded with who, when, from, to and comment.
 */

import type { Database } from '@taxdep/db/schema';
import type { WorkflowBlocker, WorkflowState } from '@taxdep/domain';
import {
  GENERAL_INFO_REQUIRED_FIELDS,
  reportFactProblems,
  reportFactsOf,
  validateGeneralInfo,
} from '@taxdep/domain/report';
import type { Kysely, Transaction } from 'kysely';
import { capexBlockers } from '../capex';
import { HttpError, notFound } from '../http/http-error';
import { mayEdit } from '../kernel/edit-permission';
import { judgeUnjudgedAssets } from '../kernel/verdicts';
import { rcaBlockers } from '../rca';
import { type JobQueue, signOffProgress, startSignOff } from '../report-jobs';
import { getReport } from '../reports';
import { insertComment } from './comments-repository';
import { actionsFor, moveRefusal, moveTo, STATUS_ID } from './moves';
import {
  type FailingAsset,
  findFailingAssets,
  findSteps,
  findWorkflowRecord,
  hasUndatedCapitalWorks,
  recordStep,
  type WorkflowRecord,
} from './repository';

/** At most this many blockers are listed; `blockingCount` says how many there are. */
export const BLOCKER_LIMIT = 100;

/** A refused step: 409 with what blocks a submit, or 403/409 with a message (src/workflow/routes.ts sends it). */
export class WorkflowRefusalError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly blocking?: WorkflowBlocker[],
    readonly blockingCount?: number,
  ) {
    super(statusCode, message);
  }
}

function stateOf(record: WorkflowRecord, userId: number): Omit<WorkflowState, 'steps' | 'signOff'> {
  return {
    depreciationReportId: record.id,
    statusId: record.statusId,
    status: record.status,
    readOnly: !mayEdit(record, userId),
    surveyor: record.surveyor,
    checker: record.checker,
    actions: actionsFor(record, userId),
  };
}

async function recordOrNotFound(
  db: Kysely<Database> | Transaction<Database>,
  reportId: number,
  lock = false,
) {
  const record = await findWorkflowRecord(db, reportId, lock);
  if (!record) throw notFound(`Report ${reportId} does not exist.`);
  return record;
}

/** GET /depreciationReports/{id}/workflow: the status, the steps so far and what the signed-in user may do. */
export async function getWorkflow(
  db: Kysely<Database>,
  reportId: number,
  userId: number,
): Promise<WorkflowState> {
  // One snapshot: the job runner records a sign-off's step, the status and the end of its job in one transaction,
  // and reads in separate statements could see the job ended but not yet the step (a QA Review with nothing being
  // sealed, which PostgreSQL showed under load).
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const record = await recordOrNotFound(trx, reportId);
      const steps = await findSteps(trx, reportId);
      const since = steps.at(-1)?.at;
      const signOff =
        record.statusId === STATUS_ID.qaReview
          ? await signOffProgress(trx, reportId, since ? new Date(since) : null)
          : null;
      return { ...stateOf(record, userId), steps, signOff };
    });
}

/**
 * POST /depreciationReport/{toStatusId}?depreciationId={reportId}: one step, all or nothing. A sign-off is not
 * recorded here: it queues the job that seals the report's PDF, which records the step once the PDF is written
 * (issue 26 item 11, src/report-jobs/sign-off.ts); the answer's `signOff` says it is being sealed.
 */
export async function moveReport(
  db: Kysely<Database>,
  jobs: JobQueue,
  request: { reportId: number; toStatusId: number; userId: number; comment: string | null | undefined },
): Promise<WorkflowState> {
  const { reportId, toStatusId, userId } = request;
  const comment = request.comment?.trim() || null;
  const sealing = await db.transaction().execute(async (trx) => {
    const record = await recordOrNotFound(trx, reportId, true);
    const move = moveTo(record, toStatusId);
    // 422, not 400: the request is well formed; the workflow refuses it (docs/api.md "Conventions").
    if (!move) throw new HttpError(422, `Status ${toStatusId} is not a step of the workflow.`);
    const refusal = moveRefusal(move, record, userId);
    if (refusal) throw new WorkflowRefusalError(refusal[0], refusal[1]);
    if (move.commentRequired && comment === null) {
      throw new HttpError(422, 'Say why the report goes back: a comment is required.');
    }
    if (move.action === 'submit') await refuseWhenBlocked(trx, record, userId);
    // Issue 26 item 11: a sign-off waits for its sealed PDF (a capex forecast's too, issue 27).
    if (move.action === 'signOff') return true;
    const stepId = await recordStep(trx, {
      reportId,
      from: record.statusId,
      to: move.toStatusId,
      userId,
      comment,
    });
    // Issue 26 item 12: a return's comment opens (or continues) the report's thread, which the surveyor answers.
    if (comment !== null) await insertComment(trx, { reportId, userId, text: comment, stepId });
    return false;
  });
  if (sealing) await startSignOff(db, jobs, reportId, userId);
  return getWorkflow(db, reportId, userId);
}

/**
 * General Info's required fields (the domain's validateGeneralInfo), the report's facts the document needs and
 * their order (issue 25, the domain's reportFactProblems) and the assets' stored verdicts; for a capex forecast
 * (issue 27) its own: its settings, at least one item, no item left out (capex/workflow.ts); for an assessment
 * (issue 28) its settings, at least one building, every building valid (rca/workflow.ts).
 */
export async function submitBlockers(
  trx: Transaction<Database> | Kysely<Database>,
  reportId: number,
  userId: number,
  known?: WorkflowRecord,
): Promise<{ blocking: WorkflowBlocker[]; count: number }> {
  const record = known ?? (await recordOrNotFound(trx, reportId));
  if (record.kind === 'capex') return capexBlockers(trx, reportId, BLOCKER_LIMIT);
  if (record.kind === 'rca') return rcaBlockers(trx, reportId, BLOCKER_LIMIT);
  const report = await getReport(trx, reportId, userId);
  const errors = validateGeneralInfo({ ...report, readOnly: false });
  const blocking: WorkflowBlocker[] = GENERAL_INFO_REQUIRED_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message
      ? [{ kind: 'generalInfo' as const, assetId: null, message: `General Info: ${message}` }]
      : [];
  });
  // Issue 25: the facts the document states, each missing or impossible one named (report-facts.ts).
  const needs = { undatedCapitalWorks: await hasUndatedCapitalWorks(trx, reportId) };
  for (const problem of reportFactProblems(reportFactsOf(report), needs)) {
    const message = `General Info: ${problem.message}`;
    // A required field that is also a fact the document needs is one reason, said once (issue 26 item 12).
    if (!blocking.some((b) => b.message === message))
      blocking.push({ kind: 'generalInfo', assetId: null, message });
  }
  // Verdicts voided by a write are judged now, so the list is the domain's current answer.
  await judgeUnjudgedAssets(trx, { reportId });
  const failing = await findFailingAssets(trx, reportId, BLOCKER_LIMIT - blocking.length);
  blocking.push(...failing.assets.map(assetBlocker));
  return { blocking, count: blocking.length - failing.assets.length + failing.count };
}

function assetBlocker(asset: FailingAsset): WorkflowBlocker {
  // Issue 26 item 12: one sentence per reason, though several fields may give the same one.
  const messages = [
    ...new Set(
      (asset.asset_errors ?? [])
        .map((e) => (typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : ''))
        .filter(Boolean),
    ),
  ];
  const name = asset.description ? ` (${asset.description})` : '';
  return {
    kind: 'asset',
    assetId: asset.id,
    message: `Asset ${asset.id}${name}: ${messages.join(' ') || 'has errors.'}`,
  };
}

async function refuseWhenBlocked(trx: Transaction<Database>, record: WorkflowRecord, userId: number) {
  const reportId = record.id;
  const { blocking, count } = await submitBlockers(trx, reportId, userId, record);
  if (count === 0) return;
  throw new WorkflowRefusalError(
    409,
    `Report ${reportId} cannot go to QA Review yet; fix ${count === 1 ? 'this' : `these ${count}`} first.`,
    blocking,
    count,
  );
}

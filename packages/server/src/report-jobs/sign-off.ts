/**
 * Sign-off seals the PDF (issue 26 item 11; docs/report-document.md "Sealed at sign-off"): the checker's sign-off
 * is a job like a preview's, drawn as the Completed report will read, and the step to Completed is recorded only
 * in the transaction that keeps its sealed document (runner.ts). Until then the report stays in QA Review; a
 * sign-off that fails leaves it there with the reason, which the workflow bar shows.
 */
import type { Database } from '@taxdep/db/schema';
import type { SignOffProgress } from '@taxdep/domain';
import type { Transaction } from 'kysely';
import { notFound } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import { findDocumentReport, findNewestSignOff, type JobRow, queueSignOff } from './repository';
import type { JobQueue } from './service';

export type SignOffRecorder = (
  trx: Transaction<Database>,
  signOff: { reportId: number; userId: number; at: Date },
) => Promise<string | null>;

/** A sign-off's revision changed before its PDF was sealed: the checker signed off what is no longer there. */
export const SIGN_OFF_CHANGED =
  'The report changed after Sign off was confirmed, so it was not signed off. Look at it again and sign off.';

/** A sign-off that may not be recorded now: its job fails with the reason, the report stays unsigned. */
export class SignOffRefused extends Error {}

/**
 * The step to Completed of a sign-off job, in the transaction that keeps its sealed document; throws
 * SignOffRefused when the step may no longer be made or the report is no longer the revision drawn.
 */
export async function recordSignOffIn(
  trx: Transaction<Database>,
  job: JobRow,
  recorder: SignOffRecorder | undefined,
): Promise<void> {
  if (!recorder || job.sign_off_by === null || job.sign_off_at === null) {
    throw new SignOffRefused('This service cannot record a sign-off.');
  }
  const refusal = await recorder(trx, {
    reportId: job.report_id,
    userId: job.sign_off_by,
    at: job.sign_off_at,
  });
  if (refusal) throw new SignOffRefused(`${refusal} It was not signed off.`);
  // The recorder locked the report (FOR UPDATE): no register write can land between this read and the commit.
  const now = await findDocumentReport(trx, job.report_id);
  if (
    !now ||
    now.generalInfoVersion !== job.general_info_version ||
    now.registerRevision !== job.register_revision
  ) {
    throw new SignOffRefused(SIGN_OFF_CHANGED);
  }
}

/** Queues the sign-off of the report as it is now (the checker's permission is the caller's to check). */
export async function startSignOff(db: Db, queue: JobQueue, reportId: number, userId: number): Promise<void> {
  const report = await findDocumentReport(db, reportId);
  if (!report) throw notFound(`Report ${reportId} does not exist.`);
  const job = await queueSignOff(db, report.id, report, userId);
  if (job.status === 'queued') queue.wake();
}

/**
 * The report's sign-off in hand (queued or being sealed), or the last one that failed after `since` (the report's
 * newest step), for the workflow bar; null when there is neither.
 */
export async function signOffProgress(
  db: Db,
  reportId: number,
  since: Date | null,
): Promise<SignOffProgress | null> {
  const job = await findNewestSignOff(db, reportId);
  if (!job) return null;
  const open = job.status === 'queued' || job.status === 'running';
  const failedSince = job.status === 'failed' && (since === null || job.queued_at > since);
  if (!open && !failedSince) return null;
  return {
    state: open ? 'sealing' : 'failed',
    stage: job.stage,
    done: job.done,
    total: job.total,
    error: open ? null : job.error,
    at: job.queued_at.toISOString(),
  };
}

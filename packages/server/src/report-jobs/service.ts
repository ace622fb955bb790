/**
 * The report PDF calls (issue 14; docs/api.md "Report documents"): the preview serves the newest document of the
 * report's current revision, or queues its job and answers its progress; regenerate queues a new version; the
 * status says what there is; the main portal downloads a stored version by its id.
 */
import type {
  ReportDocumentInfo,
  ReportDocumentJob,
  ReportDocumentStatus,
  ReportRevision,
} from '@taxdep/domain';
import { notFound } from '../http/http-error';
import { assertMayEdit } from '../kernel/edit-permission';
import { findEditSubject } from '../kernel/editor-repository';
import type { Db } from '../kernel/record-repository';
import {
  type DocumentRow,
  type FirstPagesRow,
  findDocumentByUid,
  findFirstPages,
  newestDocument,
  readFirstPages,
} from './document-repository';
import { type DocumentReport, findDocumentReport, findJob, type JobRow, queueJob } from './repository';

/** What the calls need of the job runner: a nudge when they queue a job. */
export interface JobQueue {
  wake(): void;
}

/** A stored document to send. */
export interface StoredDocument {
  id: number;
  fileName: string;
  bytes: number;
  sha256: string;
  documentUId: string;
}

async function reportOrNotFound(db: Db, reportId: number): Promise<DocumentReport> {
  const report = await findDocumentReport(db, reportId);
  if (!report) throw notFound(`Report ${reportId} does not exist.`);
  return report;
}

/** The state of the report's PDF (GET …/report-document). */
export async function documentStatus(db: Db, reportId: number): Promise<ReportDocumentStatus> {
  return statusOf(db, await reportOrNotFound(db, reportId));
}

/**
 * GET …/preview: the newest document of the current revision (of a read-only report, its sealed one), or the job
 * that makes it (queued now if there was none; a failed job stays failed until regenerated, so a preview never
 * loops on a document that cannot be made).
 */
export async function preview(
  db: Db,
  queue: JobQueue,
  reportId: number,
): Promise<{ document: StoredDocument } | { status: ReportDocumentStatus }> {
  const report = await reportOrNotFound(db, reportId);
  const ready = await newestDocument(db, report.id, report, report.readOnly);
  if (ready) return { document: stored(ready) };
  let job = await queueJob(db, report.id, report, false);
  // Done without a document to show: superseded when it ran (runner.ts), or made before the report was
  // Completed (not sealed); make it again.
  if (job.status === 'done') job = await queueJob(db, report.id, report, true);
  if (job.status === 'queued') queue.wake();
  return { status: await statusOf(db, report) };
}

/**
 * GET …/regenerate-report: a new version of the current revision's document. A finished or failed job is queued
 * again; a queued or running one is shared. For a read-only report the job checks the sealed document instead of
 * replacing it (runner.ts), which changes nothing, so anyone may ask for it; a report that is not read-only gets a
 * new version only from its surveyor or checker (403 otherwise, src/kernel/edit-permission.ts).
 */
export async function regenerate(
  db: Db,
  queue: JobQueue,
  reportId: number,
  userId: number,
): Promise<ReportDocumentStatus> {
  const report = await reportOrNotFound(db, reportId);
  const subject = await findEditSubject(db, reportId);
  if (subject && !subject.statusReadOnly) assertMayEdit(subject, userId);
  const job = await queueJob(db, report.id, report, true);
  if (job.status === 'queued') queue.wake();
  return statusOf(db, report);
}

const KIND_NAMES = {
  depreciation: 'a depreciation report',
  capex: 'a capex forecast',
  rca: 'a reinstatement cost assessment',
} as const;

/** GET /fund/{fundId}/depreciationReports/{id}/downloadReport: a stored version of a report of the fund. */
export async function fundDocument(
  db: Db,
  fundId: number,
  reportId: number,
  documentUId: string,
  asked: { isCapex: boolean; isRca: boolean },
): Promise<StoredDocument> {
  const report = await findDocumentReport(db, reportId);
  if (!report || report.fundId !== fundId)
    throw notFound(`Report ${reportId} is not a report of fund ${fundId}.`);
  // The spec's isCapex (issue 27) and isRca (issue 28) say which kind of document is asked for: another kind's id
  // is not found (and no report is of both kinds).
  const kind = asked.isCapex ? (asked.isRca ? null : 'capex') : asked.isRca ? 'rca' : 'depreciation';
  if (kind !== report.kind)
    throw notFound(`Report ${reportId} is not ${kind === null ? 'of both kinds' : KIND_NAMES[kind]}.`);
  const document = await findDocumentByUid(db, reportId, documentUId.toLowerCase());
  if (!document) throw notFound(`Report ${reportId} has no document ${documentUId}.`);
  return stored(document);
}

/** A long document's first pages, to send (GET …/first-pages). */
export interface StoredFirstPages {
  content: Uint8Array;
  /** "<the document's name> (pages 1 to 8 of 1364).pdf": saved from the viewer, it says what it is. */
  fileName: string;
  sha256: string;
  documentUId: string;
}

/**
 * GET …/first-pages?documentUId=: the first pages of a stored version of the report, as the Report tab's frame shows
 * them (docs/api.md "Report documents"). 404 for an unknown version or one with no first-pages file (1 MiB or
 * less: the frame shows it whole).
 */
export async function firstPagesDocument(
  db: Db,
  reportId: number,
  documentUId: string,
): Promise<StoredFirstPages> {
  await reportOrNotFound(db, reportId);
  const document = await findDocumentByUid(db, reportId, documentUId.toLowerCase());
  if (!document) throw notFound(`Report ${reportId} has no document ${documentUId}.`);
  const [info, content] = await Promise.all([
    findFirstPages(db, document.id),
    readFirstPages(db, document.id),
  ]);
  if (!info || !content) {
    throw notFound(`Document ${documentUId} has no first-pages file: it is shown whole.`);
  }
  const base = document.file_name.replace(/\.pdf$/i, '');
  return {
    content,
    fileName: `${base} (pages 1 to ${info.pages} of ${document.pages}).pdf`,
    sha256: info.sha256,
    documentUId: document.document_uid,
  };
}

async function statusOf(db: Db, report: DocumentReport): Promise<ReportDocumentStatus> {
  // A read-only report is shown only by its sealed document (made once it is Completed).
  const [job, current] = await Promise.all([
    findJob(db, report.id, report),
    newestDocument(db, report.id, report, report.readOnly),
  ]);
  const document = current ?? (await newestDocument(db, report.id, null));
  const firstPages = document ? await findFirstPages(db, document.id) : undefined;
  const generating = job !== undefined && (job.status === 'queued' || job.status === 'running');
  const state = generating ? 'generating' : current ? 'ready' : job?.status === 'failed' ? 'failed' : 'none';
  return {
    reportId: report.id,
    state,
    revision: revisionOf(report),
    job: job ? jobAnswer(job) : null,
    document: document ? documentAnswer(document, report, firstPages) : null,
  };
}

function revisionOf(row: { generalInfoVersion: number; registerRevision: string }): ReportRevision {
  return { generalInfoVersion: row.generalInfoVersion, registerRevision: row.registerRevision };
}

function jobAnswer(job: JobRow): ReportDocumentJob {
  return {
    status: job.status,
    stage: job.stage,
    done: job.done,
    total: job.total,
    attempts: job.attempts,
    error: job.error,
    queuedAt: job.queued_at.toISOString(),
    revision: { generalInfoVersion: job.general_info_version, registerRevision: job.register_revision },
  };
}

function documentAnswer(
  row: DocumentRow,
  report: DocumentReport,
  firstPages: FirstPagesRow | undefined,
): ReportDocumentInfo {
  const answer: ReportDocumentInfo = {
    documentUId: row.document_uid,
    fileName: row.file_name,
    generatedAt: (row.generated_at ?? new Date(0)).toISOString(),
    revision: { generalInfoVersion: row.general_info_version, registerRevision: row.register_revision },
    pages: row.pages,
    bytes: Number(row.byte_count),
    sha256: row.sha256 ?? '',
    sealed: row.sealed,
    registerChanged: row.register_revision !== report.registerRevision,
    generalInfoChanged: row.general_info_version !== report.generalInfoVersion,
  };
  if (firstPages) {
    answer.firstPages = { pages: firstPages.pages, bytes: firstPages.byte_count, sha256: firstPages.sha256 };
  }
  return answer;
}

function stored(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    fileName: row.file_name,
    bytes: Number(row.byte_count),
    sha256: row.sha256 ?? '',
    documentUId: row.document_uid,
  };
}

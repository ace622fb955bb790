/**
 * The SQL of the stored report documents (issue 11: SQL only in repositories; migration 013; docs/api.md "Report
 * documents"): a document is started, written in parts, completed with its job, read back part by part.
 */
import { sql } from 'kysely';
import type { Db } from '../kernel/record-repository';
import type { Revision } from './repository';

export interface DocumentRow {
  id: number;
  document_uid: string;
  report_id: number;
  general_info_version: number;
  register_revision: string;
  file_name: string;
  byte_count: bigint;
  sha256: string | null;
  pages: number;
  sealed: boolean;
  generated_at: Date | null;
}

const DOCUMENT_COLUMNS = [
  'id',
  'document_uid',
  'report_id',
  'general_info_version',
  'register_revision',
  'file_name',
  'byte_count',
  'sha256',
  'pages',
  'sealed',
  'generated_at',
] as const;

/** The newest ready document of the report, of `revision` when given. */
export function newestDocument(
  db: Db,
  reportId: number,
  revision: Revision | null,
  sealedOnly = false,
): Promise<DocumentRow | undefined> {
  let query = db
    .selectFrom('report_documents')
    .select(DOCUMENT_COLUMNS)
    .where('report_id', '=', reportId)
    .where('ready', '=', true);
  if (revision) {
    query = query
      .where('general_info_version', '=', revision.generalInfoVersion)
      .where('register_revision', '=', revision.registerRevision);
  }
  if (sealedOnly) query = query.where('sealed', '=', true);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findDocumentByUid(
  db: Db,
  reportId: number,
  documentUid: string,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('report_documents')
    .select(DOCUMENT_COLUMNS)
    .where('report_id', '=', reportId)
    .where('document_uid', '=', documentUid)
    .where('ready', '=', true)
    .executeTakeFirst();
}

/** A document being written (not ready): its parts follow. */
export async function startDocument(
  db: Db,
  values: Revision & { uid: string; reportId: number; jobId: number; fileName: string; sealed: boolean },
): Promise<number> {
  const row = await db
    .insertInto('report_documents')
    .values({
      document_uid: values.uid,
      report_id: values.reportId,
      job_id: values.jobId,
      general_info_version: values.generalInfoVersion,
      register_revision: values.registerRevision,
      file_name: values.fileName,
      sealed: values.sealed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function writePart(
  db: Db,
  documentId: number,
  partNo: number,
  bytes: Uint8Array,
): Promise<void> {
  await db
    .insertInto('report_document_parts')
    .values({ document_id: documentId, part_no: partNo, bytes })
    .execute();
}

export async function completeDocument(
  db: Db,
  documentId: number,
  done: { bytes: number; sha256: string; pages: number },
): Promise<void> {
  await db
    .updateTable('report_documents')
    .set({
      ready: true,
      byte_count: BigInt(done.bytes),
      sha256: done.sha256,
      pages: done.pages,
      generated_at: sql<Date>`now()`,
    })
    .where('id', '=', documentId)
    .execute();
}

/** Removes what an attempt left unfinished (its parts go with it, ON DELETE CASCADE). */
export async function dropUnfinishedDocuments(db: Db, jobId: number): Promise<void> {
  await db.deleteFrom('report_documents').where('job_id', '=', jobId).where('ready', '=', false).execute();
}

/** Removes one attempt's unfinished document (another attempt of the job may be writing its own). */
export async function dropUnfinishedDocument(db: Db, documentId: number): Promise<void> {
  await db.deleteFrom('report_documents').where('id', '=', documentId).where('ready', '=', false).execute();
}

/** A part of a document's bytes, in order; undefined after the last. */
export async function readPart(db: Db, documentId: number, partNo: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('report_document_parts')
    .select('bytes')
    .where('document_id', '=', documentId)
    .where('part_no', '=', partNo)
    .executeTakeFirst();
  return row?.bytes;
}

/** A long document's first-pages file (migration 021): what the status says of it. */
export interface FirstPagesRow {
  pages: number;
  byte_count: number;
  sha256: string;
}

/** Stores a document's first-pages file; a sealed document's, made again, is kept as it was. */
export async function writeFirstPages(
  db: Db,
  documentId: number,
  file: { pages: number; sha256: string; bytes: Uint8Array },
): Promise<void> {
  await db
    .insertInto('report_document_first_pages')
    .values({
      document_id: documentId,
      pages: file.pages,
      byte_count: file.bytes.byteLength,
      sha256: file.sha256,
      bytes: file.bytes,
    })
    .onConflict((c) => c.column('document_id').doNothing())
    .execute();
}

export function findFirstPages(db: Db, documentId: number): Promise<FirstPagesRow | undefined> {
  return db
    .selectFrom('report_document_first_pages')
    .select(['pages', 'byte_count', 'sha256'])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

export async function readFirstPages(db: Db, documentId: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('report_document_first_pages')
    .select('bytes')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.bytes;
}

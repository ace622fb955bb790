import type { Generated } from 'kysely';

/** Report PDFs (migrations 013 and 021): generation jobs, documents, their parts and first pages. */

/** Migration 013: a report PDF's generation job (src/report-jobs). */
export interface ReportDocumentJobTable {
  id: Generated<number>;
  report_id: number;
  general_info_version: number;
  register_revision: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  stage: Generated<string>;
  done: Generated<number>;
  total: Generated<number>;
  attempts: Generated<number>;
  claim_token: string | null;
  error: string | null;
  document_id: number | null;
  queued_at: Generated<Date>;
  started_at: Date | null;
  heartbeat_at: Date | null;
  finished_at: Date | null;
  /** Migration 030: a sign-off's job, which records the step to Completed when its sealed PDF is written. */
  sign_off: Generated<boolean>;
  sign_off_by: number | null;
  sign_off_at: Date | null;
}

/** Migration 013: a generated report PDF (its bytes in report_document_parts). */
export interface ReportDocumentTable {
  id: Generated<number>;
  document_uid: string;
  report_id: number;
  job_id: number;
  general_info_version: number;
  register_revision: string;
  file_name: string;
  byte_count: Generated<bigint>;
  sha256: string | null;
  pages: Generated<number>;
  sealed: Generated<boolean>;
  ready: Generated<boolean>;
  generated_at: Date | null;
}

/** Migration 013: about 1 MiB of a document's bytes. */
export interface ReportDocumentPartTable {
  document_id: number;
  part_no: number;
  bytes: Uint8Array;
}

/** Migration 021: the first pages of a long document, as a PDF of their own (the Report tab's frame). */
export interface ReportDocumentFirstPagesTable {
  document_id: number;
  pages: number;
  byte_count: number;
  sha256: string;
  bytes: Uint8Array;
}

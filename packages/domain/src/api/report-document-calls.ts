/**
 * The report PDF (issue 14; spec 2.8 and 7; docs/api.md "Report documents"): the Report tab's preview, a new
 * version on request, the state of its generation, and the main portal's download of a stored version by its id.
 * The PDF answers are files, not JSON (`contentMediaType`, as the CSV exports of export-calls.ts); a preview that is
 * not ready yet answers 202 with the generation's state instead.
 */
import type { Count, Id, Version } from './wire-limits';

/**
 * A PDF document, sent as `application/pdf` with `Content-Disposition` naming the file (from the report name;
 * `report.pdf` when it has none).
 * @contentMediaType application/pdf
 */
export type PdfFile = string;

/**
 * A stored document's id (a UUID), as the main portal's download names it.
 * @maxLength 36
 * @pattern ^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$
 */
export type DocumentUId = string;

/** An instant as ISO 8601 text in UTC (`2026-11-26T05:04:03.000Z`). */
export type InstantText = string;

/**
 * What a document is made from: the report's General Info version (`version` of GET /depreciationReports/{id}) and
 * the register's revision (the newest write and the number of assets; docs/api.md "Report documents").
 */
export interface ReportRevision {
  generalInfoVersion: Version;
  registerRevision: string;
}

/** Where the generation of the current revision's document stands. */
export type ReportDocumentJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** The generation job of a revision (one per report and revision, shared by every request for it). */
export interface ReportDocumentJob {
  status: ReportDocumentJobStatus;
  /** What the renderer is doing ('assets', 'pages', …; empty before it starts). */
  stage: string;
  /** Rows (or pages) done of `total`; 0 of 0 before the renderer reports. */
  done: Count;
  total: Count;
  /** Claims so far: above 1 when an instance stopped during the job and another took it up again. */
  attempts: Count;
  /** Why it failed, for the screen; null unless failed. */
  error: string | null;
  queuedAt: InstantText;
  revision: ReportRevision;
}

/**
 * A long document's first pages as a PDF of their own (GET …/first-pages): the front matter, the summaries and
 * the first page of the asset schedules, the same pages as the whole document's ("Page 2 of 1364"). The Report
 * tab's frame shows them so that the first page appears at once; downloads are always the whole document.
 */
export interface FirstPagesInfo {
  pages: Count;
  bytes: Count;
  /** SHA-256 of the first-pages file, 64 lowercase hex digits; sealed with the document. */
  sha256: string;
}

/** A stored document (one version of the report's PDF). */
export interface ReportDocumentInfo {
  documentUId: DocumentUId;
  fileName: string;
  generatedAt: InstantText;
  revision: ReportRevision;
  pages: Count;
  bytes: Count;
  /** SHA-256 of the bytes, 64 lowercase hex digits. */
  sha256: string;
  /** Made while the report was read-only (Completed): what the firm issued; regenerating gives the same bytes. */
  sealed: boolean;
  /** The register changed since it was made. */
  registerChanged: boolean;
  /** General Info changed since it was made. */
  generalInfoChanged: boolean;
  /** Its first pages as a file of their own; absent for a document of 1 MiB or less (the frame shows it whole). */
  firstPages?: FirstPagesInfo;
}

/**
 * The state of a report's PDF: the answer of GET …/report-document and …/regenerate-report, and the 202 of
 * …/preview while the document of the current revision is not ready.
 * `state`: `ready` (the current revision has a document), `generating` (its job is queued or running), `failed`
 * (its job failed; regenerate to try again), `none` (nothing asked for the current revision yet).
 */
export interface ReportDocumentStatus {
  reportId: Id;
  state: 'ready' | 'generating' | 'failed' | 'none';
  /** The current revision. */
  revision: ReportRevision;
  /** The job of the current revision, if any. */
  job: ReportDocumentJob | null;
  /** The newest document of the current revision, else the newest of any revision (see its changed flags). */
  document: ReportDocumentInfo | null;
}

/** Path of the main portal's download: the fund the report is listed under, and the report. */
export interface FundReportDocumentParams {
  fundId: Id;
  id: Id;
}

/** Query of GET …/first-pages: the stored version whose first pages are wanted. */
export interface FirstPagesQuery {
  documentUId: DocumentUId;
}

/** Query of the main portal's download. */
export interface ReportDownloadQuery {
  /** The stored version to download (`documentUId` of ReportDocumentInfo). */
  documentUId: DocumentUId;
  /** The spec's capex variant: `true` for a capex forecast's document (issue 27), `false` for a depreciation report's; the other kind answers 404. */
  isCapex?: boolean;
  /** Issue 28: `true` for a reinstatement cost assessment's document; another kind answers 404. */
  isRca?: boolean;
}

/** Query of GET …/owner-document (issue 23 item 7): the owner whose document is wanted (GET …/owners). */
export interface OwnerDocumentQuery {
  ownerId: Id;
}

/** The report's id in the path. */
interface DocumentReportParams {
  id: Id;
}

/** Issue 14's calls; ApiCalls (./calls.ts) extends them. */
export interface ReportDocumentCalls {
  // Issue 14: the report PDF (report-document-calls.ts; docs/api.md "Report documents"). The preview answers 202
  // with the generation's state until the current revision's document is ready.
  'GET /depreciationReports/{id}/preview': {
    params: DocumentReportParams;
    response: PdfFile;
    errors: { 202: ReportDocumentStatus };
  };
  // The first pages of a long document as a PDF of their own: what the Report tab's frame shows (the download is the
  // whole document).
  'GET /depreciationReports/{id}/first-pages': {
    params: DocumentReportParams;
    query: FirstPagesQuery;
    response: PdfFile;
  };
  'GET /depreciationReports/{id}/regenerate-report': {
    params: DocumentReportParams;
    response: ReportDocumentStatus;
  };
  'GET /depreciationReports/{id}/report-document': {
    params: DocumentReportParams;
    response: ReportDocumentStatus;
  };
  // Issue 23 item 7: one PDF per owner, written on request (not stored; the issued document is the whole's).
  'GET /depreciationReports/{id}/owner-document': {
    params: DocumentReportParams;
    query: OwnerDocumentQuery;
    response: PdfFile;
  };
  'GET /fund/{fundId}/depreciationReports/{id}/downloadReport': {
    params: FundReportDocumentParams;
    query: ReportDownloadQuery;
    response: PdfFile;
  };
}

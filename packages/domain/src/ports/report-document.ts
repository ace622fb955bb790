import type { ReportDocumentStatus } from '../api/report-document-calls';
import type { ApiFailure } from './api-client';
import type { ExportedFile } from './register-export';

/** What the preview call gave: the PDF (with the file name the service gave it), or the state of its making. */
export type ReportPreview =
  | { kind: 'pdf'; file: ExportedFile }
  | { kind: 'pending'; status: ReportDocumentStatus };

/**
 * The Report tab's calls (spec 2.8 and 7; docs/api.md "Report documents"): the preview (GET …/preview, a PDF or,
 * while it is being made, 202 with its state), its state (GET …/report-document) and a new version
 * (GET …/regenerate-report). docs/product/rules.md#messages-and-errors: a failure answers null, `lastFailure()` says why.
 */
export interface ReportDocumentPort {
  preview(reportId: number): Promise<ReportPreview | null>;
  status(reportId: number): Promise<ReportDocumentStatus | null>;
  regenerate(reportId: number): Promise<ReportDocumentStatus | null>;
  /** GET …/owner-document?ownerId=: one owner's PDF, written on request (issue 23 item 7). */
  ownerDocument(reportId: number, ownerId: number): Promise<ExportedFile | null>;
  lastFailure(): ApiFailure | null;
}

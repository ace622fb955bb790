import type { ReportDocumentStatus } from '@taxdep/domain';
import type {
  ApiClient,
  ApiFailure,
  ExportedFile,
  ReportDocumentPort,
  ReportPreview,
} from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** spec 7: "default 'report' with .pdf" when the answer names no file. */
export const DEFAULT_REPORT_FILE_NAME = 'report.pdf';

/**
 * ReportDocumentPort over the ApiClient. The preview is a download (a blob and the file name of
 * Content-Disposition); its 202 answer (the document is being made) is a success too, so its blob is told apart by
 * what it holds: JSON state rather than a PDF (which starts `%PDF`).
 */
export class HttpReportDocumentPort implements ReportDocumentPort {
  private failure: ApiFailure | null = null;

  constructor(private readonly api: ApiClient) {}

  async preview(reportId: number): Promise<ReportPreview | null> {
    const file = await this.api.download(
      `/depreciationReports/${encodeURIComponent(String(reportId))}/preview`,
    );
    this.failure = file ? null : this.api.lastFailure();
    if (!file) return null;
    const status = await pendingState(file.blob);
    if (status) return { kind: 'pending', status };
    return { kind: 'pdf', file: { blob: file.blob, fileName: file.fileName ?? DEFAULT_REPORT_FILE_NAME } };
  }

  async status(reportId: number): Promise<ReportDocumentStatus | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/{id}/report-document', {
      params: { id: reportId },
    });
    this.failure = answer ? null : this.api.lastFailure();
    return answer;
  }

  async regenerate(reportId: number): Promise<ReportDocumentStatus | null> {
    const answer = await callApi(this.api, 'GET /depreciationReports/{id}/regenerate-report', {
      params: { id: reportId },
    });
    this.failure = answer ? null : this.api.lastFailure();
    return answer;
  }

  async ownerDocument(reportId: number, ownerId: number): Promise<ExportedFile | null> {
    const file = await this.api.download(
      `/depreciationReports/${encodeURIComponent(String(reportId))}/owner-document`,
      { ownerId },
    );
    this.failure = file ? null : this.api.lastFailure();
    return file ? { blob: file.blob, fileName: file.fileName ?? DEFAULT_REPORT_FILE_NAME } : null;
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }
}

/** The 202's state when the blob is JSON (by its type, or by its first byte when a proxy dropped the type). */
async function pendingState(blob: Blob): Promise<ReportDocumentStatus | null> {
  const json = blob.type.includes('json') || (await blob.slice(0, 1).text()) === '{';
  if (!json) return null;
  try {
    const parsed = JSON.parse(await blob.text()) as ReportDocumentStatus;
    return typeof parsed === 'object' && parsed !== null && 'state' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

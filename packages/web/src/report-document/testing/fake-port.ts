/** The Report tab's test doubles: a port answering from queues, and the service's answers. */
import type { ReportDocumentInfo, ReportDocumentStatus } from '@taxdep/domain';
import type { ApiFailure, ExportedFile, ReportDocumentPort, ReportPreview } from '@taxdep/domain/ports';
import type { FirstPagesPort } from '../first-pages';

const REVISION = { generalInfoVersion: 3, registerRevision: '901/12' };

export function documentInfo(overrides: Partial<ReportDocumentInfo> = {}): ReportDocumentInfo {
  return {
    documentUId: '6f1c2a4e-0d1b-4c8e-9a51-1f0e2b3c4d5e',
    fileName: 'FY25 Depreciation.pdf',
    generatedAt: '2026-11-26T04:00:00.000Z',
    revision: REVISION,
    pages: 24,
    bytes: 120_000,
    sha256: 'ab'.repeat(32),
    sealed: false,
    registerChanged: false,
    generalInfoChanged: false,
    ...overrides,
  };
}

export function reportStatus(
  state: ReportDocumentStatus['state'],
  extra: Partial<ReportDocumentStatus> = {},
): ReportDocumentStatus {
  return {
    reportId: 7,
    state,
    revision: REVISION,
    job:
      state === 'generating'
        ? {
            status: 'running',
            stage: 'assets',
            done: 40,
            total: 120,
            attempts: 1,
            error: null,
            queuedAt: '2026-11-26T04:00:00.000Z',
            revision: REVISION,
          }
        : state === 'failed'
          ? {
              status: 'failed',
              stage: '',
              done: 0,
              total: 0,
              attempts: 1,
              error: 'The PDF could not be made.',
              queuedAt: '2026-11-26T04:00:00.000Z',
              revision: REVISION,
            }
          : null,
    document: state === 'ready' ? documentInfo() : null,
    ...extra,
  };
}

/** A port answering from queues: each call takes the next answer (the last one repeats). */
export class FakeReportDocumentPort implements ReportDocumentPort, FirstPagesPort {
  previews: (ReportPreview | null)[] = [];
  firstPagesFiles: (ExportedFile | null)[] = [];
  statuses: (ReportDocumentStatus | null)[] = [];
  regenerations: (ReportDocumentStatus | null)[] = [];
  calls: string[] = [];
  failure: ApiFailure | null = null;
  private next<T>(queue: T[]): T {
    return (queue.length > 1 ? queue.shift() : queue[0]) as T;
  }
  async preview(reportId: number) {
    this.calls.push(`preview ${reportId}`);
    return this.next(this.previews);
  }
  async status(reportId: number) {
    this.calls.push(`status ${reportId}`);
    return this.next(this.statuses);
  }
  async firstPages(reportId: number, documentUId: string) {
    this.calls.push(`first-pages ${reportId} ${documentUId}`);
    return this.next(this.firstPagesFiles);
  }
  async regenerate(reportId: number) {
    this.calls.push(`regenerate ${reportId}`);
    return this.next(this.regenerations);
  }
  ownerDocuments: (ExportedFile | null)[] = [];
  async ownerDocument(reportId: number, ownerId: number) {
    this.calls.push(`owner-document ${reportId} ${ownerId}`);
    return this.next(this.ownerDocuments);
  }
  lastFailure() {
    return this.failure;
  }
}

/** A long document's status: 1,364 pages, its first 8 as a file of their own. */
export const longDocument = (overrides: Partial<ReportDocumentInfo> = {}) =>
  documentInfo({
    pages: 1364,
    bytes: 10_075_086,
    firstPages: { pages: 8, bytes: 49_812, sha256: 'cd'.repeat(32) },
    ...overrides,
  });

export const pdf = (name = 'FY25 Depreciation.pdf'): ExportedFile => ({
  blob: new Blob(['%PDF-1.7']),
  fileName: name,
});

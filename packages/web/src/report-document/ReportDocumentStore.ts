import type { ReportDocumentStatus } from '@taxdep/domain';
import type { ExportedFile, FileSaverPort, ReportDocumentPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/** spec 2.8 and 8 "Report preview failure". */
export const REPORT_FAILED = 'Failed to generate report';

/** Object URLs for the frame (the browser's in the app, a fake in tests). */
export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

export const browserObjectUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

export interface ReportDocumentTimings {
  /** How often the state is read while the document is being made (ms). */
  pollMs?: number;
  /** How often it is read otherwise, to say whether the register or General Info changed since (ms). */
  watchMs?: number;
}

/**
 * The Report tab (spec 2.8; docs/product/calculations-deductions-summary-report.md#report-tab): the PDF of the
 * report's current revision in a frame, its download under the service's file name, and, in place of the spec's
 * "2-3 hours" notice, when it was generated, whether the register or General Info changed since, a new version on
 * request with its progress, and the SHA-256 of a sealed document. The preview queues the document when there is
 * none (the service answers its progress); the store then reads the state every `pollMs` until it is ready.
 */
export class ReportDocumentStore {
  reportId: number | null = null;
  /** The PDF shown, with its file name. */
  pdf: ExportedFile | null = null;
  /** Its object URL for the frame. */
  pdfUrl: string | null = null;
  /** The last state the service gave. */
  status: ReportDocumentStatus | null = null;
  loading = false;
  /** 'Failed to generate report' with the reason, or null. */
  failure: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly pollMs: number;
  private readonly watchMs: number;
  /** Bumped by open and close: an answer for an earlier opening is dropped. */
  private generation = 0;

  constructor(
    private readonly port: ReportDocumentPort,
    private readonly saver: FileSaverPort,
    private readonly urls: ObjectUrls = browserObjectUrls,
    timings: ReportDocumentTimings = {},
  ) {
    this.pollMs = timings.pollMs ?? 1000;
    this.watchMs = timings.watchMs ?? 15_000;
    makeAutoObservable<ReportDocumentStore, 'port' | 'saver' | 'urls' | 'timer' | 'generation'>(this, {
      port: false,
      saver: false,
      urls: false,
      timer: false,
      generation: false,
    });
  }

  /** The document is being made (queued or running). */
  get generating(): boolean {
    return this.status?.state === 'generating';
  }

  /** The job's progress while it runs, for the progress bar. */
  get progress(): { done: number; total: number; stage: string } | null {
    const job = this.status?.job;
    if (!this.generating || !job) return null;
    return { done: job.done, total: job.total, stage: job.stage };
  }

  /** The document the notice describes: the one shown (the newest, of the current revision when there is one). */
  get document() {
    return this.pdf ? (this.status?.document ?? null) : null;
  }

  async open(reportId: number): Promise<void> {
    this.close();
    this.reportId = reportId;
    this.loading = true;
    await this.loadPreview(this.generation);
    runInAction(() => {
      this.loading = false;
    });
  }

  close(): void {
    this.generation += 1;
    clearTimeout(this.timer);
    this.showPdf(null);
    this.status = null;
    this.failure = null;
  }

  /** Download File: the PDF shown, under the service's file name (`report.pdf` when it gave none). */
  download(): void {
    if (this.pdf) this.saver.save(this.pdf);
  }

  /** A new version of the current revision's document; the one shown stays until it is ready. */
  async regenerate(): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null || this.generating || this.loading) return;
    const generation = this.generation;
    const status = await this.port.regenerate(reportId);
    const failure = status ? null : this.port.lastFailure();
    if (generation !== this.generation) return;
    runInAction(() => {
      if (status) {
        this.status = status;
        this.failure = null;
      } else this.failure = failureMessage({ failed: REPORT_FAILED }, failure);
    });
    this.schedule(generation);
  }

  private async loadPreview(generation: number): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null) return;
    const answer = await this.port.preview(reportId);
    const failure = answer ? null : this.port.lastFailure();
    if (generation !== this.generation) return;
    if (!answer) {
      runInAction(() => {
        this.failure = failureMessage({ failed: REPORT_FAILED }, failure);
      });
      return;
    }
    if (answer.kind === 'pending') {
      this.take(answer.status);
    } else {
      this.showPdf(answer.file);
      const status = await this.port.status(reportId);
      if (generation !== this.generation) return;
      if (status) this.take(status);
    }
    this.schedule(generation);
  }

  /** Reads the state: while generating every `pollMs`, else every `watchMs`; a ready document is fetched. */
  private async tick(generation: number): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null) return;
    const status = await this.port.status(reportId);
    if (generation !== this.generation) return;
    if (!status) {
      this.schedule(generation);
      return;
    }
    const wasGenerating = this.generating;
    this.take(status);
    // A document became ready: the first one, or the new version asked for while the old one was shown.
    if (status.state === 'ready' && (this.pdf === null || wasGenerating)) await this.loadPreview(generation);
    else this.schedule(generation);
  }

  private take(status: ReportDocumentStatus): void {
    this.status = status;
    this.failure =
      status.state === 'failed'
        ? failureMessage({ failed: REPORT_FAILED }, { status: null, message: status.job?.error ?? null })
        : null;
  }

  private schedule(generation: number): void {
    clearTimeout(this.timer);
    if (generation !== this.generation) return;
    this.timer = setTimeout(() => void this.tick(generation), this.generating ? this.pollMs : this.watchMs);
  }

  private showPdf(file: ExportedFile | null): void {
    if (this.pdfUrl) this.urls.revoke(this.pdfUrl);
    this.pdf = file;
    this.pdfUrl = file ? this.urls.create(file.blob) : null;
  }
}

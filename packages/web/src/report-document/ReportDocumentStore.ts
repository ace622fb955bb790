import type { ReportDocumentStatus } from '@taxdep/domain';
import type { ExportedFile, FileSaverPort, ReportDocumentPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import type { FirstPagesPort } from './first-pages';

/** Issue 23 item 7: an owner's PDF could not be written. _Ours_. */
export const OWNER_DOCUMENT_FAILED = 'The owner’s PDF could not be made';

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

/** What the frame shows: the whole document, or a long document's first pages (docs/report-document.md). */
export type FrameContent = 'whole' | 'first-pages';

/**
 * The Report tab (spec 2.8; docs/product/calculations-deductions-summary-report.md#report-tab): the PDF of the
 * report's current revision in a frame, its download under the service's file name, and, in place of the spec's
 * "2-3 hours" notice, when it was generated, whether the register or General Info changed since, a new version on
 * request with its progress, and the SHA-256 of a sealed document. The preview queues the document when there is
 * none (the service answers its progress); the store then reads the state every `pollMs` until it is ready.
 *
 * A long document (over 1 MiB: the status lists its `firstPages`) is shown by its first pages, a file of a few tens
 * of kB whose first page the browser's viewer draws at once (issue 14: within 1 s of the PDF being ready), with the
 * whole document one click away (`showWhole`); Download File always saves the whole document.
 */
export class ReportDocumentStore {
  reportId: number | null = null;
  /** The PDF shown, with its file name. */
  pdf: ExportedFile | null = null;
  /** What `pdf` is: the whole document or its first pages. */
  frame: FrameContent = 'whole';
  /** The whole document, once fetched (the frame's when `frame` is whole; else for Download File). */
  private whole: ExportedFile | null = null;
  /** The whole document is being fetched (Open the whole document, or Download File). */
  fetchingWhole = false;
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
    /** The first pages of long documents; without it every document is shown whole. */
    private readonly firstPagesPort: FirstPagesPort | null = null,
  ) {
    this.pollMs = timings.pollMs ?? 1000;
    this.watchMs = timings.watchMs ?? 15_000;
    makeAutoObservable<
      ReportDocumentStore,
      'port' | 'saver' | 'urls' | 'timer' | 'generation' | 'firstPagesPort' | 'whole'
    >(this, {
      port: false,
      saver: false,
      urls: false,
      timer: false,
      generation: false,
      firstPagesPort: false,
      whole: false,
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
    this.fetchingWhole = false;
    clearTimeout(this.timer);
    this.showPdf(null);
    this.status = null;
    this.failure = null;
  }

  /**
   * Download File: the whole document, under the service's file name (`report.pdf` when it gave none), even while
   * the frame shows its first pages.
   */
  async download(): Promise<void> {
    const whole = this.frame === 'whole' ? this.pdf : await this.fetchWhole();
    if (whole) this.saver.save(whole);
  }

  /** The owner whose PDF is being written (issue 23 item 7), null when none is. */
  ownerDownloading: number | null = null;

  /**
   * One owner's PDF, written on request from the report as stored now (docs/report-document.md "Owners"), saved
   * under the service's file name; a failure says why, as the preview's does.
   */
  async downloadOwner(ownerId: number): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null || this.ownerDownloading !== null) return;
    this.ownerDownloading = ownerId;
    const file = await this.port.ownerDocument(reportId, ownerId);
    const failure = file ? null : this.port.lastFailure();
    runInAction(() => {
      this.ownerDownloading = null;
      this.failure = file ? null : failureMessage({ failed: OWNER_DOCUMENT_FAILED }, failure);
    });
    if (file) this.saver.save(file);
  }

  /** Open the whole document: the frame shows it in place of its first pages. */
  async showWhole(): Promise<void> {
    if (this.frame === 'whole') return;
    const whole = await this.fetchWhole();
    if (whole && this.frame === 'first-pages') this.showPdf(whole, 'whole');
  }

  /** The whole document of the one shown (the preview call), fetched once. */
  private async fetchWhole(): Promise<ExportedFile | null> {
    const reportId = this.reportId;
    if (this.whole) return this.whole;
    if (reportId === null || this.fetchingWhole) return null;
    const generation = this.generation;
    this.fetchingWhole = true;
    const answer = await this.port.preview(reportId);
    const failure = answer ? null : this.port.lastFailure();
    if (generation !== this.generation) return null;
    return runInAction(() => {
      this.fetchingWhole = false;
      if (!answer) {
        this.failure = failureMessage({ failed: REPORT_FAILED }, failure);
        return null;
      }
      // The register or General Info changed since the first pages were shown: the new version is being made.
      if (answer.kind === 'pending') {
        this.take(answer.status);
        this.schedule(generation);
        return null;
      }
      this.whole = answer.file;
      return answer.file;
    });
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
    if (this.firstPagesPort && (await this.loadFirstPages(reportId, generation))) return;
    if (generation !== this.generation) return;
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
      this.showPdf(answer.file, 'whole');
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

  /**
   * A ready document with a first-pages file is shown by them (the status first, so a long document is never
   * fetched whole just to be shown); true when they are shown.
   */
  private async loadFirstPages(reportId: number, generation: number): Promise<boolean> {
    const status = await this.port.status(reportId);
    const document = status?.state === 'ready' ? status.document : null;
    if (generation !== this.generation || !status || !document?.firstPages || !this.firstPagesPort) {
      return false;
    }
    const file = await this.firstPagesPort.firstPages(reportId, document.documentUId);
    if (generation !== this.generation || !file) return false;
    this.take(status);
    this.showPdf(file, 'first-pages');
    this.schedule(generation);
    return true;
  }

  private showPdf(file: ExportedFile | null, frame: FrameContent = 'whole'): void {
    if (this.pdfUrl) this.urls.revoke(this.pdfUrl);
    this.pdf = file;
    this.frame = frame;
    this.pdfUrl = file ? this.urls.create(file.blob) : null;
    // First pages (of a new version) or nothing: a whole document fetched before is not the one shown now.
    this.whole = frame === 'whole' ? file : null;
  }
}

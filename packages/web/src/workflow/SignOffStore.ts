import type { ReportDocumentStatus, ReportKind, SignOffSummary, WorkflowAction } from '@taxdep/domain';
import type { FileSaverPort, ReportDocumentPort, WorkflowPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { SIGN_OFF_WORDING, type SignOffWording } from './sign-off-wording';
import type { WorkflowStore } from './WorkflowStore';

/** Object URLs for the preview's frame (the browser's in the app, a fake in tests). */
export interface PreviewUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

/** What the preview in the dialog shows: nothing yet, the document being made (with its progress), or the PDF. */
export type SignOffPreview =
  | { kind: 'none' }
  | { kind: 'making'; status: ReportDocumentStatus | null }
  | { kind: 'shown'; url: string };

/**
 * The Sign off confirmation (issue 26 item 11; docs/product/states-and-permissions.md "Workflow"): what the seal
 * will hold (the report, its years, assets, totals and signatories), the document itself to read first, then the
 * move, the seal's progress and its outcome: the report Completed with its signed PDF to download, or the reason
 * it is still unsigned. The move and its following are the WorkflowStore's.
 */
export class SignOffStore {
  action: WorkflowAction | null = null;
  /** What is signed off: a depreciation report, or a capex forecast (issue 27 item 5), for the dialog's words. */
  kind: ReportKind = 'depreciation';
  summary: SignOffSummary | null = null;
  failure: string | null = null;
  preview: SignOffPreview = { kind: 'none' };
  /** Confirmed in this dialog: it now follows the seal. */
  confirmed = false;
  private generation = 0;

  constructor(
    private readonly workflow: WorkflowStore,
    private readonly port: WorkflowPort,
    private readonly documents: ReportDocumentPort,
    private readonly saver: FileSaverPort,
    private readonly urls: PreviewUrls,
    private readonly pollMs = 700,
  ) {
    makeAutoObservable<
      SignOffStore,
      'workflow' | 'port' | 'documents' | 'saver' | 'urls' | 'pollMs' | 'generation'
    >(this, {
      workflow: false,
      port: false,
      documents: false,
      saver: false,
      urls: false,
      pollMs: false,
      generation: false,
    });
  }

  get words(): SignOffWording {
    return SIGN_OFF_WORDING[this.kind];
  }

  get isOpen(): boolean {
    return this.action !== null;
  }

  /** The seal in hand (after Confirm): its progress from the workflow's state. */
  get sealing() {
    return this.workflow.state?.signOff?.state === 'sealing' ? this.workflow.state.signOff : null;
  }

  /** The seal failed: why, and the report is still unsigned. */
  get sealFailed(): string | null {
    if (this.workflow.state?.signOff?.state === 'failed') {
      return this.workflow.state.signOff.error ?? 'The signed PDF could not be made.';
    }
    return this.confirmed && !this.workflow.busy && this.workflow.error ? this.workflow.error : null;
  }

  get signed(): boolean {
    return this.confirmed && this.workflow.state?.status === 'Completed';
  }

  async open(action: WorkflowAction, kind: ReportKind = 'depreciation'): Promise<void> {
    const reportId = this.workflow.reportId;
    if (reportId === null) return;
    this.close();
    this.action = action;
    this.kind = kind;
    const generation = this.generation;
    const summary = await this.port.signOffSummary(reportId);
    const failure = summary ? null : this.port.lastFailure();
    runInAction(() => {
      if (generation !== this.generation) return;
      this.summary = summary;
      this.failure = summary
        ? null
        : failureMessage({ failed: 'What Sign off seals could not be read' }, failure);
    });
  }

  close(): void {
    this.generation += 1;
    if (this.preview.kind === 'shown') this.urls.revoke(this.preview.url);
    this.preview = { kind: 'none' };
    this.action = null;
    this.summary = null;
    this.failure = null;
    this.confirmed = false;
  }

  /** Seals it: the move, then the workflow follows the seal until the report is Completed or the seal failed. */
  async confirm(): Promise<void> {
    const action = this.action;
    // Once confirmed, only a failed seal may be tried again.
    if (!action || (this.confirmed && this.sealFailed === null)) return;
    this.confirmed = true;
    await this.workflow.move(action, null);
  }

  /** The document as it stands (the Report tab's preview): shown in the dialog, waiting while it is made. */
  async showDocument(): Promise<void> {
    const reportId = this.workflow.reportId;
    if (reportId === null || this.preview.kind !== 'none') return;
    const generation = this.generation;
    this.preview = { kind: 'making', status: null };
    for (;;) {
      const answer = await this.documents.preview(reportId);
      if (generation !== this.generation) return;
      if (!answer) {
        const failure = this.documents.lastFailure();
        runInAction(() => {
          this.preview = { kind: 'none' };
          this.failure = failureMessage({ failed: 'The document could not be shown' }, failure);
        });
        return;
      }
      if (answer.kind === 'pdf') {
        const url = this.urls.create(answer.file.blob);
        runInAction(() => {
          this.preview = { kind: 'shown', url };
        });
        return;
      }
      if (answer.status.state === 'failed') {
        runInAction(() => {
          this.preview = { kind: 'none' };
          this.failure = `The document could not be made: ${answer.status.job?.error ?? `see ${this.words.documentTab}`}.`;
        });
        return;
      }
      runInAction(() => {
        this.preview = { kind: 'making', status: answer.status };
      });
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }

  /** The signed PDF, once the report is Completed: the sealed document, under the service's file name. */
  async downloadSigned(): Promise<void> {
    const reportId = this.workflow.reportId;
    if (reportId === null) return;
    const answer = await this.documents.preview(reportId);
    if (answer?.kind === 'pdf') {
      this.saver.save(answer.file);
      return;
    }
    const failure = answer ? null : this.documents.lastFailure();
    runInAction(() => {
      this.failure = failureMessage({ failed: 'The signed PDF could not be downloaded' }, failure);
    });
  }
}

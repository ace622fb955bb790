import type { ReportHistory, WorkflowAction, WorkflowBlocker, WorkflowState } from '@taxdep/domain';
import type { WorkflowPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/**
 * The workflow bar and the History tab (issue 15; docs/product/states-and-permissions.md "Workflow"): the state
 * the service gives the signed-in user (status, steps, the moves they may make), a move with its comment, the list
 * of what blocks a refused submit, and the history. After a move the report is reloaded (`afterMove`), so every
 * tab's readOnly follows the new status.
 */
export class WorkflowStore {
  reportId: number | null = null;
  state: WorkflowState | null = null;
  history: ReportHistory | null = null;
  blocking: WorkflowBlocker[] = [];
  blockingCount = 0;
  error: string | null = null;
  busy = false;
  /** The move waiting for its comment (Return with comment). */
  commenting: WorkflowAction | null = null;
  comment = '';

  constructor(
    private readonly port: WorkflowPort,
    private readonly afterMove: (reportId: number) => Promise<void>,
    /** How often the state is read while a sign-off's PDF is sealed (ms). */
    private readonly sealPollMs = 700,
  ) {
    makeAutoObservable<WorkflowStore, 'port' | 'afterMove' | 'sealPollMs'>(this, {
      port: false,
      afterMove: false,
      sealPollMs: false,
    });
  }

  /** The sign-off whose PDF is being sealed (issue 26 item 11): the report is Completed only once it is written. */
  get sealing(): boolean {
    return this.state?.signOff?.state === 'sealing';
  }

  async load(reportId: number): Promise<void> {
    if (this.reportId !== reportId) {
      this.reportId = reportId;
      this.state = null;
      this.history = null;
      this.clearBlocking();
    }
    const state = await this.port.state(reportId);
    runInAction(() => {
      if (this.reportId !== reportId) return;
      this.state = state;
      if (!state)
        this.error = failureMessage({ failed: 'The workflow could not be loaded' }, this.port.lastFailure());
    });
    if (this.sealing) await this.followSeal(reportId);
  }

  /**
   * Reads the state until the sign-off's PDF is sealed (the report is then Completed, and reloaded) or the seal
   * failed (the state says why; the report stays in QA Review). One follower at a time.
   */
  private following = false;
  private async followSeal(reportId: number): Promise<void> {
    if (this.following) return;
    this.following = true;
    try {
      while (this.reportId === reportId && this.sealing) {
        await new Promise((resolve) => setTimeout(resolve, this.sealPollMs));
        const state = await this.port.state(reportId);
        if (!state || this.reportId !== reportId) continue;
        runInAction(() => {
          this.state = state;
        });
      }
    } finally {
      this.following = false;
    }
    if (this.reportId === reportId && this.state?.status === 'Completed') {
      await this.afterMove(reportId);
      if (this.history) await this.loadHistory(reportId);
    }
  }

  async loadHistory(reportId: number): Promise<void> {
    const history = await this.port.history(reportId);
    runInAction(() => {
      if (this.reportId !== reportId && this.reportId !== null) return;
      this.history = history;
      if (!history)
        this.error = failureMessage({ failed: 'The history could not be loaded' }, this.port.lastFailure());
    });
  }

  /** A button of the bar: a move that needs a comment opens the comment box first. */
  choose(action: WorkflowAction): void {
    if (action.commentRequired) {
      this.commenting = action;
      this.comment = '';
      return;
    }
    void this.move(action, null);
  }

  setComment(text: string): void {
    this.comment = text;
  }

  cancelComment(): void {
    this.commenting = null;
    this.comment = '';
  }

  get commentReady(): boolean {
    return this.comment.trim() !== '';
  }

  async confirmComment(): Promise<void> {
    const action = this.commenting;
    if (!action || !this.commentReady) return;
    await this.move(action, this.comment.trim());
    runInAction(() => {
      if (!this.error) this.cancelComment();
    });
  }

  async move(action: WorkflowAction, comment: string | null): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null || this.busy) return;
    this.busy = true;
    this.error = null;
    this.clearBlocking();
    const moved = await this.port.move(reportId, action.toStatusId, comment);
    const failure = moved ? null : this.port.lastFailure();
    // A refused submit (409) lists what blocks it: asked for separately, the ApiClient keeps only the message.
    const blockers =
      failure?.status === 409 && action.action === 'submit' ? await this.port.blockers(reportId) : null;
    runInAction(() => {
      this.busy = false;
      if (moved) this.state = moved;
      else this.error = failureMessage({ failed: `${action.label} was refused` }, failure);
      if (blockers) {
        this.blocking = blockers.blocking;
        this.blockingCount = blockers.blockingCount;
      }
    });
    if (moved?.signOff?.state === 'sealing') {
      await this.followSeal(reportId);
    } else if (moved) {
      await this.afterMove(reportId);
      if (this.history) await this.loadHistory(reportId);
    }
  }

  dismissError(): void {
    this.error = null;
    this.clearBlocking();
  }

  private clearBlocking(): void {
    this.blocking = [];
    this.blockingCount = 0;
  }
}

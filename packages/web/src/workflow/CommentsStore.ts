import type { ReportComments } from '@taxdep/domain';
import type { WorkflowPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/**
 * The report's comment thread (issue 26 item 12; docs/product/states-and-permissions.md "Comments"): the return
 * comments and the replies, and a reply by the report's surveyor or checker while the service allows it. A refused
 * reply keeps its text, with the service's reason.
 */
export class CommentsStore {
  reportId: number | null = null;
  thread: ReportComments | null = null;
  draft = '';
  error: string | null = null;
  posting = false;

  constructor(private readonly port: WorkflowPort) {
    makeAutoObservable<CommentsStore, 'port'>(this, { port: false });
  }

  async load(reportId: number): Promise<void> {
    if (this.reportId !== reportId) {
      this.reportId = reportId;
      this.thread = null;
      this.draft = '';
      this.error = null;
    }
    const thread = await this.port.comments(reportId);
    runInAction(() => {
      if (this.reportId !== reportId) return;
      if (thread) this.thread = thread;
      else
        this.error = failureMessage({ failed: 'The comments could not be loaded' }, this.port.lastFailure());
    });
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  get ready(): boolean {
    return this.draft.trim() !== '' && !this.posting;
  }

  async post(): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null || !this.ready) return;
    this.posting = true;
    this.error = null;
    const thread = await this.port.postComment(reportId, this.draft.trim());
    const failure = thread ? null : this.port.lastFailure();
    runInAction(() => {
      this.posting = false;
      if (thread) {
        this.thread = thread;
        this.draft = '';
      } else {
        this.error = failureMessage({ failed: 'The reply was not posted' }, failure);
      }
    });
  }
}

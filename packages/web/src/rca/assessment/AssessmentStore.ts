import type { RcaAssessmentAnswer } from '@taxdep/domain';
import type { RcaPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';
import type { RcaContext } from '../context';

/**
 * The Assessment tab's figures (GET /RcaReports/{id}/assessment, issue 28 item 4), worked by the service from the
 * stored inputs: read when the tab is first shown, and again after a save changed the inputs, at once if the tab is
 * shown, else when next shown. The screen shows them as answered and never works a figure itself.
 */
export class AssessmentStore {
  answer: RcaAssessmentAnswer | null = null;
  loading = false;
  failure: string | null = null;
  /** A save changed the inputs since the figures were read. */
  stale = true;
  /** The line whose explanation is open: `<buildingId>:<index>`. */
  explained: string | null = null;
  private reads = 0;

  constructor(
    private readonly port: RcaPort,
    private readonly context: RcaContext,
  ) {
    makeAutoObservable<AssessmentStore, 'port' | 'context' | 'reads'>(this, {
      port: false,
      context: false,
      reads: false,
      answer: observableRef,
    });
  }

  /** The tab is shown: the figures are read if they are missing or stale (and not already being read). */
  async show(): Promise<void> {
    if (!this.stale && (this.answer || this.loading)) return;
    await this.load();
  }

  invalidate(shown: boolean): void {
    this.stale = true;
    if (shown) void this.load();
  }

  /** A line's explanation opens (or closes when it is the one open). */
  explain(lineKey: string): void {
    this.explained = this.explained === lineKey ? null : lineKey;
  }

  async load(): Promise<void> {
    const rcaReportId = this.context.rcaReportId;
    if (rcaReportId === null) return;
    const read = ++this.reads;
    this.loading = true;
    this.stale = false;
    const answer = await this.port.assessment(rcaReportId);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      // Only the last read counts: a save during a read asked for a newer one.
      if (read !== this.reads) return;
      this.loading = false;
      if (answer) {
        this.answer = answer;
        this.failure = null;
      } else {
        this.failure = failureMessage(
          { failed: 'The assessment could not be worked out', advice: 'Try again in a moment.' },
          failure,
        );
      }
    });
  }
}

import type { ApiFailure } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import type { CapexContext } from './context';

/**
 * Figures the service works from a forecast's settings and items (the Forecast tab's GET …/forecast, issue 27
 * item 3; the Tax effect tab's GET …/taxEffect, item 4): read when their tab is first shown, and again after a
 * save changed what they are worked from, at once if the tab is shown, else when next shown.
 */
export class WorkedFigures<T> {
  figures: T | null = null;
  loading = false;
  failure: string | null = null;
  /** A save changed the inputs since the figures were read. */
  stale = true;
  private reads = 0;

  constructor(
    private readonly read: (capexReportId: number) => Promise<T | null>,
    private readonly lastFailure: () => ApiFailure | null,
    private readonly context: CapexContext,
    /** What a failed read says ("The forecast could not be worked out"). */
    private readonly failed: string,
  ) {
    makeAutoObservable<WorkedFigures<T>, 'read' | 'lastFailure' | 'context' | 'failed' | 'reads'>(this, {
      read: false,
      lastFailure: false,
      context: false,
      failed: false,
      reads: false,
      figures: observableRef,
    });
  }

  /** The tab is shown: the figures are read if they are missing or stale. */
  async show(): Promise<void> {
    if (this.stale || !this.figures) await this.load();
  }

  invalidate(shown: boolean): void {
    this.stale = true;
    if (shown) void this.load();
  }

  async load(): Promise<void> {
    const capexReportId = this.context.capexReportId;
    if (capexReportId === null) return;
    const read = ++this.reads;
    this.loading = true;
    this.stale = false;
    const figures = await this.read(capexReportId);
    const failure = figures ? null : this.lastFailure();
    runInAction(() => {
      // Only the last read counts: a save during a read asked for a newer one.
      if (read !== this.reads) return;
      this.loading = false;
      if (figures) {
        this.figures = figures;
        this.failure = null;
      } else {
        this.failure = failureMessage({ failed: this.failed, advice: 'Try again in a moment.' }, failure);
      }
    });
  }
}

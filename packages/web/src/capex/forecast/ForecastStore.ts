import type { CapexForecastAnswer } from '@taxdep/domain';
import type { CapexPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';
import type { CapexContext } from '../context';

/**
 * The Forecast tab's figures (GET …/forecast, issue 27 item 3): read when the tab is first shown, and again after
 * a save changed what they are worked from (settings, items), at once if the tab is shown, else when next shown.
 */
export class ForecastStore {
  forecast: CapexForecastAnswer | null = null;
  loading = false;
  failure: string | null = null;
  /** A save changed the inputs since the figures were read. */
  stale = true;
  private reads = 0;

  constructor(
    private readonly port: CapexPort,
    private readonly context: CapexContext,
  ) {
    makeAutoObservable<ForecastStore, 'port' | 'context' | 'reads'>(this, {
      port: false,
      context: false,
      reads: false,
      forecast: observableRef,
    });
  }

  /** The tab is shown: the figures are read if they are missing or stale. */
  async show(): Promise<void> {
    if (this.stale || !this.forecast) await this.load();
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
    const forecast = await this.port.forecast(capexReportId);
    const failure = forecast ? null : this.port.lastFailure();
    runInAction(() => {
      // Only the last read counts: a save during a read asked for a newer one.
      if (read !== this.reads) return;
      this.loading = false;
      if (forecast) {
        this.forecast = forecast;
        this.failure = null;
      } else {
        this.failure = failureMessage(
          { failed: 'The forecast could not be worked out', advice: 'Try again in a moment.' },
          failure,
        );
      }
    });
  }
}

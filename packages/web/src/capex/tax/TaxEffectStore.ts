import type { CapexTaxEffectAnswer } from '@taxdep/domain';
import type { CapexPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';
import type { CapexContext } from '../context';

/**
 * The Tax effect tab's figures (GET …/taxEffect, issue 27 item 4): read when the tab is first shown, and again
 * after a save changed what they are worked from (settings, items), at once if the tab is shown, else when next
 * shown, as the Forecast tab's are (ForecastStore).
 */
export class TaxEffectStore {
  taxEffect: CapexTaxEffectAnswer | null = null;
  loading = false;
  failure: string | null = null;
  stale = true;
  private reads = 0;

  constructor(
    private readonly port: CapexPort,
    private readonly context: CapexContext,
  ) {
    makeAutoObservable<TaxEffectStore, 'port' | 'context' | 'reads'>(this, {
      port: false,
      context: false,
      reads: false,
      taxEffect: observableRef,
    });
  }

  async show(): Promise<void> {
    if (this.stale || !this.taxEffect) await this.load();
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
    const answer = await this.port.taxEffect(capexReportId);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      // Only the last read counts: a save during a read asked for a newer one.
      if (read !== this.reads) return;
      this.loading = false;
      if (answer) {
        this.taxEffect = answer;
        this.failure = null;
      } else {
        this.failure = failureMessage(
          { failed: 'The tax effect could not be worked out', advice: 'Try again in a moment.' },
          failure,
        );
      }
    });
  }
}

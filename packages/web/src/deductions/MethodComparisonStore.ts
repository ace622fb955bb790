import type { MethodComparisonAnswer } from '@taxdep/domain';
import type { CalculationsPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/** What the section says when its call fails, before the service's reason (ui/failure-message.ts). _Ours_. */
export const COMPARISON_FAILED = 'The method comparison could not be loaded';

/**
 * Prime cost versus diminishing value (issue 12): the register's claims under each method, as the service
 * computes them (GET …/methodComparison). Asked again on each visit, since the figures follow the register.
 */
export class MethodComparisonStore {
  answer: MethodComparisonAnswer | null = null;
  loading = false;
  /** The failure of the last load, with the service's reason (issue #10); null when it succeeded. */
  failure: string | null = null;
  private loadCount = 0;

  constructor(private readonly port: CalculationsPort) {
    makeAutoObservable<MethodComparisonStore, 'port' | 'loadCount'>(this, {
      port: false,
      loadCount: false,
      answer: observableRef,
    });
  }

  async load(reportId: number): Promise<void> {
    this.loadCount += 1;
    const mine = this.loadCount;
    this.loading = true;
    this.answer = null;
    const answer = await this.port.getMethodComparison(reportId);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      if (mine !== this.loadCount) return;
      this.loading = false;
      this.answer = answer;
      this.failure = answer ? null : failureMessage({ failed: COMPARISON_FAILED }, failure);
    });
  }
}

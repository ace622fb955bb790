import type { Report, SummaryAnswer } from '@taxdep/domain';
import type { CalculationsPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/** What the tab says when its call fails, before the service's reason (ui/failure-message.ts). _Ours_. */
export const SUMMARY_FAILED = 'The summary could not be loaded';

/** The Summary tab (docs/product/calculations-deductions-summary-report.md#summary-tab): one GET …/summary per visit. */
export class SummaryStore {
  reportId: number | null = null;
  answer: SummaryAnswer | null = null;
  loading = false;
  /** The failure of the last load, with the service's reason (issue #10); null when it succeeded. */
  failure: string | null = null;
  private loadCount = 0;

  constructor(private readonly port: CalculationsPort) {
    makeAutoObservable<SummaryStore, 'port' | 'loadCount'>(this, {
      port: false,
      loadCount: false,
      answer: observableRef,
    });
  }

  /** The figures follow the register, which may have changed since the last visit: each visit asks again. */
  async open(report: Report): Promise<void> {
    this.reportId = report.depreciationReportId;
    this.loadCount += 1;
    const mine = this.loadCount;
    this.loading = true;
    this.answer = null;
    const answer = await this.port.getSummary(report.depreciationReportId);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      if (mine !== this.loadCount) return;
      this.loading = false;
      this.answer = answer;
      this.failure = answer ? null : failureMessage({ failed: SUMMARY_FAILED }, failure);
    });
  }
}

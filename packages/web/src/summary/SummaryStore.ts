import type { Report, SummaryAnswer } from '@taxdep/domain';
import type { CalculationsPort, SessionStoragePort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { LinePages } from '../ui/LinePages';

/** What the tab says when its call fails, before the service's reason (ui/failure-message.ts). _Ours_. */
export const SUMMARY_FAILED = 'The summary could not be loaded';

/**
 * The Summary tab (docs/product/calculations-deductions-summary-report.md#summary-tab): one GET …/summary per visit
 * and per page of its asset lines (the groups' totals and the Total row cover the whole register on every page).
 */
export class SummaryStore {
  reportId: number | null = null;
  answer: SummaryAnswer | null = null;
  loading = false;
  /** The failure of the last load, with the service's reason (issue #10); null when it succeeded. */
  failure: string | null = null;
  /** The page of asset lines shown. */
  readonly pages: LinePages;
  private loadCount = 0;

  constructor(
    private readonly port: CalculationsPort,
    session: SessionStoragePort | null = null,
  ) {
    this.pages = new LinePages(session);
    makeAutoObservable<SummaryStore, 'port' | 'loadCount'>(this, {
      port: false,
      loadCount: false,
      pages: false,
      answer: observableRef,
    });
  }

  /** The figures follow the register, which may have changed since the last visit: each visit asks again. */
  open(report: Report): Promise<void> {
    this.reportId = report.depreciationReportId;
    this.pages.restart();
    this.answer = null;
    return this.load();
  }

  /** Another page of asset lines (LinePages moved to it): the page shown stays until it arrives. */
  async load(): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null) return;
    this.loadCount += 1;
    const mine = this.loadCount;
    this.loading = true;
    const answer = await this.port.getSummary(reportId, this.pages.paging);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      if (mine !== this.loadCount) return;
      this.loading = false;
      this.answer = answer;
      this.pages.took(answer);
      this.failure = answer ? null : failureMessage({ failed: SUMMARY_FAILED }, failure);
    });
  }
}

import type { CategoryReportAnswer, DeductionCategory, Report } from '@taxdep/domain';
import type { CalculationsPort, SessionStoragePort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { LinePages } from '../ui/LinePages';
import { DEDUCTIONS_FAILED, type DeductionViewOption, FIRST_VIEW, viewOf } from './views';

/**
 * The Deductions tab (docs/product/calculations-deductions-summary-report.md#deductions-tab): the view chosen in the
 * drop-down and the service's answer for it, one GET …/categoryReport?category= per view and page of Table B's
 * asset lines (a register of 100,000 assets is not drawn at once; the tables' totals cover the whole register).
 */
export class DeductionsStore {
  reportId: number | null = null;
  category: DeductionCategory = FIRST_VIEW.category;
  /** The answer for `category`; null while loading or after a failure. */
  answer: CategoryReportAnswer | null = null;
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
    makeAutoObservable<DeductionsStore, 'port' | 'loadCount'>(this, {
      port: false,
      loadCount: false,
      pages: false,
      answer: observableRef,
    });
  }

  get view(): DeductionViewOption {
    return viewOf(this.category);
  }

  /** Opens the tab on a report: another report starts on the first view; the same one keeps the view chosen. */
  open(report: Report): Promise<void> {
    if (this.reportId !== report.depreciationReportId) {
      this.reportId = report.depreciationReportId;
      this.category = FIRST_VIEW.category;
    }
    this.pages.restart();
    return this.load();
  }

  choose(category: DeductionCategory): Promise<void> {
    if (category === this.category && this.answer) return Promise.resolve();
    this.category = category;
    this.pages.restart();
    return this.load();
  }

  /** Another page of the view's asset lines (LinePages moved to it): the page shown stays until it arrives. */
  turnPage(): Promise<void> {
    return this.load({ keepShown: true });
  }

  /** Loads the chosen view; a slower answer to an earlier choice is dropped. */
  async load(options: { keepShown?: boolean } = {}): Promise<void> {
    const reportId = this.reportId;
    if (reportId === null) return;
    this.loadCount += 1;
    const mine = this.loadCount;
    this.loading = true;
    // Another view is drawn in another layout: nothing of the last one stays on screen.
    if (!options.keepShown) this.answer = null;
    // The Summary Tax Flow has no asset lines to page.
    const paging = this.view.layout === 'taxFlow' ? undefined : this.pages.paging;
    const answer = await this.port.getCategoryReport(reportId, this.category, paging);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      if (mine !== this.loadCount) return;
      this.loading = false;
      this.answer = answer;
      this.pages.took(answer);
      this.failure = answer ? null : failureMessage({ failed: DEDUCTIONS_FAILED }, failure);
    });
  }
}

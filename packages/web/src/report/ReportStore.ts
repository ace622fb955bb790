import type { Report, ReportStatusOption } from '@taxdep/domain';
import { reportTitleFactsOf, type TitledReport } from '@taxdep/domain/format';
import type { ApiFailure, ReportHeading, ReportsPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The report loaded once for the report view; every tab receives it as props (docs/product/README.md#the-report-view-and-its-six-tabs). */
export class ReportStore {
  report: Report | null = null;
  statuses: ReportStatusOption[] = [];
  state: LoadState = 'idle';
  /** Why the report could not be loaded (issue 16 item 8: a missing report says so); null otherwise. */
  failure: ApiFailure | null = null;
  /**
   * What names the report as the service holds it (issue 26 items 14 and 16): set when it is read and after each
   * save, so the header, the bar above it and the page title follow a saved EOFY date without a reload, and never
   * show a value the service has not stored.
   */
  heading: ReportHeading | null = null;
  private requested: number | null = null;

  constructor(private readonly reports: ReportsPort) {
    makeAutoObservable<ReportStore, 'reports' | 'requested'>(this, {
      reports: false,
      requested: false,
      heading: observableRef,
    });
  }

  /** General Info saved: the heading takes what is now stored (the answer, else what was sent). */
  noteSaved(saved: TitledReport): void {
    if (this.report) this.heading = headingOf(this.report.depreciationReportId, saved);
  }

  /** Loads the report and the status list; a report already loaded for this id is kept. */
  async load(reportId: number): Promise<void> {
    if (this.requested === reportId && this.state !== 'failed') return;
    this.requested = reportId;
    this.state = 'loading';
    this.report = null;
    this.heading = null;
    this.failure = null;
    // The report's failure is read as its call settles: lastFailure() describes the call that settled last.
    const [[report, failure], statuses] = await Promise.all([
      this.reports
        .getReport(reportId)
        .then((found) => [found, found ? null : this.reports.lastFailure()] as const),
      this.reports.getStatuses(),
    ]);
    runInAction(() => {
      if (this.requested !== reportId) return;
      this.report = report;
      this.heading = report ? headingOf(reportId, report) : null;
      this.failure = failure;
      this.statuses = statuses ?? [];
      // docs/product/rules.md#messages-and-errors: a failure answers null and the screen says so rather than showing an empty form.
      this.state = report ? 'loaded' : 'failed';
    });
  }

  /** Loads the report again (issue 15: after a workflow move its status and readOnly change). */
  async reload(reportId: number): Promise<void> {
    const report = await this.reports.getReport(reportId);
    runInAction(() => {
      if (this.requested !== reportId || !report) return;
      this.report = report;
      this.heading = headingOf(reportId, report);
    });
  }

  get readOnly(): boolean {
    return this.report?.readOnly ?? true;
  }

  /** The status shown in the header: the report's own text, else the name of its status id. */
  get statusLabel(): string {
    const report = this.report;
    if (!report) return '';
    if (report.status) return report.status;
    return this.statuses.find((s) => s.id === report.statusId)?.status ?? '';
  }
}

function headingOf(reportId: number, report: TitledReport): ReportHeading {
  const { reportId: _id, ...heading } = reportTitleFactsOf(reportId, report);
  return heading;
}

import type { Report, ReportStatusOption } from '@taxdep/domain';
import type { ReportsPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The report loaded once for the report view; every tab receives it as props (docs/product/README.md#the-report-view-and-its-six-tabs). */
export class ReportStore {
  report: Report | null = null;
  statuses: ReportStatusOption[] = [];
  state: LoadState = 'idle';
  private requested: number | null = null;

  constructor(private readonly reports: ReportsPort) {
    makeAutoObservable<ReportStore, 'reports' | 'requested'>(this, { reports: false, requested: false });
  }

  /** Loads the report and the status list; a report already loaded for this id is kept. */
  async load(reportId: number): Promise<void> {
    if (this.requested === reportId && this.state !== 'failed') return;
    this.requested = reportId;
    this.state = 'loading';
    this.report = null;
    const [report, statuses] = await Promise.all([
      this.reports.getReport(reportId),
      this.reports.getStatuses(),
    ]);
    runInAction(() => {
      if (this.requested !== reportId) return;
      this.report = report;
      this.statuses = statuses ?? [];
      // docs/product/rules.md#messages-and-errors: a failure answers null and the screen says so rather than showing an empty form.
      this.state = report ? 'loaded' : 'failed';
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

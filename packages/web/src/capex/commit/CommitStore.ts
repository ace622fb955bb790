import type { CapexCommitAnswer, CapexCommitTarget, CapexReplacementWire } from '@taxdep/domain';
import type { CapexCommitPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';
import type { CapexContext } from '../context';

/** The replacement the dialog commits, with its item's description for the title. */
export interface CommitSubject {
  replacement: CapexReplacementWire;
  description: string;
}

/**
 * "Commit to report" (issue 27 item 4; docs/product/capex-forecast.md "Commit to report"): a forecast replacement
 * added to a depreciation report In Progress as a new asset, and the asset it replaces disposed of, both shown
 * before they are saved. Choosing a report reads the preview (the service's save rolled back, so it is what a
 * save stores); Save writes both in one transaction; then the report's register is a link away.
 */
export class CommitStore {
  subject: CommitSubject | null = null;
  reports: CapexCommitTarget[] = [];
  loadingReports = false;
  depreciationReportId: number | null = null;
  preview: CapexCommitAnswer | null = null;
  previewing = false;
  saving = false;
  saved: CapexCommitAnswer | null = null;
  failure: string | null = null;
  private previews = 0;

  constructor(
    private readonly port: CapexCommitPort,
    private readonly context: Pick<CapexContext, 'capexReportId' | 'depreciationReportId'>,
  ) {
    makeAutoObservable<CommitStore, 'port' | 'context' | 'previews'>(this, {
      port: false,
      context: false,
      previews: false,
      subject: observableRef,
      reports: observableRef,
      preview: observableRef,
      saved: observableRef,
    });
  }

  get open(): boolean {
    return this.subject !== null;
  }

  /** The chosen report as listed. */
  get chosen(): CapexCommitTarget | null {
    return this.reports.find((r) => r.depreciationReportId === this.depreciationReportId) ?? null;
  }

  get maySave(): boolean {
    return (
      this.preview !== null &&
      !this.previewing &&
      !this.saving &&
      this.saved === null &&
      this.chosen?.mayEdit === true
    );
  }

  /** Opens the dialog for `subject`: lists the reports, chooses the forecast's own one when it may, and previews. */
  async start(subject: CommitSubject): Promise<void> {
    const capexReportId = this.context.capexReportId;
    if (capexReportId === null) return;
    this.subject = subject;
    this.reports = [];
    this.depreciationReportId = null;
    this.preview = null;
    this.saved = null;
    this.failure = null;
    this.loadingReports = true;
    const answer = await this.port.commitTargets(capexReportId);
    const failure = answer ? null : this.port.lastFailure();
    const reports = answer?.reports ?? [];
    // The report the forecast's items start from when the user may edit it, else the newest they may, else any.
    const first =
      reports.find((r) => r.mayEdit && r.depreciationReportId === this.context.depreciationReportId) ??
      reports.find((r) => r.mayEdit) ??
      reports[0];
    runInAction(() => {
      this.loadingReports = false;
      this.reports = reports;
      if (!answer) {
        this.failure = failureMessage({ failed: 'The depreciation reports could not be listed' }, failure);
      } else if (!first) {
        this.failure =
          'The property has no depreciation report In Progress: start one, then commit the replacement to it.';
      }
    });
    if (first) await this.choose(first.depreciationReportId);
  }

  /** Chooses the report and reads what a commit to it would save (nothing is saved). */
  async choose(depreciationReportId: number): Promise<void> {
    const body = this.body(depreciationReportId, false);
    if (!body) return;
    const read = ++this.previews;
    this.depreciationReportId = depreciationReportId;
    this.preview = null;
    this.failure = null;
    this.previewing = true;
    const answer = await this.port.commit(body.capexReportId, body.commit);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      if (read !== this.previews) return;
      this.previewing = false;
      this.preview = answer;
      if (!answer) this.failure = failureMessage({ failed: 'The replacement cannot be committed' }, failure);
    });
  }

  /** Saves the new asset and the disposal, as previewed, in one transaction. */
  async save(): Promise<void> {
    if (!this.maySave || this.depreciationReportId === null) return;
    const body = this.body(this.depreciationReportId, true);
    if (!body) return;
    this.saving = true;
    this.failure = null;
    const answer = await this.port.commit(body.capexReportId, body.commit);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      this.saving = false;
      if (answer) this.saved = answer;
      // The service's refusals say "nothing was saved" themselves (capex/commit.ts).
      else this.failure = failureMessage({ failed: 'The replacement was not committed' }, failure);
    });
  }

  close(): void {
    this.previews += 1;
    this.subject = null;
    this.preview = null;
    this.saved = null;
    this.failure = null;
  }

  private body(depreciationReportId: number, save: boolean) {
    const capexReportId = this.context.capexReportId;
    const subject = this.subject;
    if (capexReportId === null || subject === null) return null;
    const { itemId, financialYear } = subject.replacement;
    return { capexReportId, commit: { itemId, financialYear, depreciationReportId, save } };
  }
}

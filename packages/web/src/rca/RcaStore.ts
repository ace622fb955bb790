import type { RcaReport } from '@taxdep/domain';
import type { ApiFailure, RcaPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { AssessmentStore } from './assessment/AssessmentStore';
import type { RcaContext } from './context';
import { InputsStore } from './inputs/InputsStore';
import { RatePicker } from './inputs/RatePicker';

export type RcaLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** The view's tabs, in their order (issue 28). */
export const RCA_TABS = [
  { id: 'inputs', label: 'Inputs' },
  { id: 'assessment', label: 'Assessment' },
  { id: 'document', label: 'Document' },
  { id: 'history', label: 'History' },
] as const;
export type RcaTab = (typeof RCA_TABS)[number]['id'];

export interface RcaStoreOptions {
  /** The pause after typing before a save (ms); tests pass 0. */
  typingDelayMs?: number;
}

/**
 * The RCA view (issue 28; the shell opens it for `?rcaId=N`): the assessment read once, as the capex view reads its
 * forecast, and the stores of its tabs. An assessment is a report of kind rca, so it carries the reports' status,
 * people and readOnly, and a workflow move reloads it (`reload`).
 */
export class RcaStore implements RcaContext {
  report: RcaReport | null = null;
  state: RcaLoadState = 'idle';
  failure: ApiFailure | null = null;
  tab: RcaTab = 'inputs';
  /** The building the Inputs tab was asked to show (a blocker's link, an error in the Assessment tab). */
  shownBuilding: string | null = null;
  readonly inputs: InputsStore;
  readonly assessment: AssessmentStore;
  readonly picker: RatePicker;
  private requested: number | null = null;

  constructor(
    private readonly port: RcaPort,
    options: RcaStoreOptions = {},
  ) {
    this.inputs = new InputsStore(port, this, options.typingDelayMs ?? 600);
    this.assessment = new AssessmentStore(port, this);
    this.picker = new RatePicker(port, this.inputs);
    makeAutoObservable<RcaStore, 'port' | 'requested'>(this, {
      port: false,
      requested: false,
      report: observableRef,
      inputs: false,
      assessment: false,
      picker: false,
    });
  }

  get rcaReportId(): number | null {
    return this.report?.rcaReportId ?? null;
  }

  get readOnly(): boolean {
    return this.report?.readOnly ?? true;
  }

  async load(rcaReportId: number): Promise<void> {
    if (this.requested === rcaReportId && this.state !== 'failed') return;
    this.requested = rcaReportId;
    this.state = 'loading';
    this.report = null;
    this.failure = null;
    const report = await this.port.report(rcaReportId);
    const failure = report ? null : this.port.lastFailure();
    runInAction(() => {
      if (this.requested !== rcaReportId) return;
      this.failure = failure;
      if (!report) {
        // docs/product/rules.md#messages-and-errors: a failure is said, never shown as an empty assessment.
        this.state = 'failed';
        return;
      }
      this.report = report;
      this.inputs.seed(report, true);
      this.state = 'loaded';
    });
  }

  /** After a workflow move: status, people and readOnly follow; changes not yet saved stay in the form. */
  async reload(rcaReportId: number): Promise<void> {
    if (this.requested !== rcaReportId) return;
    const report = await this.port.report(rcaReportId);
    runInAction(() => {
      if (this.requested !== rcaReportId || !report) return;
      this.report = report;
      this.inputs.seed(report);
    });
  }

  async reloadInputs(): Promise<void> {
    const rcaReportId = this.requested;
    if (rcaReportId === null) return;
    const report = await this.port.report(rcaReportId);
    runInAction(() => {
      if (this.requested !== rcaReportId || !report) return;
      this.report = report;
      this.inputs.seed(report, true);
      this.assessmentChanged();
    });
  }

  applySaved(saved: RcaReport): void {
    this.report = saved;
  }

  assessmentChanged(): void {
    this.assessment.invalidate(this.tab === 'assessment');
  }

  openTab(tab: RcaTab): void {
    this.tab = tab;
    // A building shown once is shown again by its next link: the Inputs tab opens afresh.
    if (tab !== 'inputs') this.shownBuilding = null;
    if (tab === 'assessment') void this.assessment.show();
  }

  /** The Inputs tab, at a building when one is named (a workflow blocker's or a problem's link). */
  showInputs(buildingId?: string): void {
    this.shownBuilding = buildingId ?? null;
    this.openTab('inputs');
  }
}

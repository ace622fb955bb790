import type { DepreciationMethod, Report, ReportTaxpayer } from '@taxdep/domain';
import type { ReportsPort } from '@taxdep/domain/ports';
import {
  type GeneralInfoErrors,
  type GeneralInfoInputState,
  generalInfoInputState,
  REPORT_NAME_MAX_LENGTH,
  validateGeneralInfo,
  withEofyReportDate,
} from '@taxdep/domain/report';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AlertMessage } from '../../ui/Alert';
import { AutoSaver } from '../../ui/AutoSaver';
import { failureMessage } from '../../ui/failure-message';
import type { ReportStore } from '../ReportStore';
import { CheckerLookup } from './CheckerLookup';
import { DATE_LABELS, type HiddenDateField, TAXPAYER_FIELD_LABELS } from './field-labels';
import {
  keptFields,
  refusedCheckerMessage,
  type SaveState,
  type SaveStatus,
  type StoredRequired,
  saveStatusOf,
  storedRequiredOf,
  withKeptValues,
} from './required-kept';
import { applySavedAnswer, toUpdate } from './saved-answer';

export type { SaveState } from './required-kept';
export type TextField = 'reliantParty' | 'qsReference' | 'reportName';
export type HiddenTextField = 'vendorEntity' | 'buildingPeriodAtReportDate';
export type { HiddenDateField } from './field-labels';

export type HiddenAmountField = 'purchasePrice' | 'unimprovedLandValue';

export const SAVE_SUCCESS: AlertMessage = {
  type: 'success',
  title: 'Save Success',
  message: 'General Info updated successfully.',
};

const TYPING_DELAY_MS = 600;

/**
 * The General Info form (docs/product/general-info.md, docs/product/states-and-permissions.md, docs/product/rules.md). It edits the report held by ReportStore in place, so every
 * tab sees the same data, and saves the whole body after each change (docs/product/calls.md). A failed save keeps the
 * values in the form and says so; a read-only report is never edited or saved.
 */
export class GeneralInfoStore {
  methods: DepreciationMethod[] = [];
  /** The method chosen in the select while the confirmation dialog is open. */
  pendingMethodId: number | null = null;
  saveState: SaveState = 'idle';
  /** A save that blocks the form behind the loader (the method change). */
  blocking = false;
  alert: AlertMessage | null = null;
  readonly checker: CheckerLookup;
  private readonly saver: AutoSaver;
  private lastChange = 'Your change';
  private methodsLoaded = false;
  /** The required values the service holds (./required-kept.ts); observable so the kept-field messages follow it. */
  private stored: StoredRequired | null = null;

  constructor(
    private readonly reports: ReportsPort,
    private readonly reportStore: ReportStore,
    options: { typingDelayMs?: number } = {},
  ) {
    this.checker = new CheckerLookup(reports);
    this.saver = new AutoSaver(() => this.put(), options.typingDelayMs ?? TYPING_DELAY_MS);
    makeAutoObservable<
      GeneralInfoStore,
      'reports' | 'reportStore' | 'saver' | 'lastChange' | 'methodsLoaded' | 'stored'
    >(this, {
      reports: false,
      reportStore: false,
      stored: observableRef,
      saver: false,
      checker: false,
      lastChange: false,
      methodsLoaded: false,
    });
  }

  get report(): Report | null {
    return this.reportStore.report;
  }

  get readOnly(): boolean {
    return this.report?.readOnly ?? true;
  }

  /**
   * The checker field is read-only too where the service would refuse a change of checker (issue 24,
   * docs/product/states-and-permissions.md "The checker": the surveyor in QA Review).
   */
  get checkerReadOnly(): boolean {
    return this.readOnly || this.report?.reportingInfo.checkerReadOnly === true;
  }

  /** docs/product/general-info.md: read-only disables every input and drops the required marks. */
  get inputState(): GeneralInfoInputState {
    return generalInfoInputState(this.readOnly);
  }

  /**
   * Required and format errors; none when read-only (docs/product/rules.md "General Info (unless read-only)"). A field
   * that is not saved says so instead (docs/product/general-info.md "Required fields").
   */
  get errors(): GeneralInfoErrors {
    if (!this.report) return {};
    return { ...validateGeneralInfo(this.report), ...this.notSaved };
  }

  /** The fields whose entry is not stored, with the reason and the value the report keeps (issue 16 item 1). */
  get notSaved(): GeneralInfoErrors {
    const report = this.report;
    if (!report || report.readOnly) return {};
    const notSaved: GeneralInfoErrors = keptFields(report, this.stored);
    const refused = refusedCheckerMessage(this.checker.refused, report.reportingInfo.qsChecker);
    if (refused) notSaved.checker = refused;
    return notSaved;
  }

  /** The status line: it never says everything is saved while a field is not (issue 16 item 1). */
  get saveStatus(): SaveStatus {
    return saveStatusOf(this.saveState, this.notSaved);
  }

  /** The method the select shows: the one awaiting confirmation, else the saved one. */
  get selectedMethodId(): number | null {
    return this.pendingMethodId ?? this.report?.instructions.depreciationMethodId ?? null;
  }

  async loadMethods(): Promise<void> {
    if (this.methodsLoaded) return;
    this.methodsLoaded = true;
    const methods = await this.reports.getMethods();
    runInAction(() => {
      this.methods = methods ?? [];
      if (!methods) this.methodsLoaded = false;
    });
  }

  setText(field: TextField, value: string, label: string): void {
    const report = this.editable(label);
    if (!report) return;
    if (field === 'reliantParty') report.instructions.reliantParty = value;
    else if (field === 'qsReference') report.reportingInfo.qsReference = value;
    else report.reportingInfo.reportName = value.slice(0, REPORT_NAME_MAX_LENGTH);
    this.saver.schedule();
  }

  setLowValuePool(value: boolean): void {
    const report = this.editable('Low value pool');
    if (!report || report.instructions.lowValuePoolFlag === value) return;
    report.instructions.lowValuePoolFlag = value;
    void this.saver.save();
  }

  setAssessmentDate(date: string): void {
    const report = this.editable('Assessment date');
    if (!report) return;
    report.reportingInfo.assessmentDate = date || null;
    void this.saver.save();
  }

  /** docs/product/states-and-permissions.md: changing the EOFY report date also names the report after it ('30 June 2025'). */
  setEofyReportDate(date: string): void {
    const report = this.editable('EOFY report date');
    if (!report) return;
    const next = withEofyReportDate(report.reportingInfo, date || null);
    report.reportingInfo.eofyReportDate = next.eofyReportDate;
    report.reportingInfo.reportName = next.reportName;
    void this.saver.save();
  }

  /** docs/product/states-and-permissions.md: a method change asks first; the select shows the new choice meanwhile. */
  requestMethodChange(methodId: number | null): void {
    if (this.readOnly || methodId === null) return;
    if (methodId === this.report?.instructions.depreciationMethodId) {
      this.pendingMethodId = null;
      return;
    }
    this.pendingMethodId = methodId;
  }

  async confirmMethodChange(): Promise<void> {
    const methodId = this.pendingMethodId;
    this.pendingMethodId = null;
    const report = this.editable('Depreciation method');
    if (!report || methodId === null) return;
    report.instructions.depreciationMethodId = methodId;
    this.blocking = true;
    await this.saver.save();
    runInAction(() => {
      this.blocking = false;
    });
  }

  /** Cancel or close restores the previous method (nothing was changed or saved). */
  cancelMethodChange(): void {
    this.pendingMethodId = null;
  }

  async inputChecker(text: string): Promise<void> {
    if (this.checkerReadOnly) return;
    await this.checker.input(text, this.report?.reportingInfo.qsSurveyorId ?? null);
  }

  chooseChecker(key: string): void {
    if (this.checkerReadOnly) return;
    const report = this.editable('Checker');
    const chosen = report ? this.checker.choose(key) : null;
    if (!report || !chosen) return;
    report.reportingInfo.qsChecker = chosen.qsChecker;
    report.reportingInfo.qsCheckerId = chosen.qsCheckerId;
    void this.saver.save();
  }

  /** Leaving the checker field: a name not chosen from the list is cleared (docs/product/states-and-permissions.md, docs/product/rules.md). */
  async commitChecker(): Promise<void> {
    if (this.checkerReadOnly) return;
    const draft = this.checker.draft;
    // Judge the text against the suggestions for that very text, not an older list.
    await this.checker.settled();
    if (this.checker.draft !== draft) return;
    this.resolveChecker();
  }

  private resolveChecker(): void {
    const report = this.editable('Checker');
    if (!report) return;
    const info = report.reportingInfo;
    const outcome = this.checker.commit(info.qsChecker);
    if (outcome === 'keep' || outcome === 'refused') return;
    const next = outcome;
    if (next.qsChecker === info.qsChecker && next.qsCheckerId === info.qsCheckerId) return;
    info.qsChecker = next.qsChecker;
    info.qsCheckerId = next.qsCheckerId;
    void this.saver.save();
  }

  setHiddenText(field: HiddenTextField, value: string): void {
    const report = this.editable('Property details');
    if (!report) return;
    report.propertyInfo[field] = value;
    this.saver.schedule();
  }

  /** Issue 23: one of the taxpayer's facts, or null for "Not set"; saved at once like the other selects. */
  setTaxpayer<K extends keyof ReportTaxpayer>(field: K, value: ReportTaxpayer[K]): void {
    const report = this.editable(TAXPAYER_FIELD_LABELS[field]);
    if (!report || report.taxpayer[field] === value) return;
    report.taxpayer[field] = value;
    void this.saver.save();
  }

  /**
   * One change of the form made by a section of its own (issue 25: "Dates and instructions", ./report-facts-fields.ts):
   * `apply` edits the report; a date or choice saves at once, typing after the pause. `label` names it if it fails.
   */
  change(label: string, apply: (report: Report) => void, when: 'now' | 'typing'): void {
    const report = this.editable(label);
    if (!report) return;
    apply(report);
    if (when === 'now') void this.saver.save();
    else this.saver.schedule();
  }

  setHiddenDate(field: HiddenDateField, date: string): void {
    const report = this.editable(DATE_LABELS[field]);
    if (!report) return;
    report.propertyInfo[field] = date || null;
    void this.saver.save();
  }

  /** Purchase price and unimproved land value: dollars, or null when emptied (docs/product/rules.md). */
  setHiddenAmount(field: HiddenAmountField, dollars: number | null): void {
    const report = this.editable(field === 'purchasePrice' ? 'Purchase price' : 'Unimproved land value');
    if (!report) return;
    report.propertyInfo[field] = dollars;
    this.saver.schedule();
  }

  /** A text field was left: save its typing now rather than after the pause. */
  commitTyping(): void {
    void this.saver.flush();
  }

  /** The explicit save: the only save that shows the success alert (docs/product/rules.md#messages-and-errors). */
  async saveNow(): Promise<boolean> {
    if (this.readOnly) return false;
    const ok = await this.saver.save();
    runInAction(() => {
      if (ok) this.alert = SAVE_SUCCESS;
    });
    return ok;
  }

  dismissAlert(): void {
    this.alert = null;
  }

  dispose(): void {
    this.saver.dispose();
  }

  /** The report to edit, or null when there is none or it is read-only (docs/product/states-and-permissions.md#roles-and-permissions). */
  private editable(label: string): Report | null {
    const report = this.report;
    if (!report || report.readOnly) return null;
    // Before the first edit the form still holds what the service answered.
    if (this.stored?.reportId !== report.depreciationReportId) this.stored = storedRequiredOf(report);
    this.lastChange = label;
    return report;
  }

  private async put(): Promise<boolean> {
    const report = this.report;
    if (!report || report.readOnly) return false;
    const change = this.lastChange;
    this.saveState = 'saving';
    const sent = withKeptValues(toUpdate(report), this.stored);
    const answer = await this.reports.updateReport(sent).catch(() => null);
    const ok = answer !== null;
    // Read at once: the reason belongs to the call that settled last (ApiClient).
    const failure = ok ? null : this.reports.lastFailure();
    runInAction(() => {
      if (this.report) applySavedAnswer(this.report, sent, answer);
      // The answer's values when it carries the report, else what was sent is what is stored.
      if (ok) this.stored = storedRequiredOf(answer?.reportingInfo ? answer : sent);
      // Issue 26 item 16: the header follows what is saved (a new EOFY date names the report anew).
      if (ok) this.reportStore.noteSaved(answer?.reportingInfo ? answer : sent);
      this.saveState = ok ? 'saved' : 'failed';
      if (ok && this.alert?.type === 'error') this.alert = null;
      if (!ok) {
        this.alert = {
          type: 'error',
          title: 'Save Failed',
          message: failureMessage(
            { failed: `${change} was not saved`, advice: 'Your entry is kept in the form; try again.' },
            failure,
          ),
          action: { label: 'Try again', run: () => void this.saveNow() },
        };
      }
    });
    return ok;
  }
}

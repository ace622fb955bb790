import type { RcaLibraryRateWire, RcaNotesWire, RcaReport } from '@taxdep/domain';
import { formatAmount } from '@taxdep/domain/format';
import type { RcaPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { AutoSaver } from '../../ui/AutoSaver';
import { failureMessage } from '../../ui/failure-message';
import type { RcaContext } from '../context';
import { type DraftReading, readDraft, saveOf } from './draft-reading';
import {
  type AreaDraft,
  type BuildingDraft,
  blankArea,
  blankBuilding,
  type DraftErrors,
  draftOf,
  errorsOf,
  nextId,
  type RcaDraft,
  type SettingsDraft,
} from './rca-draft';

export type InputsSaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'waiting';

/** The fields of free text (a union of words, such as a method, is chosen, not typed). */
type TextOf<T> = {
  [K in keyof T]-?: T[K] extends string ? (string extends T[K] ? K : never) : never;
}[keyof T];
export type SettingsTextField = TextOf<SettingsDraft>;
export type BuildingTextField = TextOf<BuildingDraft>;
export type AreaTextField = Exclude<TextOf<AreaDraft>, 'areaId'>;

/**
 * The Inputs tab (issue 28 item 2): the settings, the assessor's notes and the buildings, saved whole as the capex
 * Settings tab saves (ui/AutoSaver: after a pause in typing, at once for a choice) with the version read. A draft
 * with the domain's errors is saved (the service stores it; the errors block QA Review); only what the wire cannot
 * carry (an amount that is no amount) waits in the form with its reason. A failed save keeps everything typed; a 409
 * says someone else saved and offers to reload. A read-only assessment is never edited or saved.
 */
export class InputsStore {
  draft: RcaDraft | null = null;
  saveState: InputsSaveState = 'idle';
  /** Why the last save failed, in words (issue #10); null otherwise. */
  saveError: string | null = null;
  /** The last save was refused as stale (409): reloading shows the other save. */
  conflict = false;
  /** The service's verdict on the inputs as last stored, until the next edit (the form's own marks then lead). */
  answered: DraftErrors = {};
  /** The building whose removal waits for confirmation. */
  removing: string | null = null;
  private edits = 0;
  private savedEdits = 0;
  private readonly saver: AutoSaver;

  constructor(
    private readonly port: RcaPort,
    private readonly context: RcaContext,
    typingDelayMs: number,
  ) {
    this.saver = new AutoSaver(() => this.put(), typingDelayMs);
    makeAutoObservable<InputsStore, 'port' | 'context' | 'saver' | 'edits' | 'savedEdits'>(this, {
      port: false,
      context: false,
      saver: false,
      edits: false,
      savedEdits: false,
    });
  }

  /** The assessment was read: the form shows what is stored, unless it holds changes not yet saved. */
  seed(report: RcaReport, force = false): void {
    if (!force && this.draft && this.unsaved) return;
    this.draft = draftOf(report);
    this.answered = errorsOf([...report.settingsErrors, ...report.buildingErrors]);
    this.edits = this.savedEdits = 0;
    this.conflict = false;
    this.saveError = null;
    this.saveState = 'idle';
  }

  get readOnly(): boolean {
    return this.context.readOnly;
  }

  /** Whether the form holds changes the service has not stored. */
  get unsaved(): boolean {
    return this.edits !== this.savedEdits || this.saver.hasPendingTyping;
  }

  get reading(): DraftReading | null {
    return this.draft ? readDraft(this.draft) : null;
  }

  /** Each field's reason; none when read-only. */
  get errors(): DraftErrors {
    const reading = this.reading;
    if (!reading || this.readOnly) return {};
    return { ...this.answered, ...reading.errors };
  }

  setReportName(text: string): void {
    this.edit(true, (d) => {
      d.reportName = text;
    });
  }

  setSetting(field: SettingsTextField, text: string): void {
    this.edit(true, (d) => {
      d.settings[field] = text;
    });
  }

  /** A choice among the settings (method, GST, roundings): saved at once. */
  chooseSetting<K extends 'escalationMethod' | 'gstIncluded' | 'lineRounding' | 'sumInsuredRoundingCents'>(
    field: K,
    value: SettingsDraft[K],
  ): void {
    this.edit(false, (d) => {
      d.settings[field] = value;
    });
  }

  setNote(field: keyof RcaNotesWire, text: string): void {
    this.edit(true, (d) => {
      d.notes[field] = text;
    });
  }

  addBuilding(): string | null {
    let added: string | null = null;
    this.edit(false, (d) => {
      added = nextId(
        'b',
        d.buildings.map((b) => b.buildingId),
      );
      d.buildings.push(blankBuilding(added, `Building ${d.buildings.length + 1}`));
    });
    return added;
  }

  askRemoveBuilding(buildingId: string): void {
    if (!this.readOnly) this.removing = buildingId;
  }

  cancelRemoveBuilding(): void {
    this.removing = null;
  }

  confirmRemoveBuilding(): void {
    const buildingId = this.removing;
    this.removing = null;
    this.edit(false, (d) => {
      d.buildings = d.buildings.filter((b) => b.buildingId !== buildingId);
    });
  }

  setBuilding(buildingId: string, field: BuildingTextField, text: string): void {
    this.editBuilding(buildingId, true, (b) => {
      b[field] = text;
    });
  }

  chooseDemolition(buildingId: string, method: BuildingDraft['demolitionMethod']): void {
    this.editBuilding(buildingId, false, (b) => {
      b.demolitionMethod = method;
    });
  }

  setHazard(buildingId: string, hazard: 'asbestos' | 'contamination', on: boolean): void {
    this.editBuilding(buildingId, false, (b) => {
      b[hazard] = on;
    });
  }

  addArea(buildingId: string): string | null {
    let added: string | null = null;
    this.editBuilding(buildingId, false, (b) => {
      added = nextId(
        'a',
        b.areas.map((a) => a.areaId),
      );
      b.areas.push(blankArea(added));
    });
    return added;
  }

  removeArea(buildingId: string, areaId: string): void {
    this.editBuilding(buildingId, false, (b) => {
      b.areas = b.areas.filter((a) => a.areaId !== areaId);
    });
  }

  setArea(buildingId: string, areaId: string, field: AreaTextField, text: string): void {
    this.editArea(buildingId, areaId, (a) => {
      a[field] = text;
    });
  }

  /** Issue 28 item 3: the area takes a library rate as priced (copied, so a later load never changes it). */
  chooseRate(buildingId: string, areaId: string, rate: RcaLibraryRateWire): void {
    this.editArea(
      buildingId,
      areaId,
      (a) => {
        a.libraryRate = { ...rate };
        a.rate = formatAmount(rate.rateCentsPerM2);
        a.overrideReason = '';
      },
      false,
    );
  }

  addAdjustment(buildingId: string): void {
    this.editBuilding(buildingId, false, (b) => {
      b.adjustments.push({ description: '', amount: '' });
    });
  }

  setAdjustment(buildingId: string, index: number, field: 'description' | 'amount', text: string): void {
    this.editBuilding(buildingId, true, (b) => {
      const adjustment = b.adjustments[index];
      if (adjustment) adjustment[field] = text;
    });
  }

  removeAdjustment(buildingId: string, index: number): void {
    this.editBuilding(buildingId, false, (b) => {
      b.adjustments.splice(index, 1);
    });
  }

  /** A field was left: what was typed is saved now. */
  leave(): void {
    void this.saver.flush();
  }

  dismissError(): void {
    this.saveError = null;
  }

  /** Saves now (a retry after a failure). */
  retry(): Promise<boolean> {
    return this.saver.save();
  }

  /** After a 409: the assessment as the other save left it (what was typed here is replaced, as the user chose). */
  async reload(): Promise<void> {
    this.saver.dispose();
    await this.context.reloadInputs();
  }

  /** Settles any typing waiting to be saved (the view is left). */
  flush(): Promise<boolean> | null {
    return this.saver.flush();
  }

  private edit(typed: boolean, change: (draft: RcaDraft) => void): void {
    if (!this.draft || this.readOnly) return;
    change(this.draft);
    this.edits++;
    this.answered = {};
    if (typed) this.saver.schedule();
    else void this.saver.save();
  }

  private editBuilding(buildingId: string, typed: boolean, change: (b: BuildingDraft) => void): void {
    this.edit(typed, (d) => {
      const building = d.buildings.find((b) => b.buildingId === buildingId);
      if (building) change(building);
    });
  }

  private editArea(buildingId: string, areaId: string, change: (a: AreaDraft) => void, typed = true): void {
    this.editBuilding(buildingId, typed, (b) => {
      const area = b.areas.find((a) => a.areaId === areaId);
      if (area) change(area);
    });
  }

  private async put(): Promise<boolean> {
    const draft = this.draft;
    const report = this.context.report;
    const reading = this.reading;
    if (!draft || !report || !reading || this.readOnly || this.conflict) return false;
    // What the wire cannot carry stays in the form with its reason; nothing is sent until it is right.
    if (Object.keys(reading.unsendable).length > 0) {
      runInAction(() => {
        this.saveState = 'waiting';
      });
      return false;
    }
    const sent = this.edits;
    runInAction(() => {
      this.saveState = 'saving';
    });
    const saved = await this.port.save(report.rcaReportId, saveOf(draft, reading, report.version));
    const failure = saved ? null : this.port.lastFailure();
    runInAction(() => {
      if (saved) {
        this.saveState = 'saved';
        this.saveError = null;
        this.savedEdits = sent;
        if (sent === this.edits) this.answered = errorsOf([...saved.settingsErrors, ...saved.buildingErrors]);
        this.context.applySaved(saved);
        this.context.assessmentChanged();
        return;
      }
      this.saveState = 'failed';
      this.conflict = failure?.status === 409;
      this.saveError = failureMessage(
        {
          failed: 'The inputs could not be saved',
          advice: this.conflict
            ? 'Someone else saved this assessment meanwhile. Reload to see their change (what you typed since your last save is replaced).'
            : 'Your entries are kept in the form.',
        },
        failure,
      );
    });
    return Boolean(saved);
  }
}

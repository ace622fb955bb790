import type { CapexReportHeader } from '@taxdep/domain';
import type { BuildingElementId } from '@taxdep/domain/capex';
import type { CapexPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { AutoSaver } from '../../ui/AutoSaver';
import { failureMessage } from '../../ui/failure-message';
import type { CapexContext } from '../context';
import {
  draftErrors,
  draftOf,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsFieldKey,
  saveOf,
} from './settings-draft';

export type SettingsSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Text fields typed into (saved after a pause or when left); the others are chosen and saved at once. */
type TypedField =
  | 'reportName'
  | 'baseYear'
  | 'escalationPercent'
  | 'openingBalance'
  | 'contribution'
  | 'interestPercent';

/**
 * The Settings tab (issue 27 item 2): base year, horizon, escalation with each element's own rate, and the
 * optional sinking fund. Saved as General Info is (ui/AutoSaver: after a pause in typing, at once for a choice),
 * with the version read; a value the domain refuses is not sent and its reason shows under its field, as does
 * each field a 400 (CapexSettingsRefusal) names. A read-only forecast is never edited or saved.
 */
export class SettingsStore {
  draft: SettingsDraft | null = null;
  saveState: SettingsSaveState = 'idle';
  /** Why the last save failed, in words (issue #10); null otherwise. */
  saveError: string | null = null;
  /** The fields the service refused in the last save, until that field changes. */
  refused: SettingsErrors = {};
  private readonly saver: AutoSaver;

  constructor(
    private readonly port: CapexPort,
    private readonly context: CapexContext,
    typingDelayMs: number,
  ) {
    this.saver = new AutoSaver(() => this.put(), typingDelayMs);
    makeAutoObservable<SettingsStore, 'port' | 'context' | 'saver'>(this, {
      port: false,
      context: false,
      saver: false,
    });
  }

  /** The forecast was read (or read again after a workflow move): the form shows what is stored. */
  seed(header: CapexReportHeader): void {
    if (this.saver.hasPendingTyping && this.draft) return;
    this.draft = draftOf(header);
    this.refused = {};
  }

  get readOnly(): boolean {
    return this.context.readOnly;
  }

  /** Each field's reason: the domain's for what is typed, else the service's refusal. None when read-only. */
  get errors(): SettingsErrors {
    if (!this.draft || this.readOnly) return {};
    return { ...this.refused, ...draftErrors(this.draft) };
  }

  type(field: TypedField, text: string): void {
    if (!this.edit(field, text)) return;
    this.saver.schedule();
  }

  /** A field was left: what was typed is saved now. */
  leave(): void {
    void this.saver.flush();
  }

  setHorizon(horizon: string): void {
    if (this.edit('horizon', horizon)) void this.saver.save();
  }

  setSinkingFund(on: boolean): void {
    if (!this.draft || this.readOnly) return;
    this.draft.sinkingFund = on;
    if (on && this.draft.interestPercent === '') this.draft.interestPercent = '0';
    void this.saver.save();
  }

  /** An element's own rate; `null` returns it to the one rate. */
  setElementRate(element: BuildingElementId, text: string | null): void {
    if (!this.draft || this.readOnly) return;
    if (text === null) {
      delete this.draft.elementEscalation[element];
      delete this.refused[`element:${element}`];
      void this.saver.save();
      return;
    }
    this.draft.elementEscalation[element] = text;
    delete this.refused[`element:${element}`];
    delete this.refused.elementEscalationPercent;
    this.saver.schedule();
  }

  dismissError(): void {
    this.saveError = null;
  }

  /** Saves now (a retry after a failure). */
  retry(): Promise<boolean> {
    return this.saver.save();
  }

  private edit(field: TypedField | 'horizon', text: string): boolean {
    if (!this.draft || this.readOnly) return false;
    this.draft[field] = text;
    const refusedKey: SettingsFieldKey =
      field === 'openingBalance'
        ? 'openingBalanceCents'
        : field === 'contribution'
          ? 'contributionCents'
          : field;
    delete this.refused[refusedKey];
    return true;
  }

  private async put(): Promise<boolean> {
    const draft = this.draft;
    const header = this.context.report;
    if (!draft || !header || this.readOnly) return false;
    // A value the domain refuses stays in the form with its reason; nothing is sent until it is right.
    if (Object.keys(draftErrors(draft)).length > 0) return false;
    runInAction(() => {
      this.saveState = 'saving';
    });
    const saved = await this.port.saveHeader(header.capexReportId, saveOf(draft, header.version));
    const failure = saved ? null : this.port.lastFailure();
    runInAction(() => {
      if (saved) {
        this.saveState = 'saved';
        this.saveError = null;
        this.refused = {};
        // A new base year re-judges every item (ItemsStore reads it from the header) and the forecast's years.
        this.context.applyHeader(saved);
        this.context.forecastChanged();
        return;
      }
      this.saveState = 'failed';
      this.refused = refusedFields(failure?.fieldErrors ?? []);
      this.saveError = failureMessage(
        {
          failed: 'The settings could not be saved',
          advice:
            failure?.status === 409
              ? 'Someone else saved this forecast meanwhile: refresh the page to see their change.'
              : 'Your entries are kept in the form.',
        },
        failure,
      );
    });
    return Boolean(saved);
  }
}

const FIELD_KEYS = new Set<string>([
  'reportName',
  'baseYear',
  'horizon',
  'escalationPercent',
  'elementEscalationPercent',
  'openingBalanceCents',
  'contributionCents',
  'interestPercent',
]);

/** The fields a refusal names (CapexSettingsRefusal); a field the form does not have is left to the message. */
function refusedFields(errors: readonly { field: string; message: string }[]): SettingsErrors {
  const refused: SettingsErrors = {};
  for (const error of errors) {
    if (FIELD_KEYS.has(error.field)) refused[error.field as SettingsFieldKey] ??= error.message;
  }
  return refused;
}

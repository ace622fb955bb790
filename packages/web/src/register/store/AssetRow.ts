import type { Asset } from '@taxdep/domain';
import {
  type AssetFieldError,
  type AssetRegisterContext,
  hasHistoricalBuildingCostWarning,
  mergeAssetEdits,
  NO_LABEL_ID,
  type RateMode,
  rateModeOf,
  validateAsset,
} from '@taxdep/domain/assets';
import { makeAutoObservable, observableRef } from 'mobx';
import { draftMessage, missingToStore } from './new-row';

let draftCount = 0;

/**
 * One row of the register: the asset as last saved or typed, plus what only the screen knows (the Customize
 * choice before a rate is typed, a label awaiting the service). Each row is its own observable, so an edit
 * re-renders one row, not the table (spec performance goal: 200 rows painted in under a second).
 */
export class AssetRow {
  asset: Asset;
  /** The asset as the service last answered it: the base a save sends, so only this row's edits are written. */
  saved: Asset;
  /** Customize chosen and no rate typed yet: sourceTaxRate is still empty, so the domain still says ATO. */
  customizing = false;
  /** The label chosen in the drop-down while the mapping call runs (docs/product/states-and-permissions.md). */
  pendingLabelId: number | null = null;
  saving = false;
  /**
   * How the row's last save ended, shown on the row (issue 16 "a row's save state"): null before any save of this
   * visit, 'saved', or 'refused' with the service's reason in `refusal`.
   */
  lastSave: 'saved' | 'refused' | null = null;
  refusal: string | null = null;
  /** Ticked in the select column (docs/product/asset-register.md "Bulk bar"); per row, so a tick re-renders one row. */
  selected = false;
  /** The fields the user has changed on this row (issue 26 item 8); the two start dates share their error. */
  touched: readonly string[] = [];
  /** Bumped on each local edit, so an answer to an older save does not overwrite newer typing. */
  version = 0;
  /** Saves of one row run one after the other (a new row's second edit must carry the id of the first). */
  queue: Promise<void> = Promise.resolve();
  readonly key: string;

  /**
   * The row's report as validateAsset needs it (docs/tax-rules.md rule 1: the entry FY against the EOFY report
   * date), so the screen judges a row as the service's stored verdict does.
   */
  readonly register: AssetRegisterContext;

  constructor(asset: Asset, register: AssetRegisterContext = { eofyReportDate: null }) {
    this.asset = asset;
    this.register = register;
    this.saved = asset;
    draftCount += 1;
    this.key = asset.id === 0 ? `new-${draftCount}` : `asset-${asset.id}`;
    makeAutoObservable(this, {
      asset: observableRef,
      saved: false,
      queue: false,
      key: false,
      register: false,
    });
  }

  get id(): number {
    return this.asset.id;
  }

  /** A row added with Add Asset that the service has not stored yet (saved when first edited). */
  get isNew(): boolean {
    return this.asset.id === 0;
  }

  get readOnly(): boolean {
    return this.asset.readOnly;
  }

  /** A new row not stored yet because it lacks a tax code or a description (issue 16 item 4); null otherwise. */
  get draftReason(): string | null {
    if (!this.isNew) return null;
    const missing = missingToStore(this.asset);
    return missing.length > 0 ? draftMessage(missing) : null;
  }

  /** The errors of docs/product/rules.md "Asset row", from the same domain validation the service uses. */
  get errors(): AssetFieldError[] {
    return validateAsset(this.asset, this.register);
  }

  /**
   * The errors the screen marks (issue 26 item 8): a stored row's all; a new row's only on the fields the user has
   * changed, so Add Asset does not open on a row of red cells before anything is typed. Once the row is stored
   * (the save was tried) every error shows.
   */
  get shownErrors(): AssetFieldError[] {
    if (!this.isNew) return this.errors;
    return this.errors.filter((e) => this.touched.includes(e.field));
  }

  /** The message of a field's first shown error (demolition fields by demolition index), or undefined. */
  errorOf(field: AssetFieldError['field'], demolitionIndex?: number): string | undefined {
    return this.shownErrors.find((e) => e.field === field && e.demolitionIndex === demolitionIndex)?.message;
  }

  get hasErrors(): boolean {
    return this.shownErrors.length > 0;
  }

  /** The user changed these fields (a new row's errors show on them, `shownErrors`). */
  touch(fields: readonly string[]): void {
    const added = fields.filter((field) => !this.touched.includes(field));
    if (added.length > 0) this.touched = [...this.touched, ...added];
  }

  get historicalCostWarning(): boolean {
    return hasHistoricalBuildingCostWarning(this.asset);
  }

  get rateMode(): RateMode {
    return this.customizing ? 'Customize' : rateModeOf(this.asset);
  }

  get labelId(): number {
    return this.pendingLabelId ?? this.asset.abandonmentLabel?.id ?? NO_LABEL_ID;
  }

  setCustomizing(value: boolean): void {
    this.customizing = value;
  }

  setPendingLabel(labelId: number | null): void {
    this.pendingLabelId = labelId;
  }

  setSelected(selected: boolean): void {
    this.selected = selected;
  }

  setSaving(saving: boolean): void {
    this.saving = saving;
  }

  /** The save state the row shows: saving first, then how the last save ended. */
  get saveState(): 'saving' | 'saved' | 'refused' | null {
    return this.saving ? 'saving' : this.lastSave;
  }

  /** A save ended: accepted (reason null) or refused with the service's reason (issue #10: the reason is shown). */
  saveEnded(accepted: boolean, reason: string | null = null): void {
    this.saving = false;
    this.lastSave = accepted ? 'saved' : 'refused';
    this.refusal = accepted ? null : reason;
  }

  /** A local edit: shown at once, sent by the caller. */
  update(asset: Asset): void {
    this.asset = asset;
    this.version += 1;
  }

  /**
   * The service's answer replaces the row (docs/product/states-and-permissions.md). When the user has typed again since `sent` left, what was
   * typed since is kept over the answer, so neither the typing nor the service's view of the other fields is lost.
   */
  replace(answer: Asset, sent: Asset, sentVersion: number): void {
    this.saved = answer;
    if (sentVersion === this.version) {
      this.asset = answer;
      if (answer.sourceTaxRate !== null) this.customizing = false;
    } else {
      this.asset = mergeAssetEdits(sent, answer, this.asset);
    }
  }
}

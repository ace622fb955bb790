import {
  blankLabelDialog,
  LABEL_HAS_ASSETS_MESSAGES,
  LABEL_MAX_LENGTH,
  labelHasLinkedAssets,
  validateLabels,
} from '@taxdep/domain/assets';
import type { AbandonmentLabelSave, AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import { FAILED, SAVE_SUCCESS_TITLE, SAVED } from '../columns';
import type { RegisterContext } from './context';
import type { LabelList } from './label-list';

export interface LabelDraft {
  key: string;
  /** Null until the service stores the label. */
  id: number | null;
  label: string;
  /** Optional abandonment date (docs/tax-rules.md "Abandonment"), `YYYY-MM-DD` or empty. */
  abandonmentDate: string;
  /** Assets linked with the label, as the service last counted them; a label made in the dialog links none. */
  linkedAssetCount: number;
  error: string | null;
}

let draftKeys = 0;
function draftKey(): string {
  draftKeys += 1;
  return `label-${draftKeys}`;
}

/**
 * The Manage Abandonment Label popup (docs/product/asset-register.md, docs/product/rules.md "Label", 8): Create Label, a trash icon per label, Cancel and
 * Save. Save refuses blank labels with the 'Compliance Problem' dialog and marks duplicates 'Label Name already
 * exists.'; deleting a label linked to assets asks first.
 */
export class LabelManager {
  drafts: LabelDraft[] | null = null;
  saving = false;

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly notifier: Notifier,
    private readonly context: RegisterContext,
    private readonly store: LabelList,
  ) {
    makeAutoObservable<LabelManager, 'port' | 'notifier' | 'context' | 'store'>(this, {
      port: false,
      notifier: false,
      context: false,
      store: false,
    });
  }

  get isOpen(): boolean {
    return this.drafts !== null;
  }

  open(): void {
    this.drafts = this.store.labels.map((label) => ({
      key: draftKey(),
      id: label.id,
      label: label.label,
      abandonmentDate: label.abandonmentDate ?? '',
      linkedAssetCount: label.linkedAssetCount ?? 0,
      error: null,
    }));
  }

  cancel(): void {
    this.drafts = null;
  }

  create(): void {
    if (this.context.readOnly) return;
    this.drafts?.push({
      key: draftKey(),
      id: null,
      label: '',
      abandonmentDate: '',
      linkedAssetCount: 0,
      error: null,
    });
  }

  setText(key: string, text: string): void {
    const draft = this.find(key);
    if (!draft) return;
    draft.label = text.slice(0, LABEL_MAX_LENGTH);
    draft.error = null;
  }

  setDate(key: string, date: string): void {
    const draft = this.find(key);
    if (draft) draft.abandonmentDate = date;
  }

  /** The trash icon: a stored label is deleted at once, after the warning when assets link to it. */
  async remove(key: string): Promise<void> {
    const draft = this.find(key);
    if (!draft || this.context.readOnly) return;
    const id = draft.id;
    if (id !== null) {
      if ((await this.linksAssets(draft)) && !(await this.confirmLinkedDelete())) return;
      if (!(await this.port.deleteLabel(id))) {
        this.notifier.failed(FAILED.labelDelete, this.port.lastFailure());
        return;
      }
      runInAction(() => {
        this.store.setLabels(this.store.labels.filter((label) => label.id !== id));
        for (const row of this.context.rows) {
          if (row.asset.abandonmentLabel?.id === id) row.update({ ...row.asset, abandonmentLabel: null });
        }
      });
    }
    runInAction(() => {
      if (this.drafts) this.drafts = this.drafts.filter((d) => d.key !== key);
    });
  }

  async save(): Promise<void> {
    const drafts = this.drafts;
    if (!drafts || this.context.readOnly) return;
    const blank = blankLabelDialog(drafts);
    const errors = validateLabels(drafts);
    for (const [index, draft] of drafts.entries()) {
      draft.error = errors.find((error) => error.index === index)?.message ?? null;
    }
    if (blank) this.notifier.show(blank);
    if (errors.length > 0) return;
    if (drafts.length === 0) {
      // Nothing to store: the trash icon already deleted each stored label, and a bare empty list would name no
      // report for the service to save into.
      this.drafts = null;
      this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.labels);
      return;
    }
    this.saving = true;
    const body: AbandonmentLabelSave[] = drafts.map((draft) => ({
      ...(draft.id === null ? {} : { id: draft.id }),
      label: draft.label.trim(),
      depreciationReportId: this.context.reportId,
      abandonmentDate: draft.abandonmentDate || null,
    }));
    const saved = await this.port.saveLabels(body);
    runInAction(() => {
      this.saving = false;
      if (saved === null) {
        this.notifier.failed(FAILED.labels, this.port.lastFailure());
        return;
      }
      this.store.setLabels(saved);
      this.drafts = null;
      this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.labels);
    });
    // Renamed labels and new dates show in the rows once they are read again.
    if (saved !== null) await this.context.reload();
  }

  /**
   * docs/product/rules.md#messages-and-errors "Delete a label with linked assets": the loaded rows are one page of the register, so the service's
   * count (asked afresh, since mappings made since the dialog opened change it) decides; the last known count and
   * the loaded rows stand in when it cannot answer.
   */
  private async linksAssets(draft: LabelDraft): Promise<boolean> {
    const labels = await this.port.getLabels(this.context.reportId);
    const counted = labels?.find((label) => label.id === draft.id)?.linkedAssetCount;
    if (counted !== undefined) return counted > 0;
    const rows = this.context.rows.map((row) => row.asset);
    return draft.linkedAssetCount > 0 || (draft.id !== null && labelHasLinkedAssets(rows, draft.id));
  }

  private confirmLinkedDelete(): Promise<boolean> {
    return this.notifier.confirm({
      title: 'Delete Label',
      messages: LABEL_HAS_ASSETS_MESSAGES,
      confirmLabel: 'Delete Label',
      cancelLabel: 'Cancel',
      testId: 'delete-label-dialog',
      destructive: true,
    });
  }

  private find(key: string): LabelDraft | undefined {
    return this.drafts?.find((draft) => draft.key === key);
  }
}

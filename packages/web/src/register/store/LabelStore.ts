import type { AbandonmentLabel } from '@taxdep/domain';
import {
  COMPLIANCE_PROBLEM_TITLE,
  isLabelMappingSuccess,
  LABEL_MAPPING_CONFLICT_MESSAGE,
  labelMappingConflict,
  NO_LABEL_ID,
} from '@taxdep/domain/assets';
import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import { SAVE_SUCCESS_TITLE, SAVED } from '../columns';
import type { AssetRow } from './AssetRow';
import { canEdit, type RegisterContext } from './context';
import { LabelManager } from './LabelManager';
import type { LabelList } from './label-list';

/**
 * Abandonment labels of the report (docs/product/asset-register.md "Abandonment view", 4, 7, 8): the list the drop-downs offer and the
 * mapping of a row to a label. A refused mapping shows 'Compliance Problem' and restores the previous label.
 */
export class LabelStore implements LabelList {
  labels: AbandonmentLabel[] = [];
  readonly manager: LabelManager;

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly notifier: Notifier,
    private readonly context: RegisterContext,
  ) {
    this.manager = new LabelManager(port, notifier, context, this);
    makeAutoObservable<LabelStore, 'port' | 'notifier' | 'context'>(this, {
      port: false,
      notifier: false,
      context: false,
      manager: false,
      labels: observableRef,
    });
  }

  async load(): Promise<void> {
    const reportId = this.context.reportId;
    const labels = await this.port.getLabels(reportId);
    runInAction(() => {
      if (labels !== null && reportId === this.context.reportId) this.labels = labels;
    });
  }

  setLabels(labels: AbandonmentLabel[]): void {
    this.labels = labels;
  }

  /** Maps a row to a label (Select = 0 unlinks); success texts per docs/product/calls.md, anything else is a failure (docs/product/rules.md#messages-and-errors). */
  async map(row: AssetRow, labelId: number): Promise<void> {
    if (!canEdit(this.context, row) || labelId === row.labelId || row.pendingLabelId !== null) return;
    row.setPendingLabel(labelId);
    const conflict = labelMappingConflict(
      this.context.rows.map((r) => r.asset),
      row.asset,
      labelId,
    );
    const answer = conflict
      ? null
      : await this.port.mapLabel({
          modelAssetId: row.asset.id,
          abandonmentLabelId: labelId,
          assetCode: row.asset.assetCode?.assetCode ?? null,
        });
    runInAction(() => {
      row.setPendingLabel(null);
      if (!isLabelMappingSuccess(answer)) {
        this.notifier.show({ title: COMPLIANCE_PROBLEM_TITLE, messages: [LABEL_MAPPING_CONFLICT_MESSAGE] });
        return;
      }
      const listed = labelId === NO_LABEL_ID ? undefined : this.labels.find((l) => l.id === labelId);
      row.update({ ...row.asset, abandonmentLabel: listed ? assetLabel(listed) : null });
      this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.labels);
    });
  }
}

/** An asset carries its label without the list's count (domain api: `linkedAssetCount` is list-only). */
function assetLabel({ linkedAssetCount: _count, ...label }: AbandonmentLabel): AbandonmentLabel {
  return label;
}

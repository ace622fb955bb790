import type { Demolition } from '@taxdep/domain';
import { DELETE_DEMOLITION_MESSAGE } from '@taxdep/domain/assets';
import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import { FAILED, SAVE_SUCCESS_TITLE, SAVED } from '../columns';
import type { AssetRow } from './AssetRow';
import { canEdit, type RegisterContext } from './context';

/**
 * Demolitions of the register (docs/product/asset-register.md "Demolition view", 4, 8): the Demolition tick and Add Demolition Date
 * create empty demolitions, date and rate edits are saved one by one and the service answers the adjusted figures,
 * and removing one asks 'Do you want to remove demolition details?' first.
 */
export class DemolitionEditor {
  busy = false;

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly notifier: Notifier,
    private readonly context: RegisterContext,
  ) {
    makeAutoObservable<DemolitionEditor, 'port' | 'notifier' | 'context'>(this, {
      port: false,
      notifier: false,
      context: false,
    });
  }

  /** docs/product/states-and-permissions.md: ticking the box creates an empty demolition; unticking removes the asset's demolitions. */
  async tick(row: AssetRow, ticked: boolean): Promise<void> {
    if (!canEdit(this.context, row) || row.isNew) return;
    if (ticked) {
      if (row.asset.assetDemolitions.length > 0) return;
      if (await this.create(row)) this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.demolitions);
      return;
    }
    if (!(await this.confirmRemoval())) return;
    const demolitions = row.asset.assetDemolitions;
    for (const demolition of demolitions) {
      if (!(await this.removeOne(row, demolition))) return;
    }
    this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.demolitions);
  }

  /** Add Demolition Date (docs/product/asset-register.md): an empty demolition for every ticked asset; the selection is then cleared. */
  async addToSelected(): Promise<void> {
    const rows = this.context.selection.selected.filter((row) => canEdit(this.context, row));
    if (rows.length === 0) return;
    this.busy = true;
    let allDone = true;
    for (const row of rows) allDone = (await this.create(row)) && allDone;
    runInAction(() => {
      this.busy = false;
    });
    this.context.selection.clear();
    if (allDone) this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.demolitions);
  }

  /** Changes the date or the rate of a demolition and saves it; the answer brings the adjusted figures. */
  async edit(
    row: AssetRow,
    index: number,
    patch: Partial<Pick<Demolition, 'demoDate' | 'rate'>>,
  ): Promise<void> {
    const current = row.asset.assetDemolitions[index];
    if (!canEdit(this.context, row) || !current) return;
    if (Object.entries(patch).every(([key, value]) => current[key as keyof typeof patch] === value)) return;
    const edited: Demolition = { ...current, ...patch };
    this.replaceAt(row, current, edited);
    const answer = await this.port.saveDemolition({
      ...(edited.id === 0 ? {} : { id: edited.id }),
      modelAsset: { id: row.asset.id, depreciationReportId: row.asset.depreciationReportId },
      demoDate: edited.demoDate,
      rate: edited.rate,
    });
    if (answer === null) {
      this.notifier.failed(FAILED.demolitionSave, this.port.lastFailure());
      return;
    }
    const { assetDemolitions: fresh, ...saved } = answer;
    // A newer edit of the same demolition may have replaced `edited` meanwhile; it wins.
    if (row.asset.assetDemolitions.includes(edited)) this.replaceAt(row, edited, saved);
    refreshFigures(row, fresh);
    this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.demolitions);
  }

  /** The X of a demolition (docs/product/asset-register.md, docs/product/rules.md#messages-and-errors): asks, then deletes it. */
  async remove(row: AssetRow, index: number): Promise<void> {
    const demolition = row.asset.assetDemolitions[index];
    if (!canEdit(this.context, row) || !demolition) return;
    if (!(await this.confirmRemoval())) return;
    if (await this.removeOne(row, demolition)) this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.demolitions);
  }

  private confirmRemoval(): Promise<boolean> {
    return this.notifier.confirm({
      title: 'Remove Demolition',
      messages: [DELETE_DEMOLITION_MESSAGE],
      confirmLabel: 'OK',
      cancelLabel: 'Cancel',
      testId: 'remove-demolition-dialog',
      destructive: true,
    });
  }

  private async create(row: AssetRow): Promise<boolean> {
    const answer = await this.port.saveDemolition({
      modelAsset: { id: row.asset.id, depreciationReportId: row.asset.depreciationReportId },
      demoDate: null,
      rate: null,
    });
    if (answer === null) {
      this.notifier.failed(FAILED.demolitionSave, this.port.lastFailure());
      return false;
    }
    const { assetDemolitions: fresh, ...created } = answer;
    row.update({ ...row.asset, assetDemolitions: [...row.asset.assetDemolitions, created] });
    refreshFigures(row, fresh);
    return true;
  }

  private async removeOne(row: AssetRow, demolition: Demolition): Promise<boolean> {
    const answer =
      demolition.id === 0 ? null : await this.port.deleteDemolition(this.context.reportId, demolition.id);
    if (demolition.id !== 0 && answer === null) {
      this.notifier.failed(FAILED.demolitionDelete, this.port.lastFailure());
      return false;
    }
    row.update({
      ...row.asset,
      assetDemolitions: row.asset.assetDemolitions.filter((d) => d !== demolition),
    });
    if (answer) refreshFigures(row, answer.assetDemolitions);
    return true;
  }

  private replaceAt(row: AssetRow, previous: Demolition, next: Demolition): void {
    row.update({
      ...row.asset,
      assetDemolitions: row.asset.assetDemolitions.map((d) => (d === previous ? next : d)),
    });
  }
}

/**
 * Takes the adjusted figures of the service's answer for every demolition of the row: they are cumulative
 * (docs/tax-rules.md rule 7), so saving or deleting one moves the others. A date or rate being typed is kept.
 */
function refreshFigures(row: AssetRow, fresh: readonly Demolition[]): void {
  const byId = new Map(fresh.map((demolition) => [demolition.id, demolition]));
  const current = row.asset.assetDemolitions;
  const next = current.map((demolition) => {
    const answer = byId.get(demolition.id);
    if (!answer) return demolition;
    const { adjustedHistoricalCost, adjustedAnnualDepreciation } = answer;
    if (
      adjustedHistoricalCost === demolition.adjustedHistoricalCost &&
      adjustedAnnualDepreciation === demolition.adjustedAnnualDepreciation
    ) {
      return demolition;
    }
    return { ...demolition, adjustedHistoricalCost, adjustedAnnualDepreciation };
  });
  if (next.some((demolition, index) => demolition !== current[index])) {
    row.update({ ...row.asset, assetDemolitions: next });
  }
}

import type { Asset, TaxCode } from '@taxdep/domain';
import {
  customizeRate,
  RATE_INPUT_FIELDS,
  type RateMode,
  resolveTaxCode,
  switchToAtoRate,
} from '@taxdep/domain/assets';
import type { AssetRegisterPort, AssetSave } from '@taxdep/domain/ports';
import { runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import { FAILED, SAVE_SUCCESS_TITLE, SAVED } from '../columns';
import type { AssetRow } from './AssetRow';
import { canEdit, type RegisterContext } from './context';
import { missingToStore } from './new-row';

/** The body of POST /depreciationReports/modelAssets: a new row is sent without an id (docs/product/calls.md "adds"). */
function toSave(asset: Asset): AssetSave {
  if (asset.id !== 0) return asset;
  const { id: _new, ...rest } = asset;
  return rest;
}

/**
 * The fields an edit touches: the start date's error sits on both dates, so either date touches both; the rate
 * mode and the rate are one cell.
 */
function touchedFields(fields: readonly string[]): string[] {
  const touched = [...fields];
  if (fields.includes('invoiceDate') || fields.includes('depreciationCommencementDate')) {
    touched.push('invoiceDate', 'depreciationCommencementDate');
  }
  if (fields.includes('sourceTaxRate')) touched.push('depreciationRate');
  return touched;
}

/**
 * Row edits of the asset view (docs/product/states-and-permissions.md "saved on change and the row is replaced by the server's answer"). Each
 * change is applied to the row at once, then saved; a failed save keeps what the user typed and says so.
 */
export class RowEditor {
  constructor(
    private readonly port: AssetRegisterPort,
    private readonly notifier: Notifier,
    private readonly context: RegisterContext,
  ) {}

  /** Applies a change and saves it; in ATO mode a change of a rate input asks the service for the rate first. */
  async edit(row: AssetRow, patch: Partial<Asset>): Promise<void> {
    if (!canEdit(this.context, row)) return;
    const changed = (Object.keys(patch) as (keyof Asset)[]).some((key) => patch[key] !== row.asset[key]);
    row.touch(touchedFields(Object.keys(patch)));
    if (!changed) return;
    row.update({ ...row.asset, ...patch });
    const rateInputChanged = RATE_INPUT_FIELDS.some((field) => field in patch);
    if (rateInputChanged && row.rateMode === 'ATO') await this.refreshAtoRate(row);
    await this.save(row);
  }

  /** docs/product/rules.md: the typed code is kept only if it is one of the suggestions; otherwise the code is cleared. */
  commitTaxCode(row: AssetRow, typed: string, suggestions: readonly TaxCode[]): Promise<void> {
    const current = row.asset.assetCode?.assetCode ?? '';
    if (typed.trim().toUpperCase() === current.toUpperCase()) return Promise.resolve();
    return this.edit(row, { assetCode: resolveTaxCode(typed, suggestions) });
  }

  /** docs/product/states-and-permissions.md: ATO takes the rate from the service and clears sourceTaxRate; Customize waits for a typed rate. */
  async setRateMode(row: AssetRow, mode: RateMode): Promise<void> {
    if (!canEdit(this.context, row) || mode === row.rateMode) return;
    if (mode === 'Customize') {
      row.setCustomizing(true);
      return;
    }
    row.setCustomizing(false);
    if (row.asset.sourceTaxRate === null) return;
    row.update(switchToAtoRate(row.asset));
    await this.refreshAtoRate(row);
    await this.save(row);
  }

  /** Customize: the typed rate is stored as sourceTaxRate (docs/product/entities.md); an emptied rate stays in Customize. */
  async setCustomRate(row: AssetRow, rate: number | null): Promise<void> {
    if (!canEdit(this.context, row)) return;
    row.touch(['depreciationRate']);
    if (rate === row.asset.sourceTaxRate) return;
    row.setCustomizing(rate === null);
    row.update(customizeRate(row.asset, rate));
    await this.save(row);
  }

  /** Asks POST /depreciationRate when code, category and method are known; a failure leaves the rate as is. */
  private async refreshAtoRate(row: AssetRow): Promise<void> {
    const { assetCode, depreciationCategory, depreciationMethod } = row.asset;
    if (!assetCode || !depreciationCategory || !depreciationMethod) return;
    const answer = await this.port.getDepreciationRate({
      invoiceDate: row.asset.invoiceDate,
      depreciationCommencementDate: row.asset.depreciationCommencementDate,
      depreciationCategory: { id: depreciationCategory.id, code: depreciationCategory.code },
      depreciationMethod: { id: depreciationMethod.id, code: depreciationMethod.code },
      assetCode: assetCode.assetCode,
    });
    if (answer === null || row.rateMode !== 'ATO') return;
    runInAction(() => row.update({ ...row.asset, depreciationRate: answer.depreciationRate }));
  }

  /** Queues the row's save behind any save of the same row still running. */
  save(row: AssetRow): Promise<void> {
    const next = row.queue.then(() => this.send(row));
    row.queue = next;
    return next;
  }

  private async send(row: AssetRow): Promise<void> {
    // A new row waits on the screen until it has a tax code and a description (issue 16 item 4).
    if (row.isNew && missingToStore(row.asset).length > 0) return;
    const sentVersion = row.version;
    const sent = row.asset;
    const wasNew = row.isNew;
    row.setSaving(true);
    const answer = await this.port.saveAsset(toSave(sent), wasNew ? undefined : row.saved);
    runInAction(() => {
      if (answer === null) {
        const failure = this.port.lastFailure();
        row.saveEnded(false, failure?.message?.trim() || null);
        this.notifier.failed(FAILED.assetSave, failure);
        return;
      }
      row.saveEnded(true);
      row.replace(answer, sent, sentVersion);
      if (wasNew) this.context.assetAdded();
      this.notifier.success(SAVE_SUCCESS_TITLE, SAVED.assets);
    });
  }
}

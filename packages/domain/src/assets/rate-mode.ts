/**
 * Rate mode of a register row (docs/product/states-and-permissions.md): ATO, where the rate comes from the server and sourceTaxRate is cleared, or
 * Customize, where the typed rate is stored in sourceTaxRate and used instead (docs/product/entities.md, docs/tax-rules.md "Asset fields").
 */
import type { Asset, AssetSaveFields } from '../api';
import { assetEditsSince } from './edits';

export type RateMode = 'ATO' | 'Customize';

export const RATE_MODES: readonly RateMode[] = ['ATO', 'Customize'];

/** docs/product/entities.md: sourceTaxRate is set only for a customized rate; empty means the tax-office rate applies. */
export function rateModeOf(asset: Pick<Asset, 'sourceTaxRate'>): RateMode {
  return asset.sourceTaxRate === null || asset.sourceTaxRate === undefined ? 'ATO' : 'Customize';
}

/** The rate the engine uses: the customized one if any, else the tax-office rate held in depreciationRate. */
export function effectiveRate(asset: Pick<Asset, 'sourceTaxRate' | 'depreciationRate'>): number | null {
  return asset.sourceTaxRate ?? asset.depreciationRate ?? null;
}

/** Switching a row to ATO clears sourceTaxRate; the server's answer then carries the tax-office rate. */
export function switchToAtoRate<T extends Asset>(asset: T): T {
  return { ...asset, sourceTaxRate: null };
}

/**
 * Customize stores the typed rate in sourceTaxRate. The tax-office rate stays in depreciationRate, so switching
 * back shows it until the server answers. An empty rate (null) leaves the row in ATO mode.
 */
export function customizeRate<T extends Asset>(asset: T, rate: number | null): T {
  return { ...asset, sourceTaxRate: rate };
}

/** The fields a tax-office rate depends on (docs/product/calls.md "POST /depreciationRate" sends them). */
export const RATE_INPUT_FIELDS = [
  'assetCode',
  'depreciationCategory',
  'depreciationMethod',
  'invoiceDate',
  'depreciationCommencementDate',
] as const satisfies readonly (keyof Asset)[];

/** Whether `after` changes a field the tax-office rate depends on (a reference counts by its code). */
export function changesRateInputs(before: AssetSaveFields, after: AssetSaveFields): boolean {
  const edits = assetEditsSince(before, after);
  return RATE_INPUT_FIELDS.some((field) => field in edits);
}

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

/** The exact tax-office rate (a fraction of percent's 100), as derived by the engine. */
export interface ExactTaxOfficeRate {
  numerator: number;
  denominator: number;
}

/**
 * Whether a written rate (decimal percent text, `13.3333`) is the tax office's exact rate as written to its own
 * decimals: exactly, or rounded half up to at least two decimals. So `13.33` and `13.3333` are 2/15 (13.333…%),
 * and `13.3` or `13` are not: a rate written to fewer than two decimals is the surveyor's own unless exact.
 */
export function isTaxOfficeRate(text: string, exact: ExactTaxOfficeRate): boolean {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || exact.denominator <= 0) return false;
  const decimals = (match[2] ?? '').length;
  const written = BigInt(`${match[1]}${match[2] ?? ''}`);
  const scaled = BigInt(exact.numerator) * 100n * 10n ** BigInt(decimals);
  const denominator = BigInt(exact.denominator);
  if (written * denominator === scaled) return true;
  return decimals >= 2 && (2n * scaled + denominator) / (2n * denominator) === written;
}

/** The tax-office rate a save derives: as stored (percent) and exact; null when none can be derived. */
export interface DerivedTaxOfficeRate {
  depreciationRate: number;
  exactRate: ExactTaxOfficeRate;
}

/** The rate columns of a row whose rate was written in a file or pasted (decimal text, `12.5`). */
export interface WrittenRateColumns {
  /** The tax-office rate (ATO mode's); the written one when no rate can be derived. */
  depreciationRate: string | null;
  /** The customised rate: set only when the written rate is not the tax office's (Customize mode). */
  sourceTaxRate: string | null;
  mode: RateMode;
}

/**
 * The rate mode of an imported or pasted row (docs/product/import-export.md "The rate a row will get"), the one rule
 * of the upload, the paste and both staging screens: no written rate, or the tax office's (isTaxOfficeRate, kept as
 * written so an exported `13.3333` stays `13.3333`), is ATO mode; another written rate is the surveyor's own,
 * Customize mode, beside the derived one; without a derived rate the written one is the rate, as a row save keeps it.
 */
export function writtenRateColumns(
  written: string | null,
  derived: DerivedTaxOfficeRate | null,
): WrittenRateColumns {
  if (derived === null) return { depreciationRate: written, sourceTaxRate: null, mode: 'ATO' };
  const taxOffice = String(derived.depreciationRate);
  if (written === null) return { depreciationRate: taxOffice, sourceTaxRate: null, mode: 'ATO' };
  if (isTaxOfficeRate(written, derived.exactRate)) {
    return { depreciationRate: written, sourceTaxRate: null, mode: 'ATO' };
  }
  return { depreciationRate: taxOffice, sourceTaxRate: written, mode: 'Customize' };
}

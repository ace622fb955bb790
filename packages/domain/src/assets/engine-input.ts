/**
 * The engine input filter (issue 26 item 5): a register row is computed exactly when `validateAsset` passes it.
 * The service maps its rows with `validAssetInCentsToTaxInput` (calculations/engine-input.ts), so what the
 * Calculations, Deductions and Summary tabs leave out is what the register's error mode lists, for the reasons it
 * shows. The rules that need the report (the entry FY after the current FY, the law's limits on a category and
 * s40-27's facts) are judged with the register's context when given; without it, the engine judges them by the
 * same functions (`validateTaxInput`: the FY, `lawIssues`: the law), which the register's verdicts apply too.
 */
import type { Asset } from '../api';
import { centsToDollars } from '../format';
import {
  type AssetInCents,
  assetToTaxInput,
  type MappedAsset,
  type TaxCodeInfo,
} from '../tax/mapping/from-api-asset';
import type { TaxInputIssue } from '../tax/model/input';
import { assetFieldsOfKind } from './asset-record';
import { type AssetRegisterContext, validateAsset, validateAssetAlone } from './validation';

const CENTS_FIELDS = assetFieldsOfKind('cents');

/** A wire asset as the engine's input, or none with the register's errors as the reasons it has no figures. */
export function validAssetToTaxInput(
  asset: Asset,
  taxCode: TaxCodeInfo | null,
  register?: AssetRegisterContext,
): MappedAsset {
  const errors = register ? validateAsset(asset, register) : validateAssetAlone(asset);
  if (errors.length > 0) {
    const id = String(asset.id);
    const issues: TaxInputIssue[] = errors.map((e) => ({ assetId: id, field: e.field, message: e.message }));
    return { input: null, issues };
  }
  return assetToTaxInput(asset, taxCode);
}

/** The same, of an asset held in cents (the service's rows): its amounts are judged as the wire carries them. */
export function validAssetInCentsToTaxInput(
  asset: AssetInCents,
  taxCode: TaxCodeInfo | null,
  register?: AssetRegisterContext,
): MappedAsset {
  const wire: Record<string, unknown> = { ...asset };
  for (const name of CENTS_FIELDS) {
    const cents = asset[name as keyof AssetInCents];
    wire[name] = typeof cents === 'number' ? centsToDollars(cents) : (cents ?? null);
  }
  return validAssetToTaxInput(wire as unknown as Asset, taxCode, register);
}

/**
 * Tax code field of a register row (docs/product/rules.md "Field input"): suggestions appear from 3 characters, upper-cased; on
 * change a value that is not one of the suggestions is cleared.
 */
import type { AssetCodeRef, TaxCode } from '../api';

/** docs/product/rules.md#constants-and-limits: suggestions start at 3 characters. */
export const TAX_CODE_SEARCH_MIN_LENGTH = 3;

/** The search value for GET /assets/all?searchValue= (upper-cased), or null while fewer than 3 characters. */
export function taxCodeSearchValue(typed: string): string | null {
  const value = typed.trim().toUpperCase();
  return value.length >= TAX_CODE_SEARCH_MIN_LENGTH ? value : null;
}

/** The tax code kept after a change: the suggestion with that code (case ignored), or null (cleared). */
export function resolveTaxCode(typed: string, suggestions: readonly TaxCode[]): AssetCodeRef | null {
  const wanted = typed.trim().toUpperCase();
  const match = suggestions.find((code) => code.assetCode.toUpperCase() === wanted);
  return match && wanted !== '' ? { id: match.id, assetCode: match.assetCode } : null;
}

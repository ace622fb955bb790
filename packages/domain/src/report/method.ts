/**
 * What changing the report's depreciation method implies (docs/product/states-and-permissions.md, docs/product/rules.md#messages-and-errors "Update Depreciation Method?"): assets of
 * categories 40 and AD follow the new method; other categories keep theirs (docs/tax-rules.md "Categories").
 */
import type { Asset, DepreciationMethod } from '../api';

/** docs/product/rules.md#constants-and-limits: categories 40 and AD follow the method change. */
export const METHOD_FOLLOWING_CATEGORIES = ['40', 'AD'] as const;

export const METHOD_CHANGE_TITLE = 'Update Depreciation Method?';
export const METHOD_CHANGE_MESSAGE =
  'Assets with category 40 and category AD in the asset register will be updated accordingly.';

/** Whether assets of this category take the report's depreciation method when it changes. */
export function categoryFollowsReportMethod(categoryCode: string | null | undefined): boolean {
  return (METHOD_FOLLOWING_CATEGORIES as readonly (string | null | undefined)[]).includes(categoryCode);
}

/**
 * The assets to save after the user confirms a new report method: those of a following category whose method
 * differs, with the new method. Read-only assets are left alone: the service refuses writes to them
 * (docs/product/states-and-permissions.md "Report status and read-only"). Their rate is not touched: an ATO-mode row gets its new rate
 * from the server when it is saved, a customized rate stays the user's.
 */
export function assetsFollowingMethod(assets: readonly Asset[], method: DepreciationMethod): Asset[] {
  return assets
    .filter((asset) => !asset.readOnly && categoryFollowsReportMethod(asset.depreciationCategory?.code))
    .filter((asset) => asset.depreciationMethod?.id !== method.id)
    .map((asset) => ({ ...asset, depreciationMethod: { id: method.id, code: method.code } }));
}

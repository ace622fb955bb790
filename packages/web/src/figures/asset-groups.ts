import { EXPENSED_ASSET_GROUP } from '@taxdep/domain/tax';

/*
 * Words the Deductions and Summary tabs both print of the asset groups, below both features so neither imports the
 * other (docs/architecture.md "web": features meet only through an index.ts or a shared folder).
 */

/** docs/product/rules.md "Empty lists": an empty view says so. */
export const NO_ASSETS_MESSAGE = 'There are no assets yet.';

/** Asset group codes as the tables name them; `EX` means expensed items (docs/product/rules.md#constants-and-limits). */
export function assetGroupLabel(group: string): string {
  return group === EXPENSED_ASSET_GROUP ? 'Expensed items' : group;
}

/** How many assets a group holds in all: a page may show only some of them (docs/api.md "Paging the asset lines"). */
export function assetCountText(count: number): string {
  return count === 1 ? '1 asset' : `${count.toLocaleString('en-AU')} assets`;
}

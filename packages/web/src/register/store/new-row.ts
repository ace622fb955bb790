import type { Asset } from '@taxdep/domain';

/**
 * Issue 16 item 4 (docs/product/asset-register.md "Add Asset"): a new row is stored once it names what it is, a tax
 * code and a description; until then it is a draft on the screen only, so a row left half-entered (a tax code
 * alone) never becomes an asset of the register. The missing parts, in words; empty when the row may be stored.
 */
export function missingToStore(asset: Pick<Asset, 'assetCode' | 'description'>): string[] {
  const missing: string[] = [];
  if (!asset.assetCode) missing.push('a tax code');
  if (!asset.description?.trim()) missing.push('a description');
  return missing;
}

/** What a draft row says until it can be stored. */
export function draftMessage(missing: readonly string[]): string {
  return `Not saved yet: a new asset is stored once it has ${missing.join(' and ')}.`;
}

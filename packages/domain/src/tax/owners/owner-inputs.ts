/**
 * Issue 23 item 7: each owner's interest in an asset is itself a depreciating asset (s40-35), so each owner has a
 * register of their own: every money field of every asset split among the owners by largest remainder in cents
 * (owner-shares.ts `splitByShares`), so the owners' interests add up exactly to the asset.
 */
import type { ReportSettings, TaxAssetInput } from '../model/input';
import type { Cents } from '../money/exact';
import { largestInterestCost, type OwnerShare, splitByShares } from './owner-shares';

function splitOptional(
  amount: Cents | null | undefined,
  shares: readonly number[],
): (Cents | null | undefined)[] {
  return amount == null ? shares.map(() => amount) : splitByShares(amount, shares);
}

/** The owners' registers, in the owners' order: `result[k]` holds owner k's interest in every asset. */
export function ownerInputs(
  assets: readonly TaxAssetInput[],
  owners: readonly OwnerShare[],
): TaxAssetInput[][] {
  const shares = owners.map((o) => o.share);
  const result: TaxAssetInput[][] = owners.map(() => []);
  for (const a of assets) {
    const cost = splitByShares(a.originalCost, shares);
    const wdv = a.writtenDownValue ? splitByShares(a.writtenDownValue.value, shares) : null;
    const claim = splitOptional(a.annualClaim, shares);
    const historical = splitOptional(a.historicalBuildingCost, shares);
    const termination = a.disposal ? splitByShares(a.disposal.terminationValue, shares) : null;
    owners.forEach((_, k) => {
      const interest: TaxAssetInput = {
        ...a,
        originalCost: cost[k] as Cents,
        wholeOriginalCost: a.wholeOriginalCost ?? a.originalCost,
      };
      if (a.writtenDownValue && wdv) {
        interest.writtenDownValue = { ...a.writtenDownValue, value: wdv[k] as Cents };
      }
      if (a.annualClaim != null) interest.annualClaim = claim[k] as Cents;
      if (a.historicalBuildingCost != null) interest.historicalBuildingCost = historical[k] as Cents;
      if (a.disposal && termination) {
        interest.disposal = { ...a.disposal, terminationValue: termination[k] as Cents };
      }
      (result[k] as TaxAssetInput[]).push(interest);
    });
  }
  return result;
}

/**
 * The cost the $300 test (s40-80(2)) and the $1,000 low-cost test (s40-425(2)) read: the cost of the largest
 * owner's interest in the whole asset (`settings.largestOwnerShare`, 1 without owners), the same in every owner's
 * run and in the whole's. Parts of the engine that apply either test call this instead of reading `originalCost`.
 */
export function costForThresholdTests(
  a: TaxAssetInput,
  settings: Pick<ReportSettings, 'largestOwnerShare'>,
): Cents {
  return largestInterestCost(a.wholeOriginalCost ?? a.originalCost, settings.largestOwnerShare);
}

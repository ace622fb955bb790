/**
 * The limits the law puts on a register category (issue 23; docs/tax-rules.md "Categories"): `IA` and `AD` only inside
 * an incentive's window (incentive-eligibility.ts), `L` only for a low-cost or low-value asset (s40-425). One
 * judgement for the register (validateAsset of @taxdep/domain/assets), the import, the paste, `taxdep check-import`
 * and the engine (`lawIssues`, so `taxdep calc` exits 2 and the service computes no figures for such an asset):
 * an asset outside the law is an error, never a silent extra deduction.
 */
import { formatMoneyCents } from '../../format/money';
import type { CivilDate } from '../calendar/civil-date';
import type { CategoryCode, MethodCode, TaxAssetInput, TaxInputIssue } from '../model/input';
import type { Cents, Ratio } from '../money/exact';
import { largestInterestCost } from '../owners/owner-shares';
import { incentiveVerdict } from './incentive-eligibility';
import type { IncentiveWindow } from './incentive-rules';
import { secondHandResidentialRefusal } from './second-hand-residential';
import type { Taxpayer } from './taxpayer';

/** s40-425(2) and (5): a low-cost asset costs, and a low-value asset's opening value is, less than $1,000. */
export const LOW_VALUE_LIMIT: Cents = 100_000;

/** What the category limits read of an asset, from the register's row or the engine's input alike. */
export interface CategoryFacts {
  category: CategoryCode;
  method: MethodCode | null;
  cost: Cents;
  /** A written-down value the asset starts from (an earlier schedule's), if any. */
  writtenDownValue: Cents | null;
  firstUsed: CivilDate;
  acquired: CivilDate;
  secondHand: boolean | null;
}

/** The law the limits are judged under; absent facts mean the taxpayer's limits are not judged. */
export interface CategoryLaw {
  taxpayer?: Taxpayer | null;
  incentiveWindows?: readonly IncentiveWindow[];
  /**
   * Issue 23 item 7: the largest owner's share of a report with owners (docs/tax-engine.md decision 17). The $1,000
   * low-cost test reads the cost of that owner's interest (s40-35), so every owner's interest passes it alike.
   */
  largestOwnerShare?: Ratio | null;
}

/**
 * s40-425: category `L` takes a low-cost asset (cost under $1,000) or a low-value asset (one carried from earlier
 * years under diminishing value whose opening value is under $1,000). Null when the asset may be pooled.
 */
export function lowValuePoolRefusal(facts: CategoryFacts, largestOwnerShare?: Ratio | null): string | null {
  if (facts.category !== 'L') return null;
  const interest = largestInterestCost(facts.cost, largestOwnerShare);
  if (interest < LOW_VALUE_LIMIT) return null;
  const interestValue =
    facts.writtenDownValue === null ? null : largestInterestCost(facts.writtenDownValue, largestOwnerShare);
  const lowValue = interestValue !== null && facts.method === 'DV' && interestValue < LOW_VALUE_LIMIT;
  if (lowValue) return null;
  const whose =
    interest === facts.cost
      ? `this asset cost ${formatMoneyCents(facts.cost)}`
      : `the largest owner’s interest in this asset cost ${formatMoneyCents(interest)} (s40-35)`;
  return `Low value pool (L) takes only a low-cost asset costing less than $1,000, or a low-value asset whose opening value under diminishing value is less than $1,000 (s40-425); ${whose}.`;
}

/** Every reason the law refuses the asset's category; empty when it allows it. */
export function categoryRefusals(facts: CategoryFacts, law: CategoryLaw): string[] {
  const refusals: string[] = [];
  const pool = lowValuePoolRefusal(facts, law.largestOwnerShare);
  if (pool !== null) refusals.push(pool);
  if ((facts.category === 'IA' || facts.category === 'AD') && law.taxpayer && law.incentiveWindows) {
    const verdict = incentiveVerdict(
      {
        category: facts.category,
        cost: facts.cost,
        firstUsed: facts.firstUsed,
        acquired: facts.acquired,
        secondHand: facts.secondHand,
      },
      law.taxpayer,
      law.incentiveWindows,
    );
    if (!verdict.eligible) refusals.push(verdict.message);
  }
  return refusals;
}

/**
 * The engine's side (docs/tax-rules.md "Incentives"): with a taxpayer in the settings, an asset whose category the
 * law refuses is an input issue, so it is not calculated; without one the engine is plain arithmetic (the worked
 * examples) and judges nothing here.
 */
export function lawIssues(a: TaxAssetInput, law: CategoryLaw): TaxInputIssue[] {
  if (!law.taxpayer) return [];
  const refusals = categoryRefusals(
    {
      category: a.categoryCode,
      method: a.methodCode,
      // An owner's run judges the whole asset's cost, as the whole's run does (owners/owner-inputs.ts); its share of
      // a written-down value is smaller than the whole's, so it never refuses what the whole's run allows.
      cost: a.wholeOriginalCost ?? a.originalCost,
      writtenDownValue: a.writtenDownValue?.value ?? null,
      firstUsed: a.startDate,
      acquired: a.acquisitionDate ?? a.startDate,
      secondHand: a.secondHand ?? null,
    },
    law,
  );
  const issues = refusals.map((message) => ({ assetId: a.id, field: 'categoryCode', message }));
  const denied = secondHandResidentialRefusal(a, law.taxpayer);
  if (denied !== null) issues.push({ assetId: a.id, field: 'secondHand', message: denied });
  return issues;
}

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
import type { Cents } from '../money/exact';
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
}

/**
 * s40-425: category `L` takes a low-cost asset (cost under $1,000) or a low-value asset (one carried from earlier
 * years under diminishing value whose opening value is under $1,000). Null when the asset may be pooled.
 */
export function lowValuePoolRefusal(facts: CategoryFacts): string | null {
  if (facts.category !== 'L' || facts.cost < LOW_VALUE_LIMIT) return null;
  const lowValue =
    facts.writtenDownValue !== null && facts.method === 'DV' && facts.writtenDownValue < LOW_VALUE_LIMIT;
  if (lowValue) return null;
  return `Low value pool (L) takes only a low-cost asset costing less than $1,000, or a low-value asset whose opening value under diminishing value is less than $1,000 (s40-425); this asset cost ${formatMoneyCents(facts.cost)}.`;
}

/** Every reason the law refuses the asset's category; empty when it allows it. */
export function categoryRefusals(facts: CategoryFacts, law: CategoryLaw): string[] {
  const refusals: string[] = [];
  const pool = lowValuePoolRefusal(facts);
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
      cost: a.originalCost,
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

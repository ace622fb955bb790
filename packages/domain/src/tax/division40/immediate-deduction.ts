/**
 * The $300 immediate deduction (s40-80(2); docs/tax-rules.md "Immediate deduction of $300 or less"): for an owner
 * who uses the asset mainly to earn non-business income (property held to earn rent), the decline in value of an
 * item costing $300 or less is its cost, in the FY it starts, unless it is part of a set, or one of identical or
 * substantially identical items, started in that FY and costing more than $300 together. Such an item is never
 * pooled (s40-425(4)) and its deduction is ordinary Division 40 decline (docs/tax-engine.md decision 20).
 *
 * The set and identical-items tests couple assets, so a caller computing assets one at a time (composed schedules,
 * the service's figures) gives every asset the register's totals (`ImmediateDeductionPeers.of` the whole register).
 */
import { financialYearOf } from '../calendar/financial-year';
import { EXPENSED_ASSET_GROUP, type NormalizedSettings, type TaxAssetInput } from '../model/input';
import type { Cents } from '../money/exact';
import { costForThresholdTests } from '../owners/owner-inputs';

/** s40-80(2): $300, in cents; an item at exactly $300 qualifies. */
export const IMMEDIATE_DEDUCTION_LIMIT: Cents = 30_000;

/** Whether the owner's use of the property is non-business (s40-80(2)); false without a taxpayer (no law judged). */
export function nonBusinessUse(s: Pick<NormalizedSettings, 'taxpayer'>): boolean {
  const use = s.taxpayer?.propertyUse ?? null;
  return use === 'residentialRental' || use === 'nonResidentialRental';
}

/** Division 40 assets the rule can reach: category 40 and L (AD and IA need a business, R and 43 are not plant). */
function reachable(a: TaxAssetInput): boolean {
  return (a.categoryCode === '40' || a.categoryCode === 'L') && a.assetGroup !== EXPENSED_ASSET_GROUP;
}

/** The set an item belongs to in its start FY (names compared trimmed, case ignored), or null. */
function setKey(a: TaxAssetInput, fy: number): string | null {
  const name = a.setName?.trim().toLowerCase() ?? '';
  return name === '' ? null : `s\u0000${fy}\u0000${name}`;
}

/**
 * The identical items of an item's start FY: the same tax code (its asset group, industry and sub-industry, which the
 * engine's input carries for the tax code) and the same description (trimmed, case ignored).
 */
function identicalKey(a: TaxAssetInput, fy: number): string {
  const description = a.description?.trim().toLowerCase() ?? '';
  return `i\u0000${fy}\u0000${a.industry}\u0000${a.subIndustry}\u0000${a.assetGroup}\u0000${description}`;
}

/**
 * What the set and identical-items tests read: per set and per group of identical items of one start FY, the total
 * cost (each item's cost for the threshold tests, s40-35: `costForThresholdTests`).
 */
export class ImmediateDeductionPeers {
  private constructor(private readonly totals: ReadonlyMap<string, Cents>) {}

  /** No peers at all: every item is costed alone (a register of one asset). */
  static readonly NONE = new ImmediateDeductionPeers(new Map());

  /** The totals of a whole register under `s`; empty when the rule cannot apply (no non-business taxpayer). */
  static of(
    assets: readonly TaxAssetInput[],
    s: Pick<NormalizedSettings, 'taxpayer' | 'largestOwnerShare'>,
  ): ImmediateDeductionPeers {
    if (!nonBusinessUse(s)) return ImmediateDeductionPeers.NONE;
    const totals = new Map<string, Cents>();
    const add = (key: string, cost: Cents) => totals.set(key, (totals.get(key) ?? 0) + cost);
    for (const a of assets) {
      if (!reachable(a) || typeof a.startDate !== 'string') continue;
      const fy = financialYearOf(a.startDate);
      const cost = costForThresholdTests(a, s);
      const set = setKey(a, fy);
      if (set !== null) add(set, cost);
      add(identicalKey(a, fy), cost);
    }
    return new ImmediateDeductionPeers(totals);
  }

  /** The largest total of the item's set and identical items of its start FY (the item included), or its own cost. */
  groupCost(a: TaxAssetInput, own: Cents): Cents {
    const fy = financialYearOf(a.startDate);
    const set = setKey(a, fy);
    const ofSet = set === null ? own : (this.totals.get(set) ?? own);
    return Math.max(own, ofSet, this.totals.get(identicalKey(a, fy)) ?? own);
  }
}

/** Why an item is, or is not, deducted whole under s40-80(2); `applies` is the engine's answer. */
export interface ImmediateDeductionVerdict {
  applies: boolean;
  /** The item's cost as tested (the largest owner's interest, s40-35), and its set's or identical items' total. */
  cost: Cents;
  groupCost: Cents;
}

/**
 * Whether the item's decline in value is its cost in its start FY (s40-80(2)). Needs a non-business owner (absent
 * taxpayer: plain arithmetic, never), a Division 40 item of category 40 or L started from its cost (a written-down
 * value is a later holder's value, not a cost), costing $300 or less, whose set and identical items started in the
 * same FY cost $300 or less together.
 */
export function immediateDeduction(
  a: TaxAssetInput,
  s: NormalizedSettings,
  peers: ImmediateDeductionPeers,
): ImmediateDeductionVerdict | null {
  if (!nonBusinessUse(s) || !reachable(a) || a.writtenDownValue) return null;
  const cost = costForThresholdTests(a, s);
  if (cost > IMMEDIATE_DEDUCTION_LIMIT) return null;
  const groupCost = peers.groupCost(a, cost);
  return { applies: groupCost <= IMMEDIATE_DEDUCTION_LIMIT, cost, groupCost };
}

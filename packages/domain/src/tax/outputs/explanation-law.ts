/**
 * The steps of an explanation that the taxpayer's law adds to a singly depreciated asset (issue 23): the $300
 * immediate deduction (s40-80(2), decision 20) and the nil deduction of a second-hand asset in residential premises
 * (s40-27 and s40-291, decision 19), so that the "click a figure" explanation says which section applies and why.
 */
import type { PreparedAsset } from '../events/prepare';
import { DEDUCTION_DENIAL_CGT_NOTE } from '../law/second-hand-residential';
import type { ExplainedEvent } from './explanation-model';
import type { BodyDerivation } from './explanation-parts';
import { money, type StepList, step, term } from './explanation-text';

const USES: Readonly<Record<string, string>> = {
  residentialRental: 'residential premises held to earn rent',
  nonResidentialRental: 'commercial premises held to earn rent',
};

/** The use the owner's property is put to, as the explanation says it. */
function useText(a: PreparedAsset, use: string | null | undefined): string {
  return USES[use ?? ''] ?? `${a.input.categoryCode} asset`;
}

/** Why the item's set or identical items do (not) stop the immediate deduction. */
function peersText(a: PreparedAsset, groupCost: number, cost: number): string {
  if (groupCost === cost) return 'not part of a set or of identical items costing more than $300 together';
  const set = a.input.setName?.trim() ? `its set "${a.input.setName.trim()}"` : 'it';
  return `${set} and identical items started in the same FY cost ${money(groupCost)} together (not more than $300)`;
}

/**
 * s40-80(2): the decline in value of the start FY is the whole cost, not apportioned by days. Adds the `decline`
 * step (the value going in) and the event; the caller has added the `value` step.
 */
export function explainImmediateDeduction(
  a: PreparedAsset,
  list: StepList,
  use: string | null | undefined,
  events: ExplainedEvent[],
): void {
  const verdict = a.immediateDeduction;
  if (!verdict) return;
  const why = `cost ${money(verdict.cost)} is $300 or less, the asset is used mainly to earn non-business income (${useText(a, use)}), ${peersText(a, verdict.groupCost, verdict.cost)}`;
  list.add(
    'decline',
    'Decline in value: immediate deduction of $300 or less',
    step('value'),
    's40-80(2); docs/tax-rules.md "Immediate deduction of $300 or less", decision 20',
    (x) =>
      `${why}: decline in value = cost = ${money(x)}, deducted whole in the start FY, not apportioned by days`,
  );
  events.push({
    kind: 'immediateDeduction',
    date: a.input.startDate,
    text: `deducted whole under s40-80(2): ${why}`,
    citation: 's40-80(2)',
  });
}

/** Why an item of $300 or less is still depreciated as usual (its set or identical items cost more together). */
export function immediateDeductionRefusalNote(a: PreparedAsset): string | null {
  const verdict = a.immediateDeduction;
  if (!verdict || verdict.applies) return null;
  const set = a.input.setName?.trim() ? `its set "${a.input.setName.trim()}"` : 'it';
  return `no immediate deduction (s40-80(2)): the item costs ${money(verdict.cost)}, but ${set} and identical items started in the same FY cost ${money(verdict.groupCost)} together, more than $300; depreciated as usual`;
}

/**
 * s40-27 and s40-291: the decline (and any balancing adjustment) was computed as usual, so the adjustable value falls;
 * the deduction of each is nil. Points the FY's deduction figures at nil steps and drops the abandonment write-off
 * from the deductions (its value is removed all the same).
 */
export function denyInExplanation(
  a: PreparedAsset,
  list: StepList,
  derivation: BodyDerivation,
  events: ExplainedEvent[],
): void {
  if (a.deniedBy === null) return;
  const declined = derivation.depreciation ? list.amount(derivation.depreciation) : 0;
  list.add(
    'deniedDeduction',
    'Deduction for decline in value: nil (s40-27)',
    0,
    's40-27; docs/tax-rules.md "Second-hand plant in residential premises", decision 19',
    () =>
      `second-hand asset in residential premises rented outside a business, contract after 9 May 2017: the decline in value ${money(declined)} still reduces the adjustable value, but the deduction is reduced to nil; the decline counts towards the capital gain or loss when the asset is disposed of (CGT event K7)`,
  );
  derivation.depreciation = 'deniedDeduction';
  if (derivation.balancing) {
    const adjustment = list.amount(derivation.balancing);
    list.add(
      'deniedBalancing',
      'Balancing adjustment after s40-291: nil',
      0,
      's40-291; decision 19',
      () =>
        `balancing adjustment ${term(adjustment)} reduced by (s40-27 reductions ÷ total decline in value) = 100%: nil; what the asset gained or lost is a capital gain or loss (CGT event K7)`,
    );
    derivation.balancing = 'deniedBalancing';
  }
  derivation.abandonment = null;
  events.push({
    kind: 'deductionDenied',
    date: a.input.startDate,
    text: DEDUCTION_DENIAL_CGT_NOTE[a.deniedBy],
    citation: 's40-27, s40-291; CGT event K7',
  });
}

/**
 * Second-hand plant in residential premises (s40-27, from 1 July 2017; docs/tax-rules.md "Second-hand plant in
 * residential premises"). For an owner who is not an excluded entity (s40-27(3)) renting residential premises
 * outside a business, under a contract made after 9 May 2017, a Division 40 asset the owner did not hold when it was
 * first used (s40-27(2)(c)) gets no deduction. Division 43 is unaffected, and so is what the owner bought new.
 *
 * The engine still runs such an asset's decline (its adjustable value falls as usual, and its decline is a capital
 * loss on disposal, CGT event K7) but every deduction figure of it is nil (events/prepare.ts `deniedBy`,
 * division40/second-hand-denial.ts; docs/tax-engine.md decision 19). Only a fact the rule needs and the surveyor has
 * not answered is an input issue (`secondHandResidentialRefusal`), so the schedule never guesses.
 */
import type { TaxAssetInput } from '../model/input';
import { isExcludedEntity, type Taxpayer } from './taxpayer';

/** The Budget night of 9 May 2017: a contract dated that day is taken as made after it (decision 19). */
export const SECOND_HAND_DENIAL_FROM = '2017-05-09';

/** The machine-readable reason a deduction is nil, carried by every output row of such an asset. */
export type DeductionDenial = 's40-27';

/** What the screens and the PDF show beside a nil deduction of a denied asset. */
export const DEDUCTION_DENIAL_TEXT: Readonly<Record<DeductionDenial, string>> = {
  's40-27': 's40-27 (second-hand asset in residential premises)',
};

/** The note on the capital gains treatment of a denied asset (s40-27, CGT event K7). */
export const DEDUCTION_DENIAL_CGT_NOTE: Readonly<Record<DeductionDenial, string>> = {
  's40-27':
    'No Division 40 deduction (s40-27): the asset was second-hand when the owner acquired it for residential premises rented outside a business under a contract after 9 May 2017. Its adjustable value still declines; that decline is taken into account as a capital loss (or gain) when the asset is disposed of (CGT event K7), and any balancing adjustment is reduced to nil (s40-291).',
};

const DIVISION_40 = new Set(['40', 'AD', 'L', 'IA']);

/** s40-27's answer for one asset: denied, allowed, or a fact it needs is not set (with the message naming it). */
export type SecondHandVerdict = { kind: 'denied' } | { kind: 'allowed' } | { kind: 'unset'; message: string };

const ALLOWED: SecondHandVerdict = { kind: 'allowed' };
const DENIED: SecondHandVerdict = { kind: 'denied' };

/** Whether the owner acquired the asset second-hand: its own flag, else it came with previously used premises. */
function secondHand(a: TaxAssetInput, taxpayer: Taxpayer): boolean | null {
  if (a.secondHand != null) return a.secondHand;
  if (taxpayer.premisesCondition === 'new') return false;
  if (taxpayer.premisesCondition === null || taxpayer.settlementDate === null) return null;
  return a.startDate <= taxpayer.settlementDate;
}

/** s40-27 for one asset of an owner (one comparison or a few per asset: it runs once per asset, not per year). */
export function secondHandResidentialVerdict(a: TaxAssetInput, taxpayer: Taxpayer): SecondHandVerdict {
  if (taxpayer.propertyUse !== 'residentialRental' || !DIVISION_40.has(a.categoryCode)) return ALLOWED;
  if (a.assetGroup === 'EX') return ALLOWED;
  // What the owner bought new (or premises new when acquired) needs no other fact.
  const used = secondHand(a, taxpayer);
  if (used === false) return ALLOWED;
  if (taxpayer.entityType === null) {
    return {
      kind: 'unset',
      message:
        'Second-hand plant in residential premises (s40-27) depends on the entity type, which is not set in General Info.',
    };
  }
  if (isExcludedEntity(taxpayer.entityType)) return ALLOWED;
  if (taxpayer.contractDate === null) {
    return {
      kind: 'unset',
      message:
        'Second-hand plant in residential premises (s40-27) depends on the contract date, which is not set in General Info.',
    };
  }
  if (taxpayer.contractDate < SECOND_HAND_DENIAL_FROM) return ALLOWED;
  if (used === null) {
    return {
      kind: 'unset',
      message:
        'Second-hand plant in residential premises (s40-27) depends on whether the premises were new when acquired and the settlement date, which are not set in General Info.',
    };
  }
  return used ? DENIED : ALLOWED;
}

/** Which fact s40-27 needs and General Info does not give, for the asset; null when the rule can be applied. */
export function secondHandResidentialRefusal(a: TaxAssetInput, taxpayer: Taxpayer): string | null {
  const verdict = secondHandResidentialVerdict(a, taxpayer);
  return verdict.kind === 'unset' ? verdict.message : null;
}

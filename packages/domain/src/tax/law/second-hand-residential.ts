/**
 * Second-hand plant in residential premises (s40-27, from 1 July 2017; docs/tax-rules.md "Second-hand plant in
 * residential premises"). For an owner who is not an excluded entity (s40-27(3)) renting residential premises
 * outside a business, under a contract made after 9 May 2017, a Division 40 asset the owner did not hold when it was
 * first used (s40-27(2)(c)) gets no deduction. Division 43 is unaffected, and so is what the owner bought new.
 *
 * Until the engine tracks such an asset's adjustable value with a nil deduction (its decline is a capital loss on
 * disposal, CGT event K7), it refuses to calculate it: the asset gets no figures and the Calculations tab and its
 * explanation give this reason, so a schedule never claims what s40-27 denies (decision 19 of docs/tax-engine.md).
 */
import type { TaxAssetInput } from '../model/input';
import { isExcludedEntity, type Taxpayer } from './taxpayer';

/** The Budget night of 9 May 2017: a contract dated that day is taken as made after it (decision 19). */
export const SECOND_HAND_DENIAL_FROM = '2017-05-09';

const DIVISION_40 = new Set(['40', 'AD', 'L', 'IA']);

/** Whether the owner acquired the asset second-hand: its own flag, else it came with previously used premises. */
function secondHand(a: TaxAssetInput, taxpayer: Taxpayer): boolean | null {
  if (a.secondHand != null) return a.secondHand;
  if (taxpayer.premisesCondition === 'new') return false;
  if (taxpayer.premisesCondition === null || taxpayer.settlementDate === null) return null;
  return a.startDate <= taxpayer.settlementDate;
}

/** Why s40-27 denies the asset's deduction, or why it cannot tell (a fact not set); null when it does not apply. */
export function secondHandResidentialRefusal(a: TaxAssetInput, taxpayer: Taxpayer): string | null {
  if (taxpayer.propertyUse !== 'residentialRental' || !DIVISION_40.has(a.categoryCode)) return null;
  if (a.assetGroup === 'EX') return null;
  if (taxpayer.entityType === null) {
    return 'Second-hand plant in residential premises (s40-27) depends on the entity type, which is not set in General Info.';
  }
  if (isExcludedEntity(taxpayer.entityType)) return null;
  if (taxpayer.contractDate === null) {
    return 'Second-hand plant in residential premises (s40-27) depends on the contract date, which is not set in General Info.';
  }
  if (taxpayer.contractDate < SECOND_HAND_DENIAL_FROM) return null;
  const used = secondHand(a, taxpayer);
  if (used === null) {
    return 'Second-hand plant in residential premises (s40-27) depends on whether the premises were new when acquired and the settlement date, which are not set in General Info.';
  }
  if (!used) return null;
  return 'No Division 40 deduction (s40-27): a second-hand asset in residential premises rented outside a business, acquired under a contract after 9 May 2017. It stays in the register; its decline in value is a capital loss when it is disposed of (CGT event K7).';
}

/** The low value pool's members and figures per FY (pool/low-value-pool.ts for the rules: s40-440, rules 3-6). */
import type { PreparedAsset } from '../events/prepare';
import type { Cents } from '../money/exact';

export type PoolEntryKind = 'lowCost' | 'openingBalance';

export interface PoolMember {
  asset: PreparedAsset;
  financialYear: number;
  value: Cents;
  /** lowCost: 18.75% in the joining FY; openingBalance: low-value assets and 30 June WDVs, 37.5%. */
  kind: PoolEntryKind;
}

export interface PoolYear {
  financialYear: number;
  openingBalance: Cents;
  /** Opening adjustable values of low-value assets (and 30 June WDVs of L assets) allocated this FY. */
  lowValueAdditions: Cents;
  lowCostAdditions: Cents;
  lowCostDecline: Cents;
  balanceDecline: Cents;
  decline: Cents;
  terminationValues: Cents;
  /** Termination value beyond the pool balance: assessable (s40-445(2)). */
  assessableExcess: Cents;
  closingBalance: Cents;
}

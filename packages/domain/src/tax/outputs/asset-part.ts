/** The per-asset parts a schedule is composed from (composed-schedule.ts), and the frame they are computed under. */
import type { PreparedAsset } from '../events/prepare';
import type { NormalizedSettings, TaxAssetInput } from '../model/input';
import type { AssetRows } from '../model/rows';
import type { PoolMember } from '../pool/pool-types';

/** The settings every part of one schedule was computed under, and the last FY their rows reach. */
export interface ScheduleFrame {
  readonly settings: NormalizedSettings;
  readonly lastFinancialYear: number;
}

/** How an asset enters the low value pool (rules 3 and 4). */
export type PoolEntry = Omit<PoolMember, 'asset'>;

/** One asset's own part of a schedule: its rows before the pool, and how it enters the pool, if it does. */
export interface AssetPart {
  readonly frame: ScheduleFrame;
  readonly input: TaxAssetInput;
  /**
   * The prepared asset; `composeSchedule` replaces it (never changes it) with a copy carrying the asset's position
   * when that moves, so a schedule composed earlier keeps its own.
   */
  prepared: PreparedAsset;
  /** The rows before the pool: never written again (the pool writes into copies). */
  readonly rows: AssetRows;
  readonly poolEntry: PoolEntry | null;
}

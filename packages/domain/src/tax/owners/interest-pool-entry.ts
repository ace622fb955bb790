/**
 * Issue 23 item 7: the low value pool entry of an owner's interest is the whole asset's (docs/tax-engine.md decision
 * 16). An interest is smaller than the asset, so on its own it would fall under $1,000 (rule 3, s40-425(5)) sooner;
 * the owners' views must hold the same assets, so the whole asset decides when they all move. Kept apart from
 * pool-entry.ts, which reads whole schedules, because the engine's run (outputs/schedule.ts) calls it.
 */
import { scheduleSingleAsset } from '../division40/single-asset';
import type { PreparedAsset } from '../events/prepare';
import type { NormalizedSettings } from '../model/input';
import { type AssetRows, COL_CLOSING } from '../model/rows';

/**
 * Schedules one interest singly, never letting it join the pool by its own value, then stops it at `entryYear`
 * (the whole asset's pool-entry FY, null for never) and hands it to the pool with its value at that FY's start.
 */
export function scheduleWithPoolEntry(
  a: PreparedAsset,
  s: NormalizedSettings,
  rows: AssetRows,
  entryYear: number | null,
): { financialYear: number; value: number } | null {
  scheduleSingleAsset(a, { ...s, lowValuePoolFlag: false }, rows);
  if (entryYear === null || !s.lowValuePoolFlag) return null;
  const at = rows.offset(entryYear);
  if (at < 0) return null;
  const value = rows.get(entryYear - 1, COL_CLOSING);
  // The pool writes the rows from its entry FY on; what the single run wrote there is not the interest's.
  rows.data.fill(0, at);
  return { financialYear: entryYear, value };
}

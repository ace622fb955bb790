/**
 * Issue 23 item 7: the low value pool entry of an owner's interest is the whole asset's (docs/tax-engine.md decision
 * on owners' runs). An interest is smaller than the asset, so on its own it would fall under $1,000 (rule 3,
 * s40-425(5)) sooner; the owners' views must hold the same assets, so the whole asset decides when they all move.
 */
import { type AssetRows, COL_POOLED } from '../model/rows';
import type { Schedule } from '../outputs/schedule';

/** The FY in which each singly depreciated asset of a whole run moved into the low value pool (rule 3). */
export function poolEntryYears(schedule: Schedule): Map<string, number> {
  const years = new Map<string, number>();
  schedule.assets.forEach((a, i) => {
    if (a.deductionClass !== 'division40') return;
    const r = schedule.rows[i] as AssetRows;
    for (let fy = r.firstFinancialYear; fy <= r.lastFinancialYear; fy++) {
      if (r.get(fy, COL_POOLED) === 1) {
        years.set(a.input.id, fy);
        return;
      }
    }
  });
  return years;
}

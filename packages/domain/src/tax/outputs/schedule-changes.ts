/**
 * Which assets' figures differ between two schedules of one register (issue 12: "recompute what changed, not the
 * whole register, while staying exact"). A composed schedule never changes once made and reuses the very row
 * objects of the assets that did not change (composed-schedule.ts: an unchanged asset keeps its part's rows, a
 * pool member keeps the pool's copy while the pool is reused), so an asset whose `rows[i]` and `assets[i]` are the
 * same objects in both has the same figures. An output derived from the previous schedule's output subtracts the
 * old figures of the changed assets and adds their new ones: exact, since every figure is integer cents.
 */
import type { Schedule } from './schedule';

/**
 * Asset indexes whose rows or prepared asset differ, in index order; `null` when the two schedules cannot be
 * compared asset by asset: other settings (the settings object is the frame's, one per settings version), another
 * current or last FY, or assets added or removed (indexes no longer name the same asset).
 */
export function changedAssets(before: Schedule, after: Schedule): readonly number[] | null {
  let known = comparisons.get(after);
  if (!known) {
    known = new WeakMap();
    comparisons.set(after, known);
  }
  const answer = known.get(before);
  if (answer !== undefined) return answer;
  const changed = compare(before, after);
  known.set(before, changed);
  return changed;
}

/**
 * Each output of a new version (the views, the Summary, the flow) asks the same question: answered once. Weak
 * both ways, so that no schedule is kept alive by a comparison.
 */
const comparisons = new WeakMap<Schedule, WeakMap<Schedule, readonly number[] | null>>();

function compare(before: Schedule, after: Schedule): number[] | null {
  if (
    before.settings !== after.settings ||
    before.currentFinancialYear !== after.currentFinancialYear ||
    before.lastFinancialYear !== after.lastFinancialYear ||
    before.assets.length !== after.assets.length ||
    before.rows.length !== after.rows.length
  ) {
    return null;
  }
  const changed: number[] = [];
  const n = after.assets.length;
  for (let i = 0; i < n; i++) {
    const asset = after.assets[i];
    const old = before.assets[i];
    if (before.rows[i] === after.rows[i] && old === asset) continue;
    if (!old || !asset || old.input.id !== asset.input.id || !before.rows[i] || !after.rows[i]) return null;
    changed.push(i);
  }
  return changed;
}

/**
 * Whether to derive an output from the previous one over `changed` assets of `n`, rather than build it whole:
 * a derivation handles each changed asset twice (out and in), a whole build each asset once.
 */
export function worthDeriving(changed: readonly number[] | null, n: number): changed is readonly number[] {
  return changed !== null && changed.length * 2 <= n;
}

/**
 * The low value pool (s40-440; docs/tax-rules.md "Low value pool" and rules 3-6): one amount per FY.
 * decline = round(18.75% × low-cost additions) + round(37.5% × (opening balance + low-value assets moving in)),
 * no day apportionment; shares per asset by largest remainder in whole units of the report's rounding (rule 5).
 * A pooled asset's disposal reduces the closing balance by its termination value (s40-445), any excess over the
 * balance being assessable.
 */
import type { PreparedAsset } from '../events/prepare';
import type { NormalizedSettings } from '../model/input';
import type { AssetRows } from '../model/rows';
import { PoolRun } from './pool-run';
import type { PoolMember, PoolYear } from './pool-types';

export type { PoolEntryKind, PoolMember, PoolYear } from './pool-types';

export function schedulePool(
  members: readonly PoolMember[],
  rowsOf: (asset: PreparedAsset) => AssetRows,
  s: NormalizedSettings,
  firstFinancialYear: number,
  lastFinancialYear: number,
): PoolYear[] {
  const steps = poolYearSteps(members, rowsOf, s, firstFinancialYear, lastFinancialYear);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Members whose rows are written between two steps of `poolYearSteps`. */
const MEMBERS_PER_STEP = 5000;

/** The members in the order the pool meets them: by joining FY, then id order (the asset's index). */
export function inJoinOrder(members: readonly PoolMember[]): PoolMember[] {
  return [...members].sort((x, y) => x.financialYear - y.financialYear || x.asset.index - y.asset.index);
}

/**
 * `schedulePool` a step at a time: it stops after each FY and after each few thousand members' rows written, so a
 * caller that must not hold its thread for long (the method comparison on a large register) can give way between
 * steps. The figures are those of `schedulePool`, which runs these steps to the end.
 */
export function* poolYearSteps(
  members: readonly PoolMember[],
  rowsOf: (asset: PreparedAsset) => AssetRows,
  s: NormalizedSettings,
  firstFinancialYear: number,
  lastFinancialYear: number,
): Generator<undefined, PoolYear[], undefined> {
  const sorted = inJoinOrder(members);
  const run = new PoolRun(sorted, s, firstFinancialYear, lastFinancialYear);
  while (!run.done) {
    run.step();
    yield;
  }
  const byAsset = Array.from({ length: sorted.length }, (_, i) => i).sort(
    (x, y) => (sorted[x] as PoolMember).asset.index - (sorted[y] as PoolMember).asset.index,
  );
  let written = 0;
  for (const i of byAsset) {
    run.writeRows(i, rowsOf((sorted[i] as PoolMember).asset));
    written += 1;
    if (written % MEMBERS_PER_STEP === 0) yield;
  }
  return run.years;
}

/**
 * The method comparison (method-comparison.ts) a batch of assets at a time: a generator that stops after each batch,
 * so a caller with other work (the service answers every user's calls on one thread) resumes it when it likes. It
 * gives exactly `compareMethods`' figures (method-comparison-steps.test.ts checks it on random registers): what the
 * comparison adds up is per asset and FY (outputs/method-outcome.ts), in integer cents, so batch sums add up to the
 * whole; only the low value pool couples assets (its rounding is per pool per FY, docs/tax-rules.md rules 4-6), so
 * its members are kept and the pool runs over them at the end, as `calculateSchedule` runs it.
 *
 * With `known`, the schedule the report already has (the service's figures), an asset whose input a method leaves
 * as it is (the same object, method-rates.ts) is not computed again: its part depends only on its input and the
 * settings (composed-schedule.ts), and the settings differ only in the report's method, which reaches an asset of
 * category L alone (events/prepare.ts, rule 18). So each side computes again only the assets it changes (categories
 * 40, AD and L on the other method, and L when the report uses the other method); a side whose assets are all on its
 * method already costs only the adding up. The pool runs again unless its members are all unchanged.
 */

import { ImmediateDeductionPeers } from '../division40/immediate-deduction';
import type { PreparedAsset } from '../events/prepare';
import {
  type MethodCode,
  type ReportSettings,
  type TaxAssetInput,
  TaxInputError,
  type TaxInputIssue,
} from '../model/input';
import { type AssetRows, copyRowsIntoOneBuffer } from '../model/rows';
import { poolYearSteps } from '../pool/low-value-pool';
import {
  type ComposedSchedule,
  type PoolEntry,
  type ScheduleFrame,
  scheduleAssetParts,
  scheduleFrame,
} from './composed-schedule';
import {
  COMPARISON_YEARS,
  type MethodComparison,
  methodOutcome,
  totalsPerFinancialYear,
} from './method-outcome';
import { comparedAsset, type MethodComparisonOptions } from './method-rates';
import { compareAssetIds } from './schedule';

/** Assets per step by default: a few tens of milliseconds of engine work. */
export const DEFAULT_COMPARISON_BATCH = 2000;

export interface MethodComparisonStepOptions extends MethodComparisonOptions {
  /** Assets computed per step. */
  batchSize?: number;
  /** The schedule of these very assets (`assets[i]` is `known.assets[i].input`); ignored otherwise. */
  known?: ComposedSchedule | null;
}

/**
 * A pool member, in id order: `prepared.index` is its position (the pool breaks ties by it); `rows` before the pool,
 * its own copy when `own` (else `known`'s, never written); `final`, `known`'s rows after the pool.
 */
interface Member {
  prepared: PreparedAsset;
  poolEntry: PoolEntry;
  rows: AssetRows;
  own: boolean;
  final: AssetRows | null;
}

/** What a batch adds up: the assets outside the pool, with their (final) rows. */
interface Batch {
  prepared: PreparedAsset[];
  rows: AssetRows[];
}

/** `assets` in id order (the engine's, schedule.ts), refusing an id met twice as `calculateSchedule` does. */
function inIdOrder(assets: readonly TaxAssetInput[]): readonly TaxAssetInput[] {
  const ordered = assets.every(
    (a, i) => i === 0 || compareAssetIds((assets[i - 1] as TaxAssetInput).id, a.id) < 0,
  );
  const sorted = ordered ? assets : [...assets].sort((x, y) => compareAssetIds(x.id, y.id));
  const twice = sorted.filter((a, i) => i > 0 && (sorted[i - 1] as TaxAssetInput).id === a.id);
  if (twice.length > 0) {
    throw new TaxInputError(twice.map((a) => ({ assetId: a.id, field: 'id', message: 'is not unique' })));
  }
  return sorted;
}

/** Whether `known` computed an unchanged asset as `frame` would: the same settings, the report's method aside. */
function sameFrame(known: ComposedSchedule, frame: ScheduleFrame): boolean {
  const [k, s] = [known.settings, frame.settings];
  return (
    k.eofyReportDate === s.eofyReportDate &&
    k.leapYearPolicy === s.leapYearPolicy &&
    k.roundingUnit === s.roundingUnit &&
    k.lowValuePoolFlag === s.lowValuePoolFlag &&
    // Issue 23: the taxpayer decides the $300 rule and s40-27 (events/prepare.ts).
    JSON.stringify(k.taxpayer) === JSON.stringify(s.taxpayer) &&
    known.lastFinancialYear === frame.lastFinancialYear
  );
}

/** The comparison, one batch per step; the generator's return value is `compareMethods`' answer. */
export function* methodComparisonSteps(
  assets: readonly TaxAssetInput[],
  settings: ReportSettings,
  options: MethodComparisonStepOptions = {},
): Generator<undefined, MethodComparison, undefined> {
  const given = options.known ?? null;
  const known =
    given !== null &&
    given.assets.length === assets.length &&
    assets.every((a, i) => given.assets[i]?.input === a)
      ? given
      : null;
  // A known schedule is in id order with unique ids already.
  const sorted = known ? assets : inIdOrder(assets);
  yield;
  const pc = yield* methodSteps(sorted, settings, 'PC', options, known);
  const dv = yield* methodSteps(sorted, settings, 'DV', options, known);
  return { currentFinancialYear: pc.year, primeCost: pc.outcome, diminishingValue: dv.outcome };
}

/** The register under one method, as `compareMethods` computes it, a batch per step. */
function* methodSteps(
  sorted: readonly TaxAssetInput[],
  settings: ReportSettings,
  method: MethodCode,
  options: MethodComparisonStepOptions,
  given: ComposedSchedule | null,
) {
  const frame = scheduleFrame({ ...settings, depreciationMethod: method, years: COMPARISON_YEARS });
  const s = frame.settings;
  const known = given && sameFrame(given, frame) ? given : null;
  const size = Math.max(1, options.batchSize ?? DEFAULT_COMPARISON_BATCH);
  // The $300 test's sets and identical items are the whole register's (s40-80(2)), whatever the batch.
  const peers = ImmediateDeductionPeers.of(sorted, s);
  const totals = new Float64Array(COMPARISON_YEARS);
  const add = (batch: Batch) => {
    const flow = totalsPerFinancialYear({
      settings: s,
      currentFinancialYear: s.currentFinancialYear,
      lastFinancialYear: frame.lastFinancialYear,
      assets: batch.prepared,
      rows: batch.rows,
      pool: [],
    });
    flow.forEach((y, k) => {
      totals[k] = (totals[k] ?? 0) + y.total;
    });
  };
  const members: Member[] = [];
  const issues: TaxInputIssue[] = [];
  let knownMembers = 0;
  let computedMembers = 0;
  for (let from = 0; from < sorted.length; from += size) {
    const batch: Batch = { prepared: [], rows: [] };
    const changed: TaxAssetInput[] = [];
    // The position of each changed asset: a member's index, which the pool breaks ties by.
    const changedAt: number[] = [];
    // Per asset in id order: a member taken from `known`, or the position of its input in `changed`.
    const slots: (Member | number)[] = [];
    for (let i = from; i < Math.min(from + size, sorted.length); i++) {
      const a = sorted[i] as TaxAssetInput;
      const under = comparedAsset(a, method, settings.depreciationMethod, options);
      // Both lists are in id order, so the next member not met yet is this asset's part when it is a member.
      const part =
        known?.poolMembers[knownMembers]?.input === a ? known.poolMembers[knownMembers] : undefined;
      if (part) knownMembers += 1;
      const reuse =
        known !== null &&
        under === a &&
        (a.categoryCode !== 'L' || known.settings.depreciationMethod === method);
      if (!reuse) {
        changedAt.push(i);
        slots.push(changed.push(under) - 1);
      } else if (part?.poolEntry) {
        const prepared = known.assets[i] as PreparedAsset;
        slots.push({
          prepared,
          poolEntry: part.poolEntry,
          rows: part.rows,
          own: false,
          final: known.rows[i] as AssetRows,
        });
      } else {
        batch.prepared.push(known.assets[i] as PreparedAsset);
        batch.rows.push(known.rows[i] as AssetRows);
      }
    }
    const outcomes = changed.length > 0 ? scheduleAssetParts(frame, changed, 0, peers) : [];
    const fresh: Member[] = [];
    for (const slot of slots) {
      if (typeof slot !== 'number') {
        members.push(slot);
        continue;
      }
      const made = outcomes[slot]?.part;
      if (!made) issues.push(...(outcomes[slot]?.issues ?? []));
      else if (made.poolEntry) {
        const prepared = { ...made.prepared, index: changedAt[slot] as number };
        fresh.push({ prepared, poolEntry: made.poolEntry, rows: made.rows, own: true, final: null });
        members.push(fresh[fresh.length - 1] as Member);
      } else {
        batch.prepared.push(made.prepared);
        batch.rows.push(made.rows);
      }
    }
    copyRowsIntoOneBuffer(fresh.map((m) => m.rows)).forEach((rows, k) => {
      (fresh[k] as Member).rows = rows;
    });
    computedMembers += fresh.length;
    add(batch);
    yield;
  }
  if (issues.length > 0) throw new TaxInputError(issues);
  yield* poolSteps(
    frame,
    members,
    computedMembers === 0 && members.length === known?.poolMembers.length,
    size,
    add,
  );
  const perFinancialYear = Array.from(totals, (total, k) => ({
    financialYear: s.currentFinancialYear + k,
    total,
  }));
  return { year: s.currentFinancialYear, outcome: methodOutcome(method, perFinancialYear) };
}

/**
 * The pool's members added up. When they are all `known`'s own, unchanged, the pool is `known`'s (its figures depend
 * on its members and the settings only, composed-schedule.ts) and their rows after it are taken as they are;
 * otherwise the pool runs again over them as `calculateSchedule` runs it (schedule.ts), a FY at a time
 * (`poolYearSteps`).
 */
function* poolSteps(
  frame: ScheduleFrame,
  members: readonly Member[],
  asKnown: boolean,
  size: number,
  add: (batch: Batch) => void,
): Generator<undefined, void, undefined> {
  if (members.length === 0) return;
  const prepared = members.map((m) => m.prepared);
  let rows = members.map((m) => m.final as AssetRows);
  if (!asKnown) {
    const copied = copyRowsIntoOneBuffer(members.filter((m) => !m.own).map((m) => m.rows));
    let c = 0;
    rows = members.map((m) => (m.own ? m.rows : (copied[c++] as AssetRows)));
    const rowsOf = new Map(members.map((m, k) => [m.prepared, rows[k] as AssetRows]));
    const s = frame.settings;
    const pool = members.map((m) => ({ asset: m.prepared, ...m.poolEntry }));
    const firstPoolYear = pool.reduce((y, m) => Math.min(y, m.financialYear), s.currentFinancialYear - 1);
    const rowsOfAsset = (a: PreparedAsset) => rowsOf.get(a) as AssetRows;
    yield* poolYearSteps(pool, rowsOfAsset, s, Math.max(firstPoolYear, -1e9), frame.lastFinancialYear);
  }
  for (let from = 0; from < members.length; from += size) {
    add({ prepared: prepared.slice(from, from + size), rows: rows.slice(from, from + size) });
    yield;
  }
}

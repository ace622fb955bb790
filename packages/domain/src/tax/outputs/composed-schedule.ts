/**
 * The schedule composed from per-asset parts (issue 12: a register of 100,000 assets must follow an edit of one
 * asset within 300 ms). What `calculateSchedule` computes for an asset before the pool depends on that asset and
 * the report's settings alone (events/prepare.ts, division40/single-asset.ts), so a caller may compute it once per
 * asset version and keep it. The low value pool's rounding is per pool per FY (docs/tax-rules.md rules 4-6), so
 * after a member's change it runs again from the first FY that member is in the pool, over every member in it, and
 * is reused as it is when no member changed (composed-pool.ts). `composeSchedule` gives the same `Schedule` as
 * `calculateSchedule` on the same inputs (composed-schedule.test.ts checks it, edits included).
 */
import { ImmediateDeductionPeers } from '../division40/immediate-deduction';
import { scheduleSingleAsset } from '../division40/single-asset';
import {
  disposalAfterReportIssues,
  type PreparedAsset,
  prepareAsset,
  validateAsset,
} from '../events/prepare';
import { lawIssues } from '../law/category-limits';
import { type ReportSettings, type TaxAssetInput, TaxInputError, type TaxInputIssue } from '../model/input';
import { AssetRows, COLUMNS, rowCount } from '../model/rows';
import type { AssetPart, PoolEntry, ScheduleFrame } from './asset-part';
import { composePool, type PoolState } from './composed-pool';

export type { AssetPart, PoolEntry, ScheduleFrame } from './asset-part';

import { compareAssetIds, lastFinancialYearOf, normalizeSettings, type Schedule } from './schedule';

/** Throws `TaxInputError` when the settings are invalid (as `calculateSchedule` does). */
export function scheduleFrame(settings: ReportSettings): ScheduleFrame {
  const { settings: normalized, issues } = normalizeSettings(settings);
  if (!normalized) throw new TaxInputError(issues);
  return { settings: normalized, lastFinancialYear: lastFinancialYearOf(normalized) };
}

/** A part, or the engine's issues with the asset (rule 17) when it cannot be calculated. */
export interface PartOutcome {
  part: AssetPart | null;
  issues: TaxInputIssue[];
}

/**
 * The parts of many assets at once: their rows share one buffer, a single zeroed allocation instead of one per
 * asset (as `calculateSchedule` does; 100,000 small typed arrays cost more in allocation and collection than the
 * schedule itself).
 */
export function scheduleAssetParts(
  frame: ScheduleFrame,
  inputs: readonly TaxAssetInput[],
  /**
   * The position in id order the first part will take (the next ones follow): given right, as when a whole
   * register is scheduled in id order, the composition has no position to correct.
   */
  firstIndex = 0,
  /**
   * The register's sets and identical items for the $300 test (s40-80(2)): `ImmediateDeductionPeers.of` the whole
   * register. Absent, `inputs` are taken as the whole register; a caller giving a few assets of a larger register
   * gives them (and computes again the parts whose answer a change of the totals turns, `immediateDeductionChanged`).
   */
  peers?: ImmediateDeductionPeers | null,
): PartOutcome[] {
  const s = frame.settings;
  const groups = peers ?? ImmediateDeductionPeers.of(inputs, s);
  const last = frame.lastFinancialYear;
  let index = firstIndex;
  const checked = inputs.map((input) => {
    const issues = validateAsset(input, s.currentFinancialYear);
    // Issue 23: a category the law refuses (docs/tax-rules.md "Incentives") is not calculated.
    if (issues.length === 0) issues.push(...lawIssues(input, s));
    // A register's report (one with a taxpayer) refuses a disposal after its FY, as its register flags it.
    if (issues.length === 0 && s.taxpayer)
      issues.push(...disposalAfterReportIssues(input, s.currentFinancialYear));
    return { input, issues, prepared: issues.length > 0 ? null : prepareAsset(input, index++, s, groups) };
  });
  const firstYear = (p: PreparedAsset) => Math.min(p.startFinancialYear, last + 1);
  let total = 0;
  for (const c of checked) if (c.prepared) total += rowCount(firstYear(c.prepared), last) * COLUMNS;
  const buffer = new Float64Array(total);
  let offset = 0;
  return checked.map(({ input, issues, prepared }) => {
    if (!prepared) return { part: null, issues };
    const first = firstYear(prepared);
    const size = rowCount(first, last) * COLUMNS;
    const rows = new AssetRows(first, last, buffer.subarray(offset, offset + size));
    offset += size;
    let poolEntry: PoolEntry | null = null;
    if (prepared.deductionClass === 'pool') {
      // Nothing is written in its rows before the pool's run (composed-pool.ts `memberRows` counts on it).
      // Rule 4: a WDV dated 30 June joins as opening balance of the next FY; any other start value gets 18.75%.
      const kind = prepared.writtenDownValueAtYearEnd ? 'openingBalance' : 'lowCost';
      poolEntry = { financialYear: prepared.startFinancialYear, value: prepared.startValue, kind };
    } else {
      const join = scheduleSingleAsset(prepared, s, rows);
      if (join) poolEntry = { financialYear: join.financialYear, value: join.value, kind: 'openingBalance' };
    }
    return { part: { frame, input, prepared, rows, poolEntry }, issues: [] };
  });
}

/** The part of one asset, or the engine's issues with it. */
export function scheduleAssetPart(
  frame: ScheduleFrame,
  input: TaxAssetInput,
  peers?: ImmediateDeductionPeers | null,
): PartOutcome {
  return scheduleAssetParts(frame, [input], 0, peers)[0] as PartOutcome;
}

/** A composed schedule, with what the next composition needs to take over the pool's figures. */
export interface ComposedSchedule extends Schedule {
  readonly frame: ScheduleFrame;
  /** The pool's members in id order, their positions in the schedule, and the rows the pool wrote for each. */
  readonly poolMembers: readonly AssetPart[];
  readonly memberAt: readonly number[];
  readonly poolRows: readonly AssetRows[];
  /** The pool's run as kept for the next composition (composed-pool.ts); null without members. */
  readonly poolState: PoolState | null;
}

/** Whether every part is of `frame` and the parts come in id order (the caller's usual order): one pass. */
function ofFrameInIdOrder(frame: ScheduleFrame, parts: readonly AssetPart[]): boolean {
  let previousId: string | null = null;
  let inOrder = true;
  for (const part of parts) {
    if (part.frame !== frame) throw new RangeError('every part must be of the given frame');
    const id = part.input.id;
    if (inOrder && previousId !== null && compareAssetIds(previousId, id) >= 0) inOrder = false;
    previousId = id;
  }
  return inOrder;
}

/**
 * The schedule of `parts` (all of one frame, ids unique, any order). Nothing a composition returns is written
 * again: the pool writes into copies of its members' rows, so a part's rows stay as `scheduleAssetPart` left them
 * and an earlier schedule keeps its figures. With `previous`, composed from parts of the same frame, the pool takes
 * over what the members' changes cannot reach (composed-pool.ts): all of it when its members are the very same
 * parts in the same order (the pool's figures depend on its members, their inputs and id order, and the settings
 * only), else the FYs before the first changed member joins, and the rows of each member whose figures come out
 * as before. With `changed` as well, `parts` are in id order and differ from the parts `previous` was composed
 * from only at those positions (the same assets, edited): the other positions are taken over without a pass over
 * every part (issue 12: a pass over 100,000 parts scattered in memory is a good part of an edit's time).
 */
export function composeSchedule(
  frame: ScheduleFrame,
  parts: readonly AssetPart[],
  previous?: ComposedSchedule | null,
  changed?: readonly number[] | null,
): ComposedSchedule {
  const prior = previous?.frame === frame ? previous : null;
  const layout =
    (prior && changed && patchedLayout(frame, parts, prior, changed)) ?? wholeLayout(frame, parts);
  const s = frame.settings;
  const { assets, rows, poolMembers, memberAt } = layout;
  const joinYears = poolMembers.map((part) => (part.poolEntry as PoolEntry).financialYear);
  const {
    pool,
    rows: poolRows,
    state,
  } = composePool(frame, poolMembers, joinYears, prior?.poolState ?? null);
  memberAt.forEach((index, k) => {
    rows[index] = poolRows[k] as AssetRows;
  });
  return {
    frame,
    settings: s,
    currentFinancialYear: s.currentFinancialYear,
    lastFinancialYear: frame.lastFinancialYear,
    assets,
    rows,
    pool,
    poolMembers,
    memberAt,
    poolRows,
    poolState: state,
  };
}

/** Positions, rows of the assets outside the pool (the members' are the pool's), and the members in id order. */
interface Layout {
  assets: PreparedAsset[];
  rows: AssetRows[];
  poolMembers: AssetPart[];
  memberAt: readonly number[];
}

/** One pass over the register: positions, the rows of the assets outside the pool, and the pool's members. */
function wholeLayout(frame: ScheduleFrame, parts: readonly AssetPart[]): Layout {
  const sorted = ofFrameInIdOrder(frame, parts)
    ? parts
    : [...parts].sort((x, y) => compareAssetIds(x.input.id, y.input.id));
  const n = sorted.length;
  const assets = new Array<PreparedAsset>(n);
  const rows = new Array<AssetRows>(n);
  const poolMembers: AssetPart[] = [];
  const memberAt: number[] = [];
  for (let index = 0; index < n; index++) {
    const part = sorted[index] as AssetPart;
    if (part.prepared.index !== index) part.prepared = { ...part.prepared, index };
    assets[index] = part.prepared;
    if (part.poolEntry) {
      poolMembers.push(part);
      memberAt.push(index);
    } else rows[index] = part.rows;
  }
  return { assets, rows, poolMembers, memberAt };
}

/**
 * The previous layout with the parts at `changed` put in: null when one is not the same asset as before, or
 * joins or leaves the pool (the members' positions move: a whole layout then).
 */
function patchedLayout(
  frame: ScheduleFrame,
  parts: readonly AssetPart[],
  previous: ComposedSchedule,
  changed: readonly number[],
): Layout | null {
  if (parts.length !== previous.assets.length) return null;
  const layout = {
    assets: previous.assets.slice(),
    rows: previous.rows.slice(),
    poolMembers: previous.poolMembers.slice(),
    memberAt: previous.memberAt,
  };
  for (const index of changed) {
    const part = parts[index];
    if (!part || part.input.id !== previous.assets[index]?.input.id) return null;
    if (part.frame !== frame) throw new RangeError('every part must be of the given frame');
    const k = positionIn(previous.memberAt, index);
    if (k >= 0 !== (part.poolEntry !== null)) return null;
    if (part.prepared.index !== index) part.prepared = { ...part.prepared, index };
    layout.assets[index] = part.prepared;
    if (k >= 0) layout.poolMembers[k] = part;
    else layout.rows[index] = part.rows;
  }
  return layout;
}

/** Where `value` is in ascending `values`, or -1. */
function positionIn(values: readonly number[], value: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = values[mid] as number;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

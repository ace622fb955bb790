/**
 * The schedule composed from per-asset parts (issue 12: a register of 100,000 assets must follow an edit of one
 * asset within 300 ms). What `calculateSchedule` computes for an asset before the pool depends on that asset and
 * the report's settings alone (events/prepare.ts, division40/single-asset.ts), so a caller may compute it once per
 * asset version and keep it. The low value pool is never patched: its rounding is per pool per FY
 * (docs/tax-rules.md rules 4-6), so it is run again over all its members whenever one of them changes, and reused
 * as it is when none did. `composeSchedule` gives the same `Schedule` as `calculateSchedule` on the same inputs
 * (composed-schedule.test.ts checks it, edits included).
 */
import { scheduleSingleAsset } from '../division40/single-asset';
import { type PreparedAsset, prepareAsset, validateAsset } from '../events/prepare';
import {
  type NormalizedSettings,
  type ReportSettings,
  type TaxAssetInput,
  TaxInputError,
  type TaxInputIssue,
} from '../model/input';
import { AssetRows, COLUMNS, copyRowsIntoOneBuffer, rowCount } from '../model/rows';
import { type PoolMember, type PoolYear, schedulePool } from '../pool/low-value-pool';
import { compareAssetIds, lastFinancialYearOf, normalizeSettings, type Schedule } from './schedule';

/** The settings every part of one schedule was computed under, and the last FY their rows reach. */
export interface ScheduleFrame {
  readonly settings: NormalizedSettings;
  readonly lastFinancialYear: number;
}

/** Throws `TaxInputError` when the settings are invalid (as `calculateSchedule` does). */
export function scheduleFrame(settings: ReportSettings): ScheduleFrame {
  const { settings: normalized, issues } = normalizeSettings(settings);
  if (!normalized) throw new TaxInputError(issues);
  return { settings: normalized, lastFinancialYear: lastFinancialYearOf(normalized) };
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
): PartOutcome[] {
  const s = frame.settings;
  const last = frame.lastFinancialYear;
  let index = firstIndex;
  const checked = inputs.map((input) => {
    const issues = validateAsset(input, s.currentFinancialYear);
    return { input, issues, prepared: issues.length > 0 ? null : prepareAsset(input, index++, s) };
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
export function scheduleAssetPart(frame: ScheduleFrame, input: TaxAssetInput): PartOutcome {
  return scheduleAssetParts(frame, [input])[0] as PartOutcome;
}

/** A composed schedule, with what the next composition needs to tell whether the pool can be reused. */
export interface ComposedSchedule extends Schedule {
  readonly frame: ScheduleFrame;
  /** The pool's members in id order, and the rows the pool wrote for each (copies of the parts' rows). */
  readonly poolMembers: readonly AssetPart[];
  readonly poolRows: readonly AssetRows[];
}

const inIdOrder = (parts: readonly AssetPart[]) =>
  parts.every((p, i) => i === 0 || compareAssetIds((parts[i - 1] as AssetPart).input.id, p.input.id) < 0);

function sameMembers(x: readonly AssetPart[], y: readonly AssetPart[]): boolean {
  return x.length === y.length && x.every((part, i) => part === y[i]);
}

/**
 * The schedule of `parts` (all of one frame, ids unique, any order). Nothing a composition returns is written
 * again: the pool writes into copies of its members' rows, so a part's rows stay as `scheduleAssetPart` left them
 * and an earlier schedule keeps its figures. With `previous`, composed from parts of the same frame, the pool is
 * reused when its members are the very same parts in the same order: the pool's figures depend on its members
 * (their inputs and id order) and the settings only.
 */
export function composeSchedule(
  frame: ScheduleFrame,
  parts: readonly AssetPart[],
  previous?: ComposedSchedule | null,
): ComposedSchedule {
  if (parts.some((p) => p.frame !== frame)) throw new RangeError('every part must be of the given frame');
  const sorted = inIdOrder(parts)
    ? parts
    : [...parts].sort((x, y) => compareAssetIds(x.input.id, y.input.id));
  const poolMembers: AssetPart[] = [];
  const assets = sorted.map((part, index) => {
    if (part.prepared.index !== index) part.prepared = { ...part.prepared, index };
    if (part.poolEntry) poolMembers.push(part);
    return part.prepared;
  });
  const s = frame.settings;
  const reuse =
    previous != null && previous.frame === frame && sameMembers(previous.poolMembers, poolMembers);
  const { pool, poolRows } = reuse
    ? { pool: previous.pool, poolRows: previous.poolRows }
    : runPool(frame, poolMembers);
  // Members come in id order in both lists, so the k-th member met is the k-th of the pool's rows.
  let k = 0;
  const rows = sorted.map((part) => (part.poolEntry ? (poolRows[k++] as AssetRows) : part.rows));
  return {
    frame,
    settings: s,
    currentFinancialYear: s.currentFinancialYear,
    lastFinancialYear: frame.lastFinancialYear,
    assets,
    rows,
    pool,
    poolMembers,
    poolRows,
  };
}

/** The pool over its members, written into copies of their rows (what `calculateSchedule` has before its pool). */
function runPool(
  frame: ScheduleFrame,
  members: readonly AssetPart[],
): { pool: readonly PoolYear[]; poolRows: AssetRows[] } {
  if (members.length === 0) return { pool: [], poolRows: [] };
  const s = frame.settings;
  // One buffer for the copies, as for the parts.
  const poolRows = copyRowsIntoOneBuffer(members.map((part) => part.rows));
  const rowsOf = new Map<PreparedAsset, AssetRows>(
    members.map((part, k) => [part.prepared, poolRows[k] as AssetRows]),
  );
  const poolMembers: PoolMember[] = members.map((part) => ({
    asset: part.prepared,
    ...(part.poolEntry as PoolEntry),
  }));
  const firstPoolYear = poolMembers.reduce(
    (m, x) => Math.min(m, x.financialYear),
    s.currentFinancialYear - 1,
  );
  const pool = schedulePool(
    poolMembers,
    (a) => rowsOf.get(a) as AssetRows,
    s,
    Math.max(firstPoolYear, -1e9),
    frame.lastFinancialYear,
  );
  return { pool, poolRows };
}

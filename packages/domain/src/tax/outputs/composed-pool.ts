/**
 * The low value pool of a composed schedule (composed-schedule.ts), run again after an edit only over what the rules
 * make depend on the edit (issue 12: a pool member's edit shows within 300 ms on a register of 100,000 assets).
 *
 * A FY of the pool depends on the members that joined by it and on the FYs before (rules 4-6: the decline is
 * rounded per pool per FY and shared by largest remainder over every member in it), so when members change, the
 * FYs before the first joining FY of any changed member are the very FYs of the previous run, and the run starts
 * again from that FY with the members' balances as the previous run left them (`PoolRun` with `PoolResume`). From
 * that FY on every member's share may move (rule 5: a new pool figure shares out anew), so each is computed again;
 * but a member whose shares, balances and disposal figures all come out as before keeps the very rows of the
 * previous schedule, so the outputs derived from it (schedule-changes.ts `changedAssets`) redo only the members
 * whose figures actually moved.
 */
import { AssetRows } from '../model/rows';
import type { PoolMember, PoolYear } from '../pool/low-value-pool';
import { type MemberFigures, PoolRun } from '../pool/pool-run';
import type { AssetPart, PoolEntry, ScheduleFrame } from './asset-part';

/** What a composition keeps of its pool for the next one to take over. */
export interface PoolState {
  readonly frame: ScheduleFrame;
  /** The members in join order (by joining FY, then id order), and the rows the pool wrote for each. */
  readonly members: readonly AssetPart[];
  readonly rows: readonly AssetRows[];
  readonly startYear: number;
  readonly years: readonly PoolYear[];
  readonly perYear: readonly MemberFigures[];
}

export interface ComposedPool {
  readonly pool: readonly PoolYear[];
  /** The rows of each member, in the order of the members given (id order). */
  readonly rows: readonly AssetRows[];
  readonly state: PoolState | null;
}

/**
 * The pool over `members` (in id order, each `prepared` at its position), taking over what it can of `previous`
 * (a pool of the same frame). Nothing of `previous` is written: a member whose figures moved gets new rows.
 */
export function composePool(
  frame: ScheduleFrame,
  members: readonly AssetPart[],
  /** Each member's joining FY (`poolEntry.financialYear`), read once by the caller. */
  joinYears: readonly number[],
  previous: PoolState | null,
): ComposedPool {
  const n = members.length;
  if (n === 0) return { pool: [], rows: [], state: null };
  const s = frame.settings;
  // Join order: by joining FY, then id order (the position given), as `inJoinOrder` sorts.
  const order = joinOrder(joinYears);
  const joined = order.map((k) => members[k] as AssetPart);
  const prior = previous?.frame === frame ? previous : null;
  // The first join position where the members differ: every member before it is the same part.
  let same = 0;
  if (prior) while (same < n && joined[same] === prior.members[same]) same++;
  if (prior && same === n && prior.members.length === n) {
    const rows = new Array<AssetRows>(n);
    order.forEach((k, j) => {
      rows[k] = prior.rows[j] as AssetRows;
    });
    return { pool: prior.years, rows, state: prior };
  }
  // Members come in join order, so the first joins first (schedule.ts starts the pool there or the FY before the
  // current one, whichever is earlier).
  const startYear = Math.min(s.currentFinancialYear - 1, entryOf(joined[0]).financialYear);
  // The first FY any changed member is in the pool: the FYs before it are the previous run's.
  const fromYear = prior
    ? Math.min(
        prior.members[same] ? entryOf(prior.members[same]).financialYear : Number.POSITIVE_INFINITY,
        joined[same] ? entryOf(joined[same]).financialYear : Number.POSITIVE_INFINITY,
      )
    : startYear;
  const comparable = prior !== null && prior.startYear === startYear;
  const run = new PoolRun(
    joined.map(memberOf),
    s,
    startYear,
    frame.lastFinancialYear,
    comparable ? { fromYear, years: prior.years, perYear: prior.perYear } : undefined,
  );
  while (!run.done) run.step();
  const kept = comparable
    ? keptMembers(joined, same, prior, run.perYear, Math.max(fromYear, startYear) - startYear)
    : null;
  const rows = memberRows(members, order, run, kept, prior);
  const state: PoolState = {
    frame,
    members: joined,
    rows: order.map((k) => rows[k] as AssetRows),
    startYear,
    years: run.years,
    perYear: run.perYear,
  };
  return { pool: run.years, rows, state };
}

/**
 * Positions of the members (given by their joining FYs, in id order) in join order: a counting sort by joining FY
 * (stable, so id order within a FY), linear where a comparison sort of 20,000 members took a good part of an edit.
 */
function joinOrder(joinYears: readonly number[]): number[] {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const fy of joinYears) {
    if (fy < first) first = fy;
    if (fy > last) last = fy;
  }
  const starts = new Int32Array(last - first + 2);
  for (const fy of joinYears) starts[fy - first + 1] = (starts[fy - first + 1] as number) + 1;
  for (let y = 1; y < starts.length; y++) starts[y] = (starts[y] as number) + (starts[y - 1] as number);
  const order = new Array<number>(joinYears.length);
  joinYears.forEach((fy, k) => {
    const y = fy - first;
    order[starts[y] as number] = k;
    starts[y] = (starts[y] as number) + 1;
  });
  return order;
}

function memberOf(part: AssetPart): PoolMember {
  const e = entryOf(part);
  return { asset: part.prepared, financialYear: e.financialYear, value: e.value, kind: e.kind };
}

function entryOf(part: AssetPart | undefined): PoolEntry {
  return (part as AssetPart).poolEntry as PoolEntry;
}

/**
 * Per join position, the previous run's position of the same member when its figures all came out as before, or
 * -1 when they moved (or it is new or changed). The FYs before `fromIndex` are the previous run's own.
 */
function keptMembers(
  joined: readonly AssetPart[],
  same: number,
  prior: PoolState,
  perYear: readonly MemberFigures[],
  fromIndex: number,
): Int32Array {
  const n = joined.length;
  const oldAt = new Int32Array(n);
  const priorAt = new Map<AssetPart, number>();
  for (let j = same; j < prior.members.length; j++) priorAt.set(prior.members[j] as AssetPart, j);
  for (let j = 0; j < n; j++) oldAt[j] = j < same ? j : (priorAt.get(joined[j] as AssetPart) ?? -1);
  for (let y = fromIndex; y < perYear.length; y++) {
    const now = perYear[y] as MemberFigures;
    const then = prior.perYear[y] as MemberFigures;
    const active = now.closing.length;
    for (let j = 0; j < active; j++) {
      const o = oldAt[j] as number;
      if (o < 0) continue;
      if (
        now.shares[j] !== then.shares[o] ||
        now.closing[j] !== then.closing[o] ||
        (now.disposed?.[j] ?? 0) !== (then.disposed?.[o] ?? 0) ||
        (now.assessable?.[j] ?? 0) !== (then.assessable?.[o] ?? 0)
      ) {
        oldAt[j] = -1;
      }
    }
  }
  return oldAt;
}

/**
 * Each member's rows in id order: the previous run's rows of a member whose figures did not move, else copies of
 * its part's rows (one buffer for all, as the parts have) with the pool's figures written in. Written in join
 * order: the pool keeps its figures per FY by join position, so neighbours in join order read neighbouring cells
 * of each FY's arrays (in id order each member read its 40-odd FYs from memory far apart, most of an edit's time).
 */
function memberRows(
  members: readonly AssetPart[],
  order: readonly number[],
  run: PoolRun,
  kept: Int32Array | null,
  prior: PoolState | null,
): AssetRows[] {
  const n = members.length;
  const rows = new Array<AssetRows>(n);
  let cells = 0;
  for (let j = 0; j < n; j++) {
    const o = kept ? (kept[j] as number) : -1;
    if (o >= 0) rows[order[j] as number] = (prior as PoolState).rows[o] as AssetRows;
    else cells += (members[order[j] as number] as AssetPart).rows.data.length;
  }
  const buffer = new Float64Array(cells);
  let offset = 0;
  for (let j = 0; j < n; j++) {
    if (kept && (kept[j] as number) >= 0) continue;
    const k = order[j] as number;
    const part = members[k] as AssetPart;
    const from = part.rows;
    const copy = new AssetRows(
      from.firstFinancialYear,
      from.lastFinancialYear,
      buffer.subarray(offset, offset + from.data.length),
    );
    // A member pooled from its start (rules 3-4) has nothing in its part's rows (scheduleAssetParts computes
    // nothing before the pool for it): the new buffer's zeros are its copy. After an early member's edit thousands
    // of members move (rule 5), about 35 MB of rows on the bench's register: read once less.
    if (part.prepared.deductionClass !== 'pool') copy.data.set(from.data);
    offset += from.data.length;
    run.writeRows(j, copy);
    rows[k] = copy;
  }
  return rows;
}

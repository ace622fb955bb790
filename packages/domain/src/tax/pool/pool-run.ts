/**
 * The low value pool's run, a FY at a time (pool/low-value-pool.ts for the rules: s40-440, docs/tax-rules.md rules
 * 3-6), with each FY's figures per member kept so that a later run can take over the FYs an edit does not reach.
 */
import { financialYearEndDay, financialYearStartDay } from '../calendar/financial-year';
import type { NormalizedSettings } from '../model/input';
import {
  type AssetRows,
  COL_ADDITIONS,
  COL_BALANCING,
  COL_CLOSING,
  COL_DECLINE,
  COL_DISPOSED,
  COL_OPENING,
  COL_POOLED,
  COLUMNS,
} from '../model/rows';
import { mulDivRound } from '../money/exact';
import { allocateLargestRemainder, allocatePoolShares } from './allocation';
import type { PoolMember, PoolYear } from './pool-types';

/** 18.75% = 3/16 and 37.5% = 6/16 (s40-440(1)). */
const LOW_COST_SIXTEENTHS = 3;
const BALANCE_SIXTEENTHS = 6;

/** One FY's figures per member (index in join order); disposals are rare, so their arrays are often absent. */
export interface MemberFigures {
  readonly shares: Float64Array;
  readonly closing: Float64Array;
  readonly disposed: Float64Array | null;
  readonly assessable: Float64Array | null;
}

/** The FYs a run may take over from an earlier run of the same settings, whose members joined before `fromYear`. */
export interface PoolResume {
  readonly fromYear: number;
  readonly years: readonly PoolYear[];
  readonly perYear: readonly MemberFigures[];
}

/**
 * The pool over its members in join order (`inJoinOrder`), a FY at a time (`step`), keeping each FY's figures per
 * member (`perYear`). A FY's figures depend on the members that joined by it and the FYs before only (rules 4-6),
 * so a run may start from an earlier run's state at the end of the FY before `resume.fromYear` when every member
 * that joined before it is the same, in the same order: the composition after an edit of a member
 * (outputs/composed-pool.ts) runs only the FYs from the edited member's joining FY on.
 */
export class PoolRun {
  readonly years: PoolYear[] = [];
  readonly perYear: MemberFigures[] = [];
  readonly startYear: number;
  private fy: number;
  private active = 0;
  private closing = 0;
  private readonly tieKeys: Float64Array;
  private readonly joinYear: Float64Array;
  private readonly lowCostEntry: Uint8Array;
  private readonly disposalDay: Float64Array;
  private readonly balance: Float64Array;
  private readonly weights: Float64Array;
  private readonly capacity: Float64Array;

  constructor(
    private readonly members: readonly PoolMember[],
    private readonly s: NormalizedSettings,
    firstFinancialYear: number,
    private readonly lastFinancialYear: number,
    resume?: PoolResume,
  ) {
    const n = members.length;
    // Per member, in join order: what each FY needs, in flat arrays (no object lookups in the FY loop).
    this.tieKeys = new Float64Array(n);
    this.joinYear = new Float64Array(n);
    this.lowCostEntry = new Uint8Array(n);
    this.disposalDay = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const m = members[i] as PoolMember;
      this.tieKeys[i] = m.asset.index;
      this.joinYear[i] = m.financialYear;
      this.lowCostEntry[i] = m.kind === 'lowCost' ? 1 : 0;
      this.disposalDay[i] = m.asset.disposalDay ?? Number.NaN;
    }
    this.balance = new Float64Array(n);
    this.weights = new Float64Array(n);
    this.capacity = new Float64Array(n);
    this.startYear = Math.min(firstFinancialYear, members[0]?.financialYear ?? firstFinancialYear);
    this.fy = this.startYear;
    if (resume && resume.fromYear > this.startYear) {
      const kept = resume.fromYear - this.startYear;
      this.years.push(...resume.years.slice(0, kept));
      this.perYear.push(...resume.perYear.slice(0, kept));
      const before = this.perYear[kept - 1] as MemberFigures;
      this.active = before.closing.length;
      this.balance.set(before.closing);
      this.closing = (this.years[kept - 1] as PoolYear).closingBalance;
      this.fy = resume.fromYear;
    }
  }

  get done(): boolean {
    return this.fy > this.lastFinancialYear;
  }

  /** The next FY of the pool. */
  step(): void {
    const { members, s, balance, weights, capacity } = this;
    const fy = this.fy;
    const n = members.length;
    const joinedFrom = this.active;
    let active = this.active;
    while (active < n && (this.joinYear[active] ?? Number.POSITIVE_INFINITY) <= fy) active++;
    this.active = active;
    // Members already in the pool bring their balance (37.5%); the ones joining this FY their entry value, at
    // 18.75% for low-cost assets (rule 4).
    for (let i = 0; i < joinedFrom; i++) {
      const open = balance[i] ?? 0;
      weights[i] = BALANCE_SIXTEENTHS * open;
      capacity[i] = open;
    }
    let lowCost = 0;
    let lowValue = 0;
    for (let i = joinedFrom; i < active; i++) {
      const value = (members[i] as PoolMember).value;
      if (this.lowCostEntry[i] === 1) {
        lowCost += value;
        weights[i] = LOW_COST_SIXTEENTHS * value;
      } else {
        lowValue += value;
        weights[i] = BALANCE_SIXTEENTHS * value;
      }
      capacity[i] = value;
    }
    const openingBalance = this.closing;
    const lowCostDecline = mulDivRound(lowCost, LOW_COST_SIXTEENTHS, 1, 16, s.unit);
    const balanceDecline = mulDivRound(openingBalance + lowValue, BALANCE_SIXTEENTHS, 1, 16, s.unit);
    const decline = lowCostDecline + balanceDecline;
    const tieKeys = this.tieKeys.subarray(0, active);
    // Rule 5: shares in whole units of the report's rounding, each within the member's balance.
    const shares = allocatePoolShares(
      decline,
      weights.subarray(0, active),
      capacity.subarray(0, active),
      tieKeys,
      s.unit,
    );
    const fyStart = financialYearStartDay(fy);
    const fyEnd = financialYearEndDay(fy);
    const disposalDay = this.disposalDay;
    const disposals: number[] = [];
    let terminationValues = 0;
    let closing = 0;
    // One pass: each balance after its share, the disposals of the FY, and the closing balance if none.
    for (let i = 0; i < active; i++) {
      const left = (capacity[i] ?? 0) - (shares[i] ?? 0);
      balance[i] = left;
      closing += left;
      const day = disposalDay[i] ?? Number.NaN;
      if (day >= fyStart && day <= fyEnd) {
        disposals.push(i);
        terminationValues += (members[i] as PoolMember).asset.terminationValue;
      }
    }
    let disposed: Float64Array | null = null;
    let assessable: Float64Array | null = null;
    let assessableExcess = 0;
    if (disposals.length > 0) {
      disposed = new Float64Array(active);
      assessable = new Float64Array(active);
      reduceByTerminationValues(members, disposals, balance, disposed, assessable, tieKeys, active);
      closing = 0;
      for (let i = 0; i < active; i++) {
        closing += balance[i] ?? 0;
        assessableExcess += assessable[i] ?? 0;
      }
    }
    this.closing = closing;
    this.perYear.push({ shares, closing: balance.slice(0, active), disposed, assessable });
    this.years.push({
      financialYear: fy,
      openingBalance,
      lowValueAdditions: lowValue,
      lowCostAdditions: lowCost,
      lowCostDecline,
      balanceDecline,
      decline,
      terminationValues,
      assessableExcess,
      closingBalance: closing,
    });
    this.fy = fy + 1;
  }

  /** Writes the rows of the member at join position `i` once every FY has run (`writeMemberRows`). */
  writeRows(i: number, rows: AssetRows): void {
    writeMemberRows(
      this.members[i] as PoolMember,
      i,
      rows,
      this.perYear,
      this.startYear,
      this.lastFinancialYear,
    );
  }
}

/**
 * Writes a pooled asset's rows after the pool has run: asset by asset and FY by FY, so that the rows (one block
 * per asset) are written in memory order rather than across every asset once per FY. The value going in is the
 * member's entry value in its joining FY and its previous closing balance afterwards.
 */
function writeMemberRows(
  m: PoolMember,
  i: number,
  rows: AssetRows,
  perYear: readonly MemberFigures[],
  startFY: number,
  lastFinancialYear: number,
): void {
  const d = rows.data;
  const first = rows.firstFinancialYear;
  const last = Math.min(lastFinancialYear, rows.lastFinancialYear);
  const added = m.asset.additionFinancialYear;
  let value = m.value;
  for (let fy = m.financialYear; fy <= last; fy++) {
    const f = perYear[fy - startFY] as MemberFigures;
    const closing = f.closing[i] ?? 0;
    if (fy >= first) {
      const at = (fy - first) * COLUMNS;
      // Rule 1: a value carried into a FY (a 30 June written-down value, an earlier start) opens it.
      const addition = fy === added || (fy === m.financialYear && m.kind === 'lowCost');
      d[at + (addition ? COL_ADDITIONS : COL_OPENING)] = value;
      d[at + COL_DECLINE] = f.shares[i] ?? 0;
      d[at + COL_DISPOSED] = f.disposed?.[i] ?? 0;
      d[at + COL_BALANCING] = f.assessable?.[i] ?? 0;
      d[at + COL_CLOSING] = closing;
      d[at + COL_POOLED] = 1;
    }
    value = closing;
  }
}

/**
 * s40-445: each termination value comes off the disposed asset's own balance first, then off the other pooled
 * assets in proportion to their balances; what the pool cannot absorb is assessable (s40-445(2)), shared among
 * the disposed assets in proportion to their excess.
 */
function reduceByTerminationValues(
  members: readonly PoolMember[],
  disposals: readonly number[],
  balance: Float64Array,
  disposed: Float64Array,
  assessable: Float64Array,
  tieKeys: Float64Array,
  active: number,
): void {
  const excess = new Float64Array(disposals.length);
  let totalExcess = 0;
  disposals.forEach((i, k) => {
    const tv = (members[i] as PoolMember).asset.terminationValue;
    const own = Math.min(tv, balance[i] ?? 0);
    balance[i] = (balance[i] ?? 0) - own;
    disposed[i] = (disposed[i] ?? 0) + own;
    excess[k] = tv - own;
    totalExcess += tv - own;
  });
  if (totalExcess === 0) return;
  const others = Float64Array.from(balance.subarray(0, active));
  for (const i of disposals) others[i] = 0;
  let available = 0;
  for (let j = 0; j < active; j++) available += others[j] ?? 0;
  const taken = Math.min(totalExcess, available);
  if (taken > 0) {
    const cuts = allocateLargestRemainder(taken, others, tieKeys.subarray(0, active));
    for (let j = 0; j < active; j++) {
      balance[j] = (balance[j] ?? 0) - (cuts[j] ?? 0);
      disposed[j] = (disposed[j] ?? 0) + (cuts[j] ?? 0);
    }
  }
  if (totalExcess > taken) {
    const keys = Float64Array.from(disposals, (i) => tieKeys[i] ?? 0);
    const shares = allocateLargestRemainder(totalExcess - taken, excess, keys);
    disposals.forEach((i, k) => {
      assessable[i] = shares[k] ?? 0;
    });
  }
}

/**
 * The low value pool (s40-440; docs/tax-rules.md "Low value pool" and rules 3-6): one amount per FY.
 * decline = round(18.75% × low-cost additions) + round(37.5% × (opening balance + low-value assets moving in)),
 * no day apportionment; shares per asset by largest remainder in whole units of the report's rounding (rule 5).
 * A pooled asset's disposal reduces the closing balance by its termination value (s40-445), any excess over the
 * balance being assessable.
 */
import { financialYearEndDay, financialYearStartDay } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
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
} from '../model/rows';
import { type Cents, mulDivRound } from '../money/exact';
import { allocateLargestRemainder, allocatePoolShares } from './allocation';

export type PoolEntryKind = 'lowCost' | 'openingBalance';

export interface PoolMember {
  asset: PreparedAsset;
  financialYear: number;
  value: Cents;
  /** lowCost: 18.75% in the joining FY; openingBalance: low-value assets and 30 June WDVs, 37.5%. */
  kind: PoolEntryKind;
}

export interface PoolYear {
  financialYear: number;
  openingBalance: Cents;
  /** Opening adjustable values of low-value assets (and 30 June WDVs of L assets) allocated this FY. */
  lowValueAdditions: Cents;
  lowCostAdditions: Cents;
  lowCostDecline: Cents;
  balanceDecline: Cents;
  decline: Cents;
  terminationValues: Cents;
  /** Termination value beyond the pool balance: assessable (s40-445(2)). */
  assessableExcess: Cents;
  closingBalance: Cents;
}

/** 18.75% = 3/16 and 37.5% = 6/16 (s40-440(1)). */
const LOW_COST_SIXTEENTHS = 3;
const BALANCE_SIXTEENTHS = 6;

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
  const sorted = [...members].sort(
    (x, y) => x.financialYear - y.financialYear || x.asset.index - y.asset.index,
  );
  const years: PoolYear[] = [];
  const n = sorted.length;
  // Per member, in join order: what each FY needs, in flat arrays (no object lookups in the FY loop).
  const tieKeys = Float64Array.from(sorted, (m) => m.asset.index);
  const joinYear = Float64Array.from(sorted, (m) => m.financialYear);
  const lowCostEntry = Uint8Array.from(sorted, (m) => (m.kind === 'lowCost' ? 1 : 0));
  const disposalDay = Float64Array.from(sorted, (m) => m.asset.disposalDay ?? Number.NaN);
  const rowsOfMember = sorted.map((m) => rowsOf(m.asset));
  const balance = new Float64Array(n);
  const additions = new Float64Array(n);
  const opening = new Float64Array(n);
  const weights = new Float64Array(n);
  const capacity = new Float64Array(n);
  const disposed = new Float64Array(n);
  const assessable = new Float64Array(n);
  const perYear: MemberFigures[] = [];
  let active = 0;
  let closing = 0;
  const startFY = Math.min(firstFinancialYear, sorted[0]?.financialYear ?? firstFinancialYear);
  for (let fy = startFY; fy <= lastFinancialYear; fy++) {
    const joinedFrom = active;
    while (active < n && (joinYear[active] ?? Number.POSITIVE_INFINITY) <= fy) active++;
    let lowCost = 0;
    let lowValue = 0;
    for (let i = 0; i < active; i++) {
      let added = 0;
      let open = 0;
      if (i < joinedFrom) open = balance[i] ?? 0;
      else if (lowCostEntry[i] === 1) {
        added = (sorted[i] as PoolMember).value;
        lowCost += added;
      } else {
        open = (sorted[i] as PoolMember).value;
        lowValue += open;
      }
      additions[i] = added;
      opening[i] = open;
      weights[i] = LOW_COST_SIXTEENTHS * added + BALANCE_SIXTEENTHS * open;
    }
    const openingBalance = closing;
    const lowCostDecline = mulDivRound(lowCost, LOW_COST_SIXTEENTHS, 1, 16, s.unit);
    const balanceDecline = mulDivRound(openingBalance + lowValue, BALANCE_SIXTEENTHS, 1, 16, s.unit);
    const decline = lowCostDecline + balanceDecline;
    for (let i = 0; i < active; i++) capacity[i] = (opening[i] ?? 0) + (additions[i] ?? 0);
    // Rule 5: shares in whole units of the report's rounding, each within the member's balance.
    const shares = allocatePoolShares(
      decline,
      weights.subarray(0, active),
      capacity.subarray(0, active),
      tieKeys.subarray(0, active),
      s.unit,
    );
    for (let i = 0; i < active; i++) balance[i] = (opening[i] ?? 0) + (additions[i] ?? 0) - (shares[i] ?? 0);
    disposed.fill(0, 0, active);
    assessable.fill(0, 0, active);
    const fyStart = financialYearStartDay(fy);
    const fyEnd = financialYearEndDay(fy);
    const disposals: number[] = [];
    let terminationValues = 0;
    for (let i = 0; i < active; i++) {
      const day = disposalDay[i] ?? Number.NaN;
      if (day >= fyStart && day <= fyEnd) {
        disposals.push(i);
        terminationValues += (sorted[i] as PoolMember).asset.terminationValue;
      }
    }
    if (disposals.length > 0)
      reduceByTerminationValues(sorted, disposals, balance, disposed, assessable, tieKeys, active);
    let assessableExcess = 0;
    closing = 0;
    for (let i = 0; i < active; i++) {
      closing += balance[i] ?? 0;
      assessableExcess += assessable[i] ?? 0;
    }
    perYear.push({
      shares,
      closing: balance.slice(0, active),
      disposed: disposals.length > 0 ? disposed.slice(0, active) : null,
      assessable: disposals.length > 0 ? assessable.slice(0, active) : null,
    });
    years.push({
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
    yield;
  }
  const byAsset = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => (tieKeys[x] ?? 0) - (tieKeys[y] ?? 0),
  );
  let written = 0;
  for (const i of byAsset) {
    const m = sorted[i] as PoolMember;
    writeMemberRows(m, i, rowsOfMember[i] as AssetRows, perYear, startFY, lastFinancialYear);
    written += 1;
    if (written % MEMBERS_PER_STEP === 0) yield;
  }
  return years;
}

/** One FY's figures per member (index in join order); disposals are rare, so their arrays are often absent. */
interface MemberFigures {
  shares: Float64Array;
  closing: Float64Array;
  disposed: Float64Array | null;
  assessable: Float64Array | null;
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
  let value = m.value;
  for (let fy = m.financialYear; fy <= lastFinancialYear; fy++) {
    const f = perYear[fy - startFY] as MemberFigures;
    const closing = f.closing[i] ?? 0;
    const at = rows.offset(fy);
    if (at >= 0) {
      const firstShown =
        fy === m.asset.displayFirstFinancialYear || (fy === m.financialYear && m.kind === 'lowCost');
      d[at + (firstShown ? COL_ADDITIONS : COL_OPENING)] = value;
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

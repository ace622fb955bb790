/**
 * The year-by-year schedule of one singly depreciated asset (Division 40, Division 43, AD, singly depreciated L,
 * IA, repairs and expensed items), with its events. Writes into the asset's rows; returns the FY and value at
 * which a low-value DV asset moves into the pool (rule 3), or null.
 */
import { DAYS_DIVISOR, financialYearEndDay, financialYearStartDay } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
import type { NormalizedSettings } from '../model/input';
import {
  type AssetRows,
  COL_ABANDONMENT,
  COL_ADDITIONAL_ALLOWANCE,
  COL_ADDITIONS,
  COL_BALANCING,
  COL_CLOSING,
  COL_DAYS,
  COL_DECLINE,
  COL_DISPOSED,
  COL_OPENING,
} from '../model/rows';
import {
  type Cents,
  EXACT_ZERO,
  type ExactCents,
  exactAdd,
  exactRound,
  exactScale,
  exactSub,
  mulDivRound,
  ONE,
  type Ratio,
  ratioAdd,
  ratioCompare,
  ratioDiv,
} from '../money/exact';
import {
  diminishingValueSegment,
  exactOfTerm,
  primeCostClaimTerm,
  primeCostSegment,
  roundSegmentDecline,
  type Term,
} from './decline';
import { denyDeductions } from './second-hand-denial';

/** s40-425(5): a low-value asset has an opening adjustable value under $1,000. */
export const LOW_VALUE_THRESHOLD: Cents = 100_000;

export interface PoolJoin {
  financialYear: number;
  value: Cents;
}

interface YearOutcome {
  decline: Cents;
  extra: Cents;
  writeOffs: Cents;
  demolished: Ratio;
}

export function scheduleSingleAsset(
  a: PreparedAsset,
  s: NormalizedSettings,
  rows: AssetRows,
): PoolJoin | null {
  const cls = a.deductionClass;
  if (cls === 'instant' || cls === 'repairs' || cls === 'expensed') {
    scheduleWholeDeduction(a, rows);
    if (a.deniedBy) denyDeductions(rows);
    return null;
  }
  const join = scheduleYears(a, s, rows);
  // s40-27: the adjustable value declines as computed; every deduction figure is nil (s40-291 on a disposal).
  if (a.deniedBy) denyDeductions(rows);
  return join;
}

function scheduleYears(a: PreparedAsset, s: NormalizedSettings, rows: AssetRows): PoolJoin | null {
  const cat = a.input.categoryCode;
  // Rule 3: low-value DV assets of categories 40 and AD move into the pool when the flag is set; never one whose
  // deduction s40-27 denies (s40-435(2): its share of the pool would be nil; docs/tax-engine.md decision 19).
  const mayJoinPool =
    s.lowValuePoolFlag && (cat === '40' || cat === 'AD') && a.method === 'DV' && a.deniedBy === null;
  const d = rows.data;
  let value = a.startValue;
  let demolished = a.initialDemolished;
  for (let fy = a.startFinancialYear; fy <= rows.lastFinancialYear; fy++) {
    const fyStart = financialYearStartDay(fy);
    if (fyStart > a.endDay) break;
    if (value === 0 && a.endDay === Number.POSITIVE_INFINITY && fy > a.startFinancialYear) break;
    if (mayJoinPool && fy > a.startFinancialYear && value < LOW_VALUE_THRESHOLD) {
      return { financialYear: fy, value };
    }
    const at = rows.offset(fy);
    if (at < 0) continue;
    // Rule 1: only the FY the asset starts in adds it; a value carried into a FY opens it (issue 26 item 10).
    d[at + (fy === a.additionFinancialYear ? COL_ADDITIONS : COL_OPENING)] = value;
    const from = fy === a.startFinancialYear ? a.startDay : fyStart;
    const to = Math.min(financialYearEndDay(fy), a.endDay);
    let extra: Cents;
    let decline: Cents;
    let writeOffs = 0;
    if (a.immediateDeduction?.applies && fy === a.startFinancialYear) {
      // s40-80(2): the decline in value of an item of $300 or less is its cost, whatever the days held.
      extra = 0;
      decline = value;
    } else if (!hasDemolitionIn(a, from, to)) {
      // The usual FY: one day segment, no allocation (the engine's hot path).
      extra = additionalAllowance(a, s, fy, value);
      const base = value - extra;
      const days = Math.min(
        to - from + 1,
        s.leapYearPolicy === 'cap365' ? DAYS_DIVISOR : Number.POSITIVE_INFINITY,
      );
      // s40-72(3) / s40-75: decline never more than the value left; the last year takes the remainder.
      decline = Math.min(roundSegmentDecline(a, base, days, demolished, s.unit), base);
    } else {
      const outcome = declineForYear(a, s, fy, value, demolished, from, to);
      demolished = outcome.demolished;
      extra = outcome.extra;
      decline = outcome.decline;
      writeOffs = outcome.writeOffs;
    }
    let remaining = value - extra - decline - writeOffs;
    let balancing = 0 - writeOffs;
    let abandonment = 0;
    let disposed = 0;
    if (to === a.endDay) {
      // Rule 12: events of one day apply in the order demolition, disposal, abandonment.
      if (ratioCompare(demolished, ONE) >= 0) {
        balancing = balancing - remaining;
        remaining = 0;
      }
      if (a.disposalDay === to) {
        disposed = remaining;
        // Rule 13: a Division 43 sale stops the deductions with no balancing adjustment.
        if (cat !== '43') balancing += a.terminationValue - remaining;
        remaining = 0;
      }
      if (a.abandonmentDay === to) {
        abandonment = remaining;
        remaining = 0;
      }
    }
    d[at + COL_DECLINE] = extra + decline;
    d[at + COL_ADDITIONAL_ALLOWANCE] = extra;
    d[at + COL_BALANCING] = balancing;
    d[at + COL_ABANDONMENT] = abandonment;
    d[at + COL_DISPOSED] = disposed;
    d[at + COL_CLOSING] = remaining;
    d[at + COL_DAYS] = Math.max(
      0,
      Math.min(to - from + 1, s.leapYearPolicy === 'cap365' ? DAYS_DIVISOR : 366),
    );
    value = remaining;
  }
  return null;
}

function declineForYear(
  a: PreparedAsset,
  s: NormalizedSettings,
  fy: number,
  value: Cents,
  demolishedAtStart: Ratio,
  from: number,
  to: number,
): YearOutcome {
  const extra = additionalAllowance(a, s, fy, value);
  const base = value - extra;
  const inYear = a.demolitions.filter((x) => x.day >= from && x.day <= to);
  const cap = s.leapYearPolicy === 'cap365' ? DAYS_DIVISOR : Number.POSITIVE_INFINITY;
  return declineWithDemolitions(a, s, base, extra, demolishedAtStart, from, to, inYear, cap);
}

/** Rule 11: AD deducts an extra 50% of cost in its start FY, without apportionment, unless it starts from a WDV. */
function additionalAllowance(a: PreparedAsset, s: NormalizedSettings, fy: number, value: Cents): Cents {
  return a.input.categoryCode === 'AD' && fy === a.startFinancialYear && !a.fromWrittenDownValue
    ? Math.min(value, mulDivRound(value, 1, 1, 2, s.unit))
    : 0;
}

function hasDemolitionIn(a: PreparedAsset, from: number, to: number): boolean {
  for (const x of a.demolitions) if (x.day >= from && x.day <= to) return true;
  return false;
}

/** A FY split into day segments by demolitions (rule 8): exact sum of segments, write-offs rounded separately. */
function declineWithDemolitions(
  a: PreparedAsset,
  s: NormalizedSettings,
  base: Cents,
  extra: Cents,
  demolishedAtStart: Ratio,
  from: number,
  to: number,
  inYear: readonly { day: number; rate: Ratio }[],
  cap: number,
): YearOutcome {
  const segments: { days: number; demolishedBefore: Ratio; demolition: Ratio | null }[] = [];
  let segStart = from;
  let demolished = demolishedAtStart;
  for (const x of inYear) {
    segments.push({ days: x.day - segStart + 1, demolishedBefore: demolished, demolition: x.rate });
    demolished = ratioAdd(demolished, x.rate);
    segStart = x.day + 1;
    if (ratioCompare(demolished, ONE) >= 0) break;
  }
  if (segStart <= to && ratioCompare(demolished, ONE) < 0) {
    segments.push({ days: to - segStart + 1, demolishedBefore: demolished, demolition: null });
  }
  // cap365 (rule 2): the excess day of a full leap FY comes off the last segment.
  const total = segments.reduce((sum, seg) => sum + seg.days, 0);
  const last = segments[segments.length - 1];
  if (last && total > cap) last.days -= total - cap;
  let exactDecline: ExactCents = EXACT_ZERO;
  let writeOffs = 0;
  for (const seg of segments) {
    const term: Term =
      a.method === 'DV'
        ? diminishingValueSegment(base, a.input.rate, seg.days, demolishedAtStart, seg.demolishedBefore)
        : primeCostSegment(primeCostClaimTerm(a, seg.demolishedBefore), seg.days);
    exactDecline = exactAdd(exactDecline, exactOfTerm(term));
    if (!seg.demolition) continue;
    const after = ratioAdd(seg.demolishedBefore, seg.demolition);
    if (ratioCompare(after, ONE) >= 0) break; // 100%: the caller writes off whatever is left
    // Rule 7: the k-th demolition writes off rate_k ÷ (1 − earlier rates) of the remaining value (s43-40).
    const share = ratioDiv(seg.demolition, {
      num: seg.demolishedBefore.den - seg.demolishedBefore.num,
      den: seg.demolishedBefore.den,
    });
    const left = exactSub({ n: BigInt(base - writeOffs), d: 1n }, exactDecline);
    const writeOff = left.n <= 0n ? 0 : exactRound(exactScale(left, share), s.unit);
    writeOffs += Math.max(0, Math.min(writeOff, base - writeOffs));
  }
  const decline = Math.max(0, Math.min(exactRound(exactDecline, s.unit), base - writeOffs));
  return { decline, extra, writeOffs, demolished };
}

/** IA, repairs and expensed items: the whole start value in the start FY (rule 10; IA is an additional allowance). */
function scheduleWholeDeduction(a: PreparedAsset, rows: AssetRows): void {
  const d = rows.data;
  const at = rows.offset(a.startFinancialYear);
  if (at < 0) return;
  d[at + COL_ADDITIONS] = a.startValue;
  d[at + COL_DECLINE] = a.startValue;
  if (a.deductionClass === 'instant') d[at + COL_ADDITIONAL_ALLOWANCE] = a.startValue;
  d[at + COL_DAYS] = 0;
  // Rule 13: an IA asset's disposal is fully assessable (its adjustable value is nil); R and EX have none.
  if (a.deductionClass === 'instant' && a.disposalDay !== null && a.disposalDay === a.endDay) {
    const fyAt = rows.offset(fyOfDisposal(a, rows));
    if (fyAt >= 0) d[fyAt + COL_BALANCING] = (d[fyAt + COL_BALANCING] ?? 0) + a.terminationValue;
  }
}

function fyOfDisposal(a: PreparedAsset, rows: AssetRows): number {
  for (let fy = rows.firstFinancialYear; fy <= rows.lastFinancialYear; fy++) {
    if (a.disposalDay !== null && a.disposalDay <= financialYearEndDay(fy)) return fy;
  }
  return rows.lastFinancialYear + 1;
}

/**
 * The day segments of a FY split by demolitions (docs/tax-rules.md "Demolition", rules 7 and 8, decisions 5 and 7),
 * explained as in division40/single-asset.ts: the exact sum of the segments' declines rounded once, each
 * demolition's write-off of the value left rounded separately. Also the formula helpers of explanation-single.ts.
 */
import { DAYS_DIVISOR } from '../calendar/financial-year';
import {
  diminishingValueSegment,
  primeCostClaimTerm,
  primeCostSegment,
  type Term,
} from '../division40/decline';
import type { PreparedAsset } from '../events/prepare';
import type { NormalizedSettings } from '../model/input';
import { ONE, type Ratio, ratioAdd, ratioCompare, ratioDiv, ZERO } from '../money/exact';
import type { Calculation, ExplainedEvent, ProductTerm, RateExplanation } from './explanation-model';
import { sumOf } from './explanation-parts';
import { dateOfDay, exactMoney, money, percentText, type StepList, step } from './explanation-text';

/** A day segment of the FY, split by demolitions (rule 8). */
interface Segment {
  from: number;
  days: number;
  demolishedBefore: Ratio;
  demolition: Ratio | null;
  /** The demolition's day (the segment's last day before any cap365 trim). */
  day: number;
}

export const round = (terms: ProductTerm[], unit: number): Calculation => ({ op: 'round', terms, unit });
export const least = (...of: Calculation[]): Calculation => ({ op: 'least', of });
export const greatest = (...of: Calculation[]): Calculation => ({ op: 'greatest', of });

export function exactOfNumbers(
  factors: readonly number[],
  divisors: readonly number[],
): { n: bigint; d: bigint } {
  let n = 1n;
  let d = 1n;
  for (const f of factors) n *= BigInt(f);
  for (const x of divisors) d *= BigInt(x);
  return { n, d };
}

/** "= ≈$2,506.8493 → $2,507.00" when rounding changes the exact figure, "= $2,500.00" when it does not. */
export function rounded(exact: { n: bigint; d: bigint }, amount: number): string {
  const text = exactMoney(exact.n, exact.d);
  return text === money(amount) ? `= ${text}` : `= ${text} → ${money(amount)}`;
}

export function methodCitation(a: PreparedAsset): string {
  if (a.deductionClass === 'division43') return 's43-210; rule 9, rule 8';
  if (a.method === 'PC') return 's40-75(1); docs/tax-rules.md "Methods", rule 8';
  const acquired = a.input.acquisitionDate ?? a.input.startDate;
  return `${acquired < '2006-05-10' ? 's40-70' : 's40-72(1)'}, s40-72(3); docs/tax-rules.md "Methods", rule 8`;
}

/** The prime cost annual claim as text: stored, or historical cost × rate after a demolition (decision 6). */
export function claimText(a: PreparedAsset, demolished: Ratio, rate: RateExplanation): string {
  const halve = a.input.categoryCode === 'AD' ? ' ÷ 2 (rule 11)' : '';
  if (demolished.num === 0 && a.input.annualClaim != null) {
    return `annual claim ${money(a.input.annualClaim)}${halve}`;
  }
  const basis = a.input.historicalBuildingCost ?? a.input.originalCost;
  const left = demolished.num === 0 ? '' : ` × (100% − ${percentText(demolished)} demolished)`;
  return `historical cost ${money(basis)}${left} × ${rate.inFormula}${halve}`;
}

/** A FY split by demolitions: the exact sum of its segments rounded once, each write-off rounded (rules 7, 8). */
export function segmented(
  a: PreparedAsset,
  s: NormalizedSettings,
  list: StepList,
  rate: RateExplanation,
  baseKey: string,
  demolishedAtStart: Ratio,
  from: number,
  to: number,
  inYear: readonly { day: number; rate: Ratio }[],
  events: ExplainedEvent[],
): string[] {
  const segments: Segment[] = [];
  let segStart = from;
  let demolished = demolishedAtStart;
  for (const x of inYear) {
    segments.push({
      from: segStart,
      days: x.day - segStart + 1,
      demolishedBefore: demolished,
      demolition: x.rate,
      day: x.day,
    });
    demolished = ratioAdd(demolished, x.rate);
    segStart = x.day + 1;
    if (ratioCompare(demolished, ONE) >= 0) break;
  }
  if (segStart <= to && ratioCompare(demolished, ONE) < 0) {
    segments.push({
      from: segStart,
      days: to - segStart + 1,
      demolishedBefore: demolished,
      demolition: null,
      day: to,
    });
  }
  // cap365 (rule 2, decision 5): the excess day of a full leap FY comes off the last segment.
  const cap = s.leapYearPolicy === 'cap365' ? DAYS_DIVISOR : Number.POSITIVE_INFINITY;
  const total = segments.reduce((sum, seg) => sum + seg.days, 0);
  const last = segments[segments.length - 1];
  if (last && total > cap) last.days -= total - cap;
  const base = list.amount(baseKey);
  const terms: ProductTerm[] = [];
  const texts: string[] = [];
  const writeOffs: string[] = [];
  for (const seg of segments) {
    const t: Term =
      a.method === 'DV'
        ? diminishingValueSegment(base, a.input.rate, seg.days, demolishedAtStart, seg.demolishedBefore)
        : primeCostSegment(primeCostClaimTerm(a, seg.demolishedBefore), seg.days);
    // DV terms start with the base: refer to its step so the explanation stays linked.
    const factors: Calculation[] = a.method === 'DV' ? [step(baseKey), ...t.nums.slice(1)] : t.nums;
    terms.push({ factors, divisors: t.dens });
    const e = exactOfNumbers(t.nums, t.dens);
    const basis =
      a.method === 'DV'
        ? `${money(base)}${seg.demolishedBefore === demolishedAtStart ? '' : ` × undemolished share (decision 7)`} × ${rate.inFormula}`
        : claimText(a, seg.demolishedBefore, rate);
    texts.push(
      `from ${dateOfDay(seg.from)}, ${seg.days} days: ${basis} × ${seg.days}/${DAYS_DIVISOR} = ${exactMoney(e.n, e.d)}`,
    );
    if (!seg.demolition) continue;
    const after = ratioAdd(seg.demolishedBefore, seg.demolition);
    const day = dateOfDay(seg.day);
    events.push({
      kind: 'demolition',
      date: day,
      text: `${percentText(seg.demolition)} of the historical building cost demolished${ratioCompare(after, ONE) >= 0 ? ': the asset ends' : ''}`,
      citation: 's43-40, s43-250; docs/tax-rules.md "Demolition", rule 7, rule 12',
    });
    if (ratioCompare(after, ONE) >= 0) break;
    // Rule 7: the k-th demolition writes off rate_k ÷ (1 − earlier rates) of the value left (s43-40).
    const share = ratioDiv(seg.demolition, {
      num: seg.demolishedBefore.den - seg.demolishedBefore.num,
      den: seg.demolishedBefore.den,
    });
    const left: Calculation = sumOf([baseKey], writeOffs);
    const key = `demolitionWriteOff${writeOffs.length + 1}`;
    const leftTerms: ProductTerm[] = [
      { factors: [left, share.num], divisors: [share.den] },
      ...terms.map((x) => ({ factors: [-1, ...x.factors, share.num], divisors: [...x.divisors, share.den] })),
    ];
    list.add(
      key,
      `Demolition write-off ${writeOffs.length + 1} (${day})`,
      greatest(0, least(round(leftTerms, s.unit), left)),
      's43-40; docs/tax-rules.md "Demolition", rule 7, rule 8',
      (x) =>
        `${percentText(seg.demolition ?? ZERO)} ÷ (100% − ${percentText(seg.demolishedBefore)}) = ${percentText(share)} of the value left after the decline to ${day} = ${money(x)}`,
    );
    writeOffs.push(key);
  }
  list.add(
    'decline',
    `Decline in value (${a.method === 'DV' ? 'diminishing value' : 'prime cost'}, day segments)`,
    greatest(0, least(round(terms, s.unit), sumOf([baseKey], writeOffs))),
    methodCitation(a),
    (x) => `${texts.join('; ')}; the exact sum rounded once = ${money(x)}`,
  );
  return writeOffs;
}

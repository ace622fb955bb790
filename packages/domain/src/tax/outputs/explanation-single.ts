/**
 * The explanation of a singly depreciated asset's FY (Division 40, Division 43, AD, L with the pool flag clear):
 * the same steps as division40/single-asset.ts, in the same order, as data (docs/tax-rules.md "Methods",
 * "Demolition", "Abandonment", "Disposal"; rules 7, 8, 11, 12, 13).
 */
import { DAYS_DIVISOR, financialYearEndDay, financialYearStartDay } from '../calendar/financial-year';
import { primeCostClaimTerm } from '../division40/decline';
import type { PreparedAsset } from '../events/prepare';
import type { NormalizedSettings } from '../model/input';
import { COL_CLOSING } from '../model/rows';
import { ONE, type Ratio, ratioAdd, ratioCompare, roundDivBig } from '../money/exact';
import {
  denyInExplanation,
  explainImmediateDeduction,
  immediateDeductionRefusalNote,
} from './explanation-law';
import type { ExplainedEvent, ProductTerm, RateExplanation } from './explanation-model';
import { type BodyDerivation, type ExplanationBody, sumOf } from './explanation-parts';
import {
  claimText,
  exactOfNumbers,
  least,
  methodCitation,
  round,
  rounded,
  segmented,
} from './explanation-segments';
import { dateOfDay, explainDays, money, type StepList, step, term } from './explanation-text';
import type { Schedule } from './schedule';

export function explainSingleYear(
  schedule: Schedule,
  index: number,
  fy: number,
  list: StepList,
  rate: RateExplanation,
): ExplanationBody {
  const a = schedule.assets[index] as PreparedAsset;
  const rows = schedule.rows[index];
  const s = schedule.settings;
  const body: ExplanationBody = { treatment: 'single', note: null, days: null, rate, events: [] };
  if (fy < a.startFinancialYear) return { ...body, note: `starts in FY${a.startFinancialYear}` };
  if (fy > schedule.lastFinancialYear) return { ...body, note: 'after the last FY of the schedule' };
  if (financialYearStartDay(fy) > a.endDay) return { ...body, note: `ended on ${dateOfDay(a.endDay)}` };
  const value = fy === a.startFinancialYear ? a.startValue : (rows?.get(fy - 1, COL_CLOSING) ?? 0);
  if (value === 0 && a.endDay === Number.POSITIVE_INFINITY && fy > a.startFinancialYear) {
    return { ...body, note: `fully written off by the end of FY${fy - 1}: nothing left to decline` };
  }
  const addition = fy === a.additionFinancialYear;
  const wdv = a.input.writtenDownValue;
  list.add(
    'value',
    addition ? 'Additions' : 'Opening written-down value',
    value,
    fy !== a.startFinancialYear
      ? `docs/tax-rules.md "Money and rounding" (the rounded closing value is carried forward)`
      : wdv
        ? 'docs/tax-rules.md "Asset fields", decision 8'
        : 'docs/tax-rules.md "Asset fields"; s40-175 to s40-230',
    (x) =>
      fy !== a.startFinancialYear
        ? `closing value of FY${fy - 1} carried forward: ${money(x)}`
        : wdv
          ? `written-down value ${money(x)} at the end of ${wdv.date}; the engine starts the next day`
          : `original cost ${money(x)}, from ${a.input.startDate}`,
  );
  const fyStart = financialYearStartDay(fy);
  const from = fy === a.startFinancialYear ? a.startDay : fyStart;
  const to = Math.min(financialYearEndDay(fy), a.endDay);
  body.days = explainDays(fy, from, to, s);
  const events = body.events;
  const minus: string[] = [];
  let baseKey = 'value';
  const cat = a.input.categoryCode;
  if (cat === 'AD' && fy === a.startFinancialYear && !a.fromWrittenDownValue) {
    // Rule 11: an extra 50% of cost in the start FY, without apportionment; the normal method runs on the rest.
    list.add(
      'additionalAllowance',
      'Additional allowance (AD): 50% of cost',
      least(round([{ factors: [step('value')], divisors: [2] }], s.unit), step('value')),
      'rule 11; IT(TP)A Subdiv 40-BA',
      (x) => `50% × ${money(value)} = ${money(x)}, not apportioned by days`,
    );
    list.add(
      'base',
      'Base for the normal method',
      sumOf(['value'], ['additionalAllowance']),
      'rule 11',
      (x) => {
        return `${money(value)} − ${money(list.amount('additionalAllowance'))} = ${money(x)}`;
      },
    );
    events.push({
      kind: 'additionalAllowance',
      date: a.input.startDate,
      text: `extra 50% of cost deducted in the start FY: ${money(list.amount('additionalAllowance'))}`,
      citation: 'rule 11',
    });
    baseKey = 'base';
    minus.push('additionalAllowance');
  }
  let demolished = a.initialDemolished;
  for (const d of a.demolitions) if (d.day < from) demolished = ratioAdd(demolished, d.rate);
  const inYear = a.demolitions.filter((d) => d.day >= from && d.day <= to);
  const immediate = a.immediateDeduction?.applies === true && fy === a.startFinancialYear;
  if (immediate) explainImmediateDeduction(a, list, s.taxpayer?.propertyUse, events);
  else if (fy === a.startFinancialYear) body.note = immediateDeductionRefusalNote(a);
  const writeOffs = immediate
    ? []
    : inYear.length === 0
      ? singleSegment(
          a,
          s,
          list,
          rate,
          baseKey,
          baseKey === 'base' ? 'base' : addition ? 'additions' : 'opening',
          demolished,
          body.days.daysHeld,
        )
      : segmented(a, s, list, rate, baseKey, demolished, from, to, inYear, events);
  minus.push('decline', ...writeOffs);
  for (const x of inYear) demolished = ratioAdd(demolished, x.rate);
  const balancing: { sign: 1 | -1; key: string }[] = writeOffs.map((key) => ({ sign: -1, key }));
  if (to === a.endDay) endOfAsset(a, list, minus, balancing, events, ratioCompare(demolished, ONE) >= 0);
  const depreciation = minus.includes('additionalAllowance') ? 'depreciation' : 'decline';
  if (depreciation === 'depreciation') {
    list.add(
      'depreciation',
      'Depreciation (decline in value, allowance included)',
      sumOf(['additionalAllowance', 'decline'], []),
      'decision 2',
      (x) => `${money(list.amount('additionalAllowance'))} + ${money(list.amount('decline'))} = ${money(x)}`,
    );
  }
  let balancingKey: string | null = null;
  if (balancing.length === 1 && balancing[0]?.sign === 1) balancingKey = balancing[0].key;
  else if (balancing.length > 0) {
    balancingKey = 'balancingAdjustment';
    list.add(
      'balancingAdjustment',
      'Balancing adjustment',
      { op: 'sum', parts: balancing.map((b) => ({ sign: b.sign, of: step(b.key) })) },
      'decision 1 (a write-off is a deductible adjustment, negative here)',
      (x) =>
        `${balancing.map((b) => `${b.sign < 0 ? '− write-off' : '+ on disposal'} ${term(list.amount(b.key))}`).join(' ')} = ${money(x)}`,
    );
  }
  list.add('closing', 'Closing written-down value', sumOf(['value'], minus), 'decision 2', (x) => {
    return `${money(value)} ${minus.map((k) => `− ${money(list.amount(k))}`).join(' ')} = ${money(x)}`;
  });
  const derivation: BodyDerivation = {
    valueFigure: addition ? 'additions' : 'openingWrittenDownValue',
    value: 'value',
    closing: 'closing',
    depreciation,
    balancing: balancingKey,
    abandonment: minus.includes('abandonment') ? 'abandonment' : null,
  };
  // s40-27 and s40-291 (decision 19): the value falls as computed above; the deductions are nil.
  denyInExplanation(a, list, derivation, events);
  return { ...body, derivation };
}

/** The usual FY: one day segment, one rounding (division40/decline.ts roundSegmentDecline). */
function singleSegment(
  a: PreparedAsset,
  s: NormalizedSettings,
  list: StepList,
  rate: RateExplanation,
  baseKey: string,
  baseName: string,
  demolished: Ratio,
  days: number,
): string[] {
  const base = list.amount(baseKey);
  const r = a.input.rate;
  let term: ProductTerm;
  let text: string;
  if (a.method === 'DV') {
    term = { factors: [step(baseKey), r.num, days], divisors: [r.den, DAYS_DIVISOR] };
    text = `${baseName} ${money(base)} × ${rate.inFormula} × ${days}/${DAYS_DIVISOR}`;
  } else {
    const claim = primeCostClaimTerm(a, demolished);
    term = { factors: [...claim.nums, days], divisors: [...claim.dens, DAYS_DIVISOR] };
    text = `${claimText(a, demolished, rate)} × ${days}/${DAYS_DIVISOR}`;
  }
  const exact = exactOfNumbers(
    term.factors.map((f) => (typeof f === 'number' ? f : base)),
    term.divisors,
  );
  list.add(
    'decline',
    a.method === 'DV' ? 'Decline in value (diminishing value)' : 'Decline in value (prime cost)',
    least(round([term], s.unit), step(baseKey)),
    methodCitation(a),
    (x) => `${text} ${rounded(exact, x)}${capNote(exact, s.unit, x)}`,
  );
  return [];
}

/** s40-72(3), s40-75: the decline never exceeds the value left, so the last year takes the remainder. */
function capNote(exact: { n: bigint; d: bigint }, unit: number, amount: number): string {
  const uncapped = roundDivBig(exact.n, exact.d * BigInt(unit)) * BigInt(unit);
  return uncapped > BigInt(amount) ? `; capped at the value left ${money(amount)}` : '';
}

/** The asset's last day in the FY: 100% demolition, disposal, abandonment, in that order (rule 12). */
function endOfAsset(
  a: PreparedAsset,
  list: StepList,
  minus: string[],
  balancing: { sign: 1 | -1; key: string }[],
  events: ExplainedEvent[],
  fullyDemolished: boolean,
): void {
  const day = dateOfDay(a.endDay);
  const left = () => sumOf(['value'], minus);
  const leftText = (x: number) =>
    `${money(list.amount('value'))} ${minus.map((k) => `− ${money(list.amount(k))}`).join(' ')} = ${money(x)}`;
  if (fullyDemolished) {
    list.add(
      'finalWriteOff',
      'Demolition write-off (100% demolished)',
      left(),
      's43-40; rule 7, rule 12',
      leftText,
    );
    minus.push('finalWriteOff');
    balancing.push({ sign: -1, key: 'finalWriteOff' });
  }
  if (a.disposalDay === a.endDay) {
    list.add('adjustableValue', `Adjustable value at disposal (${day})`, left(), 's40-285', leftText);
    minus.push('adjustableValue');
    const tv = a.terminationValue;
    if (a.input.categoryCode !== '43') {
      list.add('terminationValue', 'Termination value', tv, 's40-300', (x) => `received ${money(x)}`);
      list.add(
        'disposalAdjustment',
        'Balancing adjustment on disposal',
        sumOf(['terminationValue'], ['adjustableValue']),
        's40-285; docs/tax-rules.md "Disposal", rule 13',
        (x) =>
          `termination value ${money(tv)} − adjustable value ${money(list.amount('adjustableValue'))} = ${money(x)} (${x > 0 ? 'assessable' : x < 0 ? 'deductible' : 'nil'})`,
      );
      balancing.push({ sign: 1, key: 'disposalAdjustment' });
    }
    events.push({
      kind: 'disposal',
      date: day,
      text:
        a.input.categoryCode === '43'
          ? 'sold: deductions stop, no balancing adjustment (the buyer goes on claiming)'
          : `disposed of for ${money(tv)}`,
      citation:
        a.input.categoryCode === '43' ? 's43-225 to s43-240; rule 13' : 's40-285, s40-295; rule 13, rule 12',
    });
  }
  if (a.abandonmentDay === a.endDay) {
    list.add('abandonment', 'Abandonment: the value left written off', left(), 's40-295; rule 12', leftText);
    minus.push('abandonment');
    events.push({
      kind: 'abandonment',
      date: day,
      text: `abandoned${a.input.abandonmentLabel ? ` (label ${a.input.abandonmentLabel})` : ''}: the value left is written off`,
      citation: 'docs/tax-rules.md "Abandonment"; s40-295, s43-40',
    });
  }
}

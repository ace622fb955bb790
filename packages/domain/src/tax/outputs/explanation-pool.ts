/**
 * The explanation of a pooled asset's FY (the pool's one amount and the asset's share, docs/tax-rules.md "Low value
 * pool", rules 3 to 6, s40-440, s40-445).
 */
import { financialYearEndDay, financialYearStartDay } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
import { COL_ADDITIONS, COL_OPENING, COL_POOLED } from '../model/rows';
import { type Cents, ratio } from '../money/exact';
import type { RateExplanation } from './explanation-model';
import { type ExplanationBody, sumOf } from './explanation-parts';
import { dateOfDay, exactMoney, money, type StepList, step } from './explanation-text';
import type { Schedule } from './schedule';

/** 18.75% = 3/16 and 37.5% = 6/16 (s40-440(1)): a member's weight is in sixteenths. */
const LOW_COST_SIXTEENTHS = 3;
const BALANCE_SIXTEENTHS = 6;

const POOL_RATE: RateExplanation = {
  rate: ratio(3, 8),
  percent: 37.5,
  method: null,
  source: 'lowValuePool',
  assetCode: null,
  effectiveLifeYears: null,
  dateOfApplication: null,
  lifeMultiplier: null,
  constructionType: null,
  constructionStartDate: null,
  inFormula: '37.5%',
  text: '18.75% of the low-cost assets added this FY (half the rate, whatever the day), 37.5% of the opening balance and of low-value assets moving in; no day apportionment',
  citation: 's40-440(1); docs/tax-rules.md "Low value pool", rule 5',
};

/** A pooled member's weight in a FY: 18.75% of a low-cost addition in its joining FY, else 37.5% of its balance. */
function weightOf(a: PreparedAsset, fy: number, value: Cents): number {
  const lowCost = a.deductionClass === 'pool' && !a.writtenDownValueAtYearEnd && fy === a.startFinancialYear;
  return (lowCost ? LOW_COST_SIXTEENTHS : BALANCE_SIXTEENTHS) * value;
}

/**
 * The asset's share by largest remainder (rule 5): the pool's amount, in whole units of the report's rounding, shared
 * by weight; the units left over go to the largest remainders, ties to the lower asset id (decision 10). Returns the
 * units this asset gets beyond its quotient (0 or 1).
 */
function extraUnit(schedule: Schedule, index: number, fy: number, total: Cents, weightTotal: number): number {
  const unit = schedule.settings.unit;
  if (total === 0 || weightTotal === 0) return 0;
  const T = BigInt(total / unit);
  const W = BigInt(weightTotal);
  const remainders: { index: number; r: bigint }[] = [];
  let given = 0n;
  schedule.assets.forEach((a, j) => {
    const r = schedule.rows[j];
    if (r?.get(fy, COL_POOLED) !== 1) return;
    const w = BigInt(weightOf(a, fy, r.get(fy, COL_OPENING) + r.get(fy, COL_ADDITIONS)));
    given += (T * w) / W;
    remainders.push({ index: j, r: (T * w) % W });
  });
  const left = Number(T - given);
  remainders.sort((x, y) => (x.r === y.r ? x.index - y.index : x.r > y.r ? -1 : 1));
  const winners = remainders.slice(0, left).filter((x) => x.r > 0n);
  return winners.some((x) => x.index === index) ? 1 : 0;
}

export function explainPooledYear(
  schedule: Schedule,
  index: number,
  fy: number,
  list: StepList,
): ExplanationBody {
  const a = schedule.assets[index] as PreparedAsset;
  const rows = schedule.rows[index];
  const s = schedule.settings;
  const y = rows?.year(fy);
  const pool = schedule.pool.find((p) => p.financialYear === fy);
  if (!rows || !y || !pool) throw new RangeError(`asset ${a.input.id} is not pooled in FY${fy}`);
  const joined = rows.get(fy - 1, COL_POOLED) !== 1;
  const lowCost = weightOf(a, fy, 1) === LOW_COST_SIXTEENTHS;
  const addition = fy === a.additionFinancialYear || (joined && lowCost);
  const value = y.openingValue + y.additions;
  const body: ExplanationBody = { treatment: 'pool', note: null, days: null, rate: POOL_RATE, events: [] };
  const entry = !joined
    ? { text: `its pool balance at the end of FY${fy - 1} carried forward`, citation: 'rule 5' }
    : a.deductionClass !== 'pool'
      ? {
          text: `its adjustable value on 1 July is under $1,000: a low-value asset moves into the pool for good`,
          citation: 's40-425(5), s40-430(2); rule 3',
        }
      : lowCost
        ? {
            text: 'a low-cost asset (under $1,000) joins the pool in its start FY',
            citation: 's40-425(2); rule 4',
          }
        : { text: 'its written-down value at 30 June joins as opening balance', citation: 'rule 4' };
  list.add('value', addition ? 'Additions' : 'Opening written-down value', value, entry.citation, (x) => {
    return `${money(x)}: ${entry.text}`;
  });
  if (joined) body.events.push({ kind: 'poolEntry', date: dateOfDay(financialYearStartDay(fy)), ...entry });
  list.add('poolLowCostAdditions', 'Pool: low-cost additions', pool.lowCostAdditions, 's40-440(1)', (x) =>
    money(x),
  );
  list.add(
    'poolLowCostDecline',
    'Pool: 18.75% of low-cost additions',
    { op: 'round', terms: [{ factors: [step('poolLowCostAdditions'), 3], divisors: [16] }], unit: s.unit },
    's40-440(1); rule 5',
    (x) => `18.75% × ${money(pool.lowCostAdditions)} = ${money(x)}`,
  );
  list.add('poolOpeningBalance', 'Pool: opening balance', pool.openingBalance, 's40-440(1)', (x) => money(x));
  list.add(
    'poolLowValueAdditions',
    'Pool: low-value assets moving in',
    pool.lowValueAdditions,
    'rule 3, rule 4',
    money,
  );
  list.add(
    'poolBalanceDecline',
    'Pool: 37.5% of the balance',
    {
      op: 'round',
      terms: [{ factors: [sumOf(['poolOpeningBalance', 'poolLowValueAdditions'], []), 6], divisors: [16] }],
      unit: s.unit,
    },
    's40-440(1); rule 5',
    (x) => `37.5% × (${money(pool.openingBalance)} + ${money(pool.lowValueAdditions)}) = ${money(x)}`,
  );
  list.add(
    'poolDecline',
    "Pool's decline in value",
    sumOf(['poolLowCostDecline', 'poolBalanceDecline'], []),
    's40-440(1); rule 5 (rounded at pool level)',
    (x) =>
      `${money(list.amount('poolLowCostDecline'))} + ${money(list.amount('poolBalanceDecline'))} = ${money(x)}`,
  );
  const weight = weightOf(a, fy, value);
  const weightTotal =
    LOW_COST_SIXTEENTHS * pool.lowCostAdditions +
    BALANCE_SIXTEENTHS * (pool.openingBalance + pool.lowValueAdditions);
  const extra = extraUnit(schedule, index, fy, pool.decline, weightTotal);
  const unitText = s.unit === 100 ? 'dollar' : 'cent';
  const plain =
    weightTotal === 0
      ? 0
      : (Number((BigInt(pool.decline / s.unit) * BigInt(weight)) / BigInt(weightTotal)) + extra) * s.unit;
  // Rule 5: no share exceeds the member's balance; at a pool's tail a unit it cannot take goes to the others.
  const balanceAdjustment = y.decline - plain;
  list.add(
    'decline',
    "The asset's share of the pool's decline",
    {
      op: 'share',
      total: step('poolDecline'),
      weight,
      weightTotal,
      unit: s.unit,
      extraUnits: extra,
      balanceAdjustment,
    },
    'rule 5, decision 10',
    (x) =>
      `${money(pool.decline)} × (${lowCost ? '18.75%' : '37.5%'} × ${money(value)}) ÷ (18.75% × ${money(pool.lowCostAdditions)} + 37.5% × ${money(pool.openingBalance + pool.lowValueAdditions)}) = ${weightTotal === 0 ? money(0) : exactMoney(BigInt(pool.decline) * BigInt(weight), BigInt(weightTotal))}; largest remainder in whole ${unitText}s: ${extra ? `one more ${unitText}` : `no extra ${unitText}`}${balanceAdjustment === 0 ? '' : `; ${money(balanceAdjustment)} to keep every share within its balance`} = ${money(x)}`,
  );
  const minus = ['decline'];
  let balancing: string | null = null;
  const fyStart = financialYearStartDay(fy);
  const fyEnd = financialYearEndDay(fy);
  const disposed = a.disposalDay !== null && a.disposalDay >= fyStart && a.disposalDay <= fyEnd;
  let own = 0;
  if (disposed) {
    list.add(
      'terminationValue',
      'Termination value',
      a.terminationValue,
      's40-300',
      (x) => `received ${money(x)}`,
    );
    own = list.add(
      'ownReduction',
      'Termination value taken off its own pool balance',
      { op: 'least', of: [step('terminationValue'), sumOf(['value'], ['decline'])] },
      's40-445(1); rule 6, decision 9',
      (x) =>
        `the smaller of ${money(a.terminationValue)} and ${money(value - list.amount('decline'))} = ${money(x)}`,
    );
    minus.push('ownReduction');
    body.events.push({
      kind: 'disposal',
      date: dateOfDay(a.disposalDay ?? fyStart),
      text: `disposed of for ${money(a.terminationValue)}: the pool is reduced, no balancing adjustment of its own`,
      citation: 's40-445; rule 6',
    });
  }
  if (y.disposedValue - own !== 0) {
    list.add(
      'otherReduction',
      "Its part of other pooled assets' termination values",
      y.disposedValue - own,
      's40-445(1); decision 9',
      (x) =>
        `${money(x)}: termination values beyond their own balances, shared by balance (largest remainder)`,
    );
    minus.push('otherReduction');
  }
  if (y.balancingAdjustment !== 0) {
    balancing = 'assessable';
    list.add(
      'assessable',
      'Assessable: termination value beyond the pool balance',
      y.balancingAdjustment,
      's40-445(2); decision 9',
      (x) => `${money(x)} (shared among the disposed assets by excess)`,
    );
  }
  for (const [day, what] of [
    [a.abandonmentDay, 'abandonment'],
    [a.demolitions.find((d) => d.day >= fyStart && d.day <= fyEnd)?.day ?? null, 'demolition'],
  ] as const) {
    if (day !== null && day >= fyStart && day <= fyEnd) {
      body.events.push({
        kind: what,
        date: dateOfDay(day),
        text: `${what} of a pooled asset changes nothing (termination value nil)`,
        citation: 'rule 6',
      });
    }
  }
  list.add('closing', 'Closing pool balance of the asset', sumOf(['value'], minus), 'rule 5, rule 6', (x) => {
    return `${money(value)} ${minus.map((k) => `− ${money(list.amount(k))}`).join(' ')} = ${money(x)}`;
  });
  return {
    ...body,
    derivation: {
      valueFigure: addition ? 'additions' : 'openingWrittenDownValue',
      value: 'value',
      closing: 'closing',
      depreciation: 'decline',
      balancing,
      abandonment: null,
    },
  };
}

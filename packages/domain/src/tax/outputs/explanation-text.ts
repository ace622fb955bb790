/**
 * The parts of an explanation that are not steps: the text of amounts and rates, the days held, the rounding and
 * where the rate came from (docs/tax-rules.md "Methods", "Division 43 rates", decision 12), plus the step builder.
 */
import { groupThousands, scaledToDecimalText } from '../../format/decimal';
import { formatMoneyCents } from '../../format/money';
import { type CivilDate, civilDateOfDayNumber } from '../calendar/civil-date';
import { DAYS_DIVISOR, isLeapFinancialYear } from '../calendar/financial-year';
import type { PreparedAsset } from '../events/prepare';
import type { NormalizedSettings } from '../model/input';
import { type Cents, type Ratio, ratioOfPercent, roundDivBig } from '../money/exact';
import { type ConstructionType, constructionTypeOf, DIVISION43_RATE_TABLE } from '../rates/division43-rates';
import { DV_200_PERCENT_FROM, division40Rate, percentOf } from '../rates/effective-life';
import {
  type Calculation,
  type DaysHeldExplanation,
  type ExplanationStep,
  evaluateCalculation,
  type RateExplanation,
  type RoundingExplanation,
} from './explanation-model';

/** What the register knows of an asset's rate beyond the engine's input (the tax code row, the rate mode). */
export interface AssetRateContext {
  /** The firm's ATO Code. */
  assetCode?: string | null;
  effectiveLifeYears?: number | string | null;
  /** The date of application of the code's effective-life row in force at acquisition (s40-95(2)). */
  dateOfApplication?: CivilDate | null;
  /** Division 43: the code's construction type and the date construction started (decision 12). */
  constructionType?: string | null;
  constructionStartDate?: CivilDate | null;
  /** Customize mode: the rate is the user's sourceTaxRate (docs/tax-rules.md "Asset fields"). */
  customised?: boolean;
}

export const money = (cents: Cents): string => formatMoneyCents(cents);
/** An amount inside a sum: a negative one in brackets, so "− (-$565.17)" reads as what it is. */
export const term = (cents: Cents): string => (cents < 0 ? `(${money(cents)})` : money(cents));

/** An exact amount of cents `n / d` in dollars: exact to the cent, else "≈" and four more places. */
export function exactMoney(n: bigint, d: bigint): string {
  if (n % d === 0n) return money(Number(n / d));
  const scaled = roundDivBig(n * 10_000n, d);
  const negative = scaled < 0n;
  const text = scaledToDecimalText(Number(negative ? -scaled : scaled), 6);
  const [whole = '0', fraction = ''] = text.split('.');
  return `≈${negative ? '-' : ''}$${groupThousands(whole)}.${fraction.padEnd(2, '0')}`;
}

/** A rate as a percentage: exact when it ends within six decimals, else the fraction and its rounded percent. */
export function percentText(r: Ratio): string {
  for (let k = 0; k <= 6; k++) {
    const scaled = BigInt(r.num) * 100n * 10n ** BigInt(k);
    if (scaled % BigInt(r.den) === 0n) return `${scaledToDecimalText(Number(scaled / BigInt(r.den)), k)}%`;
  }
  return `${r.num}/${r.den} (≈${percentOf(r)}%)`;
}

export const dateOfDay = (day: number): CivilDate => civilDateOfDayNumber(day);
export const step = (key: string): Calculation => ({ op: 'step', key });

/** Builds the steps in order, each amount evaluated from its calculation (so text and data cannot disagree). */
export class StepList {
  readonly steps: ExplanationStep[] = [];
  private readonly amounts = new Map<string, Cents>();

  add(
    key: string,
    label: string,
    calculation: Calculation,
    citation: string,
    formula: (amount: Cents) => string,
  ): Cents {
    const amount = evaluateCalculation(calculation, this.amounts);
    this.amounts.set(key, amount);
    this.steps.push({ key, label, formula: formula(amount), amount, citation, calculation });
    return amount;
  }

  amount(key: string): Cents {
    return this.amounts.get(key) ?? 0;
  }
}

export function explainDays(
  fy: number,
  fromDay: number,
  toDay: number,
  s: NormalizedSettings,
): DaysHeldExplanation {
  const count = toDay - fromDay + 1;
  const daysHeld = s.leapYearPolicy === 'cap365' ? Math.min(count, DAYS_DIVISOR) : count;
  const leap = isLeapFinancialYear(fy);
  const from = dateOfDay(fromDay);
  const to = dateOfDay(toDay);
  const policy =
    s.leapYearPolicy === 'cap365'
      ? `cap365: days held never exceed 365${count > DAYS_DIVISOR ? ` (${count} capped)` : ''}`
      : `statutory: ${leap ? 'this leap FY can count 366 days held' : 'no 29 February in this FY'}`;
  return {
    from,
    to,
    daysHeld,
    divisor: DAYS_DIVISOR,
    daysInFinancialYear: leap ? 366 : 365,
    leapYearPolicy: s.leapYearPolicy,
    text: `${from} to ${to} inclusive: ${daysHeld} days held of FY${fy}'s ${leap ? 366 : 365}, divisor ${DAYS_DIVISOR}; ${policy}`,
    citation: 's40-72(1), s40-75(1), s43-210 (divisor 365); docs/tax-rules.md "Calendar", rule 2',
  };
}

export function explainRounding(s: NormalizedSettings, pooled: boolean): RoundingExplanation {
  const unit = s.roundingUnit === 'dollar' ? 'the whole dollar' : 'the cent';
  return {
    unit: s.roundingUnit,
    text: pooled
      ? `half away from zero to ${unit}, at pool level: 18.75% and 37.5% amounts each rounded once; shared by largest remainder in whole units of that rounding`
      : `half away from zero to ${unit}, once per asset per FY (the exact sum of its day segments); each write-off rounded separately; capped after rounding`,
    citation: pooled
      ? 'docs/tax-rules.md "Money and rounding", rule 5, decision 10'
      : 'docs/tax-rules.md "Money and rounding", rule 8, rule 14',
  };
}

const sameRatio = (x: Ratio, y: Ratio) => x.num * y.den === y.num * x.den;

/** The six uses of Tables 43-140 and 43-145 in words (docs/tax-rules.md "Division 43 rates"). */
const USE_WORDS: Record<ConstructionType, string> = {
  shortTermTravellerAccommodation: 'short-term traveller accommodation',
  nonResidential: 'non-residential',
  industrial: 'industrial',
  residential: 'residential',
  structuralImprovement: 'structural improvement',
  environmentProtectionEarthworks: 'environment protection earthworks',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `1995-03-03` as `3 Mar 1995`, from the text alone (no Date in the engine). */
const dayText = (date: CivilDate): string =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

function baseRate(a: PreparedAsset, ctx: AssetRateContext | undefined): RateExplanation {
  return {
    rate: a.input.rate,
    percent: percentOf(a.input.rate),
    method: a.method,
    source: 'asEntered',
    assetCode: ctx?.assetCode ?? null,
    effectiveLifeYears: null,
    dateOfApplication: ctx?.dateOfApplication ?? null,
    lifeMultiplier: null,
    constructionType: ctx?.constructionType ?? null,
    constructionStartDate: null,
    inFormula: percentText(a.input.rate),
    text: `${percentText(a.input.rate)}: the register's rate (no effective life or construction type here to derive it from)`,
    citation: 'docs/tax-rules.md "Asset fields"',
  };
}

/** A rate as a percentage rounded half away from zero to 4 decimals (66.6667 for 2/3). */
function percentToFourDecimals(rate: Ratio): number {
  return Number(roundDivBig(BigInt(rate.num) * 1_000_000n, BigInt(rate.den))) / 10_000;
}

/** Where a singly depreciated asset's rate came from: the tax-office rule that gives it, or the user. */
export function explainRate(a: PreparedAsset, ctx: AssetRateContext | undefined): RateExplanation {
  const out = baseRate(a, ctx);
  const pct = percentText(a.input.rate);
  const code = ctx?.assetCode ? `tax code ${ctx.assetCode}` : 'the tax code';
  const ofCode = ctx?.assetCode ? ` (tax code ${ctx.assetCode})` : '';
  if (ctx?.customised) {
    return {
      ...out,
      source: 'customised',
      text: `${pct}: the rate set in Customize mode (sourceTaxRate), used instead of the tax-office rate`,
    };
  }
  const acquired = a.input.acquisitionDate ?? a.input.startDate;
  if (a.deductionClass === 'division43') {
    const type = constructionTypeOf(ctx?.constructionType);
    const started = ctx?.constructionStartDate ?? acquired;
    const row = DIVISION43_RATE_TABLE.find(
      (r) => r.constructionType === type && r.from <= started && (r.to === null || started <= r.to),
    );
    if (!row && type && a.input.rate.num === 0) {
      // Before the use's first date the law gives no rate: the asset stays on the schedule with a $0 line.
      return {
        ...out,
        source: 'division43Table',
        constructionType: type,
        constructionStartDate: started,
        text: `${USE_WORDS[type]}${ofCode}, construction began ${dayText(started)}: nil, before the first date Tables 43-140 and 43-145 give a rate for this use`,
        citation: 's43-140 to s43-215, Tables 43-140 and 43-145; docs/tax-rules.md "Division 43 rates"',
      };
    }
    if (!row || !sameRatio(row.rate, a.input.rate)) return out;
    return {
      ...out,
      source: 'division43Table',
      constructionType: row.constructionType,
      constructionStartDate: started,
      // Issue 23: the use, the construction start date and the table row, in words.
      text: `${USE_WORDS[row.constructionType]}${ofCode}, construction began ${dayText(started)}: ${pct} from ${dayText(row.from)}${row.to ? ` to ${dayText(row.to)}` : ''} (Tables 43-140 and 43-145); straight line whatever the row's method (rule 9)`,
      citation:
        's43-140 to s43-215, Tables 43-140 and 43-145, s43-210; docs/tax-rules.md "Division 43 rates", decision 12',
    };
  }
  const life = ctx?.effectiveLifeYears ?? a.input.effectiveLifeYears ?? null;
  if (life === null || !(Number(life) > 0)) return out;
  const derived = division40Rate(life, a.method, acquired);
  // The service holds the tax-office rate as a percentage rounded to 2 decimals (decision 12); the rate column
  // keeps 4 (numeric(9, 4)), so a rate written at that precision (imports, the demo data) is the same rate.
  const held = [ratioOfPercent(percentOf(derived)), ratioOfPercent(percentToFourDecimals(derived))];
  const exact = sameRatio(derived, a.input.rate);
  if (!exact && !held.some((rate) => sameRatio(rate, a.input.rate))) return out;
  const multiplier = a.method === 'PC' ? '100%' : acquired >= DV_200_PERCENT_FROM ? '200%' : '150%';
  const rule =
    a.method === 'PC'
      ? 's40-75(1)'
      : acquired >= DV_200_PERCENT_FROM
        ? 's40-72(1) (acquired on or after 10 May 2006)'
        : 's40-70 (acquired before 10 May 2006)';
  const row = ctx?.dateOfApplication ? `, effective-life table row dated ${ctx.dateOfApplication}` : '';
  return {
    ...out,
    source: 'effectiveLife',
    effectiveLifeYears: Number(life),
    lifeMultiplier: multiplier,
    inFormula: exact ? `${multiplier} ÷ ${life}` : pct,
    text: `${pct} = ${multiplier} ÷ ${life} years: effective life of ${code}${row} in force when acquired on ${acquired} (s40-95(2)); ${rule}${exact ? '' : '; held rounded (decision 12)'}`,
    citation: `${a.method === 'PC' ? 's40-75(1)' : acquired >= DV_200_PERCENT_FROM ? 's40-72(1)' : 's40-70'}, s40-95(2); docs/tax-rules.md "Methods", decision 12`,
  };
}

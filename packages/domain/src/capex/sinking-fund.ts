/**
 * The optional sinking fund (issue 27 item 3): each year of the forecast opens with the last year's closing
 * balance, takes the contribution, earns interest and pays the year's forecast spending; the years it closes below
 * zero are the years it falls short (docs/capex-rules.md "Sinking fund").
 */
import { type Cents, mulDivRound } from '../tax/money/exact';
import type { SinkingFundSettings } from './capex-item';
import { PARTS_PER_UNIT, readRatePercent } from './escalation';
import { MAX_ITEM_CENTS } from './validation';

export interface SinkingFundYear {
  year: number;
  financialYear: number;
  openingCents: Cents;
  contributionCents: Cents;
  interestCents: Cents;
  spendingCents: Cents;
  closingCents: Cents;
}

export interface SinkingFund {
  years: SinkingFundYear[];
  /** The forecast years (offsets) whose closing balance is below zero. */
  shortYears: number[];
}

export type SinkingFundField = 'openingBalanceCents' | 'contributionCents' | 'interestPercent';

export interface SinkingFundError {
  field: SinkingFundField;
  message: string;
}

/** A fund's balance and contribution are bounded as an item's cost is (validation.ts), so its sums stay exact. */
export const SINKING_FUND_MESSAGES = {
  openingBalanceCents: 'Opening balance must be in whole cents, from $0.00 to $100,000,000.00.',
  contributionCents: 'Contribution must be in whole cents, from $0.00 to $100,000,000.00 a year.',
} as const;

const isCentsInRange = (value: Cents): boolean =>
  Number.isSafeInteger(value) && value >= 0 && value <= MAX_ITEM_CENTS;

export function validateSinkingFund(fund: SinkingFundSettings): SinkingFundError[] {
  const errors: SinkingFundError[] = [];
  if (!isCentsInRange(fund.openingBalanceCents)) {
    errors.push({ field: 'openingBalanceCents', message: SINKING_FUND_MESSAGES.openingBalanceCents });
  }
  if (!isCentsInRange(fund.contributionCents)) {
    errors.push({ field: 'contributionCents', message: SINKING_FUND_MESSAGES.contributionCents });
  }
  const rate = readRatePercent(fund.interestPercent);
  if (rate.problem !== null)
    errors.push({ field: 'interestPercent', message: `Interest rate ${rate.problem}.` });
  return errors;
}

/**
 * The fund over the forecast's years, paying `spendingByYear` (the forecast's totalByYear, year 0 first).
 * Interest is earned on the opening balance, when it is positive, rounded once per year half away from zero; an
 * overdrawn fund earns nothing and no borrowing cost is charged (the forecast shows the shortfall, not a loan).
 */
export function sinkingFund(
  fund: SinkingFundSettings,
  baseYear: number,
  spendingByYear: readonly Cents[],
): SinkingFund {
  const errors = validateSinkingFund(fund);
  if (errors.length > 0) {
    throw new RangeError(`sinking fund refused: ${errors.map((e) => e.message).join(' ')}`);
  }
  const parts = readRatePercent(fund.interestPercent).partsPerMillion ?? 0;
  const years: SinkingFundYear[] = [];
  const shortYears: number[] = [];
  let openingCents = fund.openingBalanceCents;
  spendingByYear.forEach((spendingCents, year) => {
    const interestCents = openingCents > 0 ? mulDivRound(openingCents, parts, 1, PARTS_PER_UNIT, 1) : 0;
    const closingCents = openingCents + fund.contributionCents + interestCents - spendingCents;
    if (!Number.isSafeInteger(closingCents))
      throw new RangeError('the sinking fund is too large to work exactly');
    years.push({
      year,
      financialYear: baseYear + year,
      openingCents,
      contributionCents: fund.contributionCents,
      interestCents,
      spendingCents,
      closingCents,
    });
    if (closingCents < 0) shortYears.push(year);
    openingCents = closingCents;
  });
  return { years, shortYears };
}

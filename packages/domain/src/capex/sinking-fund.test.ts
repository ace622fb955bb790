import { describe, expect, it } from 'vitest';
import { SINKING_FUND_MESSAGES, sinkingFund, validateSinkingFund } from './sinking-fund';

describe('the sinking fund (issue 27 item 3)', () => {
  it('opens, takes the contribution, earns interest on a positive opening, pays the year and closes', () => {
    // $10,000.00 opening, $2,000.00 a year, 2.5% interest.
    // Year 0: 1,000,000 + 200,000 + 25,000 − 0 = 1,225,000.
    // Year 1: 1,225,000 + 200,000 + 30,625 − 500,000 = 955,625.
    // Year 2: 955,625 × 2.5% = 23,890.625 → 23,891; 955,625 + 200,000 + 23,891 − 1,500,000 = −320,484: short.
    // Year 3: overdrawn, no interest: −320,484 + 200,000 − 0 = −120,484: short.
    // Year 4: −120,484 + 200,000 = 79,516.
    const fund = sinkingFund(
      { openingBalanceCents: 1_000_000, contributionCents: 200_000, interestPercent: '2.5' },
      2026,
      [0, 500_000, 1_500_000, 0, 0],
    );
    expect(
      fund.years.map((y) => [
        y.financialYear,
        y.openingCents,
        y.contributionCents,
        y.interestCents,
        y.spendingCents,
        y.closingCents,
      ]),
    ).toEqual([
      [2026, 1_000_000, 200_000, 25_000, 0, 1_225_000],
      [2027, 1_225_000, 200_000, 30_625, 500_000, 955_625],
      [2028, 955_625, 200_000, 23_891, 1_500_000, -320_484],
      [2029, -320_484, 200_000, 0, 0, -120_484],
      [2030, -120_484, 200_000, 0, 0, 79_516],
    ]);
    expect(fund.shortYears).toEqual([2, 3]);
  });

  it('names what is wrong with its settings', () => {
    expect(
      validateSinkingFund({ openingBalanceCents: 0, contributionCents: 0, interestPercent: '0' }),
    ).toEqual([]);
    expect(
      validateSinkingFund({ openingBalanceCents: -1, contributionCents: 0.5, interestPercent: '30' }),
    ).toEqual([
      { field: 'openingBalanceCents', message: SINKING_FUND_MESSAGES.openingBalanceCents },
      { field: 'contributionCents', message: SINKING_FUND_MESSAGES.contributionCents },
      { field: 'interestPercent', message: 'Interest rate must be at most 25% a year.' },
    ]);
    expect(() =>
      sinkingFund({ openingBalanceCents: 0, contributionCents: 0, interestPercent: '' }, 2026, [0]),
    ).toThrow(/Interest rate is required/);
  });
});

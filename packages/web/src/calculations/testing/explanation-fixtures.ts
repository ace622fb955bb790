import type { AssetYearExplanationAnswer, MethodComparisonAnswer, MethodOutcomeLine } from '@taxdep/domain';

/**
 * An explanation as the service sends it (explanation-calls.ts): $10,000 of plant at 20% diminishing value, held
 * the whole of FY2025 (the figures of packages/server/src/calculations/explanations.test.ts's lift).
 */
export function explanationAnswer(assetId: number): AssetYearExplanationAnswer {
  return {
    assetId,
    financialYear: 2025,
    shown: true,
    treatment: 'single',
    note: null,
    days: {
      from: '2024-07-01',
      to: '2025-06-30',
      daysHeld: 365,
      divisor: 365,
      daysInFinancialYear: 365,
      leapYearPolicy: 'statutory',
      text: "2024-07-01 to 2025-06-30 inclusive: 365 days held of FY2025's 365, divisor 365",
      citation: 's40-72(1) (divisor 365)',
    },
    rate: {
      percent: 20,
      method: 'DV',
      source: 'effectiveLife',
      assetCode: 'A0004',
      effectiveLifeYears: 10,
      dateOfApplication: '2005-07-01',
      lifeMultiplier: '200%',
      constructionType: null,
      constructionStartDate: null,
      text: '20% = 200% ÷ 10 years: effective life of tax code A0004',
      citation: 's40-72(1), s40-95(2)',
    },
    rounding: {
      unit: 'cent',
      text: 'half away from zero to the cent, once per asset per FY',
      citation: 'decision 4',
    },
    events: [{ kind: 'disposal', date: '2025-03-31', text: 'sold for $7,000.00', citation: 's40-285' }],
    steps: [
      {
        key: 'value',
        label: 'Value at the start of the year',
        formula: 'cost $10,000.00',
        amount: 10_000,
        citation: 's40-180',
      },
      {
        key: 'decline',
        label: 'Decline in value',
        formula: 'value $10,000.00 × 200% ÷ 10 × 365/365 = $2,000.00',
        amount: 2_000,
        citation: 's40-72(1)',
      },
      {
        key: 'claimToDate',
        label: 'Claim to date',
        formula: 'deductions to the end of FY2024 $0.00 + depreciation $2,000.00 = $2,000.00',
        amount: 2_000,
        citation: 'decision 3',
      },
    ],
    figures: {
      openingWrittenDownValue: 0,
      additions: 10_000,
      depreciation: 2_000,
      balancingAdjustment: 0,
      closingWrittenDownValue: 8_000,
      depreciationClaimToDate: 2_000,
    },
    derivation: {
      openingWrittenDownValue: null,
      additions: 'value',
      depreciation: 'decline',
      balancingAdjustment: null,
      closingWrittenDownValue: null,
      depreciationClaimToDate: 'claimToDate',
    },
  };
}

function outcome(method: 'DV' | 'PC', perYear: (k: number) => number): MethodOutcomeLine {
  const years = Array.from({ length: 40 }, (_, k) => ({
    finYearEndDate: `${2025 + k}-06-30`,
    total: perYear(k),
  }));
  const upTo = (n: number) => years.slice(0, n).reduce((sum, y) => sum + y.total, 0);
  return {
    method,
    firstYear: upTo(1),
    fiveYears: upTo(5),
    tenYears: upTo(10),
    fortyYears: upTo(40),
    perFinancialYear: years,
  };
}

/** $10,000 of plant, life 10: prime cost $1,000 a year for 10 years, diminishing value $2,000 then $1,600, … */
export function methodComparisonAnswer(): MethodComparisonAnswer {
  return {
    currentFinancialYear: 2025,
    primeCost: outcome('PC', (k) => (k < 10 ? 1_000 : 0)),
    diminishingValue: outcome('DV', (k) => (k < 2 ? [2_000, 1_600][k]! : 0)),
  };
}

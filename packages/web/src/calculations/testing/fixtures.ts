import type {
  CategoryReportAnswer,
  DeductionAsset,
  DeductionCategory,
  DeductionYear,
  SummaryAnswer,
  SummaryFigures,
  SummaryTaxFlowLine,
} from '@taxdep/domain';

/** The six years of a deduction view for a report whose EOFY date is 30 June 2025: the prior one, then 2025 on. */
export const FINANCIAL_YEARS = [2024, 2025, 2026, 2027, 2028, 2029];

export function deductionYear(fy: number, values: Partial<DeductionYear> = {}): DeductionYear {
  return {
    calcFYStartDate: `${fy - 1}-07-01`,
    calcFYEndDate: `${fy}-06-30`,
    owdv: 0,
    additions: 0,
    depreciation: 0,
    balancingAdjustments: 0,
    abandonment: 0,
    cwdv: 0,
    ...values,
  };
}

function asset(
  assetId: number,
  assetName: string,
  years: DeductionYear[],
  originalCost = 10000,
): DeductionAsset {
  return {
    assetId,
    assetName,
    effectiveLife: 10,
    workStartDate: '2023-08-15',
    historicalBuildingCost: null,
    annualDepreciationClaim: null,
    originalCost,
    depreciationCalculations: years,
  };
}

/** A declining asset: opening 10,000 in the prior year, 1,234.50 deducted in each year. */
function decliningYears(): DeductionYear[] {
  return FINANCIAL_YEARS.map((fy, k) =>
    deductionYear(fy, {
      owdv: 10000 - 1234.5 * k,
      depreciation: 1234.5,
      cwdv: 10000 - 1234.5 * (k + 1),
    }),
  );
}

const emptyFlow = {
  balanceSummaryTaxFlow: [],
  additionalAllowancesSummaryTaxFlow: null,
  totalSummaryTaxFlow: null,
};

/** One view's answer with one asset group ("Carpets", asset 11) in Tables A and B; views 6 and 7 their own rows. */
export function deductionAnswer(
  category: Exclude<DeductionCategory, 'DiminishingValue'>,
): CategoryReportAnswer {
  if (category === 'IA') {
    const years = FINANCIAL_YEARS.map((fy) => deductionYear(fy, fy === 2025 ? { depreciation: 1500 } : {}));
    return view(category, 'Computers', [asset(31, 'Laptop', years, 1500)], years);
  }
  if (category === 'R') {
    const repaint = FINANCIAL_YEARS.map((fy) =>
      deductionYear(fy, fy === 2025 ? { additions: 2500, depreciation: 2500 } : {}),
    );
    const kettle = FINANCIAL_YEARS.map((fy) =>
      deductionYear(fy, fy === 2026 ? { additions: 120, depreciation: 120 } : {}),
    );
    const balance = FINANCIAL_YEARS.map((fy, k) =>
      deductionYear(fy, {
        additions: (repaint[k]?.additions ?? 0) + (kettle[k]?.additions ?? 0),
        depreciation: (repaint[k]?.depreciation ?? 0) + (kettle[k]?.depreciation ?? 0),
      }),
    );
    const answer = view(category, 'Repairs', [asset(41, 'Repaint walls', repaint, 2500)], balance);
    answer.categoryAsset.push({
      assetGroup: 'EX',
      years: kettle,
      assetsInfo: [asset(42, 'Kettle', kettle, 120)],
      assetCount: 1,
    });
    return { ...answer, totalRecords: 2 };
  }
  const years = decliningYears();
  const answer = view(category, 'Carpets', [asset(11, 'Carpet level 1', years)], years);
  return category === 'L' ? { ...answer, rateText: '18.75% / 37.5%' } : answer;
}

function view(
  category: DeductionCategory,
  assetGroup: string,
  assets: DeductionAsset[],
  balance: DeductionYear[],
): CategoryReportAnswer {
  return {
    category,
    financialYears: FINANCIAL_YEARS,
    categoryAsset: [{ assetGroup, years: balance, assetsInfo: assets, assetCount: assets.length }],
    totalRecords: assets.length,
    totalPages: 1,
    categoryAssetAsPerIndustryForTableA: [
      {
        industryName: 'Rental and hiring',
        years: balance,
        categoryAsset: [
          {
            subIndustryName: 'Residential property operators',
            years: balance,
            categoryAsset: [{ assetGroup, years: balance, assetsInfo: [], assetCount: assets.length }],
          },
        ],
      },
    ],
    balance,
    ...emptyFlow,
  };
}

/** A view with nothing in it, as the service answers for a register without such assets. */
export function emptyDeductionAnswer(category: DeductionCategory): CategoryReportAnswer {
  return {
    category,
    financialYears: FINANCIAL_YEARS,
    categoryAsset: [],
    categoryAssetAsPerIndustryForTableA: [],
    balance: [],
    totalRecords: 0,
    totalPages: 0,
    ...emptyFlow,
  };
}

function flowLine(finYearEndDate: string | null, values: Partial<SummaryTaxFlowLine>): SummaryTaxFlowLine {
  const line: SummaryTaxFlowLine = {
    finYearEndDate,
    div40Depreciation: 0,
    div40LVPDepreciation: 0,
    div43Depreciation: 0,
    div40BalancingAdjustment: 0,
    div40LVPBalancingAdjustment: 0,
    div43BalancingAdjustment: 0,
    abandonment: 0,
    repairs: 0,
    expensedItem: 0,
    total: 0,
    ...values,
  };
  line.total =
    Object.entries(line)
      .filter(([name]) => name !== 'finYearEndDate' && name !== 'total')
      .reduce((sum, [, value]) => sum + Math.round(Number(value) * 100), 0) / 100;
  return line;
}

/** View 1: 40 years from 2025; Division 40 for 10 years, the pool for 5, Division 43 throughout, a sale in 2027. */
export function taxFlowAnswer(allZero = false): CategoryReportAnswer {
  const lines = Array.from({ length: 40 }, (_, k) =>
    flowLine(
      `${2025 + k}-06-30`,
      allZero
        ? {}
        : {
            div40Depreciation: k < 10 ? 1000.4 : 0,
            div40LVPDepreciation: k < 5 ? 300 : 0,
            div43Depreciation: 2500,
            div40BalancingAdjustment: k === 2 ? -1234.5 : 0,
          },
    ),
  );
  return {
    category: 'DiminishingValue',
    financialYears: lines.map((_, k) => 2025 + k),
    totalRecords: 0,
    totalPages: 0,
    categoryAsset: [],
    categoryAssetAsPerIndustryForTableA: [],
    balance: [],
    balanceSummaryTaxFlow: lines,
    additionalAllowancesSummaryTaxFlow: flowLine(null, allZero ? {} : { div40Depreciation: 1500 }),
    totalSummaryTaxFlow: flowLine(
      null,
      allZero ? {} : { div40Depreciation: 11504, div43Depreciation: 100000 },
    ),
  };
}

function figures(originalCost: number, opening: number, depreciation: number): SummaryFigures {
  return {
    originalCost,
    openingWrittenDownValue: opening,
    additions: 0,
    balancingAdjustment: 0,
    depreciation,
    claimsForDeductionsAndDisposals: depreciation,
    closingWrittenDownValue: opening - depreciation,
  };
}

/** The Summary of a report with two carpets and an expensed kettle. */
export function summaryAnswer(): SummaryAnswer {
  return {
    eofyReportDate: '2025-06-30',
    totalRecords: 3,
    totalPages: 1,
    categoryWiseAssetForSummaryTab: [
      {
        assetGroup: 'Carpets',
        listOfAssetForSummaryTab: [
          { assetId: 11, assetName: 'Carpet level 1', ...figures(10000, 8765.5, 1234.5) },
          { assetId: 12, assetName: 'Carpet level 2', ...figures(20000, 17531, 2469) },
        ],
        assetCount: 2,
        total: figures(30000, 26296.5, 3703.5),
      },
      {
        assetGroup: 'EX',
        listOfAssetForSummaryTab: [{ assetId: 42, assetName: 'Kettle', ...figures(120, 0, 0) }],
        assetCount: 1,
        total: figures(120, 0, 0),
      },
    ],
    total: figures(30120, 26296.5, 3703.5),
  };
}

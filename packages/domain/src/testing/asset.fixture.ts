/** A complete, valid asset row (and demolition) for tests of the register rules, in the domain and the screens. */
import type { Asset, Demolition } from '../api';

export function assetFixture(overrides: Partial<Asset> = {}): Asset {
  return {
    id: 101,
    depreciationReportId: 7,
    assetCode: { id: 5, assetCode: 'ATO-0105' },
    depreciationCategory: { id: 1, code: '40' },
    depreciationMethod: { id: 2, code: 'DV' },
    fundCode: null,
    propertyCode: null,
    projectCode: null,
    description: 'Air conditioning unit',
    subCategory: null,
    location: 'Level 1',
    supplier: null,
    invoiceNumber: null,
    invoiceDate: '2024-09-01',
    depreciationCommencementDate: null,
    financialYearEndDate: '2025-06-30',
    originalCost: 12000,
    writtenDownValue: null,
    writtenDownValueDate: null,
    depreciationRate: 13.33,
    sourceTaxRate: null,
    annualDepreciationClaim: null,
    historicalBuildingCost: null,
    readOnly: false,
    assetDemolitions: [],
    abandonmentLabel: null,
    ...overrides,
  };
}

export function demolitionFixture(overrides: Partial<Demolition> = {}): Demolition {
  return {
    id: 1,
    demoDate: '2026-06-30',
    rate: 20,
    adjustedHistoricalCost: null,
    adjustedAnnualDepreciation: null,
    modelAsset: { id: 101, depreciationReportId: 7 },
    ...overrides,
  };
}

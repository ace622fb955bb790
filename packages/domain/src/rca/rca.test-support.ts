/** Builders of an assessment's inputs for the tests: a plain building and settings with nothing added. */
import type { RcaArea, RcaBuilding, RcaSettings } from './rca-inputs';

export function rcaSettings(overrides: Partial<RcaSettings> = {}): RcaSettings {
  return {
    assessmentDate: '2026-07-01',
    escalationMethod: 'rate',
    escalationPercent: '0',
    indexFrom: '',
    indexTo: '',
    policyMonths: 12,
    gstIncluded: false,
    gstPercent: '10',
    lineRounding: 'cent',
    sumInsuredRoundingCents: 100,
    reviewYears: 3,
    currentSumInsuredCents: null,
    illustrativeLossCents: null,
    ...overrides,
  };
}

export function rcaArea(overrides: Partial<RcaArea> = {}): RcaArea {
  return {
    areaId: 'a1',
    use: 'Office',
    areaM2: '1000',
    rateCentsPerM2: 300_000,
    libraryRate: null,
    overrideReason: 'Quoted by the builder',
    ...overrides,
  };
}

export function rcaBuilding(overrides: Partial<RcaBuilding> = {}): RcaBuilding {
  return {
    buildingId: 'b1',
    name: 'Main building',
    areas: [rcaArea()],
    localityFactor: '1',
    externalWorksCents: 0,
    siteServicesCents: 0,
    adjustments: [],
    demolitionMethod: 'lumpSum',
    demolitionPercent: '',
    demolitionCents: 0,
    asbestos: false,
    contamination: false,
    hazardNote: '',
    contingencyPercent: '0',
    professionalFeesPercent: '0',
    authorityFeesCents: 0,
    leadMonths: 0,
    constructionMonths: 12,
    ...overrides,
  };
}

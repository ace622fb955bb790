/**
 * Assessments for the document's tests (issue 28 "How we will know"): the RICS/BCIS sample build-up (one building,
 * index escalation 225/223, 12% fees, a £75,000 demolition and 17.5% VAT, to the pound) and a two-building
 * Australian assessment (an office tower on library rates, one changed with a reason, and a car park entered by
 * hand with asbestos noted; 3.5% a year escalation, GST insured, under-insured with an illustrative loss).
 */
import {
  assessRca,
  type RcaArea,
  type RcaBuilding,
  type RcaLibraryRate,
  type RcaSettings,
} from '@taxdep/domain/rca';
import type { RcaDocumentHeader, RcaDocumentInput } from './input';

export const settingsOf = (change: Partial<RcaSettings> = {}): RcaSettings => ({
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
  ...change,
});

export const areaOf = (change: Partial<RcaArea> = {}): RcaArea => ({
  areaId: 'a1',
  use: 'Office',
  areaM2: '1000',
  rateCentsPerM2: 300_000,
  libraryRate: null,
  overrideReason: 'Quoted by the builder',
  ...change,
});

export const buildingOf = (change: Partial<RcaBuilding> = {}): RcaBuilding => ({
  buildingId: 'b1',
  name: 'Main building',
  areas: [areaOf()],
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
  ...change,
});

const HEADER: RcaDocumentHeader = {
  reportName: 'Reinstatement cost assessment 2026',
  propertyName: '12 Harbour Street',
  propertyAddress: '12 Harbour Street, Sydney NSW 2000',
  fundName: 'Harbour Office Fund',
  clientName: 'Harbour Property Trust',
  reference: 'RCA-2026-0012',
  status: 'In Progress',
  surveyor: { name: 'Alex Surveyor', taxAgentNumber: '24681357', office: null, signedOn: null },
  checker: { name: 'Casey Checker', taxAgentNumber: null, office: null, signedOn: null },
  completed: false,
  signedOff: null,
  stamp: new Date('2026-07-03T01:00:00Z'),
};

const FIRM: RcaDocumentInput['firm'] = {
  name: 'Harbour Quantity Surveyors',
  abn: '51 824 753 556',
  tpbRegistrationNumber: '12345678',
  phone: '02 9000 0000',
  email: 'office@harbourqs.example',
  website: 'harbourqs.example',
  logo: null,
};

export function inputOf(
  settings: RcaSettings,
  buildings: RcaBuilding[],
  change: Partial<RcaDocumentInput> = {},
): RcaDocumentInput {
  const rates = new Map<number, RcaLibraryRate>();
  for (const b of buildings)
    for (const a of b.areas) if (a.libraryRate) rates.set(a.libraryRate.rateId, a.libraryRate);
  return {
    firm: FIRM,
    header: HEADER,
    settings,
    buildings,
    notes: { basis: '', assumptions: '', exclusions: '' },
    ratesUsed: [...rates.values()],
    result: assessRca(settings, buildings),
    ...change,
  };
}

/** £1,146/m² × 1.10 = £1,261/m² × 1,500 m² … + 17.5% VAT = £2,632,859 (issue 28), in the document's dollars. */
export function bcisSample(): RcaDocumentInput {
  const settings = settingsOf({
    escalationMethod: 'index',
    indexFrom: '223',
    indexTo: '225',
    gstIncluded: true,
    gstPercent: '17.5',
    lineRounding: 'dollar',
    sumInsuredRoundingCents: 100,
  });
  return inputOf(settings, [
    buildingOf({
      name: 'BCIS sample office',
      areas: [areaOf({ areaM2: '1500', rateCentsPerM2: 114_600, overrideReason: 'BCIS average, offices' })],
      localityFactor: '1.10',
      adjustments: [{ description: 'Adjustments', cents: 2_500_000 }],
      professionalFeesPercent: '12',
      demolitionMethod: 'lumpSum',
      demolitionCents: 7_500_000,
    }),
  ]);
}

const OFFICE_RATE: RcaLibraryRate = {
  rateId: 1,
  buildingType: 'Office, A grade, 10 to 20 storeys',
  location: 'Sydney CBD',
  rateCentsPerM2: 520_000,
  pricedOn: '2026-03-01',
  source: 'Firm cost plan, March 2026',
};

const BASEMENT_RATE: RcaLibraryRate = {
  rateId: 2,
  buildingType: 'Basement car park',
  location: 'Sydney CBD',
  rateCentsPerM2: 210_000,
  pricedOn: '2025-05-01',
  source: 'Rawlinsons 2025',
};

/** Two buildings on one title, under-insured: $48.7 m against the recommendation, with a $22.5 m loss. */
export function harbourAssessment(change: Partial<RcaDocumentInput['header']> = {}): RcaDocumentInput {
  const settings = settingsOf({
    escalationPercent: '3.5',
    gstIncluded: true,
    gstPercent: '10',
    lineRounding: 'dollar',
    sumInsuredRoundingCents: 10_000_000,
    currentSumInsuredCents: 4_870_000_000,
    illustrativeLossCents: 2_250_000_000,
    reviewYears: 3,
  });
  const tower = buildingOf({
    buildingId: 'tower',
    name: 'Office tower',
    areas: [
      areaOf({
        areaId: 't1',
        use: 'Office floors, levels 1 to 14',
        areaM2: '6850.5',
        rateCentsPerM2: 520_000,
        libraryRate: OFFICE_RATE,
        overrideReason: '',
      }),
      areaOf({
        areaId: 't2',
        use: 'Ground floor lobby and retail',
        areaM2: '620',
        rateCentsPerM2: 610_000,
        libraryRate: OFFICE_RATE,
        overrideReason: 'Stone-clad lobby: finishes well above the A grade rate',
      }),
      areaOf({
        areaId: 't3',
        use: 'Basement car park (2 levels)',
        areaM2: '2400',
        rateCentsPerM2: 210_000,
        libraryRate: BASEMENT_RATE,
        overrideReason: '',
      }),
    ],
    localityFactor: '1.05',
    externalWorksCents: 45_000_000,
    siteServicesCents: 28_000_000,
    adjustments: [{ description: '=HYPERLINK("http://example.com","Façade upgrade")', cents: 120_000_000 }],
    demolitionMethod: 'percent',
    demolitionPercent: '6',
    contingencyPercent: '5',
    professionalFeesPercent: '12.5',
    authorityFeesCents: 35_000_000,
    leadMonths: 9,
    constructionMonths: 24,
  });
  const carPark = buildingOf({
    buildingId: 'deck',
    name: 'Rear car park deck',
    areas: [
      areaOf({
        areaId: 'd1',
        use: 'Open deck parking',
        areaM2: '1800',
        rateCentsPerM2: 145_000,
        overrideReason: 'Builder’s quote for a like deck, 2026',
      }),
    ],
    externalWorksCents: 8_500_000,
    demolitionMethod: 'lumpSum',
    demolitionCents: 32_000_000,
    asbestos: true,
    hazardNote: 'Asbestos cement sheet in the 1970s stair enclosures, removed by a licensed contractor',
    contingencyPercent: '5',
    professionalFeesPercent: '10',
    authorityFeesCents: 4_000_000,
    leadMonths: 6,
    constructionMonths: 9,
  });
  return {
    ...inputOf(settings, [tower, carPark]),
    header: { ...HEADER, ...change },
    notes: {
      basis: 'Areas measured from the 2019 as-built drawings and checked at inspection on 24 June 2026.',
      assumptions: 'The tower would be rebuilt to its current design, with its two basement levels.',
      exclusions: 'The tenants’ fit-out of levels 3 and 9, insured by the tenants.',
    },
  };
}

/** A draft whose inputs the domain refuses: a policy of 0 months and an area of three decimals. */
export function draftWithErrors(): RcaDocumentInput {
  return inputOf(settingsOf({ policyMonths: 0 }), [buildingOf({ areas: [areaOf({ areaM2: '12.345' })] })]);
}

/** Twelve buildings of eight areas, each with a reason long enough to wrap: the build-up runs over many pages. */
export function longAssessment(): RcaDocumentInput {
  const buildings = Array.from({ length: 12 }, (_, b) =>
    buildingOf({
      buildingId: `b${b + 1}`,
      name: `Building ${b + 1}: warehouse and offices of the northern estate, its name long enough to be cut in the caption of a page it runs onto`,
      areas: Array.from({ length: 8 }, (_, a) =>
        areaOf({
          areaId: `a${a + 1}`,
          use: `Area ${a + 1} of building ${b + 1}`,
          areaM2: `${1000 + a * 13.25}`,
          rateCentsPerM2: 250_000 + a * 1_000,
          overrideReason:
            'Rate from the builder’s tender for the like warehouse next door, adjusted for the higher office content',
        }),
      ),
      contingencyPercent: '5',
      professionalFeesPercent: '12',
      demolitionMethod: 'percent',
      demolitionPercent: '7',
    }),
  );
  return inputOf(settingsOf({ escalationPercent: '4', gstIncluded: true }), buildings);
}

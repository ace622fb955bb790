/**
 * A forecast for the document's tests and the bench (issue 27): a 20-year forecast from FY2026 at 3% (lifts at
 * 4.5%), a dozen items of an office building across the elements, one the forecast leaves out, one whose
 * description would be a formula in a spreadsheet, and a sinking fund that falls short.
 */
import type { CapexItem, CapexSettings, SinkingFundSettings } from '@taxdep/domain/capex';
import { type CapexDocumentInput, forecastFigures } from './input';

export const item = (id: string, change: Partial<CapexItem>): CapexItem => ({
  id,
  element: 'roofFacade',
  description: 'Item',
  location: '',
  condition: 3,
  quantity: null,
  unit: '',
  unitRateCents: null,
  lumpSumCents: 1_000_000,
  yearInstalled: 2012,
  age: null,
  lifeYears: 15,
  remainingLifeOverride: null,
  remainingLifeReason: '',
  expenditure: 'capital',
  priority: 'medium',
  note: '',
  ...change,
});

export const SETTINGS: CapexSettings = {
  baseYear: 2026,
  horizon: 20,
  escalationPercent: '3',
  elementEscalationPercent: { lifts: '4.5' },
};

export const ITEMS: CapexItem[] = [
  // Issue 27's example: life 15, installed 2012, base 2026: replaced in FY2027 and FY2042.
  item('roof', { description: 'Roof membrane', location: 'Level 8 roof' }),
  // $10,000.00 at 3% for 5 years: $11,592.74 in FY2031.
  item('carpet', {
    element: 'internalFinishes',
    description: 'Carpet tiles to office floors',
    location: 'Levels 1 to 7',
    quantity: 1250.5,
    unit: 'm²',
    unitRateCents: 8_000,
    lumpSumCents: null,
    yearInstalled: 2021,
    lifeYears: 10,
    condition: 4,
  }),
  item('finishes', {
    element: 'internalFinishes',
    description: 'Repaint internal walls',
    location: 'Common areas',
    lumpSumCents: 1_000_000,
    yearInstalled: 2021,
    lifeYears: 10,
    expenditure: 'repairs',
    priority: 'low',
  }),
  item('chiller', {
    element: 'mechanical',
    description: 'Air-cooled chiller, 450 kW',
    location: 'Plant room, roof',
    lumpSumCents: 38_500_000,
    yearInstalled: 2004,
    lifeYears: 20,
    condition: 2,
    priority: 'high',
  }),
  item('switchboard', {
    element: 'electrical',
    description: 'Main switchboard',
    location: 'Basement',
    lumpSumCents: 12_000_000,
    age: 18,
    yearInstalled: null,
    lifeYears: 30,
    remainingLifeOverride: 4,
    remainingLifeReason: 'Thermal scan found hot joints; replace early',
    priority: 'high',
    condition: 2,
  }),
  item('hws', {
    element: 'hydraulics',
    description: 'Hot water units',
    location: 'Each floor',
    lumpSumCents: 2_400_000,
    yearInstalled: 2016,
    lifeYears: 12,
    expenditure: 'repairs',
  }),
  item('fire-panel', {
    element: 'fire',
    description: 'Fire indicator panel',
    location: 'Ground floor lobby',
    lumpSumCents: 6_500_000,
    yearInstalled: 2008,
    lifeYears: 20,
  }),
  item('lift', {
    element: 'lifts',
    description: 'Passenger lift modernisation (2 cars)',
    location: 'Core',
    lumpSumCents: 45_000_000,
    yearInstalled: 2001,
    lifeYears: 25,
    condition: 3,
    priority: 'high',
  }),
  item('car-park', {
    element: 'externalWorks',
    description: 'Reseal car park',
    location: 'Rear car park',
    quantity: 820,
    unit: 'm²',
    unitRateCents: 3_250,
    lumpSumCents: null,
    yearInstalled: 2019,
    lifeYears: 8,
    expenditure: 'repairs',
    priority: null,
    condition: null,
  }),
  item('formula', {
    element: 'fitOut',
    description: '=HYPERLINK("http://example.com","Tenancy fit-out")',
    location: 'Level 3',
    lumpSumCents: 9_000_000,
    yearInstalled: 2015,
    lifeYears: 15,
  }),
  // Left out: no life given.
  item('no-life', {
    element: 'structure',
    description: 'Balcony waterproofing',
    location: 'Levels 2 to 8',
    lifeYears: null,
  }),
];

export const FUND: SinkingFundSettings = {
  openingBalanceCents: 20_000_000,
  contributionCents: 15_000_000,
  interestPercent: '2',
};

export function sampleInput(change: Partial<CapexDocumentInput['header']> = {}): CapexDocumentInput {
  return {
    firm: {
      name: 'Harbour Quantity Surveyors',
      abn: '51 824 753 556',
      tpbRegistrationNumber: '12345678',
      phone: '02 9000 0000',
      email: 'office@harbourqs.example',
      website: 'harbourqs.example',
      logo: null,
    },
    header: {
      reportName: 'Capex forecast 2026',
      propertyName: '12 Harbour Street',
      propertyAddress: '12 Harbour Street, Sydney NSW 2000',
      fundName: 'Harbour Office Fund',
      clientName: 'Harbour Property Trust',
      reference: 'CX-2026-0007',
      status: 'In Progress',
      surveyor: { name: 'Alex Surveyor', taxAgentNumber: '24681357', office: null, signedOn: null },
      checker: { name: 'Casey Checker', taxAgentNumber: null, office: null, signedOn: null },
      completed: false,
      signedOff: null,
      stamp: new Date('2026-03-02T01:00:00Z'),
      ...change,
    },
    settings: SETTINGS,
    items: ITEMS,
    ...forecastFigures(SETTINGS, ITEMS, FUND),
  };
}

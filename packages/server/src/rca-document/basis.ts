/**
 * The basis and assumptions, and the exclusions (issue 28 item 5): what the assessment speaks for (its date and the
 * policy period), how the base cost is brought to the prices of the rebuild (the escalation, each building's lead
 * time and construction period), GST and why, how lines and the sum insured are rounded, the library rates used
 * with their priced dates and sources, the rates the assessor entered or changed with the reasons, the assessor's
 * own basis and assumptions, and what a reinstatement cost does not cover.
 */
import { isOverridden } from '@taxdep/domain/rca';
import type { FlowBlock, FlowTable } from './flow';
import type { RcaDocumentInput } from './input';
import {
  buildingName,
  escalationText,
  gstText,
  lineRoundingText,
  longDate,
  money,
  policyText,
  programmeText,
  sumInsuredRoundingText,
} from './wording';

const RATES: FlowTable = {
  columns: [
    { header: 'Building type', width: 118 },
    { header: 'Location', width: 80 },
    { header: 'Rate per m²', width: 70, align: 'right' },
    { header: 'Priced on', width: 70 },
    { header: 'Source', width: 145 },
  ],
  continued: 'Rates used',
};

const OVERRIDES: FlowTable = {
  columns: [
    { header: 'Building and use', width: 140 },
    { header: 'Rate used per m²', width: 78, align: 'right' },
    { header: 'Library rate', width: 78, align: 'right' },
    { header: 'Reason', width: 187 },
  ],
  continued: 'Rates entered or changed by the assessor',
};

/** Paragraphs of the assessor's text, as written (a blank line or a line break starts a new one). */
function assessorText(text: string): string[] {
  return text
    .split(/\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function rateBlocks(input: RcaDocumentInput): FlowBlock[] {
  const blocks: FlowBlock[] = [{ kind: 'subheading', text: 'Rates used' }];
  if (input.ratesUsed.length === 0) {
    blocks.push({
      kind: 'paragraph',
      text: 'No rate of the firm’s library is used: every rate is the assessor’s.',
    });
  } else {
    blocks.push({
      kind: 'paragraph',
      text:
        'Rates per m² of gross floor area from the firm’s library, with the date each was priced and its source; ' +
        'each area’s rate is multiplied by its building’s locality factor (shown in the build-up).',
    });
    for (const rate of input.ratesUsed) {
      blocks.push({
        kind: 'row',
        table: RATES,
        cells: [
          rate.buildingType,
          rate.location,
          money(rate.rateCentsPerM2),
          longDate(rate.pricedOn),
          rate.source,
        ],
      });
    }
  }
  const overridden = input.buildings.flatMap((building, k) =>
    building.areas.filter(isOverridden).map((area) => ({ building: buildingName(building, k), area })),
  );
  blocks.push({ kind: 'subheading', text: 'Rates entered or changed by the assessor' });
  if (overridden.length === 0) {
    blocks.push({ kind: 'paragraph', text: 'None: every area takes its library rate as priced.' });
    return blocks;
  }
  for (const { building, area } of overridden) {
    blocks.push({
      kind: 'row',
      table: OVERRIDES,
      cells: [
        `${building}: ${area.use.trim()}`,
        area.rateCentsPerM2 === null ? 'Not given' : money(area.rateCentsPerM2),
        area.libraryRate ? money(area.libraryRate.rateCentsPerM2) : 'Entered by hand',
        area.overrideReason.trim() || 'No reason given',
      ],
    });
  }
  return blocks;
}

export function basisBlocks(input: RcaDocumentInput): FlowBlock[] {
  const { settings, header, result } = input;
  const assessed = new Map((result.assessment?.buildings ?? []).map((b) => [b.buildingId, b]));
  const blocks: FlowBlock[] = [
    { kind: 'heading', text: 'Basis and assumptions' },
    {
      kind: 'paragraph',
      text:
        'This assessment estimates the cost, at the time of rebuilding, of reinstating the buildings named below ' +
        'after a total loss: demolishing and clearing the site, redesigning and obtaining approvals, and rebuilding ' +
        'to a condition equal to, but not better than, new, in modern materials and methods. It is the sum the ' +
        'buildings should be insured for; it is not a market value.',
    },
    { kind: 'field', label: 'Property', value: header.propertyName ?? '' },
    { kind: 'field', label: 'Address', value: header.propertyAddress },
    { kind: 'field', label: 'Assessment date', value: longDate(settings.assessmentDate) },
    { kind: 'field', label: 'Policy period', value: policyText(settings) },
    { kind: 'field', label: 'Escalation', value: escalationText(settings) },
    { kind: 'field', label: 'GST', value: gstText(settings) },
    { kind: 'field', label: 'Line rounding', value: lineRoundingText(settings) },
    {
      kind: 'field',
      label: 'Sum insured rounding',
      value: sumInsuredRoundingText(settings, result.assessment?.roundingNote ?? null),
    },
    { kind: 'subheading', text: 'Programme of each building' },
    {
      kind: 'paragraph',
      text:
        'A loss may happen on the last day of the policy; the rebuild is then designed and approved (the lead time) ' +
        'and built, and its cost is paid on average at the middle of construction. The base cost, at the rates’ ' +
        'prices, is escalated to that point.',
    },
  ];
  input.buildings.forEach((building, k) => {
    const figures = assessed.get(building.buildingId);
    const escalation = figures
      ? `; ${figures.monthsToMidConstruction} months from the assessment date to mid-construction, escalation ` +
        `factor ${figures.escalationFactor}`
      : '';
    blocks.push({
      kind: 'field',
      label: buildingName(building, k),
      value: `${programmeText(building)}${escalation}.`,
    });
  });
  blocks.push(...rateBlocks(input));
  const basis = assessorText(input.notes.basis);
  const assumptions = assessorText(input.notes.assumptions);
  if (basis.length > 0) {
    blocks.push({ kind: 'subheading', text: 'The assessor’s basis' });
    for (const text of basis) blocks.push({ kind: 'paragraph', text });
  }
  blocks.push({ kind: 'subheading', text: 'Assumptions' });
  for (const text of [...STANDARD_ASSUMPTIONS, ...assumptions]) blocks.push({ kind: 'paragraph', text });
  return blocks;
}

const STANDARD_ASSUMPTIONS = [
  'The floor areas are gross floor areas measured from the drawings and information given or at inspection; the ' +
    'buildings are assumed to comply with the codes and approvals in force when built.',
  'The rebuild is a like-for-like replacement on the same site, to the same size and standard, let by competitive ' +
    'tender under normal market conditions; no allowance is made for prices inflated by a widespread disaster beyond ' +
    'the escalation shown.',
];

/** The firm's standard exclusions of an insurance valuation, then the assessor's (issue 28 item 5). */
export const STANDARD_EXCLUSIONS = [
  'Contents, stock, furniture, tenants’ fit-out and their plant and equipment, and other items insured under a ' +
    'contents or business policy.',
  'Loss of rent, business interruption, additional costs of working and temporary accommodation.',
  'The value of the land, site acquisition, and landscaping beyond the external works allowed in the build-up.',
  'Upgrades required by an authority after a loss to meet codes or standards later than those in force at the ' +
    'assessment date, beyond the authority fees allowed.',
  'Removal or treatment of asbestos or contamination beyond the demolition allowed for it (a hazard not noted in ' +
    'the build-up is not allowed for).',
  'Finance and holding costs, the owner’s own management time, legal costs, stamp duty, and leasing and ' +
    'marketing costs.',
  'Works outside the site boundary (public roads, services mains) other than connections allowed in site services.',
  'Heritage or special features reproduced in their original materials, unless the build-up says so.',
];

export function exclusionsBlocks(input: RcaDocumentInput): FlowBlock[] {
  const own = assessorText(input.notes.exclusions);
  const blocks: FlowBlock[] = [
    { kind: 'heading', text: 'Exclusions' },
    {
      kind: 'paragraph',
      text: 'The reinstatement cost and the recommended sum insured do not allow for the following.',
    },
    ...STANDARD_EXCLUSIONS.map((text): FlowBlock => ({ kind: 'paragraph', text: `• ${text}` })),
  ];
  if (!input.settings.gstIncluded) {
    blocks.push({
      kind: 'paragraph',
      text: '• GST: the owner claims input tax credits (see the basis); the figures exclude it.',
    });
  }
  if (own.length > 0) {
    blocks.push({ kind: 'subheading', text: 'Further exclusions of this assessment' });
    for (const text of own) blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}

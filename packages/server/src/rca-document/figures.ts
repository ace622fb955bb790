/**
 * The assessment's figures in the document (issue 28 items 4 and 5): each building's build-up line by line (the
 * domain's label, formula and amount, its notes under it in small type, subtotals ruled and bold), the summary of
 * the buildings and the recommendation, the averaging illustration, the review schedule and the warnings; or, for a
 * draft whose inputs have errors, the problem and each error in place of any figure. Every amount is the domain's
 * integer cents printed to the cent, so each can be checked against `GET /RcaReports/{id}/assessment`.
 */
import { lineCents, type RcaAssessment } from '@taxdep/domain/rca';
import type { FlowBlock, FlowTable } from './flow';
import type { RcaDocumentInput } from './input';
import {
  AVERAGING_CLAUSE,
  averagingCaseLabel,
  inputErrorPlace,
  longDate,
  money,
  payoutFormula,
  REVIEW_KIND,
} from './wording';

const BUILD_UP_COLUMNS: FlowTable['columns'] = [
  { header: 'Line', width: 150 },
  { header: 'How it is worked', width: 233 },
  { header: 'Amount', width: 100, align: 'right' },
];

export function buildUpBlocks(assessment: RcaAssessment): FlowBlock[] {
  const blocks: FlowBlock[] = [
    { kind: 'heading', text: 'Build-up of the reinstatement cost' },
    {
      kind: 'paragraph',
      text:
        'Each building’s cost, line by line in the order it is worked: the floor areas at their rates and the ' +
        'locality factor, external works, site services and adjustments give the base cost at the rates’ prices; ' +
        'it is escalated to the middle of construction, then contingency, professional fees, authority fees, ' +
        'demolition and debris removal and GST (when insured) are added. Notes under a line say where its ' +
        'inputs come from.',
    },
  ];
  for (const building of assessment.buildings) {
    const table: FlowTable = { columns: BUILD_UP_COLUMNS, continued: building.name };
    blocks.push({ kind: 'subheading', text: building.name });
    for (const line of building.lines) {
      blocks.push({
        kind: 'row',
        table,
        cells: [line.label, line.formula, money(line.cents)],
        style: line.kind === 'reinstatementCost' ? 'total' : line.subtotal ? 'subtotal' : 'line',
      });
      if (line.notes.length > 0) blocks.push({ kind: 'note', table, text: line.notes.join('\n') });
    }
  }
  return blocks;
}

const SUMMARY: FlowTable = {
  columns: [
    { header: 'Building', width: 183 },
    { header: 'Base cost', width: 100, align: 'right' },
    { header: 'Escalated cost', width: 100, align: 'right' },
    { header: 'Reinstatement cost', width: 100, align: 'right' },
  ],
  continued: 'Summary of the buildings',
};

export function recommendationBlocks(input: RcaDocumentInput, assessment: RcaAssessment): FlowBlock[] {
  const sum = (kind: 'base' | 'escalatedCost') =>
    assessment.buildings.reduce((total, b) => total + (lineCents(b, kind) ?? 0), 0);
  const blocks: FlowBlock[] = [
    { kind: 'heading', text: 'Summary of the buildings' },
    ...assessment.buildings.map(
      (b): FlowBlock => ({
        kind: 'row',
        table: SUMMARY,
        cells: [
          b.name,
          money(lineCents(b, 'base') ?? 0),
          money(lineCents(b, 'escalatedCost') ?? 0),
          money(b.reinstatementCents),
        ],
      }),
    ),
    {
      kind: 'row',
      table: SUMMARY,
      style: 'total',
      cells: [
        'Total of the buildings',
        money(sum('base')),
        money(sum('escalatedCost')),
        money(assessment.totalCents),
      ],
    },
    { kind: 'heading', text: 'Recommendation' },
    { kind: 'field', label: 'Total of the buildings', value: money(assessment.totalCents) },
    { kind: 'field', label: 'Rounding', value: `${assessment.roundingNote}, once, at the end` },
    {
      kind: 'field',
      label: 'GST',
      value: input.settings.gstIncluded ? 'Included' : 'Not included (the owner claims input tax credits)',
    },
    {
      kind: 'figure',
      label: 'Recommended sum insured',
      value: money(assessment.recommendedSumInsuredCents),
      detail: `${assessment.roundingNote} from ${money(assessment.totalCents)}.`,
    },
    {
      kind: 'paragraph',
      text:
        `We recommend that the buildings be insured for ${money(assessment.recommendedSumInsuredCents)} for the ` +
        `policy period starting ${longDate(input.settings.assessmentDate)}, on the basis and with the exclusions ` +
        'set out in this assessment.',
    },
  ];
  const insured = assessment.currentSumInsuredCents;
  if (insured !== null && assessment.insuredPercent !== null) {
    const gap = assessment.recommendedSumInsuredCents - insured;
    blocks.push({
      kind: 'paragraph',
      text: assessment.underInsured
        ? `The current sum insured, ${money(insured)}, is ${assessment.insuredPercent}% of the recommended sum: ` +
          `the buildings are under-insured by ${money(gap)} (see the averaging illustration).`
        : `The current sum insured, ${money(insured)}, is at least the recommended sum.`,
    });
  }
  return blocks;
}

const AVERAGING: FlowTable = {
  columns: [
    { header: 'Loss (share of the recommended sum)', width: 183 },
    { header: 'Loss amount', width: 100, align: 'right' },
    { header: 'Insurer pays', width: 100, align: 'right' },
    { header: 'Owner bears', width: 100, align: 'right' },
  ],
};

export function averagingBlocks(assessment: RcaAssessment): FlowBlock[] {
  const blocks: FlowBlock[] = [
    { kind: 'heading', text: 'Averaging illustration' },
    { kind: 'paragraph', text: AVERAGING_CLAUSE },
  ];
  const insured = assessment.currentSumInsuredCents;
  if (insured === null) {
    blocks.push({
      kind: 'paragraph',
      text:
        'No current sum insured was given, so the effect of the clause on this policy is not illustrated. Insured ' +
        'for the recommended sum, a partial loss is paid in full.',
    });
    return blocks;
  }
  const required = assessment.recommendedSumInsuredCents;
  blocks.push(
    { kind: 'field', label: 'Current sum insured', value: money(insured) },
    { kind: 'field', label: 'Sum required', value: `${money(required)} (the recommended sum insured)` },
    {
      kind: 'field',
      label: 'Share insured',
      value: `${assessment.insuredPercent}% (rounded down to 0.1%, so never overstated)`,
    },
  );
  for (const c of assessment.averaging) {
    blocks.push({
      kind: 'row',
      table: AVERAGING,
      cells: [averagingCaseLabel(c), money(c.lossCents), money(c.payoutCents), money(c.shortfallCents)],
    });
    blocks.push({ kind: 'note', table: AVERAGING, text: `Payout: ${payoutFormula(c, insured, required)}` });
  }
  blocks.push({
    kind: 'paragraph',
    small: true,
    text:
      'Each payout is worked from the exact ratio of the sums, not the rounded share, and rounded half away from ' +
      'zero to the cent. The losses are illustrations, not estimates of any particular event.',
  });
  return blocks;
}

const REVIEWS: FlowTable = {
  columns: [
    { header: 'Date', width: 150 },
    { header: 'Review', width: 333 },
  ],
};

export function reviewBlocks(input: RcaDocumentInput, assessment: RcaAssessment): FlowBlock[] {
  const years = input.settings.reviewYears;
  const blocks: FlowBlock[] = [
    { kind: 'heading', text: 'Review schedule' },
    {
      kind: 'paragraph',
      text:
        `The sum insured should be indexed for building cost movements at each anniversary of the assessment date, ` +
        `and the assessment redone in full every ${years === 1 ? 'year' : `${years} years`}, or sooner after ` +
        'alterations or additions, a change of use, or a marked change in building costs.',
    },
    ...assessment.reviews.map(
      (r): FlowBlock => ({ kind: 'row', table: REVIEWS, cells: [longDate(r.date), REVIEW_KIND[r.kind]] }),
    ),
    { kind: 'heading', text: 'Warnings' },
  ];
  if (assessment.warnings.length === 0) {
    blocks.push({
      kind: 'paragraph',
      text: 'None: no rate is stale and the current sum insured is not short.',
    });
  }
  for (const warning of assessment.warnings) blocks.push({ kind: 'paragraph', text: `• ${warning}` });
  return blocks;
}

const ERRORS: FlowTable = {
  columns: [
    { header: 'Where', width: 183 },
    { header: 'What to correct', width: 300 },
  ],
  continued: 'Inputs to correct',
};

/** A draft without figures: the domain's problem and each input error, never an estimate in their place. */
export function problemBlocks(input: RcaDocumentInput): FlowBlock[] {
  const { result } = input;
  const blocks: FlowBlock[] = [
    { kind: 'heading', text: 'The assessment cannot be worked out yet' },
    { kind: 'paragraph', text: result.problem ?? 'The inputs have errors.' },
    {
      kind: 'paragraph',
      text:
        'This draft therefore gives no build-up, no recommended sum insured and no averaging illustration: no figure ' +
        'is estimated in their place. Each input to correct is listed below.',
    },
  ];
  for (const error of result.settingsErrors) {
    blocks.push({ kind: 'row', table: ERRORS, cells: ['Assessment settings', error.message] });
  }
  for (const error of result.buildingErrors) {
    blocks.push({ kind: 'row', table: ERRORS, cells: [inputErrorPlace(input, error), error.message] });
  }
  return blocks;
}

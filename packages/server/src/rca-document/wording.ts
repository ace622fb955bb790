/**
 * The assessment's settings and figures in words (issue 28 items 4 and 5; docs/rca-rules.md): one wording for the
 * PDF, the CSV and the workbook, so the three agree. Only the inputs are read here: a figure is the domain's, never
 * worked again.
 */
import { formatLongDate, formatMoneyCents } from '@taxdep/domain/format';
import type { AveragingCase, RcaBuilding, RcaSettings } from '@taxdep/domain/rca';
import { type DocumentSigning, dateOfIssue } from '../report-document';
import type { RcaDocumentHeader, RcaDocumentInput } from './input';

export const money = formatMoneyCents;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const months = (count: number) => plural(count, 'month');

/** The assessment's day in words ("01 July 2026"), or the text as entered when it is not a date. */
export const longDate = (date: string) => formatLongDate(date) || date;

export function policyText(settings: RcaSettings): string {
  return `${months(settings.policyMonths)} from ${longDate(settings.assessmentDate)} (the assessment date)`;
}

export function escalationText(settings: RcaSettings): string {
  if (settings.escalationMethod === 'index') {
    return (
      `By cost index: from ${settings.indexFrom.trim()} (the index the rates were priced at) to ` +
      `${settings.indexTo.trim()} (the index forecast for the middle of construction); factor = ` +
      `${settings.indexTo.trim()} ÷ ${settings.indexFrom.trim()}`
    );
  }
  return (
    `${settings.escalationPercent.trim()}% a year, compounded from the assessment date to the middle of ` +
    'construction: factor = (1 + rate)^((policy period + lead time + construction period ÷ 2) ÷ 12), in months'
  );
}

export function gstText(settings: RcaSettings): string {
  return settings.gstIncluded
    ? `Included at ${settings.gstPercent.trim()}%: the owner cannot claim the GST on the cost of rebuilding as an ` +
        'input tax credit (or has chosen to insure it), so the sum insured must pay it.'
    : 'Not included: the owner is registered for GST and can claim the GST on the cost of rebuilding as an input ' +
        'tax credit, so it is not insured. Should that change, the sum insured must be increased by the GST.';
}

export function lineRoundingText(settings: RcaSettings): string {
  const unit = settings.lineRounding === 'dollar' ? 'the dollar' : 'the cent';
  return (
    `Each line of the build-up is worked from the rounded lines above it and rounded once, half away from zero, ` +
    `to ${unit}, so every table adds up as printed.`
  );
}

/** The domain's note (assessment.ts), worded from the settings when there are no figures yet. */
export function sumInsuredRoundingText(settings: RcaSettings, note: string | null): string {
  const rule =
    note ??
    (settings.sumInsuredRoundingCents === 100
      ? 'Rounded up to the next dollar'
      : `Rounded up to the next ${money(settings.sumInsuredRoundingCents).replace(/\.00$/, '')}`);
  return `${rule}: applied once, to the total of the buildings, and nowhere else.`;
}

export function programmeText(building: RcaBuilding): string {
  return `Lead time (design and approvals) ${months(building.leadMonths)}; construction ${months(building.constructionMonths)}`;
}

export function buildingName(building: { name: string }, k: number): string {
  return building.name.trim() || `Building ${k + 1}`;
}

/** "10% partial loss" (a share of the recommended sum insured), the total loss, or the assessor's own loss. */
export function averagingCaseLabel(c: AveragingCase): string {
  if (c.lossPercent === null) return 'The assessor’s illustrative loss';
  if (c.lossPercent === 100) return 'Total loss (100%)';
  return `${c.lossPercent}% partial loss`;
}

/** The clause's arithmetic for one case, with the figures it uses. */
export function payoutFormula(c: AveragingCase, insuredCents: number, requiredCents: number): string {
  return `${money(c.lossCents)} × min(1, ${money(insuredCents)} ÷ ${money(requiredCents)}) = ${money(c.payoutCents)}`;
}

export const AVERAGING_CLAUSE =
  'Under an average (co-insurance) clause, when the sum insured is less than the full cost of reinstatement the ' +
  'insurer pays only the share of a loss that the sum insured is of that cost: the payout is the loss multiplied by ' +
  'the sum insured divided by the sum required, and never more than the loss (payout = loss × min(1, sum insured ÷ ' +
  'sum required)). The owner bears the rest, the shortfall. The sum required here is the recommended sum insured.';

export const REVIEW_KIND = {
  indexation: 'Indexation of the sum insured',
  fullReassessment: 'Full reassessment',
};

/** The header's people and dates as the depreciation document's building blocks read them. */
export function signingOf(header: RcaDocumentHeader): DocumentSigning {
  return {
    surveyor: header.surveyor,
    checker: header.checker,
    completed: header.completed,
    signedOff: header.signedOff,
    stamp: header.stamp,
    dateOfIssue: dateOfIssue(header.signedOff, header.stamp),
  };
}

/** "Property — assessment name", as the running head and the file's title name it. */
export function documentName(input: RcaDocumentInput): string {
  const { header } = input;
  return [header.propertyName, header.reportName].filter(Boolean).join(' — ');
}

/** Where each input error is: the building, the area or adjustment, in the assessor's words. */
export function inputErrorPlace(
  input: RcaDocumentInput,
  error: { buildingId: string; areaId?: string; adjustment?: number },
) {
  const k = input.buildings.findIndex((b) => b.buildingId === error.buildingId);
  const building = input.buildings[k];
  if (!building) return 'A building';
  const parts = [buildingName(building, k)];
  if (error.areaId !== undefined) {
    const area = building.areas.find((a) => a.areaId === error.areaId);
    parts.push(`area “${area?.use.trim() || 'unnamed'}”`);
  }
  if (error.adjustment !== undefined) {
    const adjustment = building.adjustments[error.adjustment];
    parts.push(`adjustment “${adjustment?.description.trim() || `${error.adjustment + 1}`}”`);
  }
  return parts.join(', ');
}

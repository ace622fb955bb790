/**
 * The whole assessment (issue 28 item 4; docs/rca-rules.md): each building's build-up, the total, the recommended sum
 * insured (the total rounded up, once, to the firm's unit), the current sum insured as a share of it, what the
 * averaging clause would pay on partial losses, the review dates and what the assessor should check.
 */
import { dayNumber } from '../format/civil-date';
import { formatMoneyCents } from '../format/money';
import { type Cents, roundDivBig } from '../tax/money/exact';
import { buildingLines, type RcaLine, type RcaLineKind } from './build-up';
import { STALE_RATE_DAYS } from './limits';
import type { RcaBuilding, RcaSettings } from './rca-inputs';
import { type RcaReview, reviewSchedule } from './review-dates';
import {
  type RcaBuildingError,
  type RcaSettingsError,
  validateRcaBuilding,
  validateRcaSettings,
} from './validation';

export interface RcaAssessedLine extends Omit<RcaLine, 'cents'> {
  cents: Cents;
}

export interface RcaAssessedBuilding {
  buildingId: string;
  name: string;
  lines: RcaAssessedLine[];
  reinstatementCents: Cents;
  escalationFactor: string;
  monthsToMidConstruction: string;
}

/** payout = loss × min(1, insured ÷ required), rounded half away from zero to the cent. */
export interface AveragingCase {
  /** The share of the recommended sum the loss is, in percent, or null for the assessor's own loss. */
  lossPercent: number | null;
  lossCents: Cents;
  payoutCents: Cents;
  shortfallCents: Cents;
}

export interface RcaAssessment {
  buildings: RcaAssessedBuilding[];
  totalCents: Cents;
  recommendedSumInsuredCents: Cents;
  /** How the recommendation was rounded ("Rounded up to the next $10,000"). */
  roundingNote: string;
  currentSumInsuredCents: Cents | null;
  /** The current sum insured over the recommended, to one decimal rounded down (never overstated), e.g. "82.2". */
  insuredPercent: string | null;
  underInsured: boolean;
  averaging: AveragingCase[];
  reviews: RcaReview[];
  warnings: string[];
}

export type RcaAssessmentResult =
  | { assessment: RcaAssessment; settingsErrors: []; buildingErrors: []; problem: null }
  | {
      assessment: null;
      settingsErrors: RcaSettingsError[];
      buildingErrors: RcaBuildingError[];
      problem: string;
    };

/** The standard partial losses the averaging illustration shows, as shares of the recommended sum insured. */
export const AVERAGING_LOSS_PERCENTS = [10, 25, 50, 100] as const;

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

function roundUp(cents: bigint, unit: bigint): bigint {
  return ((cents + unit - 1n) / unit) * unit;
}

function payout(loss: bigint, insured: bigint, required: bigint): bigint {
  if (insured >= required || required === 0n) return loss;
  return roundDivBig(loss * insured, required);
}

function staleRateWarnings(settings: RcaSettings, buildings: readonly RcaBuilding[]): string[] {
  const warnings: string[] = [];
  const assessed = dayNumber(settings.assessmentDate);
  const seen = new Set<number>();
  for (const building of buildings) {
    for (const area of building.areas) {
      const rate = area.libraryRate;
      if (rate === null || seen.has(rate.rateId)) continue;
      seen.add(rate.rateId);
      if (assessed - dayNumber(rate.pricedOn) >= STALE_RATE_DAYS) {
        warnings.push(
          `The rate for ${rate.buildingType}, ${rate.location} was priced on ${rate.pricedOn}, a year or more before ` +
            'the assessment date: check that it is current or escalate it.',
        );
      }
    }
  }
  return warnings;
}

export function assessRca(settings: RcaSettings, buildings: readonly RcaBuilding[]): RcaAssessmentResult {
  const settingsErrors = validateRcaSettings(settings);
  const buildingErrors = buildings.flatMap(validateRcaBuilding);
  if (buildings.length === 0 || settingsErrors.length > 0 || buildingErrors.length > 0) {
    const problem =
      buildings.length === 0
        ? 'Add a building to assess.'
        : 'Correct the inputs marked to see the assessment.';
    return { assessment: null, settingsErrors, buildingErrors, problem };
  }
  const worked = buildings.map((building) => ({ building, ...buildingLines(settings, building) }));
  const total = worked.reduce((sum, w) => sum + (w.lines.at(-1)?.cents ?? 0n), 0n);
  const recommended = roundUp(total, BigInt(settings.sumInsuredRoundingCents));
  if (recommended > MAX) {
    return {
      assessment: null,
      settingsErrors: [],
      buildingErrors: [],
      problem: 'The assessment’s total is beyond what can be worked exactly: check the areas and rates.',
    };
  }
  const insured = settings.currentSumInsuredCents === null ? null : BigInt(settings.currentSumInsuredCents);
  const averaging: AveragingCase[] = [];
  if (insured !== null) {
    const cases: { lossPercent: number | null; loss: bigint }[] = AVERAGING_LOSS_PERCENTS.map((p) => ({
      lossPercent: p,
      loss: (recommended * BigInt(p)) / 100n,
    }));
    if (settings.illustrativeLossCents !== null)
      cases.push({ lossPercent: null, loss: BigInt(settings.illustrativeLossCents) });
    for (const c of cases) {
      const paid = payout(c.loss, insured, recommended);
      averaging.push({
        lossPercent: c.lossPercent,
        lossCents: Number(c.loss),
        payoutCents: Number(paid),
        shortfallCents: Number(c.loss - paid),
      });
    }
  }
  // Rounded down to 0.1%: a share shown as 100.0% is never short.
  const permille = insured === null || recommended === 0n ? null : (insured * 1000n) / recommended;
  const underInsured = insured !== null && insured < recommended;
  const warnings = staleRateWarnings(settings, buildings);
  if (underInsured && permille !== null) {
    warnings.push(
      `Under-insured: the current sum insured is ${Number(permille) / 10}% of the recommended sum. On a partial loss ` +
        'the averaging clause would pay only that share of the loss.',
    );
  }
  return {
    assessment: {
      buildings: worked.map((w) => ({
        buildingId: w.building.buildingId,
        name: w.building.name.trim(),
        lines: w.lines.map((line) => ({ ...line, cents: Number(line.cents) })),
        reinstatementCents: Number(w.lines.at(-1)?.cents ?? 0n),
        escalationFactor: w.escalation.factor.text,
        monthsToMidConstruction: w.escalation.monthsToMidConstruction,
      })),
      totalCents: Number(total),
      recommendedSumInsuredCents: Number(recommended),
      roundingNote:
        settings.sumInsuredRoundingCents === 100
          ? 'Rounded up to the next dollar'
          : `Rounded up to the next ${formatMoneyCents(settings.sumInsuredRoundingCents).replace(/\.00$/, '')}`,
      currentSumInsuredCents: settings.currentSumInsuredCents,
      insuredPercent: permille === null ? null : (Number(permille) / 10).toFixed(1),
      underInsured,
      averaging,
      reviews: reviewSchedule(settings.assessmentDate, settings.reviewYears),
      warnings,
    },
    settingsErrors: [],
    buildingErrors: [],
    problem: null,
  };
}

/** The figure of one kind of line of a building (tests and the document read the build-up by kind). */
export function lineCents(building: RcaAssessedBuilding, kind: RcaLineKind): Cents | null {
  return building.lines.find((line) => line.kind === kind)?.cents ?? null;
}

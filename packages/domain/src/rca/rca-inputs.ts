/**
 * The inputs of a reinstatement cost assessment (issue 28 item 2; docs/rca-rules.md): the assessment's settings and
 * its buildings, each with floor areas priced per m², external works, adjustments, demolition, fees, contingency and
 * its programme. Money is integer cents; areas, factors and percentages are decimal text read exactly; dates are
 * `YYYY-MM-DD` strings.
 */
import type { CivilDate } from '../format/civil-date';
import type { Cents, RoundingUnit } from '../tax/money/exact';

/** A decimal written as text ("1.10", "12.5"): read exactly, never as a float. */
export type DecimalText = string;

/** How the base is brought to the prices of the rebuild: a rate per year, or a cost index from one value to another. */
export const RCA_ESCALATION_METHODS = ['rate', 'index'] as const;
export type RcaEscalationMethod = (typeof RCA_ESCALATION_METHODS)[number];

/** Demolition and debris removal: a percentage of the escalated cost, or a lump sum. */
export const RCA_DEMOLITION_METHODS = ['percent', 'lumpSum'] as const;
export type RcaDemolitionMethod = (typeof RCA_DEMOLITION_METHODS)[number];

/**
 * The units the recommended sum insured is rounded up to, in cents ($1, $1,000, $10,000, $100,000): a firm's choice,
 * applied once to the total (assessment.ts).
 */
export const SUM_INSURED_ROUNDING_CHOICES: readonly Cents[] = [100, 100_000, 1_000_000, 10_000_000];

/** The assessment's own settings: what applies to every building. */
export interface RcaSettings {
  /** The day the assessment speaks for: the start of the policy period. */
  assessmentDate: CivilDate;
  escalationMethod: RcaEscalationMethod;
  /** Per year, with the `rate` method. */
  escalationPercent: DecimalText;
  /** The cost index the rates were priced at and the one forecast for mid-construction, with the `index` method. */
  indexFrom: DecimalText;
  indexTo: DecimalText;
  /** The policy period in whole months (usually 12). */
  policyMonths: number;
  /** Whether GST is insured: an owner who can claim input tax credits may insure without it. */
  gstIncluded: boolean;
  gstPercent: DecimalText;
  /** The unit each line of the build-up is rounded to, once (the published build-ups write whole units). */
  lineRounding: RoundingUnit;
  /** One of SUM_INSURED_ROUNDING_CHOICES. */
  sumInsuredRoundingCents: Cents;
  /** A full reassessment every so many years; the years between are indexed. */
  reviewYears: number;
  /** The policy's sum insured today, if known. */
  currentSumInsuredCents: Cents | null;
  /** A partial loss to illustrate the averaging clause with, beside the standard shares of the sum required. */
  illustrativeLossCents: Cents | null;
}

/** A rate of the firm's library as an area used it (copied, so a later load never changes the assessment). */
export interface RcaLibraryRate {
  /** The library's stored id of the rate. */
  rateId: number;
  buildingType: string;
  location: string;
  rateCentsPerM2: Cents;
  pricedOn: CivilDate;
  source: string;
}

/** One floor area of a building, priced per m². */
export interface RcaArea {
  areaId: string;
  /** What the area is used for ("Office", "Basement car park"). */
  use: string;
  /** Square metres with at most two decimals. */
  areaM2: DecimalText;
  rateCentsPerM2: Cents | null;
  /** The library rate the area took, or null for a rate entered by hand. */
  libraryRate: RcaLibraryRate | null;
  /** Why the rate is not the library's (required for a hand rate or a changed one). */
  overrideReason: string;
}

export interface RcaAdjustment {
  description: string;
  cents: Cents;
}

export interface RcaBuilding {
  buildingId: string;
  name: string;
  areas: RcaArea[];
  /** Multiplies the rates for the site's location (1.10 for a dearer region). */
  localityFactor: DecimalText;
  externalWorksCents: Cents;
  siteServicesCents: Cents;
  adjustments: RcaAdjustment[];
  demolitionMethod: RcaDemolitionMethod;
  demolitionPercent: DecimalText;
  demolitionCents: Cents;
  asbestos: boolean;
  contamination: boolean;
  /** What the demolition allows for; required when asbestos or contamination is noted. */
  hazardNote: string;
  contingencyPercent: DecimalText;
  professionalFeesPercent: DecimalText;
  authorityFeesCents: Cents;
  /** Design and approvals before building starts, in whole months. */
  leadMonths: number;
  constructionMonths: number;
}

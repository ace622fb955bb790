/**
 * Who claims, and how (issue 23; docs/tax-rules.md "The taxpayer"): the facts about the report's owner that the law's
 * limits depend on. Each is null until the surveyor answers it, and a rule that needs an unanswered fact says so
 * ("not set") instead of guessing. Sources: ../shared/reference/tax-rules.md sections 2.7, 3, 5 and 6.
 */
import type { CivilDate } from '../calendar/civil-date';

/**
 * The kinds of entity that own property for rent or business. Those marked excluded are the excluded entities of
 * s40-27(3), to whom the second-hand residential denial never applies.
 */
export type TaxpayerEntityType =
  | 'individual'
  | 'partnership'
  | 'trust'
  | 'smsf'
  | 'company'
  | 'largeSuperannuationFund'
  | 'managedInvestmentTrust'
  | 'publicUnitTrust'
  | 'unitTrustOfExcludedEntities'
  | 'partnershipOfExcludedEntities';

export const TAXPAYER_ENTITY_TYPES: readonly TaxpayerEntityType[] = [
  'individual',
  'partnership',
  'trust',
  'smsf',
  'company',
  'largeSuperannuationFund',
  'managedInvestmentTrust',
  'publicUnitTrust',
  'unitTrustOfExcludedEntities',
  'partnershipOfExcludedEntities',
];

/** What the screens call each entity type. */
export const TAXPAYER_ENTITY_LABELS: Readonly<Record<TaxpayerEntityType, string>> = {
  individual: 'Individual',
  partnership: 'Partnership',
  trust: 'Trust (family or discretionary)',
  smsf: 'Self-managed superannuation fund',
  company: 'Company (corporate tax entity)',
  largeSuperannuationFund: 'Superannuation fund other than an SMSF',
  managedInvestmentTrust: 'Managed investment trust',
  publicUnitTrust: 'Public unit trust',
  unitTrustOfExcludedEntities: 'Unit trust whose members are all excluded entities',
  partnershipOfExcludedEntities: 'Partnership whose partners are all excluded entities',
};

/**
 * How the property earns income. Non-business use is what the $300 immediate deduction needs (s40-80(2)); the
 * incentives need a business; the s40-27 denial needs residential premises rented outside a business.
 */
export type PropertyUse = 'residentialRental' | 'nonResidentialRental' | 'business';

export const PROPERTY_USES: readonly PropertyUse[] = [
  'residentialRental',
  'nonResidentialRental',
  'business',
];

export const PROPERTY_USE_LABELS: Readonly<Record<PropertyUse, string>> = {
  residentialRental: 'Residential premises held to earn rent (not a business)',
  nonResidentialRental: 'Commercial premises held to earn rent (not a business)',
  business: 'Used in carrying on a business',
};

/**
 * Aggregated turnover, in the bands at which the incentives' limits fall ($2m, $10m, $50m, $500m, $5bn: tax-rules.md
 * 6.1 to 6.3). `below` is the band's upper bound in whole dollars (exclusive); null for the last band.
 */
export type TurnoverBand =
  | 'under2m'
  | 'from2mTo10m'
  | 'from10mTo50m'
  | 'from50mTo500m'
  | 'from500mTo5bn'
  | 'atLeast5bn';

export const TURNOVER_BANDS: readonly { band: TurnoverBand; label: string; below: number | null }[] = [
  { band: 'under2m', label: 'Under $2 million', below: 2_000_000 },
  { band: 'from2mTo10m', label: '$2 million to under $10 million', below: 10_000_000 },
  { band: 'from10mTo50m', label: '$10 million to under $50 million', below: 50_000_000 },
  { band: 'from50mTo500m', label: '$50 million to under $500 million', below: 500_000_000 },
  { band: 'from500mTo5bn', label: '$500 million to under $5 billion', below: 5_000_000_000 },
  { band: 'atLeast5bn', label: '$5 billion or more', below: null },
];

/** Whether the premises were new (never lived in, s40-27 new residential premises exception) when acquired. */
export type PremisesCondition = 'new' | 'previouslyUsed';

export const PREMISES_CONDITIONS: readonly PremisesCondition[] = ['new', 'previouslyUsed'];

export const PREMISES_CONDITION_LABELS: Readonly<Record<PremisesCondition, string>> = {
  new: 'New when acquired (nobody had lived in them or used the assets)',
  previouslyUsed: 'Previously used (an existing property)',
};

export interface Taxpayer {
  entityType: TaxpayerEntityType | null;
  propertyUse: PropertyUse | null;
  turnoverBand: TurnoverBand | null;
  /** The contract (exchange) date of the property's purchase: s40-27's 9 May 2017 test looks at it. */
  contractDate: CivilDate | null;
  settlementDate: CivilDate | null;
  premisesCondition: PremisesCondition | null;
}

/** Nothing answered yet: what a report that predates these facts has. */
export const UNSET_TAXPAYER: Taxpayer = {
  entityType: null,
  propertyUse: null,
  turnoverBand: null,
  contractDate: null,
  settlementDate: null,
  premisesCondition: null,
};

/** s40-27(3): entities to whom the second-hand residential denial never applies. */
export function isExcludedEntity(entityType: TaxpayerEntityType): boolean {
  return !(
    entityType === 'individual' ||
    entityType === 'partnership' ||
    entityType === 'trust' ||
    entityType === 'smsf'
  );
}

/** Whether the turnover band lies wholly below a limit in whole dollars (a band straddling it does not). */
export function turnoverBelow(band: TurnoverBand, limitDollars: number): boolean {
  const upper = TURNOVER_BANDS.find((b) => b.band === band)?.below ?? null;
  return upper !== null && upper <= limitDollars;
}

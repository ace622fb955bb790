/**
 * The reinstatement cost assessment's rules (issue 28; docs/rca-rules.md): its inputs and their validation, each
 * building's build-up, escalation to mid-construction, the recommended sum insured, the averaging illustration and
 * the review dates. Pure: no clock, no `Date`, integer cents.
 */
export {
  AVERAGING_LOSS_PERCENTS,
  type AveragingCase,
  assessRca,
  lineCents,
  type RcaAssessedBuilding,
  type RcaAssessedLine,
  type RcaAssessment,
  type RcaAssessmentResult,
} from './assessment';
export { buildingLines, type RcaLine, type RcaLineKind } from './build-up';
export { type DecimalRule, readDecimal } from './decimal-reading';
export { type EscalationFactor, FACTOR_DECIMALS, indexFactor, integerRoot, rateFactor } from './escalation';
export * from './limits';
export {
  type BuildingRate,
  MAX_RATE_LIBRARY_ROWS,
  planRateLibraryLoad,
  RATE_LIBRARY_COLUMNS,
  type RateFileProblem,
  type RateLibraryFile,
  type RateLibraryPlan,
  ratesInForce,
  readRateLibraryFile,
} from './rate-library-file';
export {
  type DecimalText,
  RCA_DEMOLITION_METHODS,
  RCA_ESCALATION_METHODS,
  type RcaAdjustment,
  type RcaArea,
  type RcaBuilding,
  type RcaDemolitionMethod,
  type RcaEscalationMethod,
  type RcaLibraryRate,
  type RcaSettings,
  SUM_INSURED_ROUNDING_CHOICES,
} from './rca-inputs';
export { addYears, type RcaReview, type RcaReviewKind, reviewSchedule } from './review-dates';
export {
  isOverridden,
  type RcaAreaField,
  type RcaBuildingError,
  type RcaBuildingField,
  type RcaSettingsError,
  type RcaSettingsField,
  validateRcaBuilding,
  validateRcaSettings,
} from './validation';

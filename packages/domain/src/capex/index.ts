/**
 * The capital-expenditure forecast's rules (issue 27 items 2, 3 and 6; docs/capex-rules.md): items and settings,
 * their validation, the forecast (replacements, escalation, the year × element matrix, time bands) and the sinking
 * fund. Pure: no clock, no `Date`, integer cents.
 */
export {
  BUILDING_ELEMENT_IDS,
  BUILDING_ELEMENTS,
  type BuildingElementId,
  buildingElementLabel,
  isBuildingElement,
} from './building-elements';
export {
  CAPEX_HORIZONS,
  CAPEX_PRIORITIES,
  type CapexHorizon,
  type CapexItem,
  type CapexPriority,
  type CapexSettings,
  CONDITION_RATINGS,
  EXPENDITURE_KINDS,
  type ExpenditureKind,
  type PercentPerYear,
  type SinkingFundSettings,
} from './capex-item';
export {
  type EscalationFactors,
  escalatedCents,
  escalationFactors,
  MAX_RATE_PERCENT,
  PARTS_PER_UNIT,
  type RateReading,
  readRatePercent,
} from './escalation';
export { type CapexForecast, type CapexReplacement, forecastCapex } from './forecast';
export { baseCostCents, installedYear, remainingLife, replacementYears } from './replacement';
export {
  SINKING_FUND_MESSAGES,
  type SinkingFund,
  type SinkingFundError,
  type SinkingFundField,
  type SinkingFundYear,
  sinkingFund,
  validateSinkingFund,
} from './sinking-fund';
export {
  type CapexTaxEffect,
  capexTaxEffect,
  type ReplacementTaxEffect,
  type ReplacementTreatment,
  type RetiredAssets,
  type TaxEffectedFigures,
  type TaxEffectedYear,
  type TaxEffectSettings,
} from './tax-effect';
export { TIME_BANDS, type TimeBandId, type TimeBandTotal, timeBandTotals } from './time-bands';
export {
  CAPEX_ITEM_MESSAGES,
  CAPEX_SETTINGS_MESSAGES,
  type CapexItemError,
  type CapexItemField,
  type CapexSettingsError,
  type CapexSettingsField,
  FIRST_BASE_YEAR,
  LAST_BASE_YEAR,
  MAX_AGE_YEARS,
  MAX_EFFECTIVE_LIFE_DECIMALS,
  MAX_ITEM_CENTS,
  MAX_LIFE_YEARS,
  MAX_QUANTITY,
  MAX_QUANTITY_DECIMALS,
  MAX_TAX_CODE_LENGTH,
  uniqueMessages,
  validateCapexItem,
  validateCapexSettings,
} from './validation';

/**
 * `@taxdep/domain/tax`: the depreciation engine (docs/tax-rules.md). Pure: no I/O, no clock, no `Date` objects.
 * Amounts are integer cents, dates `YYYY-MM-DD`, rates exact ratios.
 */

// One dollars/cents conversion for the domain (src/format); the CLI prints engine cents as dollars with it.
export { centsToDollars } from '../format/money';
export * from './calendar/civil-date';
export * from './calendar/financial-year';
export * from './division40/immediate-deduction';
export * from './division43/demolition';
export type { DeductionClass, PreparedAsset } from './events/prepare';
export * from './law';
export {
  type AssetInCents,
  assetInCentsToTaxInput,
  assetToTaxInput,
  type MappedAsset,
  type TaxCodeInfo,
} from './mapping/from-api-asset';
export { MAX_PERCENT, MAX_PERCENT_DECIMALS, type PercentReading, readPercent } from './mapping/percent';
export * from './model/input';
export type { AssetYear } from './model/rows';
export {
  type Cents,
  type Ratio,
  type RoundingUnit,
  ratio,
  ratioOfDecimal,
  ratioOfPercent,
  roundDiv,
} from './money/exact';
export {
  type CategoryLines,
  categoryLines,
  summaryLines,
} from './outputs/category-lines';
export {
  type AssetPart,
  type ComposedSchedule,
  composeSchedule,
  type PartOutcome,
  type PoolEntry,
  type ScheduleFrame,
  scheduleAssetPart,
  scheduleAssetParts,
  scheduleFrame,
} from './outputs/composed-schedule';
export * from './outputs/deduction-views';
export { amendableFinancialYears, type EarlierYear, earlierYears } from './outputs/earlier-years';
export { type AssetRateContext, explainAssetYear } from './outputs/explanation';
export { assetYearExplanationAnswer, methodComparisonAnswer } from './outputs/explanation-answers';
export * from './outputs/explanation-model';
export * from './outputs/method-comparison';
export {
  assetYear,
  calculateSchedule,
  claimToDate,
  compareAssetIds,
  lastFinancialYearOf,
  normalizeSettings,
  type Schedule,
  type ScheduleOptions,
  validateTaxInput,
} from './outputs/schedule';
export { changedAssets } from './outputs/schedule-changes';
export type { SummaryLeftOut, SummaryLeftOutKind } from './outputs/summary-left-out';
export { summaryLeftOutText } from './outputs/summary-left-out-text';
export type { SummaryState } from './outputs/summary-lines';
export * from './outputs/tabs';
export * from './outputs/tax-flow';
export * from './owners';
export type { PoolYear } from './pool/low-value-pool';
export * from './rates/division43-rates';
export * from './rates/effective-life';
export * from './rates/implied-life';

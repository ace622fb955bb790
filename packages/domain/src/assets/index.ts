/** Asset register rules (docs/product/asset-register.md, docs/product/states-and-permissions.md, docs/product/rules.md "Asset row", 8): validation, rate mode, demolitions, abandonment labels. */
export {
  BLANK_LABEL_FOOTER,
  BLANK_LABEL_SUBHEADER,
  blankLabelDialog,
  blankLabelMessage,
  COMPLIANCE_PROBLEM_TITLE,
  type ComplianceDialog,
  DUPLICATE_LABEL_MESSAGE,
  isLabelMappingSuccess,
  LABEL_HAS_ASSETS_MESSAGES,
  LABEL_MAPPING_CONFLICT_MESSAGE,
  LABEL_MAPPING_SUCCESS_ANSWERS,
  LABEL_MAX_LENGTH,
  LABEL_TOO_LONG_MESSAGE,
  type LabelError,
  type LabelProblem,
  labelHasLinkedAssets,
  labelMappingConflict,
  NO_LABEL_ID,
  NO_LABELS_MESSAGE,
  validateLabels,
} from './abandonment';
export {
  ASSET_FIELD_NAMES,
  ASSET_FIELDS,
  type AssetFieldColumn,
  type AssetFieldDeclaration,
  type AssetFieldKind,
  type AssetFieldName,
  type AssetRecordFields,
  assetFieldDeclaration,
  assetFieldsOfKind,
  type ExtensionFieldsOf,
  type SpecFieldsOf,
} from './asset-record';
export {
  adjustedDemolitionFieldsDisabled,
  DELETE_DEMOLITION_MESSAGE,
  DEMOLITION_FIRST_YEAR,
  DEMOLITION_YEAR_COUNT,
  type DemolitionDateOption,
  demolitionDateOptions,
  demolitionRatesExceed100,
  emptyDemolition,
  isDemolitionPaired,
  isDemolitionTicked,
} from './demolition';
export {
  DISPOSAL_MESSAGES,
  type DisposalError,
  disposalErrors,
  disposalPairMissing,
  isNegativeTerminationValue,
} from './disposal';
export {
  type AssetEdits,
  assetEditsSince,
  changedFieldsSave,
  EDITABLE_ASSET_FIELDS,
  type EditableAssetField,
  mergeAssetEdits,
} from './edits';
export { validAssetInCentsToTaxInput, validAssetToTaxInput } from './engine-input';
export {
  CONSTRUCTION_USES,
  constructionUseLabel,
  isConstructionUse,
  LAW_FACT_MESSAGES,
  type LawFactField,
  lawFactApplies,
  lawFactErrors,
  readConstructionUse,
  readSecondHand,
  secondHandText,
} from './law-facts';
export {
  changesRateInputs,
  customizeRate,
  type DerivedTaxOfficeRate,
  type ExactTaxOfficeRate,
  effectiveRate,
  isTaxOfficeRate,
  RATE_INPUT_FIELDS,
  RATE_MODES,
  type RateMode,
  rateModeOf,
  switchToAtoRate,
  type WrittenRateColumns,
  writtenRateColumns,
} from './rate-mode';
export { needsRateReason, RATE_REASON_MESSAGE, rateReasonNotApplicable } from './rate-reason';
export { resolveTaxCode, TAX_CODE_SEARCH_MIN_LENGTH, taxCodeSearchValue } from './tax-code';
export {
  type SuggestedFor,
  type TaxCodeSuggestionText,
  taxCodeRuling,
  taxCodeSuggestionTexts,
} from './tax-code-suggestions';
export {
  ASSET_MESSAGES,
  type AssetErrorField,
  type AssetFieldError,
  type AssetRegisterContext,
  assetStartDate,
  hasHistoricalBuildingCostWarning,
  isAssetValid,
  lowCostPoolingWarnings,
  validateAsset,
} from './validation';

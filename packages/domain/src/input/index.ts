/** Numeric input filters for the register, demolition and General Info fields (docs/product/rules.md "Field input"). */
export {
  type AmountEntry,
  acceptsKey,
  filterPaste,
  formatWhileTyping,
  readAmountEntry,
  type TypedText,
  toWireAmount,
  toWireRate,
} from './filters';
export {
  DEMOLITION_RATE_RULES,
  GENERAL_INFO_AMOUNT_RULES,
  isPartialNumber,
  type NumericInputRules,
  REGISTER_AMOUNT_RULES,
} from './rules';

/**
 * The numeric input filters of docs/product/rules.md "Field input" and "General Info", and their limits (docs/product/rules.md#constants-and-limits).
 */

export interface NumericInputRules {
  /** Maximum characters of the text in the field, separators included (the input's maxLength). */
  maxLength: number;
  /** One leading minus sign may be typed. */
  allowMinus: boolean;
  /** One decimal point may be typed. */
  allowDecimalPoint: boolean;
  /** Digits allowed after the point; null for no limit. */
  maxDecimals: number | null;
  /** Thousands separators are inserted while typing (General Info amounts) instead of on display. */
  separatorsWhileTyping: boolean;
}

/** Register amount fields (docs/product/rules.md): max 20, digits, one leading minus, one point, two decimals. */
export const REGISTER_AMOUNT_RULES: NumericInputRules = Object.freeze({
  maxLength: 20,
  allowMinus: true,
  allowDecimalPoint: true,
  maxDecimals: 2,
  separatorsWhileTyping: false,
});

/** Demolition rate (docs/product/rules.md): max 5 characters, digits and one point. */
export const DEMOLITION_RATE_RULES: NumericInputRules = Object.freeze({
  maxLength: 5,
  allowMinus: false,
  allowDecimalPoint: true,
  maxDecimals: null,
  separatorsWhileTyping: false,
});

/** General Info purchase price and unimproved land value (docs/product/rules.md): digits only, separators while typing, max 16. */
export const GENERAL_INFO_AMOUNT_RULES: NumericInputRules = Object.freeze({
  maxLength: 16,
  allowMinus: false,
  allowDecimalPoint: false,
  maxDecimals: null,
  separatorsWhileTyping: true,
});

/**
 * True when `text` (separators removed) is a value that may stand in the field while the user types: digits with
 * at most one leading minus and one point as the rules allow, `-` and `12.` included.
 */
export function isPartialNumber(text: string, rules: NumericInputRules): boolean {
  const sign = rules.allowMinus ? '-?' : '';
  const decimals = rules.maxDecimals === null ? '*' : `{0,${rules.maxDecimals}}`;
  const fraction = rules.allowDecimalPoint ? `(\\.\\d${decimals})?` : '';
  return new RegExp(`^${sign}\\d*${fraction}$`).test(text);
}

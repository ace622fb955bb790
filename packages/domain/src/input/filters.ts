/**
 * Key, paste and change filters for numeric inputs (docs/product/rules.md "Field input" and "General Info"), pure so that a React
 * onKeyDown / onPaste / onChange handler only forwards the event's values and applies the answer.
 */
import { centsToDollars, groupThousands, parseAmount } from '../format';
import { isPartialNumber, type NumericInputRules } from './rules';

function replaceSelection(value: string, start: number, end: number, inserted: string): string {
  const from = Math.max(0, Math.min(start, end, value.length));
  const to = Math.min(value.length, Math.max(start, end, 0));
  return `${value.slice(0, from)}${inserted}${value.slice(to)}`;
}

function withoutSeparators(text: string): string {
  return text.replace(/,/g, '');
}

/** The text the field shows for a candidate value: regrouped when separators are added while typing. */
function shownText(candidate: string, rules: NumericInputRules): string {
  return rules.separatorsWhileTyping ? groupThousands(withoutSeparators(candidate)) : candidate;
}

/**
 * Whether a keydown of `key` (KeyboardEvent.key) may change `currentValue` whose selection runs from
 * `selectionStart` to `selectionEnd`. Named keys (Backspace, ArrowLeft, Tab, ...) always pass; callers let
 * Ctrl/Meta shortcuts through before asking. A character passes only if the resulting text is still a partial
 * number under `rules` and fits `rules.maxLength`: so letters, a second minus, a minus not in front, a second
 * point and a third decimal are blocked (docs/product/rules.md).
 */
export function acceptsKey(
  currentValue: string,
  selectionStart: number,
  selectionEnd: number,
  key: string,
  rules: NumericInputRules,
): boolean {
  if ([...key].length > 1) return true;
  if (key === ',') return false;
  const candidate = replaceSelection(currentValue, selectionStart, selectionEnd, key);
  if (!isPartialNumber(withoutSeparators(candidate), rules)) return false;
  return shownText(candidate, rules).length <= rules.maxLength;
}

/**
 * The field's new text after pasting `pasted` over the selection, or null when the paste is blocked (docs/product/rules.md:
 * numeric only; pasting non-numeric text is blocked). Commas and spaces in the pasted text are ignored; a paste that
 * would overflow `rules.maxLength` is blocked rather than cut, since cutting digits changes the amount.
 */
export function filterPaste(
  currentValue: string,
  selectionStart: number,
  selectionEnd: number,
  pasted: string,
  rules: NumericInputRules,
): string | null {
  const cleaned = pasted.replace(/[\s,]/g, '');
  if (cleaned === '') return null;
  const candidate = withoutSeparators(replaceSelection(currentValue, selectionStart, selectionEnd, cleaned));
  if (!isPartialNumber(candidate, rules)) return null;
  const shown = shownText(candidate, rules);
  return shown.length <= rules.maxLength ? shown : null;
}

export interface TypedText {
  value: string;
  /** Caret position in `value`: after the same digits as before the change. */
  caret: number;
}

/**
 * onChange of the General Info amounts (docs/product/rules.md): keeps the digits only, in order, regrouped with thousands
 * separators, and drops trailing digits that would push the text beyond `rules.maxLength`. The caret stays after
 * the same number of digits as in the raw text.
 */
export function formatWhileTyping(text: string, caret: number, rules: NumericInputRules): TypedText {
  const before = Math.max(0, Math.min(caret, text.length));
  let digits = text.replace(/\D/g, '');
  while (digits.length > 0 && groupThousands(digits).length > rules.maxLength) digits = digits.slice(0, -1);
  const value = groupThousands(digits);
  const digitsBeforeCaret = Math.min(text.slice(0, before).replace(/\D/g, '').length, digits.length);
  let position = 0;
  for (let seen = 0; seen < digitsBeforeCaret; position += 1) {
    if (/\d/.test(value.charAt(position))) seen += 1;
  }
  return { value, caret: position };
}

/**
 * The wire value of an amount field (docs/product/rules.md, docs/product/calls.md "numbers with commas stripped"): dollars as a number, null
 * when empty or not a number. Read through integer cents, never a float product.
 */
export function toWireAmount(text: string): number | null {
  const cents = parseAmount(text);
  return cents === null ? null : centsToDollars(cents);
}

/** The wire value of a demolition rate (percent): null when empty or not a number. */
export function toWireRate(text: string): number | null {
  const trimmed = text.trim();
  return /^(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : null;
}

/** What the text of an amount field means when the field is left (docs/product/rules.md). */
export type AmountEntry =
  | { readonly kind: 'cleared' }
  | { readonly kind: 'amount'; readonly dollars: number }
  | { readonly kind: 'unreadable'; readonly problem: string };

/** Whole dollars that stay exact in cents (below 2^53 cents): 13 digits before the point. */
const MAX_WHOLE_DIGITS = 13;

/**
 * Reads a register amount as the user leaves the field. Twenty characters (docs/product/rules.md) can hold more digits than
 * exact cents can, and a lone `-` passes the key filter; such text is `unreadable`, so the screen keeps it for
 * correction instead of sending null, which would erase the stored amount.
 */
export function readAmountEntry(text: string): AmountEntry {
  if (text.trim() === '') return { kind: 'cleared' };
  const dollars = toWireAmount(text);
  if (dollars !== null) return { kind: 'amount', dollars };
  const whole = text.replace(/[^\d.]/g, '').split('.')[0] ?? '';
  return {
    kind: 'unreadable',
    problem:
      whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS
        ? `An amount may have at most ${MAX_WHOLE_DIGITS} digits before the decimal point.`
        : 'Type an amount such as 1234.56.',
  };
}

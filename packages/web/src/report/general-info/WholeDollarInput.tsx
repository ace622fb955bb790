import { groupThousands } from '@taxdep/domain/format';
import {
  acceptsKey,
  filterPaste,
  formatWhileTyping,
  GENERAL_INFO_AMOUNT_RULES,
  toWireAmount,
} from '@taxdep/domain/input';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

const RULES = GENERAL_INFO_AMOUNT_RULES;

/** The text shown for a stored dollar amount: digits grouped in thousands, empty for null. */
export function amountText(dollars: number | null): string {
  if (dollars === null) return '';
  const [whole = '', fraction] = String(dollars).split('.');
  return fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
}

/**
 * Purchase price and unimproved land value (docs/product/rules.md "General Info"): digits only, thousands separators added
 * while typing, at most 16 characters, pasting non-numeric text blocked; the value handed on has the commas
 * stripped (dollars as a number) and is null when the field is emptied.
 */
export function WholeDollarInput(props: {
  id: string;
  value: number | null;
  onChange: (dollars: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  required?: boolean;
  testId?: string;
}) {
  const { value, onChange } = props;
  const [text, setText] = useState(() => amountText(value));
  const caret = useRef<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A new value from outside (another save, a reload) replaces the text unless it already says the same.
  useEffect(() => {
    setText((current) => (toWireAmount(current) === value ? current : amountText(value)));
  }, [value]);

  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const apply = (next: string, nextCaret: number) => {
    caret.current = nextCaret;
    setText(next);
    onChange(toWireAmount(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.currentTarget;
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? start;
    if (!acceptsKey(target.value, start, end, event.key, RULES)) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? start;
    const next = filterPaste(target.value, start, end, event.clipboardData.getData('text'), RULES);
    event.preventDefault();
    if (next !== null) apply(next, next.length);
  };

  return (
    <input
      ref={input}
      id={props.id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={RULES.maxLength}
      value={text}
      disabled={props.disabled}
      required={props.required}
      data-testid={props.testId}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onChange={(event) => {
        const typed = formatWhileTyping(event.target.value, event.target.selectionStart ?? 0, RULES);
        apply(typed.value, typed.caret);
      }}
      onBlur={props.onBlur}
    />
  );
}

import { type CSSProperties, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';

export interface Suggestion {
  key: string;
  label: string;
  /** A second, smaller line: what tells this suggestion from others of the same label (issue 26 item 3). */
  detail?: string;
}

/**
 * A combobox with a suggestion list (WAI-ARIA combobox pattern). The parent decides when suggestions
 * exist (e.g. from 3 characters, docs/product/rules.md); this component handles the keys: arrows move through the
 * list, Enter chooses, Escape closes; leaving the field without choosing calls `onCommit`.
 */
export function TypeAhead(props: {
  id: string;
  value: string;
  suggestions: readonly Suggestion[];
  onInput: (text: string) => void;
  onChoose: (key: string) => void;
  onCommit: () => void;
  onDismiss: () => void;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
  /** Set by Field (ui/Field.tsx): the hint or error read with the field. */
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  testId?: string;
  placeholder?: string;
  /** A validation message: the field is marked invalid and the message is its title. */
  error?: string | undefined;
  /**
   * Where the list opens: `auto` (below, or above when there is more room there: a grid's bottom rows), or always
   * `below`, so it never covers the field's label (issue 26 item 16: General Info's checker).
   */
  placement?: 'auto' | 'below';
}) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const open = props.suggestions.length > 0 && !props.disabled;
  const input = useRef<HTMLInputElement>(null);
  const listStyle = useFloatingList(input, open, props.placement ?? 'auto');
  const list = useRef<HTMLDivElement>(null);
  // The highlighted suggestion stays in view as the arrows move through a long list.
  useLayoutEffect(() => {
    if (active < 0) return;
    list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  const activeItem = open && active >= 0 ? props.suggestions[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = props.suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeItem) choose(activeItem.key);
      else props.onCommit();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setActive(-1);
      props.onDismiss();
    }
  };

  const choose = (key: string) => {
    setActive(-1);
    props.onChoose(key);
  };

  return (
    <div className="typeahead">
      <input
        ref={input}
        id={props.id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeItem ? `${listId}-${active}` : undefined}
        aria-describedby={props['aria-describedby'] ?? props.describedBy}
        aria-invalid={props['aria-invalid'] ?? (props.error ? true : undefined)}
        value={props.value}
        disabled={props.disabled}
        required={props.required}
        placeholder={props.placeholder}
        data-testid={props.testId}
        title={props.error || undefined}
        onChange={(e) => {
          setActive(-1);
          props.onInput(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setActive(-1);
          props.onCommit();
        }}
      />
      {open && (
        <div
          ref={list}
          id={listId}
          role="listbox"
          className="typeahead-list"
          aria-label="Suggestions"
          style={listStyle}
        >
          {props.suggestions.map((s, i) => (
            <div
              key={s.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              className={i === active ? 'typeahead-option active' : 'typeahead-option'}
              // Keep focus in the input so choosing is not mistaken for leaving the field.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s.key)}
              onKeyDown={() => undefined}
              title={s.detail ? `${s.label}\n${s.detail}` : undefined}
            >
              {s.detail ? (
                <>
                  <span className="typeahead-label">{s.label}</span>
                  <span className="typeahead-detail">{s.detail}</span>
                </>
              ) : (
                s.label
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

const LIST_MAX_HEIGHT = 240;
const LIST_MIN_WIDTH = 320;

/**
 * Issue 16 items 5 and the accessibility audit: the list floats over the page (fixed to the viewport), so a table
 * frame never cuts it off and it is not squeezed to a narrow column: at least 320 px wide, or as wide as its
 * descriptions need up to the window's width. It opens above the field when there is more room there (a
 * bottom row), and follows the field while the page or the table scrolls.
 */
function useFloatingList(
  input: { current: HTMLInputElement | null },
  open: boolean,
  placement: 'auto' | 'below',
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open) return;
    // Always below: the page scrolls once to make room for the list when the field is low in the window.
    const field = input.current;
    if (placement === 'below' && field && typeof window !== 'undefined') {
      const short = LIST_MAX_HEIGHT + 8 - (window.innerHeight - field.getBoundingClientRect().bottom);
      if (short > 0) window.scrollBy?.(0, short);
    }
    const place = () => {
      const field = input.current;
      if (!field || typeof window === 'undefined') return;
      const rect = field.getBoundingClientRect();
      const below = window.innerHeight - rect.bottom;
      const upward = placement === 'auto' && below < LIST_MAX_HEIGHT && rect.top > below;
      const room = Math.max(120, (upward ? rect.top : below) - 8);
      const left = Math.max(4, Math.min(rect.left, window.innerWidth - LIST_MIN_WIDTH - 4));
      setStyle({
        position: 'fixed',
        left,
        right: 'auto',
        ...(upward ? { top: 'auto', bottom: window.innerHeight - rect.top + 2 } : { top: rect.bottom + 2 }),
        minWidth: Math.max(rect.width, LIST_MIN_WIDTH),
        maxWidth: Math.max(LIST_MIN_WIDTH, window.innerWidth - left - 8),
        maxHeight: Math.min(LIST_MAX_HEIGHT, room),
      });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, input, placement]);
  return open ? style : undefined;
}

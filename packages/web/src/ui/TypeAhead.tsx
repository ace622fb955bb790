import { type KeyboardEvent, useId, useState } from 'react';

export interface Suggestion {
  key: string;
  label: string;
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
  testId?: string;
  placeholder?: string;
  /** A validation message: the field is marked invalid and the message is its title. */
  error?: string | undefined;
}) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const open = props.suggestions.length > 0 && !props.disabled;
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
        id={props.id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeItem ? `${listId}-${active}` : undefined}
        aria-describedby={props.describedBy}
        value={props.value}
        disabled={props.disabled}
        required={props.required}
        placeholder={props.placeholder}
        data-testid={props.testId}
        {...(props.error ? { 'aria-invalid': true as const, title: props.error } : {})}
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
        <div id={listId} role="listbox" className="typeahead-list" aria-label="Suggestions">
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
            >
              {s.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

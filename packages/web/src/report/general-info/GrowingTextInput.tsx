import { useLayoutEffect, useRef } from 'react';

/**
 * A one-line text that wraps and grows instead of scrolling out of sight (issue 26 item 16: a trustee's name of
 * 120 characters, "The Trustee for the …", is read whole). It is a textarea for the wrapping only: Enter does
 * not start a new line and a pasted line break becomes a space, so the value stays one line as the service keeps
 * it.
 */
export function GrowingTextInput(props: {
  id: string;
  value: string;
  disabled?: boolean;
  required?: boolean;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  'data-testid'?: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  // Its height follows its text: reset, then as tall as the wrapped lines need.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the value
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    if (element.scrollHeight > 0) element.style.height = `${element.scrollHeight + 2}px`;
  }, [props.value]);
  return (
    <textarea
      ref={box}
      id={props.id}
      className="growing-text"
      rows={1}
      value={props.value}
      disabled={props.disabled}
      required={props.required}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      data-testid={props['data-testid']}
      onChange={(event) => props.onChange(event.target.value.replace(/\r?\n/g, ' '))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onBlur={props.onBlur}
    />
  );
}

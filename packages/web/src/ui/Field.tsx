import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** What Field gives its control so the hint or error is read with the field (WCAG 1.3.1, 3.3.1; issue 16). */
export interface DescribedControlProps {
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
}

/**
 * A labelled form field; `required` shows the required mark (the caller drops it for a read-only form,
 * docs/product/general-info.md). The label is bound to the control by `htmlFor` so screen readers and tests find it by name.
 * The hint and the error are tied to the control (`aria-describedby`, and `aria-invalid` with an error), so a
 * keyboard or screen-reader user hears them on focus instead of finding them only by sight; the control must
 * take the two props (a DOM control does, and so do the form's own inputs, see DescribedControlProps).
 */
export function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const showHint = Boolean(props.hint) && !props.error;
  const describedBy = [showHint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ');
  const described: DescribedControlProps = {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props.error ? true : undefined,
  };
  const control = isValidElement(props.children)
    ? cloneElement(props.children as ReactElement<DescribedControlProps>, described)
    : props.children;
  return (
    <div className="field">
      <div className="field-label-row">
        {/* The mark sits beside the label so the accessible name is the label text alone. */}
        <label htmlFor={props.id} className="field-label">
          {props.label}
        </label>
        {props.required && (
          <span className="required-mark" aria-hidden="true" data-testid="required-mark">
            *
          </span>
        )}
      </div>
      {control}
      {showHint && (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="field-error" aria-live="polite" data-testid={`${props.id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A labelled value that is never editable (the Instructions and Property blocks, docs/product/general-info.md). */
export function ReadOnlyValue(props: { label: string; value: ReactNode; testId?: string }) {
  const empty = props.value === null || props.value === undefined || props.value === '';
  return (
    <div className="ro-field">
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{empty ? <span className="muted">—</span> : props.value}</dd>
    </div>
  );
}

/** Fieldset group with a legend and required mark, for radio groups. */
export function FieldGroup(props: {
  legend: string;
  required?: boolean;
  error?: string | null;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset className="field field-group" data-testid={props.testId}>
      <legend className="field-label">
        {props.legend}
        {props.required && (
          <span className="required-mark" aria-hidden="true" data-testid="required-mark">
            {' *'}
          </span>
        )}
      </legend>
      {props.children}
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

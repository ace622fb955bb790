import type { ReactNode } from 'react';

/**
 * A labelled form field; `required` shows the required mark (the caller drops it for a read-only form,
 * docs/product/general-info.md). The label is bound to the control by `htmlFor` so screen readers and tests find it by name.
 */
export function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}) {
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
      {props.children}
      {props.hint && !props.error && <p className="field-hint">{props.hint}</p>}
      {props.error && (
        <p id={`${props.id}-error`} className="field-error" role="alert">
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

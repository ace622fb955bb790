import { observer } from 'mobx-react-lite';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { NewReportField, NewReportStore } from './NewReportStore';

/** A labelled control with its error below it; the control is given its id and its error's description. */
export const Field = observer(function Field(props: {
  store: NewReportStore;
  id: NewReportField | 'fundId';
  label: string;
  hint?: string;
  wide?: boolean;
  /** A problem the form shows without holding creation back (an impossible order of the report's dates). */
  problem?: string;
  children: ReactNode;
}) {
  const error = props.id === 'fundId' ? undefined : (props.store.errors[props.id] ?? props.problem);
  const controlId = `new-report-${props.id}`;
  const described = [error ? `${controlId}-error` : null, props.hint ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  const control = isValidElement<Record<string, unknown>>(props.children)
    ? cloneElement(props.children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })
    : props.children;
  return (
    <div className={props.wide ? 'portal-new-field portal-new-wide' : 'portal-new-field'}>
      <label htmlFor={controlId}>{props.label}</label>
      {control}
      {props.hint && (
        <span id={`${controlId}-hint`} className="portal-new-hint">
          {props.hint}
        </span>
      )}
      {error && (
        <span id={`${controlId}-error`} className="portal-new-error" data-testid={`${controlId}-error`}>
          {error}
        </span>
      )}
    </div>
  );
});

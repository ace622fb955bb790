import type { StaffMember } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { cloneElement, forwardRef, isValidElement, type ReactNode } from 'react';

/** The New work forms, each its controls' id prefix. */
export type NewWorkForm = 'new-report' | 'new-capex' | 'new-rca';

/** A labelled control with its error below it; the control is given its id and its error's description. */
export const Field = observer(function Field(props: {
  /** The form's store: its errors by field (the New report, capex forecast and assessment forms). */
  store: { errors: Partial<Record<string, string>> };
  id: string;
  /** The controls' id prefix, one per form. */
  form?: NewWorkForm;
  label: string;
  hint?: string;
  wide?: boolean;
  /** A problem the form shows without holding creation back (an impossible order of the report's dates). */
  problem?: string;
  children: ReactNode;
}) {
  const error = props.id === 'fundId' ? undefined : (props.store.errors[props.id] ?? props.problem);
  const controlId = `${props.form ?? 'new-report'}-${props.id}`;
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

/** The staff as a list's options: name and office (the New work forms). */
export function staffOptions(staff: readonly StaffMember[]) {
  return staff.map((u) => (
    <option key={u.userId} value={u.userId}>
      {u.firstName} {u.lastName}
      {u.office ? ` (${u.office})` : ''}
    </option>
  ));
}

/**
 * Above a New work form's fields: how many need attention and the service's refusal, announced; it takes the focus
 * after a refused submit so both are read first.
 */
export const FormSummary = forwardRef<
  HTMLDivElement,
  { form: NewWorkForm; errorCount: number; failure: string | null }
>(function FormSummary(props, ref) {
  const { form, errorCount, failure } = props;
  return (
    <div ref={ref} tabIndex={-1} className="portal-new-summary">
      {errorCount > 0 && (
        <p className="figures-failure" role="alert" data-testid={`${form}-errors`}>
          {errorCount === 1 ? 'One field needs attention.' : `${errorCount} fields need attention.`}
        </p>
      )}
      {failure && (
        <p className="figures-failure" role="alert" data-testid={`${form}-failure`}>
          {failure}
        </p>
      )}
    </div>
  );
});

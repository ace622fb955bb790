import { useId, useState } from 'react';
import { DATE_ENTRY_HINT, formatDateEntry, readDateEntry } from './date-entry';

/**
 * A date field that shows and takes Australian day/month/year whatever the browser's locale (issue 16 item 9;
 * ./date-entry.ts). It holds what is typed until the field is left (or Enter): a readable date is committed as
 * `YYYY-MM-DD`, an emptied field as null, and text that is no date stays in the field, marked invalid, with the
 * reason in words tied to the field, and nothing is committed.
 */
export function DateInput(props: {
  value: string | null;
  onCommit: (date: string | null) => void;
  id?: string;
  /** The accessible name when no <label> names the field (the register's cells). */
  label?: string;
  className?: string;
  testId?: string;
  disabled?: boolean;
  required?: boolean;
  /** A reason the caller has (a rule of the row); shown as invalid like the field's own. */
  error?: string | null | undefined;
  /** Set by Field (ui/Field.tsx). */
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const commit = () => {
    if (draft === null) return;
    const entry = readDateEntry(draft);
    if (entry.kind === 'unreadable') {
      setProblem(entry.problem);
      return;
    }
    setProblem(null);
    setDraft(null);
    const next = entry.kind === 'date' ? entry.date : null;
    if (next !== props.value) props.onCommit(next);
  };
  const describedBy = [props['aria-describedby'], problem ? problemId : null].filter(Boolean).join(' ');
  const invalid = problem !== null || Boolean(props.error) || props['aria-invalid'] === true;
  return (
    <>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        id={props.id}
        className={props.className}
        aria-label={props.label}
        data-testid={props.testId}
        disabled={props.disabled}
        required={props.required}
        placeholder="dd/mm/yyyy"
        title={problem ?? props.error ?? `Date as ${DATE_ENTRY_HINT}`}
        value={draft ?? formatDateEntry(props.value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape' && draft !== null) {
            setDraft(null);
            setProblem(null);
          }
        }}
      />
      {problem && (
        <span id={problemId} className="date-problem" role="alert" data-testid="date-problem">
          {problem}
        </span>
      )}
    </>
  );
}

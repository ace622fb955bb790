/** Where a field saved on leaving it stands (issue 26 item 17): nothing yet, saving, saved, or why not. */
export type FieldSave =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/**
 * The visible and announced state of a field that saves when it is left: a live region present from the start
 * (so a screen reader hears each change) saying "Saving…", "Saved" or, in the error colour, why it was not saved.
 * The field names it in aria-describedby, so the state is also read with the field on focus.
 */
export function SaveStatus(props: { id: string; save: FieldSave; testId?: string }) {
  const { save } = props;
  const text =
    save.kind === 'saving'
      ? 'Saving…'
      : save.kind === 'saved'
        ? 'Saved'
        : save.kind === 'failed'
          ? save.message
          : '';
  return (
    <span
      id={props.id}
      role="status"
      aria-live="polite"
      className={save.kind === 'failed' ? 'admin-save-status field-error' : 'admin-save-status'}
      data-testid={props.testId}
      data-state={save.kind}
    >
      {save.kind === 'saved' && <span aria-hidden="true">✓ </span>}
      {text}
    </span>
  );
}

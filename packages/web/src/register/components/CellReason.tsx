import { createContext, type ReactNode, useContext, useId } from 'react';

/** True in the register's error mode: every faulty cell says why in words (issue 16 item 7). */
export const ShowCellReasons = createContext(false);

/**
 * Issue 16 item 7: in error mode a faulty cell shows its reason in words right under it, tied to the field
 * (aria-describedby), instead of only a tooltip on a mark at the start of the row. Returns the props for the
 * field and the text to render after it; nothing outside error mode or without an error.
 */
export function useCellReason(error: string | null | undefined): {
  describedBy: string | undefined;
  reason: ReactNode;
} {
  const show = useContext(ShowCellReasons);
  const id = useId();
  if (!show || !error) return { describedBy: undefined, reason: null };
  return {
    describedBy: id,
    reason: (
      <span id={id} className="cell-reason" data-testid="cell-reason">
        {error}
      </span>
    ),
  };
}

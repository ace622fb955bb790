/**
 * The one rule of who may edit a report (issue 15; docs/product/states-and-permissions.md "Who may edit"):
 * - a status that is read-only (Completed, `report_statuses.read_only`) is read-only to everyone: 409;
 * - otherwise only the report's surveyor and checker may edit it; anyone else is refused with 403.
 * Every service that writes to a report asks here (through writableReport in src/kernel/report-state.ts,
 * or directly), and the report's `readOnly` on the wire is the same rule for the signed-in user, so the screen
 * disables exactly what the service refuses. The rule is pure; reading a report's subject (findEditSubject) and
 * naming its editor for the history triggers (markEditor, editorMark) are SQL, in editor-repository.ts.
 */
import { conflict, HttpError } from '../http/http-error';

/** What the rule reads of a report. */
export interface EditSubject {
  id: number;
  status: string;
  /** The status's own read-only flag (Completed). */
  statusReadOnly: boolean;
  surveyorId: number | null;
  checkerId: number | null;
}

/** 403 is a permission, not a session error: the web shows its message and keeps the user signed in. */
export const forbidden = (message: string) => new HttpError(403, message);

/** Why `userId` may not edit the report, or null when they may. */
export function editRefusal(subject: EditSubject, userId: number): HttpError | null {
  if (subject.statusReadOnly) {
    return conflict(
      `Report ${subject.id} is read-only (its status is ${subject.status}); nothing was changed.`,
    );
  }
  if (userId !== subject.surveyorId && userId !== subject.checkerId) {
    return forbidden(
      `Only the surveyor and the checker of report ${subject.id} may change it; nothing was changed.`,
    );
  }
  return null;
}

export function mayEdit(subject: EditSubject, userId: number): boolean {
  return editRefusal(subject, userId) === null;
}

/** Throws the refusal when `userId` may not edit. */
export function assertMayEdit(subject: EditSubject, userId: number): void {
  const refusal = editRefusal(subject, userId);
  if (refusal) throw refusal;
}

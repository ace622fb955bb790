/**
 * Who may name a report's checker, and whom (issue 24; docs/product/states-and-permissions.md "The checker"). The
 * checker signs the surveyor's work off (moves.ts, four eyes), so:
 * - the checker is never the surveyor (400, as new work refuses it, portal/new-work.ts): a surveyor who made
 *   themself checker left the report stuck, since no move of the checker is allowed to them;
 * - In Progress, the report's surveyor or checker may choose another checker (General Info, edit-permission.ts);
 * - in QA Review only the checker may hand the review to another checker, never the surveyor, who would otherwise
 *   choose who signs off their own work (403);
 * - an administrator may change the checker of any report that is not Completed, so a report whose checker is
 *   away, or which a surveyor left stuck, can go on (reports/service.ts lets them save the checker alone);
 * - nobody changes a Completed report (409, edit-permission.ts).
 * Pure, so the rule is tested without a database; the screen offers the same (`checkerReadOnly` on the wire).
 */
import { badRequest, type HttpError } from '../http/http-error';
import { type EditSubject, editRefusal, forbidden } from './edit-permission';
import { STATUS_ID } from './report-status';

export type CheckerSubject = EditSubject & { statusId: number };

export const CHECKER_IS_SURVEYOR_MESSAGE = 'The checker must be someone other than the surveyor.';

/** Why `userId` may not make the checker someone else now (whoever it is); null when they may. */
export function checkerChangeRefusal(
  subject: CheckerSubject,
  userId: number,
  administrator: boolean,
): HttpError | null {
  const refusal = editRefusal(subject, userId);
  if (refusal?.statusCode === 409) return refusal;
  if (administrator) return null;
  if (refusal) return refusal;
  if (
    subject.statusId === STATUS_ID.qaReview &&
    (userId !== subject.checkerId || userId === subject.surveyorId)
  ) {
    return forbidden(
      `Only the checker of report ${subject.id} or an administrator may hand its QA Review to another checker; ` +
        'nothing was changed.',
    );
  }
  return null;
}

/** Why the report's checker may not become `checkerId` by `userId`; null when it may. */
export function checkerAssignmentRefusal(
  subject: CheckerSubject,
  checkerId: number | null,
  userId: number,
  administrator: boolean,
): HttpError | null {
  const refusal = checkerChangeRefusal(subject, userId, administrator);
  if (refusal) return refusal;
  if (checkerId !== null && checkerId === subject.surveyorId) return badRequest(CHECKER_IS_SURVEYOR_MESSAGE);
  return null;
}

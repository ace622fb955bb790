/**
 * The report workflow of docs/product/states-and-permissions.md "Workflow" as data: which move goes from which
 * status to which, who makes it, and whether it needs a comment. Pure, so the rule is tested without a database.
 */
import type { WorkflowAction, WorkflowActionName } from '@taxdep/domain';
import type { EditSubject } from '../kernel/edit-permission';
import { STATUS_ID } from '../kernel/report-status';

/** The ids of 001_reference_data.sql's report_statuses. */
export { STATUS_ID };

export type WorkflowRole = 'surveyor' | 'checker';

export interface WorkflowMove extends WorkflowAction {
  fromStatusId: number;
  by: WorkflowRole;
}

export const MOVES: readonly WorkflowMove[] = [
  {
    action: 'submit',
    label: 'Submit to QA',
    fromStatusId: STATUS_ID.inProgress,
    toStatusId: STATUS_ID.qaReview,
    by: 'surveyor',
    commentRequired: false,
  },
  {
    action: 'return',
    label: 'Return to surveyor',
    fromStatusId: STATUS_ID.qaReview,
    toStatusId: STATUS_ID.inProgress,
    by: 'checker',
    commentRequired: true,
  },
  {
    action: 'signOff',
    label: 'Sign off',
    fromStatusId: STATUS_ID.qaReview,
    toStatusId: STATUS_ID.completed,
    by: 'checker',
    commentRequired: false,
  },
];

/** How a refusal names each move: "may submit it", "cannot be submitted". */
const MOVE_WORDS: Record<WorkflowActionName, { active: string; passive: string }> = {
  submit: { active: 'submit it', passive: 'submitted' },
  return: { active: 'return it', passive: 'returned' },
  signOff: { active: 'sign it off', passive: 'signed off' },
};

export type Subject = EditSubject & { statusId: number };

/** Why `userId` may not make `move` now, as [status, message]; null when they may. */
export function moveRefusal(move: WorkflowMove, subject: Subject, userId: number): [number, string] | null {
  const roleId = move.by === 'surveyor' ? subject.surveyorId : subject.checkerId;
  if (roleId !== userId) {
    return [403, `Only the ${move.by} of report ${subject.id} may ${MOVE_WORDS[move.action].active}.`];
  }
  // Four eyes: the checker's moves need a checker who is not also the surveyor.
  if (move.by === 'checker' && subject.surveyorId === subject.checkerId) {
    return [409, `Report ${subject.id} needs a checker other than its surveyor.`];
  }
  if (subject.statusId !== move.fromStatusId) {
    return [
      409,
      `Report ${subject.id} is ${subject.status}, so it cannot be ${MOVE_WORDS[move.action].passive} now.`,
    ];
  }
  return null;
}

/** The move to `toStatusId` from the subject's status, whoever makes it. */
export function moveTo(subject: Subject, toStatusId: number): WorkflowMove | undefined {
  return (
    MOVES.find((m) => m.fromStatusId === subject.statusId && m.toStatusId === toStatusId) ??
    MOVES.find((m) => m.toStatusId === toStatusId)
  );
}

/** The moves `userId` may make now (the workflow bar's buttons). */
export function actionsFor(subject: Subject, userId: number): WorkflowAction[] {
  return MOVES.filter((m) => moveRefusal(m, subject, userId) === null).map(
    ({ action, label, toStatusId, commentRequired }) => ({ action, label, toStatusId, commentRequired }),
  );
}

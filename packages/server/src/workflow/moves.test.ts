import { describe, expect, it } from 'vitest';
import { actionsFor, MOVES, moveRefusal, moveTo, STATUS_ID, type Subject } from './moves';

const SURVEYOR = 10;
const CHECKER = 20;
const OTHER = 30;

function subject(statusId: number, checkerId: number | null = CHECKER): Subject {
  const status = ['', 'In Progress', 'QA Review', 'Completed'][statusId] ?? '';
  return { id: 7, statusId, status, statusReadOnly: statusId === 3, surveyorId: SURVEYOR, checkerId };
}

const move = (name: string) => MOVES.find((m) => m.action === name)!;

/** docs/product/states-and-permissions.md "Workflow": who may make which move from which status. */
describe('the workflow moves', () => {
  it('gives the surveyor Submit while In Progress and the checker Return and Sign off in QA Review', () => {
    expect(actionsFor(subject(STATUS_ID.inProgress), SURVEYOR).map((a) => a.action)).toEqual(['submit']);
    expect(actionsFor(subject(STATUS_ID.inProgress), CHECKER)).toEqual([]);
    expect(actionsFor(subject(STATUS_ID.qaReview), CHECKER).map((a) => a.action)).toEqual([
      'return',
      'signOff',
    ]);
    expect(actionsFor(subject(STATUS_ID.qaReview), SURVEYOR)).toEqual([]);
    for (const status of [1, 2, 3]) expect(actionsFor(subject(status), OTHER)).toEqual([]);
    for (const user of [SURVEYOR, CHECKER, OTHER])
      expect(actionsFor(subject(STATUS_ID.completed), user)).toEqual([]);
  });

  it('refuses another user with 403 and a move from the wrong status with 409', () => {
    expect(moveRefusal(move('submit'), subject(1), CHECKER)).toEqual([
      403,
      'Only the surveyor of report 7 may submit it.',
    ]);
    expect(moveRefusal(move('signOff'), subject(2), SURVEYOR)).toEqual([
      403,
      'Only the checker of report 7 may sign it off.',
    ]);
    expect(moveRefusal(move('submit'), subject(2), SURVEYOR)).toEqual([
      409,
      'Report 7 is QA Review, so it cannot be submitted now.',
    ]);
    expect(moveRefusal(move('return'), subject(3), CHECKER)?.[0]).toBe(409);
  });

  it('needs a checker other than the surveyor for the checker’s moves (four eyes)', () => {
    expect(moveRefusal(move('signOff'), subject(2, SURVEYOR), SURVEYOR)).toEqual([
      409,
      'Report 7 needs a checker other than its surveyor.',
    ]);
  });

  it('finds the move by the status asked for, from the current one first', () => {
    expect(moveTo(subject(2), 1)?.action).toBe('return');
    expect(moveTo(subject(1), 2)?.action).toBe('submit');
    expect(moveTo(subject(2), 3)?.action).toBe('signOff');
    expect(moveTo(subject(1), 9)).toBeUndefined();
  });
});

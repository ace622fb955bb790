import type { ReportHistory, WorkflowBlockers, WorkflowState } from '@taxdep/domain';
import type { ApiFailure, WorkflowPort } from '@taxdep/domain/ports';

export const SUBMIT = {
  action: 'submit',
  label: 'Submit to QA',
  toStatusId: 2,
  commentRequired: false,
} as const;
export const RETURN = {
  action: 'return',
  label: 'Return to surveyor',
  toStatusId: 1,
  commentRequired: true,
} as const;

export function state(status: string, actions: WorkflowState['actions'] = []): WorkflowState {
  return {
    depreciationReportId: 4,
    statusId: status === 'QA Review' ? 2 : 1,
    status,
    readOnly: false,
    surveyor: { userId: 2, name: 'Alex Surveyor' },
    checker: { userId: 3, name: 'Chris Checker' },
    actions,
    steps: [],
  };
}

/** A WorkflowPort that answers what a test sets and records the moves asked for. */
export class FakeWorkflowPort implements WorkflowPort {
  current: WorkflowState | null = state('In Progress', [SUBMIT]);
  moveAnswer: WorkflowState | null = null;
  failure: ApiFailure | null = null;
  blocking: WorkflowBlockers | null = null;
  moves: [number, number, string | null][] = [];
  async state() {
    return this.current;
  }
  async move(reportId: number, toStatusId: number, comment: string | null) {
    this.moves.push([reportId, toStatusId, comment]);
    return this.moveAnswer;
  }
  async blockers() {
    return this.blocking;
  }
  historyAnswer: ReportHistory | null = {
    depreciationReportId: 4,
    lastSeenAt: null,
    entries: [],
    truncated: false,
  };
  async history(): Promise<ReportHistory | null> {
    return this.historyAnswer;
  }
  lastFailure() {
    return this.failure;
  }
}

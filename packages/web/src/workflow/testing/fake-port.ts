import type {
  ReportComments,
  ReportHistory,
  SignOffSummary,
  WorkflowBlockers,
  WorkflowState,
} from '@taxdep/domain';
import type { ApiFailure, WorkflowPort } from '@taxdep/domain/ports';

export const SUBMIT = {
  action: 'submit',
  label: 'Submit to QA',
  toStatusId: 2,
  commentRequired: false,
} as const;
export const SIGN_OFF = {
  action: 'signOff',
  label: 'Sign off',
  toStatusId: 3,
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
    signOff: null,
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
  summary: SignOffSummary = {
    depreciationReportId: 4,
    reportName: '30 June 2025',
    property: '12 Harbour St Sydney',
    firstFinancialYear: 2025,
    lastFinancialYear: 2029,
    assetCount: 12,
    uncalculatedCount: 1,
    totals: { originalCost: 120000, depreciation: 15000.5, closingWrittenDownValue: 90000 },
    surveyor: { userId: 2, name: 'Alex Surveyor' },
    checker: { userId: 3, name: 'Chris Checker' },
  };
  async signOffSummary(): Promise<SignOffSummary | null> {
    return this.summary;
  }
  thread: ReportComments = { depreciationReportId: 4, comments: [], mayPost: true };
  posted: string[] = [];
  async comments(): Promise<ReportComments | null> {
    return this.thread;
  }
  async postComment(_reportId: number, comment: string): Promise<ReportComments | null> {
    this.posted.push(comment);
    if (this.failure) return null;
    return this.thread;
  }
  lastFailure() {
    return this.failure;
  }
}

import type {
  ReportComments,
  ReportHistory,
  SignOffSummary,
  WorkflowBlockers,
  WorkflowState,
} from '../api/workflow-calls';
import type { ApiFailure } from './api-client';

/**
 * The report workflow's calls (issue 15; docs/api.md "Workflow", "History"): the state with the signed-in user's
 * moves, one move (`toStatusId` of the move, an optional comment), what blocks a submit, and the history.
 * docs/product/rules.md#messages-and-errors: a failure answers null, `lastFailure()` says why.
 */
export interface WorkflowPort {
  state(reportId: number): Promise<WorkflowState | null>;
  move(reportId: number, toStatusId: number, comment: string | null): Promise<WorkflowState | null>;
  blockers(reportId: number): Promise<WorkflowBlockers | null>;
  history(reportId: number): Promise<ReportHistory | null>;
  /** What Sign off will seal (issue 26 item 11). */
  signOffSummary(reportId: number): Promise<SignOffSummary | null>;
  /** The report's comment thread, and a reply in it (issue 26 item 12). */
  comments(reportId: number): Promise<ReportComments | null>;
  postComment(reportId: number, comment: string): Promise<ReportComments | null>;
  lastFailure(): ApiFailure | null;
}

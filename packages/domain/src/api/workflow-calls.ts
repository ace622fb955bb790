/**
 * Issue 15 "Workflow and permissions" and "History": a report's status changes and its change history
 * (docs/api.md "Workflow", docs/product/states-and-permissions.md). Declared once here; ApiCalls (./calls.ts)
 * extends WorkflowCalls.
 */
import type { Count, Id, Text } from './wire-limits';

/** The three moves of docs/product/states-and-permissions.md "Workflow". */
export type WorkflowActionName = 'submit' | 'return' | 'signOff';

/** A move the signed-in user may make now; `toStatusId` is the `{id}` of `POST /depreciationReport/{id}`. */
export interface WorkflowAction {
  action: WorkflowActionName;
  label: Text;
  toStatusId: Id;
  /** A return to In Progress says why. */
  commentRequired: boolean;
}

export interface WorkflowPerson {
  userId: Id;
  name: Text;
}

/** One recorded status change. `at` is an ISO 8601 instant (UTC). */
export interface WorkflowStep {
  fromStatusId: Id;
  fromStatus: Text;
  toStatusId: Id;
  toStatus: Text;
  by: WorkflowPerson;
  at: string;
  comment: Text | null;
}

/** The report's status as the signed-in user sees it: what they may do, and every step so far (oldest first). */
export interface WorkflowState {
  depreciationReportId: Id;
  statusId: Id;
  status: Text;
  /** The same per-user flag as the report's `readOnly`. */
  readOnly: boolean;
  surveyor: WorkflowPerson | null;
  checker: WorkflowPerson | null;
  actions: WorkflowAction[];
  steps: WorkflowStep[];
}

/**
 * A comment on a step (required to return a report).
 * @maxLength 4000
 */
export type WorkflowComment = string;

/** Body of `POST /depreciationReport/{id}?depreciationId=`. */
export interface WorkflowStepRequest {
  comment?: WorkflowComment | null;
}

/** What keeps a report from QA Review: a General Info field or an asset with errors. */
export interface WorkflowBlocker {
  kind: 'generalInfo' | 'asset';
  /** The asset's id (kind asset). */
  assetId: Id | null;
  message: Text;
}

/** What keeps a report from QA Review now: at most 100 blockers, `blockingCount` in all (0: it may be submitted). */
export interface WorkflowBlockers {
  blocking: WorkflowBlocker[];
  blockingCount: Count;
}

/** The 409 answer of a refused step; a refused submit lists what blocks it (as WorkflowBlockers). */
export interface WorkflowRefusal {
  message: string;
  blocking?: WorkflowBlocker[];
  blockingCount?: Count;
}

export interface WorkflowStepQuery {
  /** The report. */
  depreciationId: Id;
}

/** One field's change, both sides as the screens show them (null = empty). */
export interface FieldChange {
  field: Text;
  from: Text | null;
  to: Text | null;
}

/** One line of a report's history. `at` is an ISO 8601 instant (UTC). */
export interface HistoryEntry {
  kind: 'workflow' | 'generalInfo' | 'asset';
  at: string;
  by: WorkflowPerson | null;
  /** One sentence: "Submitted to QA Review", "Changed General Info", "Added asset 12 (Carpet)", "Imported 40 assets". */
  summary: Text;
  assetId: Id | null;
  changes: FieldChange[];
  comment: Text | null;
}

/** Newest first, at most 500 entries (`truncated` when there were more). */
export interface ReportHistory {
  depreciationReportId: Id;
  /** When the signed-in user last moved this report (their newest step), so the screen marks what came after. */
  lastSeenAt: string | null;
  entries: HistoryEntry[];
  truncated: boolean;
}

interface WorkflowReportParams {
  /** The report's id. */
  id: Id;
}

export interface WorkflowCalls {
  'GET /depreciationReports/{id}/workflow': { params: WorkflowReportParams; response: WorkflowState };
  /** `{id}` is the status to move to (GET /depreciationReports/depreciationStatus/all), `depreciationId` the report. */
  'POST /depreciationReport/{id}': {
    params: WorkflowReportParams;
    query: WorkflowStepQuery;
    body: WorkflowStepRequest;
    response: WorkflowState;
    errors: { 409: WorkflowRefusal };
  };
  /** What blocks a submit now (the list a refused submit answers), for the screen to show after a refusal. */
  'GET /depreciationReports/{id}/workflow/blockers': {
    params: WorkflowReportParams;
    response: WorkflowBlockers;
  };
  'GET /depreciationReports/{id}/history': { params: WorkflowReportParams; response: ReportHistory };
}

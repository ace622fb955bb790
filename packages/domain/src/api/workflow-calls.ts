/**
 * Issue 15 "Workflow and permissions" and "History": a report's status changes and its change history
 * (docs/api.md "Workflow", docs/product/states-and-permissions.md). Declared once here; ApiCalls (./calls.ts)
 * extends WorkflowCalls.
 */
import type { Count, Dollars, Id, Text } from './wire-limits';

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
  /** A sign-off whose PDF is being sealed, or the last one that failed since the newest step (issue 26 item 11). */
  signOff: SignOffProgress | null;
}

/**
 * Issue 26 item 11: a sign-off is recorded only once its sealed PDF is written. While it is made the report stays
 * in QA Review (`sealing`, with the renderer's progress); a sign-off that could not be sealed says why (`failed`)
 * and leaves the report unsigned.
 */
export interface SignOffProgress {
  state: 'sealing' | 'failed';
  /** The section being written. */
  stage: Text;
  /** Asset lines written so far, of `total`. */
  done: Count;
  total: Count;
  /** Why it failed (state failed). */
  error: Text | null;
  /** When the checker confirmed it: an ISO 8601 instant (UTC). */
  at: string;
}

/** The figures a sign-off seals, as the Summary tab totals them (dollars). */
export interface SignOffTotals {
  originalCost: Dollars;
  /** The current financial year's deductions. */
  depreciation: Dollars;
  closingWrittenDownValue: Dollars;
}

/** What Sign off will seal, for its confirmation (issue 26 item 11). */
export interface SignOffSummary {
  depreciationReportId: Id;
  reportName: Text | null;
  /** The property as file names name it: its street address and suburb, else its name or master id. */
  property: Text | null;
  /** The financial years the schedule prints (each the year ending 30 June): the current one and the four after. */
  firstFinancialYear: number | null;
  lastFinancialYear: number | null;
  assetCount: Count;
  /** Assets without figures (their values are missing or invalid): the totals leave them out. */
  uncalculatedCount: Count;
  /** Null when the report cannot be calculated (no EOFY report date). */
  totals: SignOffTotals | null;
  surveyor: WorkflowPerson | null;
  checker: WorkflowPerson | null;
}

/** One comment of the report's thread (issue 26 item 12): a checker's return comment or a reply. */
export interface ReportComment {
  id: Id;
  by: WorkflowPerson;
  /** ISO 8601 instant (UTC). */
  at: string;
  text: Text;
  /** Made with a return to the surveyor (the step's comment), not a reply. */
  withReturn: boolean;
}

/** The thread, oldest first, and whether the signed-in user may post in it now. */
export interface ReportComments {
  depreciationReportId: Id;
  comments: ReportComment[];
  /** The report's surveyor or checker, while it is In Progress or QA Review. */
  mayPost: boolean;
}

/** Body of `POST /depreciationReports/{id}/comments`. */
export interface ReportCommentRequest {
  comment: WorkflowComment;
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

/**
 * What keeps a report from QA Review: a General Info field or an asset with errors; for a capex forecast (issue 27)
 * its settings (`capexSettings`), or its items (`capexItem`): none yet, or one the forecast leaves out.
 */
export interface WorkflowBlocker {
  kind: 'generalInfo' | 'asset' | 'capexSettings' | 'capexItem' | 'rcaSettings' | 'rcaBuilding';
  /** The asset's id (kind asset). */
  assetId: Id | null;
  /** The capex item's id (kind capexItem, when it is about one item). */
  itemId?: Text;
  /** Issue 28: the assessment's building (kind rcaBuilding). */
  buildingId?: Text;
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
  /** Issue 27: a capex forecast's settings (`capexSettings`) and items (`capexItem`) have lines of their own. */
  /** Issue 28: an assessment's settings and notes (`rcaSettings`) and buildings (`rcaBuilding`) too. */
  kind: 'workflow' | 'generalInfo' | 'asset' | 'capexSettings' | 'capexItem' | 'rcaSettings' | 'rcaBuilding';
  at: string;
  by: WorkflowPerson | null;
  /** One sentence: "Submitted to QA Review", "Changed General Info", "Added asset 12 (Carpet)", "Imported 40 assets". */
  summary: Text;
  assetId: Id | null;
  /** The capex item's id (kind capexItem, one item). */
  itemId?: Text;
  /** The assessment's building (kind rcaBuilding, one building). */
  buildingId?: Text;
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
  /** What Sign off will seal (issue 26 item 11): the report, its years, assets, totals and signatories. */
  'GET /depreciationReports/{id}/workflow/sign-off': {
    params: WorkflowReportParams;
    response: SignOffSummary;
  };
  /** The report's comment thread (issue 26 item 12). */
  'GET /depreciationReports/{id}/comments': { params: WorkflowReportParams; response: ReportComments };
  /** A reply in the thread, by the report's surveyor or checker while it is not Completed. */
  'POST /depreciationReports/{id}/comments': {
    params: WorkflowReportParams;
    body: ReportCommentRequest;
    response: ReportComments;
  };
}

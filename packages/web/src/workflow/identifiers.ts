/** Container identifiers of the workflow bar and the History tab (bound in report/bindings.ts, beside the report a move reloads). */
export const WORKFLOW_TYPES = {
  /** `WorkflowPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  WorkflowPort: Symbol.for('WorkflowPort'),
  /** `WorkflowStore`: the report's status, the signed-in user's moves, the blockers and the history. */
  WorkflowStore: Symbol.for('WorkflowStore'),
  /** `SignOffStore`: Sign off's confirmation, the document to read first, the seal's progress and the signed PDF. */
  SignOffStore: Symbol.for('SignOffStore'),
  /** `CommentsStore`: the report's comment thread and a reply (issue 26 item 12). */
  CommentsStore: Symbol.for('CommentsStore'),
  /**
   * `WorkflowAfterMove`, any number of them: what reloads after a move. The report view binds its report's reload,
   * the capex view its forecast's (issue 27: a forecast moves through the same workflow by its report id); each
   * ignores an id that is not the one it shows.
   */
  AfterMove: Symbol.for('WorkflowAfterMove'),
} as const;

/** Reloads what shows the report `reportId` after a workflow move. */
export type WorkflowAfterMove = (reportId: number) => Promise<void>;

/** Container identifiers of the workflow bar and the History tab (bound in report/bindings.ts, beside the report a move reloads). */
export const WORKFLOW_TYPES = {
  /** `WorkflowPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  WorkflowPort: Symbol.for('WorkflowPort'),
  /** `WorkflowStore`: the report's status, the signed-in user's moves, the blockers and the history. */
  WorkflowStore: Symbol.for('WorkflowStore'),
} as const;

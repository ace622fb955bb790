/*
 * The workflow's public surface (docs/architecture.md "web"): the bar and the History tab the report view shows,
 * and the store and identifiers report/bindings.ts wires (a move reloads the report, which the report owns).
 */
export { HistoryTab } from './HistoryTab';
export { WORKFLOW_TYPES } from './identifiers';
export { WorkflowBar } from './WorkflowBar';
export { WorkflowStore } from './WorkflowStore';

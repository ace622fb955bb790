/*
 * The workflow's public surface (docs/architecture.md "Feature boundaries"): the bar and the History tab the report
 * view shows. Its store is bound by report/bindings.ts (the composition root), beside the report a move reloads.
 */
export { HistoryTab } from './HistoryTab';
export { WorkflowBar } from './WorkflowBar';

/*
 * The Summary tab's public surface (docs/architecture.md "web"): the tab for the report view and the store the
 * figures tabs' bindings (calculations/bindings.ts) wire over their shared port.
 */
export { SummaryStore } from './SummaryStore';
export { SummaryTab } from './SummaryTab';

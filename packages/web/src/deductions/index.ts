/*
 * The Deductions tab's public surface (docs/architecture.md "web"): the tab for the report view and the stores the
 * figures tabs' bindings (calculations/bindings.ts) wire over their shared port.
 */
export { DeductionsStore } from './DeductionsStore';
export { DeductionsTab } from './DeductionsTab';
export { MethodComparisonStore } from './MethodComparisonStore';

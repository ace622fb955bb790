/*
 * The Asset Register tab's public surface (docs/architecture.md "web"): the tab for the report view, and its store
 * and identifiers for the tests of the import and export that work over it.
 */
export { AssetRegisterTab } from './AssetRegisterTab';
export { REGISTER_TYPES } from './identifiers';
export { RegisterStore } from './store/RegisterStore';

/*
 * Import Assets and Export Assets, the public surface for the register that shows them (docs/architecture.md
 * "web"): the menu, the stores and identifiers its bindings wire, and the upload id a paste shares with an import.
 */
export { RegisterTransfers } from './components/RegisterTransfers';
export { REGISTER_TRANSFER_TYPES } from './identifiers';
export { randomUploadId } from './store/context';
export { ImportStaging } from './store/ImportStaging';
export { RegisterExport } from './store/RegisterExport';

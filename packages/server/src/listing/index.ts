/**
 * The register listing (issue 4 "Listing at scale", docs/api.md): the one face other features use. Rows are
 * answered from an in-memory projection per register, kept exact by transaction visibility (projection/).
 */
export { type ListControls, listOptions, sendListing } from './controls';
export { type ListOptions, listRegisterTaxCodes } from './listing';
export { warmProjection } from './projection/projection-sync';

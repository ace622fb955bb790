/**
 * A report's owners and their shares, and their change record (the history, the PDF per owner).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { findOwnerChanges, findOwners, type OwnerRow } from './repository';
export { ownerRoutes } from './routes';

/**
 * Import Assets: the upload, staging and commit of a file of rows.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { importRoutes } from './routes';

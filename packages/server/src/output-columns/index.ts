/**
 * Which columns the outputs show (the display flags the export reads).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { outputColumnRoutes } from './routes';
export { getDisplayFlags } from './service';

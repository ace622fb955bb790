/**
 * Reference data: tax codes, categories, methods, and the dated effective lives an import applies.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { withImportLives } from './dated-lives';
export { referenceRoutes } from './routes';

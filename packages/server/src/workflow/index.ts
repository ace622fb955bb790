/**
 * A report's workflow: its calls, and its recorded steps (the history lists them).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { findSteps } from './repository';
export { workflowRoutes } from './routes';

/**
 * The report PDF jobs: their calls, the runner of this instance and the renderer it drives.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export type { ReportRenderer } from './renderer';
export { reportJobRoutes } from './routes';
export { ReportJobRunner, type RunnerOptions } from './runner';

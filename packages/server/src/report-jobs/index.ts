/**
 * The report PDF jobs: their calls, the runner of this instance and the renderer it drives, and the sign-off that
 * seals a report's PDF (issue 26 item 11).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { type ReportRenderer, rendererByKind } from './renderer';
export { reportJobRoutes } from './routes';
export { ReportJobRunner, type RunnerOptions } from './runner';
export type { JobQueue } from './service';
export { type SignOffRecorder, signOffProgress, startSignOff } from './sign-off';

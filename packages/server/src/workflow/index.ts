/**
 * A report's workflow: its calls, its recorded steps (the history lists them) and the sign-off's step, which the
 * report PDF job records with the sealed document (issue 26 item 11; app.ts gives it to the runner).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { findSteps } from './repository';
export { workflowRoutes } from './routes';
export { recordSignOff } from './sign-off';

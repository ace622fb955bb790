/**
 * The capital-expenditure forecast (issue 27; docs/api.md "Capex forecasts"): its calls, and what the workflow and
 * the history ask of a forecast (its blockers, its sign-off summary, its History lines).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */

export { capexCommitRoutes } from './commit-routes';
export { writeCapexReport } from './document';
export { capexRoutes } from './routes';
export {
  type CapexHistoryLine,
  capexBlockers,
  capexHistoryLines,
  capexSignOffSummary,
} from './workflow';

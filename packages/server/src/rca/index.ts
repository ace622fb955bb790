/**
 * The reinstatement cost assessment (issue 28; docs/api.md "Reinstatement cost assessments"): its calls and the
 * firm's building-rate library, and what the workflow, the history and the documents ask of an assessment (its
 * blockers, its sign-off summary, its History lines, its document's input).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */

export { rcaDocumentInput } from './document';
export { writeRcaReport } from './files';
export { rcaRoutes } from './routes';
export {
  NO_BUILDINGS,
  type RcaHistoryLine,
  rcaBlockers,
  rcaHistoryLines,
  rcaSignOffSummary,
} from './workflow';

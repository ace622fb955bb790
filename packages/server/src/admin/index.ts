/**
 * The administrator's calls (issue 15): users, the effective-life and incentive tables.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { accessOf, requireAdministrator } from './access';
export { incentiveWindowRoutes } from './incentive-window-routes';
export { adminRoutes } from './routes';

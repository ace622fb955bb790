/**
 * Demolitions of a row, and the end of the financial year a demolition date falls in (the import and the
 * demo data use it).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { endOfFinancialYear, endOfFinancialYearOrNull } from './demolition-date';
export { demolitionRoutes } from './routes';

/**
 * General Info of a report: its calls, the report as a user sees it, its fields (the history names them) and
 * its record (the PDF and the owners read it; lockReport serialises a report's writes).
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { type FieldKind, type FieldValue, type FieldValues, fieldByColumn, fieldsOfRow } from './fields';
export { findReport, lockReport, type ReportRecord } from './repository';
export { reportRoutes } from './routes';
export { getReport } from './service';

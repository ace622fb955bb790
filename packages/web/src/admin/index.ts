/*
 * Administration's public surface (docs/architecture.md "web"): the page and its link for the portal, and the
 * incentives' windows in force that the register's rows are judged by (bound in admin/bindings.ts).
 */

export { AdministrationPage } from './AdministrationPage';
export { AdminLink, useAdministrationOpen } from './AdminLink';
export type { IncentiveWindowsInForce } from './IncentiveWindowsInForce';
export { ADMIN_TYPES } from './identifiers';

/*
 * Administration's public surface (docs/architecture.md "Feature boundaries"): the page and its link for the
 * portal, and (issue 25) a user's own registration number. The incentives' windows in force reach the register
 * through the container (register/bindings.ts).
 */
export { AdministrationPage } from './AdministrationPage';
export { AdminLink, useAdministrationOpen } from './AdminLink';
export { OwnRegistration } from './OwnRegistration';

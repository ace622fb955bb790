/**
 * Sign-in and the product token: the hook every call runs (requireUser), the signed-in user of a request
 * (currentUser), the sign-in pages and the password hash the demo users are seeded with.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */
export { AccountStatus } from './account-status';
export { INVITATION_DAYS, storeInvitation } from './invitation-repository';
export { errorPage, invitationAcceptedPage, invitationPage, loginPage, signedOutPage } from './oidc/pages';
export { OIDC_MOUNT } from './oidc/provider';
export { hashPassword } from './password';
export { API_BASE, currentUser, requireUser } from './require-user';
export { authApiRoutes, signInPages } from './routes';

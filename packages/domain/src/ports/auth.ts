/**
 * Sign-in and the product token (docs/product/README.md, docs/product/shell-and-sign-in.md, docs/product/states-and-permissions.md "Session", 7 "Shell and main portal").
 * The identity side is the corporate identity provider (MSAL in the browser); the product side is this
 * product's own token, obtained by exchanging the identity token.
 */

import type { CloudToken, SignedInUser } from '../api/new-work-calls';

/** The signed-in identity as far as the shell needs it. */
export interface Identity {
  /** The raw identity (OpenID Connect id) token, exchanged for the product token. */
  idToken: string;
  /** When the identity token ends, in seconds since the epoch (docs/product/states-and-permissions.md: expired identity forces sign-in). */
  expiresAt: number;
  /** The name the user signed in with, for display. */
  username: string;
}

/** What came back when the page loaded from a sign-in redirect (docs/product/shell-and-sign-in.md). */
export type RedirectOutcome =
  /**
   * Not a sign-in return, or a successful one: the cached identity (if any) is current. `returnSearch` is
   * the query string the sign-in started from, so the shell can put the address parameter back (docs/product/shell-and-sign-in.md).
   */
  | { kind: 'ok'; returnSearch: string | null }
  /** The sign-in answer could not be matched to a request (docs/product/rules.md#messages-and-errors "Sign-in state error"). */
  | { kind: 'state-error' }
  /** The identity provider refused or the user cancelled: there is no identity (docs/product/shell-and-sign-in.md: no-login page). */
  | { kind: 'failed'; message: string };

export interface IdentityPort {
  /** Completes a sign-in redirect when the page is returning from one. Never throws. */
  completeRedirect(): Promise<RedirectOutcome>;
  /** The identity cached for this tab, expired or not; null when nobody has signed in. */
  currentIdentity(): Promise<Identity | null>;
  /**
   * A current identity token, renewed silently when it is within the renewal offset of its end
   * (docs/product/rules.md#constants-and-limits: 1750 s); null when renewal needs the user to sign in again.
   */
  renewIdentity(): Promise<Identity | null>;
  /**
   * Starts the interactive sign-in (a full-page redirect); `force` drops the cached identity first;
   * `returnSearch` comes back in the redirect outcome.
   */
  signIn(options?: { force?: boolean; returnSearch?: string }): Promise<void>;
  /** Ends the identity session at the identity provider. */
  signOut(): Promise<void>;
}

/** The sub-applications that the service authorizes separately (docs/product/calls.md "GET /authorize?app="). */
export type AuthorizedApp = 'FARR' | 'PORTAL';

export interface ProductTokenPort {
  /**
   * Exchanges the identity token for a product token; `appId` is the id from the address parameter
   * (docs/product/calls.md "uses the identity token and the id from the address parameter"). Null on failure.
   */
  exchange(idToken: string, appId: string | null): Promise<string | null>;
  /** Whether the holder of `productToken` may use `app` (GET /api/authorize?app=). */
  authorize(app: AuthorizedApp, productToken: string): Promise<boolean>;
  /** Records today's policy acceptance and answers the renewed product token (PUT /users/policyaccepted). */
  acceptPolicy(userId: number): Promise<string | null>;
  /** DELETE /depreciationReports/token: tells the service the user signed out. */
  signOut(): Promise<void>;
}

/** The claims of the product token that the browser reads (docs/product/entities.md "Token claims"); not verified here. */
export interface ProductTokenClaims {
  userId: number;
  userUid: string;
  policyAcceptedDate: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Keeps the stored product token current (docs/product/states-and-permissions.md, docs/product/rules.md#constants-and-limits: checked every 60 s and renewed when needed). */
export interface TokenRenewalPort {
  /** Starts the periodic check; `appId` is the id from the address parameter, sent with each exchange. */
  start(appId: string | null): void;
  stop(): void;
}

/**
 * What the shell's header and the page title show of the report a view opened (issue 15: the property's name;
 * issue 26 item 14: the property and the date, `reportTitle` of @taxdep/domain/format).
 */
export interface ReportHeading {
  propertyName: string | null;
  reportName: string | null;
  streetAddress: string | null;
  suburb: string | null;
  eofyReportDate: string | null;
}

/**
 * The session's own calls (issue 15; docs/api.md "Session"): who is signed in (the header, the policy check), the
 * heading of an opened report, and the cloud token. Null on failure.
 */
export interface SessionInfoPort {
  /** GET /users/me. */
  me(): Promise<SignedInUser | null>;
  /** GET /depreciationReports/{id}: the property and report names. */
  reportHeading(reportId: number): Promise<ReportHeading | null>;
  /** GET /cloudToken, kept in session storage until shortly before it ends (spec 4: about 51 minutes). */
  cloudToken(): Promise<CloudToken | null>;
}

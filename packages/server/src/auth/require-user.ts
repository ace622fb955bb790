import { policyAcceptanceNeeded } from '@taxdep/domain';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError, unauthorized } from '../http/http-error';
import type { AccountStatus } from './account-status';
import { type ProductUser, verifyProductTokenDetails } from './product-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the product token; null on public routes and outside the API scope. */
    user: ProductUser | null;
  }
  interface FastifyContextConfig {
    /** A route of the API scope callable without a product token (e.g. the token exchange itself). */
    public?: boolean;
    /** A call the usage policy screen needs, answered before the user accepts the policy (contract/declare-route.ts). */
    beforePolicy?: boolean;
    /** Set on every route registered inside the API scope (src/api-scope.ts); read by the route table. */
    guarded?: boolean;
  }
}

/** docs/product/calls.md: every call under the versioned base carries a product bearer token. */
export const API_BASE = '/v1';

/**
 * `onRequest` hook of the API scope (src/api-scope.ts): every route registered there requires a valid product
 * token of an active user (docs/product/states-and-permissions.md#roles-and-permissions, docs/product/calls.md), except routes whose own declaration says `config: { public: true }`.
 * It reads the matched route, never the URL, so no spelling of a path (percent-encoding, case) can reach a
 * handler without it. A missing or invalid token answers 401 `{ message }` (docs/product/rules.md#messages-and-errors: the client then clears its
 * storage and goes to the no-login page).
 */
export function requireUser(secret: Uint8Array, accounts: AccountStatus): onRequestAsyncHookHandler {
  return async function requireUserHook(request: FastifyRequest, _reply: FastifyReply) {
    if (request.routeOptions.config?.public === true) return;
    const presented = await authenticate(request.headers.authorization, secret);
    if (!(await accounts.isActive(presented.user, presented.issuedAtMs))) {
      throw unauthorized('This user no longer has access to the portal.');
    }
    // Issue 15: a signed-out token is refused like an expired one (docs/security.md "Signing out").
    if (await accounts.isSignedOut(presented.token)) {
      throw unauthorized('This product token was signed out.');
    }
    // Issue 15: until the token says the current usage policy was accepted (its `pad` claim, renewed by
    // PUT /users/policyaccepted), only the policy screen's calls are answered (docs/security.md "Usage policy").
    if (
      request.routeOptions.config?.beforePolicy !== true &&
      policyAcceptanceNeeded(presented.user.policyAcceptedDate)
    ) {
      throw new HttpError(403, POLICY_NOT_ACCEPTED_MESSAGE);
    }
    request.user = presented.user;
    presentedTokens.set(request, presented);
  };
}

export const POLICY_NOT_ACCEPTED_MESSAGE =
  'Accept the current usage policy before using the portal: sign in again to see it.';

/** The bearer token of a request and when it ends, for sign-out (api-routes.ts). */
export interface PresentedToken {
  token: string;
  user: ProductUser;
  expiresAtMs: number;
  /** When the token was signed: a token from before a deactivation or reactivation is refused (issue 24). */
  issuedAtMs: number;
}

const presentedTokens = new WeakMap<FastifyRequest, PresentedToken>();

async function authenticate(header: string | undefined, secret: Uint8Array): Promise<PresentedToken> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized('A product bearer token is required.');
  try {
    const { user, expiresAtMs, issuedAtMs } = await verifyProductTokenDetails(match[1], secret);
    return { token: match[1], user, expiresAtMs, issuedAtMs };
  } catch {
    throw unauthorized('The product token is invalid or has expired.');
  }
}

/** The token the request was authenticated with (after requireUser ran). */
export function presentedToken(request: FastifyRequest): PresentedToken {
  const presented = presentedTokens.get(request);
  if (!presented) throw unauthorized('A product bearer token is required.');
  return presented;
}

/** The user of a route that requires one (after requireUser ran). */
export function currentUser(request: FastifyRequest): ProductUser {
  if (!request.user) throw unauthorized('A product bearer token is required.');
  return request.user;
}

import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../http-error';
import { type ProductUser, verifyProductToken } from './product-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the product token; null on public routes and outside /api/v1. */
    user: ProductUser | null;
  }
  interface FastifyContextConfig {
    /** A /api/v1 route callable without a product token (e.g. the token exchange itself). */
    public?: boolean;
  }
}

/** Spec 7: every call under the versioned base carries a product bearer token. */
export const API_BASE = '/api/v1';

/**
 * `onRequest` hook: every /api/v1 route requires a valid product token (spec 6, 7), except routes that declare
 * `config: { public: true }`. A missing or invalid token answers 401 `{ message }` (spec 8: the client then
 * clears its storage and goes to the no-login page).
 */
export function requireUser(secret: Uint8Array): onRequestAsyncHookHandler {
  return async function requireUserHook(request: FastifyRequest, _reply: FastifyReply) {
    if (!isApiPath(request.url) || request.routeOptions.config?.public === true) return;
    request.user = await authenticate(request.headers.authorization, secret);
  };
}

export async function authenticate(header: string | undefined, secret: Uint8Array): Promise<ProductUser> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized('A product bearer token is required.');
  try {
    return await verifyProductToken(match[1], secret);
  } catch {
    throw unauthorized('The product token is invalid or has expired.');
  }
}

/** The user of a route that requires one (after requireUser ran). */
export function currentUser(request: FastifyRequest): ProductUser {
  if (!request.user) throw unauthorized('A product bearer token is required.');
  return request.user;
}

export function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/**
 * The session's own calls (issue 15; docs/api.md "Session"): who is signed in, for the shell's header and the
 * policy check, and the cloud token of spec 4 for the firm's document store.
 */

import type { Database } from '@taxdep/db/schema';
import { policyAcceptanceNeeded, USAGE_POLICY } from '@taxdep/domain';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import { declareRoute } from '../contract/declare-route';
import { unauthorized } from '../http/http-error';
import { PRODUCT_TOKEN_ISSUER } from './product-token';
import { API_BASE, currentUser } from './require-user';
import { UserDirectory } from './users';

/** Spec 9: the cloud token is valid 3,100,000 ms (about 51 minutes). */
export const CLOUD_TOKEN_LIFETIME_SECONDS = 3100;
/** The audience of a cloud token: the firm's document store, never this API (product tokens name `taxdep-api`). */
export const CLOUD_TOKEN_AUDIENCE = 'taxdep-document-store';

const tags = ['auth'];

export interface SessionRouteDeps {
  db: Kysely<Database>;
  config: Config;
  /** The clock (injectable for tests). */
  now?: () => Date;
}

export async function sessionRoutes(app: FastifyInstance, deps: SessionRouteDeps) {
  const { db, config } = deps;
  const users = new UserDirectory(db);
  const now = deps.now ?? (() => new Date());

  declareRoute(
    app,
    'GET /users/me',
    {
      tags,
      beforePolicy: true,
      prefix: API_BASE,
      summary: 'Who is signed in, and whether they must accept the current usage policy',
      description:
        `policyAcceptanceNeeded is true when the product token of the call says the user never accepted the ` +
        `policy or accepted it before its date (policyDate, ${USAGE_POLICY.date}): the token is what every other ` +
        `call is checked against (403 until then), so the shell shows the policy until PUT /users/policyaccepted ` +
        `answers a token that carries the acceptance. policyAcceptedDate is the acceptance on record.`,
    },
    async (request) => {
      const holder = currentUser(request);
      const user = await users.findSessionUser(holder.userId);
      if (!user) throw unauthorized('This user no longer exists.');
      const accepted = user.policyAcceptedDate;
      return {
        userId: user.id,
        userUid: user.uid,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        office: user.office,
        role: user.role,
        policyAcceptedDate: accepted,
        policyDate: USAGE_POLICY.date,
        // The token's claim, not the record: a token signed before an acceptance in another tab is still refused.
        policyAcceptanceNeeded: policyAcceptanceNeeded(holder.policyAcceptedDate),
      };
    },
  );

  declareRoute(
    app,
    'GET /cloudToken',
    {
      tags,
      prefix: API_BASE,
      summary: "A short-lived token for the firm's document store (spec 4: kept about 51 minutes)",
      description:
        `A signed JWT (HS256) for audience ${CLOUD_TOKEN_AUDIENCE}, subject the user id, valid ` +
        `${CLOUD_TOKEN_LIFETIME_SECONDS} s. It is not a product token: this API refuses it. The browser keeps it ` +
        'in session storage until shortly before expiresOn and then asks again.',
    },
    async (request) => {
      const holder = currentUser(request);
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + CLOUD_TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({ uid: holder.userUid, scope: 'documents.read documents.write' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(holder.userId))
        .setIssuer(PRODUCT_TOKEN_ISSUER)
        .setAudience(CLOUD_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(config.tokenSecret);
      return {
        token,
        tokenType: 'Bearer' as const,
        audience: CLOUD_TOKEN_AUDIENCE,
        expiresOn: new Date(expiresAt * 1000).toISOString(),
        expiresInSeconds: CLOUD_TOKEN_LIFETIME_SECONDS,
      };
    },
  );
}

/**
 * The administrator's calls (issue 15; docs/product/administration.md; declared in packages/domain/src/api/
 * admin-calls.ts), and the firm's (issue 25, firm-routes.ts). Every call under /admin answers 403 to a user who is not an administrator (access.ts, checked
 * before the body is read); `GET /users/me/access` answers any signed-in user which they are, for the screens.
 */

import type { Database } from '@taxdep/db/schema';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountStatus } from '../auth';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { HttpError } from '../http/http-error';
import { accessOf, requireAdministrator } from './access';
import { EffectiveLifeLoadRefused, loadEffectiveLifeTable, previewEffectiveLifeLoad } from './effective-life';
import { effectiveLifeReadRoutes } from './effective-life-table-routes';
import { FIRM_LOGO_BODY_LIMIT, FIRM_LOGO_CALL, firmAdminRoutes, firmRoutes } from './firm-routes';
import { createUser, type NewUserSignIn, reinvite } from './new-user';
import * as repo from './repository';
import * as service from './service';

export interface AdminOptions {
  db: Kysely<Database>;
  accounts: AccountStatus;
  /** How a new user signs in the first time (issue 26 item 17): the built-in provider's links, or none. */
  signIn: NewUserSignIn;
}

const tags = ['Administration'];
const forbidden = { 403: 'The signed-in user is not an administrator' };

/**
 * The largest effective-life file a load takes: the whole Tables A and B are a few MB of CSV; JSON's escapes of its
 * quotes can double that. A larger body gets a 413 that says so (the import's upload does the same).
 */
export const EFFECTIVE_LIFE_BODY_LIMIT = 16 * 1024 * 1024;
const LOAD_CALLS = new Set(['POST /admin/effective-life/preview', 'POST /admin/effective-life/load']);

export const adminRoutes: FastifyPluginAsync<AdminOptions> = async (app, { db, accounts, signIn }) => {
  declareRoute(
    app,
    'GET /users/me/access',
    { tags, summary: 'Whether the signed-in user is an administrator' },
    async (request) => {
      const { userId } = currentUser(request);
      return { userId, access: await accessOf(db, userId) };
    },
  );
  // Issue 25 item 1: the firm as it prints, read by every signed-in user.
  firmRoutes(app, db);
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdministrator(db));
    admin.addHook('onRoute', (route) => {
      if (route.config?.contract && LOAD_CALLS.has(route.config.contract)) {
        route.bodyLimit = EFFECTIVE_LIFE_BODY_LIMIT;
      }
      if (route.config?.contract === FIRM_LOGO_CALL) route.bodyLimit = FIRM_LOGO_BODY_LIMIT;
    });
    admin.setErrorHandler((error: FastifyError, request, reply) => {
      if (
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' &&
        request.routeOptions.config?.contract === FIRM_LOGO_CALL
      ) {
        return reply.code(413).send({ message: 'The logo is larger than 512 KB.' });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({
          message: `The file is larger than ${EFFECTIVE_LIFE_BODY_LIMIT / (1024 * 1024)} MB, far more than the whole effective-life tables.`,
        });
      }
      throw error;
    });
    userRoutes(admin, db, accounts, signIn);
    newUserRoutes(admin, db, signIn);
    entityRoutes(admin, db);
    effectiveLifeRoutes(admin, db);
    effectiveLifeReadRoutes(admin, db);
    firmAdminRoutes(admin, db);
  });
};

function userRoutes(
  app: Parameters<FastifyPluginAsync>[0],
  db: Kysely<Database>,
  accounts: AccountStatus,
  signIn: NewUserSignIn,
) {
  declareRoute(
    app,
    'GET /admin/users',
    { tags, summary: 'Every user, active or not', refusals: forbidden },
    async () => repo.findUsers(db, signIn),
  );
  declareRoute(
    app,
    'PUT /admin/users/{userId}',
    {
      tags,
      summary: 'Activates or deactivates a user, or changes their report role or access',
      description:
        "Deactivating ends the user's access at once: their next call answers 401 and they cannot sign in. An " +
        'administrator cannot deactivate themself or give up their own administration (409).',
      refusals: { ...forbidden, 404: 'No such user', 409: 'The change would lock the administrator out' },
    },
    async (request) =>
      service.changeUser(
        db,
        accounts,
        signIn,
        currentUser(request).userId,
        request.params.userId,
        request.body,
      ),
  );
}

function newUserRoutes(app: Parameters<FastifyPluginAsync>[0], db: Kysely<Database>, signIn: NewUserSignIn) {
  declareRoute(
    app,
    'POST /admin/users',
    {
      tags,
      summary: 'Adds a user, active, with their role and office, and how they sign in the first time',
      description:
        'The names and a well-formed email are required, the role is surveyor, checker or administrator, the ' +
        'office exists (404) and no user has the email, case aside (409). With the built-in sign-in the answer ' +
        'carries a one-time link (14 days) where the user chooses their password; the portal sends no e-mail. With ' +
        "the firm's identity provider the link is null: the user's first sign-in with that email finds them.",
      refusals: { ...forbidden, 404: 'No such office', 409: 'The email is taken' },
    },
    async (request) => createUser(db, signIn, currentUser(request).userId, request.body),
  );
  declareRoute(
    app,
    'POST /admin/users/{userId}/invitation',
    {
      tags,
      summary: 'A new invitation link for a user of the built-in sign-in (the earlier one stops working)',
      refusals: { ...forbidden, 404: 'No such user', 409: 'The user is deactivated or has a password' },
    },
    async (request) => reinvite(db, signIn, request.params.userId),
  );
}

function entityRoutes(app: Parameters<FastifyPluginAsync>[0], db: Kysely<Database>) {
  const refusals = { ...forbidden, 404: 'No such client, fund or portfolio', 409: 'The fund code is taken' };
  declareRoute(app, 'GET /admin/clients', { tags, summary: 'Every client', refusals }, async () =>
    repo.findClients(db),
  );
  declareRoute(app, 'POST /admin/clients', { tags, summary: 'Creates a client', refusals }, async (request) =>
    service.createClient(db, request.body.clientName),
  );
  declareRoute(
    app,
    'PUT /admin/clients/{clientId}',
    { tags, summary: 'Renames a client', refusals },
    async (request) => service.renameClient(db, request.params.clientId, request.body.clientName),
  );
  declareRoute(app, 'GET /admin/funds', { tags, summary: 'Every fund', refusals }, async () =>
    repo.findFunds(db),
  );
  declareRoute(
    app,
    'POST /admin/funds',
    { tags, summary: 'Creates a fund of a client (the code is upper-cased and unique)', refusals },
    async (request) => service.createFund(db, request.body),
  );
  declareRoute(
    app,
    'PUT /admin/funds/{fundId}',
    { tags, summary: 'Renames a fund, or changes its code', refusals },
    async (request) => service.renameFund(db, request.params.fundId, request.body),
  );
  declareRoute(app, 'GET /admin/portfolios', { tags, summary: 'Every portfolio', refusals }, async () =>
    repo.findPortfolios(db),
  );
  declareRoute(
    app,
    'POST /admin/portfolios',
    { tags, summary: 'Creates a portfolio of a fund', refusals },
    async (request) => service.createPortfolio(db, request.body.fundId, request.body.portfolioName),
  );
  declareRoute(
    app,
    'PUT /admin/portfolios/{portfolioId}',
    { tags, summary: 'Renames a portfolio', refusals },
    async (request) => service.renamePortfolio(db, request.params.portfolioId, request.body.portfolioName),
  );
}

function effectiveLifeRoutes(app: Parameters<FastifyPluginAsync>[0], db: Kysely<Database>) {
  declareRoute(
    app,
    'POST /admin/effective-life/preview',
    {
      tags,
      summary: 'What an effective-life table file would add and change (nothing is stored)',
      description:
        'New tax codes, new dated lives of existing codes (old → new life and date), rows already held, ' +
        'conflicting lives and row problems. Body over 16 MB → 413.',
      refusals: { ...forbidden, 413: 'The file is too large' },
    },
    async (request) => previewEffectiveLifeLoad(db, request.body.fileName, request.body.text),
  );
  declareRoute(
    app,
    'POST /admin/effective-life/load',
    {
      tags,
      summary: 'Loads an effective-life table file: adds its new codes and dated lives, never overwriting',
      description:
        'Planned again against the table as it is now. 422 (with the reason) when the file has row problems ' +
        'or conflicting lives, or adds nothing; loading the same file again therefore answers 422.',
      refusals: { ...forbidden, 413: 'The file is too large', 422: 'The file cannot be loaded' },
    },
    async (request) => {
      try {
        return await loadEffectiveLifeTable(db, request.body, currentUser(request).userId);
      } catch (error) {
        if (error instanceof EffectiveLifeLoadRefused) throw new HttpError(422, error.message);
        throw error;
      }
    },
  );
}

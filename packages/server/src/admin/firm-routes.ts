/**
 * The firm's calls (issue 25 item 1; declared in packages/domain/src/api/firm-calls.ts; docs/api.md "The firm").
 * Any signed-in user reads the firm and its logo (what prints on their documents) and keeps their own registration
 * number; the administrator's calls are registered inside the /admin plugin (routes.ts), behind its 403 hook.
 */
import type { Database } from '@taxdep/db/schema';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { findFirm, findOffices } from './firm-repository';
import * as service from './firm-service';

const tags = ['Administration'];
const forbidden = { 403: 'The signed-in user is not an administrator' };

/**
 * The largest logo body: 512 KB of image is 699,052 characters of base64, with the JSON around it. A larger body
 * gets a 413 that says what the limit is (routes.ts).
 */
export const FIRM_LOGO_BODY_LIMIT = 720 * 1024;
export const FIRM_LOGO_CALL = 'PUT /admin/firm/logo';

export function firmRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  declareRoute(
    app,
    'GET /firm',
    {
      tags,
      summary:
        'The firm as the report PDF prints it: name, ABN, TPB registration, contact, logo, standard texts',
    },
    async () => findFirm(db),
  );
  declareRoute(
    app,
    'GET /firm/logo',
    { tags, summary: "The firm's logo, its bytes in base64", refusals: { 404: 'The firm has no logo' } },
    async () => service.logoFile(db),
  );
  declareRoute(
    app,
    'GET /users/me/registration',
    { tags, summary: "The signed-in user's own tax agent registration number" },
    async (request) => service.ownRegistration(db, currentUser(request).userId),
  );
  declareRoute(
    app,
    'PUT /users/me/registration',
    {
      tags,
      summary: "Sets the signed-in user's own tax agent registration number (8 digits; empty clears it)",
    },
    async (request) =>
      service.saveOwnRegistration(db, currentUser(request).userId, request.body.taxAgentRegistrationNumber),
  );
}

export function firmAdminRoutes(admin: FastifyInstance, db: Kysely<Database>): void {
  declareRoute(
    admin,
    'PUT /admin/firm',
    {
      tags,
      summary: "Saves the firm's fields (the logo has calls of its own)",
      description:
        'The name is required; the ABN must pass the ATO’s check digits; the TPB registration number is 8 digits; ' +
        'the standard texts are bounded to fit their page. 400 names the field in error.',
      refusals: forbidden,
    },
    async (request) => service.saveFirm(db, request.body, currentUser(request).userId),
  );
  declareRoute(
    admin,
    FIRM_LOGO_CALL,
    {
      tags,
      summary: "Stores or replaces the firm's logo",
      description:
        'The bytes must be a PNG or JPEG by their own signature (agreeing with `contentType`), at most 512 KB, ' +
        'each side 16 to 4000 pixels. Anything else is 400; a body over the limit is 413.',
      refusals: { ...forbidden, 413: 'The file is too large' },
    },
    async (request) => service.saveLogo(db, request.body, currentUser(request).userId),
  );
  declareRoute(
    admin,
    'DELETE /admin/firm/logo',
    { tags, summary: "Removes the firm's logo", refusals: forbidden },
    async (request) => service.removeLogo(db, currentUser(request).userId),
  );
  const refusals = {
    ...forbidden,
    404: 'No such office',
    409: 'Another office has the name, or users still work from the office',
  };
  declareRoute(
    admin,
    'GET /admin/offices',
    { tags, summary: "The firm's offices", refusals: forbidden },
    async () => findOffices(db),
  );
  declareRoute(
    admin,
    'POST /admin/offices',
    { tags, summary: 'Creates an office', refusals },
    async (request) => service.createOffice(db, request.body),
  );
  declareRoute(
    admin,
    'PUT /admin/offices/{officeId}',
    { tags, summary: "Changes an office's name, address or contact", refusals },
    async (request) => service.changeOffice(db, request.params.officeId, request.body),
  );
  declareRoute(
    admin,
    'DELETE /admin/offices/{officeId}',
    {
      tags,
      summary: 'Deletes an office no user works from; answers the offices that remain',
      description: 'While users still work from it the answer is 409, naming them; nothing is detached.',
      refusals,
    },
    async (request) => {
      await service.removeOffice(db, request.params.officeId);
      return findOffices(db);
    },
  );
}

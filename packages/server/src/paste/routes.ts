/**
 * The paste from Excel's one call (issue 16; docs/api.md "Paste from Excel"; declared in the contract,
 * packages/domain/src/api/paste-calls.ts). Its body carries up to 10,000 rows with what the paste read of each
 * changed asset, more than Fastify's 1 MiB, so this route alone takes a larger body, and a larger one gets a 413
 * that says what to do.
 */
import { MAX_PASTE_ROWS } from '@taxdep/domain/paste';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { pasteModelAssets } from './service';

const CALL = 'POST /depreciationReports/{id}/pasteModelAssets';

/**
 * 24 MiB: 10,000 rows of a full grid (each change with its 19 values read and those it writes, about 1 KB of
 * JSON for ordinary values; pnpm bench:paste) is about 10 MB; a block that large of long texts is the CSV import's to take.
 */
export const PASTE_BODY_LIMIT = 24 * 1024 * 1024;

export const PASTE_TOO_LARGE_MESSAGE =
  'The paste is larger than 24 MB, the most one paste takes. Paste the block in parts, or import it as a csv file.';

export const pasteRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  // Only this plugin's route: every other call keeps Fastify's 1 MiB.
  app.addHook('onRoute', (route) => {
    if (route.config?.contract === CALL) route.bodyLimit = PASTE_BODY_LIMIT;
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: PASTE_TOO_LARGE_MESSAGE });
    }
    throw error; // answered by the service's own handler (app.ts)
  });

  declareRoute(
    app,
    CALL,
    {
      tags: [TAGS.register],
      writesReport: 'id',
      summary:
        'Write a block pasted into the register grid of report {id}: its changes and additions, all or none',
      description: [
        'Values are texts in the CSV import’s staged forms, keyed by the grid’s fields, and are read with the',
        'import’s rules again; codes are resolved by code (an unknown one leaves the field empty), the rate as the',
        'import derives it. `base` is what the paste read of each changed asset: an asset changed since → 409, and',
        `nothing is written. One transaction; a retry with the same pasteId writes nothing and answers the first`,
        `answer with alreadyPasted true. At most ${MAX_PASTE_ROWS} rows (400); a body over 24 MB → 413.`,
      ].join(' '),
      refusals: {
        403: 'Not the surveyor or the checker of the report: nothing was changed',
        404: 'No such report, or a changed asset is not in it',
        409: 'Read-only report or asset, an asset changed since the paste was read, or a reused pasteId',
        413: 'The body is larger than the largest paste',
      },
    },
    async (request) =>
      pasteModelAssets(db, {
        reportId: request.params.id,
        body: request.body,
        userId: currentUser(request).userId,
      }),
  );
};

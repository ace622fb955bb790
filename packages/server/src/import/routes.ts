/**
 * The import's upload call (docs/product/calls.md "POST /depreciationReports/{id}/uploadModelAssets"; the contract's,
 * issue 11; designed in docs/api.md "Import upload"). Its body is the one large body of the API: every staged row
 * of a file at once, so this route alone takes more than Fastify's 1 MiB, sized for the largest file the import
 * accepts (docs/product/import-export.md "Limits"), and a larger body gets a 413 that says what to do.
 */
import { IMPORT_HEADINGS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from '@taxdep/domain/import';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { currentUser } from '../auth';
import { declareRoute } from '../contract/declare-route';
import { type FeatureOptions, TAGS } from '../http/route-kit';
import { uploadModelAssets } from './service';
import { workbookToCsv } from './workbook';

const CALL = 'POST /depreciationReports/{id}/uploadModelAssets';
const WORKBOOK_CALL = 'POST /importWorkbook';

/** A workbook of the largest accepted size in base64 (4 characters for 3 bytes), and room for the envelope. */
export const WORKBOOK_BODY_LIMIT = Math.ceil(MAX_IMPORT_FILE_BYTES / 3) * 4 + 64 * 1024;

/** JSON a row adds besides its values: each heading quoted as a key, its value's quotes, `:` and `,`, the braces. */
const ROW_OVERHEAD = IMPORT_HEADINGS.reduce((bytes, heading) => bytes + heading.length + 6, 3);

/**
 * The largest upload of an accepted file: its values at most the file's bytes, twice over for JSON's escapes (a `"`
 * or `\` is sent as two characters), the keys of every row, and room for the envelope. About 132 MB; a 100,000-row
 * register of ordinary values sends about 40 MB.
 */
export const UPLOAD_BODY_LIMIT = 2 * MAX_IMPORT_FILE_BYTES + MAX_IMPORT_ROWS * ROW_OVERHEAD + 1024 * 1024;

/** In the unit of the import's own file messages (docs/product/import-export.md "Files refused": 50.0 MB). */
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const UPLOAD_TOO_LARGE_MESSAGE =
  `The upload is larger than ${megabytes(UPLOAD_BODY_LIMIT)}, the most one upload takes (the rows of a csv file of ` +
  `at most ${megabytes(MAX_IMPORT_FILE_BYTES)} and ${MAX_IMPORT_ROWS.toLocaleString('en-AU')} rows). ` +
  'Split the file and import each part.';

export const importRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { db }) => {
  // Only this plugin's routes: every other call keeps Fastify's 1 MiB.
  app.addHook('onRoute', (route) => {
    if (route.config?.contract === CALL) route.bodyLimit = UPLOAD_BODY_LIMIT;
    if (route.config?.contract === WORKBOOK_CALL) route.bodyLimit = WORKBOOK_BODY_LIMIT;
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const workbook = _request.routeOptions.config?.contract === WORKBOOK_CALL;
      return reply.code(413).send({
        message: workbook
          ? `The workbook is larger than ${megabytes(MAX_IMPORT_FILE_BYTES)}, the most the import takes. Split it into smaller files.`
          : UPLOAD_TOO_LARGE_MESSAGE,
      });
    }
    // Everything else is answered by the service's own handler (app.ts).
    throw error;
  });

  declareRoute(
    app,
    CALL,
    {
      tags: [TAGS.register],
      writesReport: 'id',
      summary: 'Import the staged rows of a csv file into the register of report {id}, all or none',
      description: [
        'Rows are the staging screen’s: the import headings to text (absent = empty); blank rows are dropped.',
        'Each row is normalised and judged with the domain’s import rules; tax codes, categories and methods are',
        'resolved by code (an unknown code leaves the field empty and the row flagged); rates and PC claims are',
        'derived as a row save derives them; Demolition date and % make a demolition. One transaction. A retry with',
        'the same uploadId imports nothing and answers the first upload’s answer with alreadyUploaded true.',
        `At most ${MAX_IMPORT_ROWS} rows and 1000 characters a value (400); a body over ${megabytes(UPLOAD_BODY_LIMIT)} → 413.`,
      ].join(' '),
      refusals: {
        403: 'Not the surveyor or the checker of the report (decided before the body is read): nothing was changed',
        404: 'No such report',
        409: 'Read-only report, or the uploadId was used for another upload: nothing was changed',
        413: 'The body is larger than the largest upload the import accepts',
      },
    },
    async (request) =>
      uploadModelAssets(db, {
        reportId: request.params.id,
        body: request.body,
        userId: currentUser(request).userId,
      }),
  );

  declareRoute(
    app,
    WORKBOOK_CALL,
    {
      tags: [TAGS.register],
      summary: 'Read an Excel workbook (.xlsx) as the csv text of its sheet of assets (issue 26)',
      description: [
        'The sheet is the first whose first row names ATO Code, else the first. Date cells become DD/MM/YYYY,',
        'numbers plain decimals, formulas their cached results; nothing is evaluated or stored. The staging screen',
        `then checks the text as a csv file. At most ${megabytes(MAX_IMPORT_FILE_BYTES)} of workbook (413 above);`,
        'a file that is not an .xlsx workbook (an .xls, a csv renamed, a damaged file) → 400 saying what it is.',
      ].join(' '),
      refusals: {
        400: 'Not an .xlsx workbook, damaged or protected, or no sheet with cells',
        413: 'The workbook is larger than the import takes',
      },
    },
    async (request) => workbookToCsv(Buffer.from(request.body.workbook, 'base64')),
  );
};
